import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router v8's behaviour, taken now where it changes nothing we rely on (decision 0049):
  // the build through Vite's environment API, route modules split for the browser, trailing-slash-aware
  // data URLs. Middleware (a new context type for every loader) and pass-through requests (loaders would
  // see ".data" URLs) wait for the move to v8, which needs Node 22.
  future: {
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
