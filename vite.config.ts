import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router 7's own compilers (config loader, route-module compiler) still pass Vite 8 the deprecated
// `envFile: false` — an option this project never sets and cannot reach. Its warning is dropped, and
// only it, so a build prints what concerns us (decision 0049). Goes with the move to React Router 8.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false },
});
