import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DOMAIN_AREAS } from "./area-list.ts";

const DOMAIN = resolve(import.meta.dirname, "..");

/** What the folders hold: each folder's exported rows of its `*.errors.ts` and `*.access.ts` files. */
async function rowsOfFolders(suffix: ".errors.ts" | ".access.ts"): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  for (const folder of readdirSync(DOMAIN, { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const file of readdirSync(join(DOMAIN, folder.name)).filter((f) => f.endsWith(suffix) && f !== "generic.errors.ts"))
      for (const rows of Object.values(await import(join(DOMAIN, folder.name, file)))) found.set(folder.name, rows);
  return found;
}

describe("the domain's area list (decision 0052)", () => {
  it("names each area once, after its folder, with exactly the rows its folder exports", async () => {
    expect(new Set(DOMAIN_AREAS.map((a) => a.name)).size).toBe(DOMAIN_AREAS.length);
    const errors = await rowsOfFolders(".errors.ts");
    const access = await rowsOfFolders(".access.ts");
    for (const area of DOMAIN_AREAS) {
      expect("errors" in area ? area.errors : undefined, `${area.name} errors`).toBe(errors.get(area.name));
      expect("access" in area ? area.access : undefined, `${area.name} access`).toBe(access.get(area.name));
    }
    const listed = new Set<string>(DOMAIN_AREAS.map((a) => a.name));
    expect([...errors.keys(), ...access.keys()].filter((folder) => !listed.has(folder))).toEqual([]);
  });
});
