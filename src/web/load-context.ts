import type { WebContext } from "../server/web-context.ts";

declare module "react-router" {
  interface AppLoadContext extends WebContext {}
}

export {};
