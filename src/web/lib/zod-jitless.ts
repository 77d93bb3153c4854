// zod probes `new Function` when it builds an object schema, for its compiled fast path. The page CSP
// forbids eval, so in the browser the probe is a reported CSP violation (Lighthouse "Issues"). The browser
// runs zod without the fast path; the server keeps it for the API. This sets zod's shared global
// configuration (`globalThis.__zod_globalConfig`, what `z.config()` writes) without importing zod, so pages
// that use no zod do not load it. Imported first by root.tsx, before any route module builds a schema.
if (typeof document !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

export {};
