import fp from "fastify-plugin";
import { LOCALES, type Locale } from "../../domain/shared/countries.ts";
import type { Config } from "../config.ts";

declare module "fastify" {
  interface FastifyRequest {
    country: Locale;
  }
}

export function countryForHost(hostHeader: string | undefined, map: Config["PUBLIC_HOSTS"]): Locale {
  const host = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
  const code = map[host] ?? "de";
  return LOCALES[code];
}

/** The country variant is chosen by the request host; every route exists in every variant. */
export const countryPlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorateRequest("country", null as unknown as Locale);
  app.addHook("onRequest", async (req) => {
    // req.host: a named proxy's X-Forwarded-Host, else Host (plugins/proxy-trust.ts, decision 0038).
    req.country = countryForHost(req.host, config.PUBLIC_HOSTS);
  });
});
