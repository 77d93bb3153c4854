import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Decision 0014: a browser call that bypassed the API helper lacked the CSRF header and broke the
// price comparison for everyone with a session. Browser code reaches the server only through api.ts.
const WEB = join(import.meta.dirname, "..");
const HELPER = "lib/api.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith("+") ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe("browser calls go through the API helper", () => {
  it("no web module but api.ts calls fetch, sendBeacon or XMLHttpRequest", () => {
    const offenders = sources(WEB)
      .map((file) => relative(WEB, file))
      .filter((file) => file !== HELPER)
      .filter((file) => /(?<![\w.])fetch\(|\.fetch\(|sendBeacon|XMLHttpRequest/.test(readFileSync(join(WEB, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
