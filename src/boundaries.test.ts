import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import boundaries of `npm run check:boundaries` (.dependency-cruiser.cjs, decision 0020) must
// catch a wrong import, or a broken rule would pass silently. A small tree breaks each rule once and
// keeps one allowed import beside each wrong one; the cruiser must report exactly the wrong ones.
const ROOT = resolve(import.meta.dirname, "..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const CLI = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

const FIXTURE: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, noEmit: true },
  }),
  "src/domain/rule.ts": `import { z } from "zod";\nimport { other } from "./other.ts";\nimport { helper } from "../server/helper.ts";\nexport const rule = z.string().or(other).or(helper);\n`,
  "src/domain/other.ts": `import { z } from "zod";\nexport const other = z.number();\n`,
  "src/domain/rule.test.ts": `import { seed } from "../db/seed.ts";\nexport const t = seed;\n`,
  "src/db/seed.ts": `export const seed = 1;\n`,
  "src/db/client.ts": `export type Db = { query(): void };\n`,
  "src/server/helper.ts": `import { z } from "zod";\nexport const helper = z.boolean();\n`,
  "src/web/page.tsx": `import { rule } from "../domain/rule.ts";\nimport type { Db } from "../db/client.ts";\nimport type { helper } from "../server/helper.ts";\nexport const page = [rule] as unknown as [Db, typeof helper];\n`,
  // A cycle through a type-only import counts too.
  "src/server/a.ts": `import { b } from "./b.ts";\nexport const a = () => b;\nexport type A = number;\n`,
  "src/server/b.ts": `import type { A } from "./a.ts";\nexport const b: A = 1;\n`,
  "tests/one.ts": `import { two } from "./two.ts";\nexport const one = () => two;\n`,
  "tests/two.ts": `import { one } from "./one.ts";\nexport const two = () => one;\n`,
  "src/server/modules/orders/place.ts": `import { ownRow } from "./orders.repo.ts";\nimport { listThings } from "../account/list-things.ts";\nimport { userRow } from "../account/account.repo.ts";\nexport const place = [ownRow, listThings, userRow];\n`,
  "src/server/modules/orders/orders.repo.ts": `export const ownRow = 1;\n`,
  "src/server/modules/account/account.repo.ts": `export const userRow = 1;\n`,
  "src/server/modules/account/list-things.ts": `import { userRow } from "./account.repo.ts";\nexport const listThings = userRow;\nexport type Row = number;\n`,
  // Decision 0052: another area only through its module file; its services' type through its services file.
  "src/server/modules/account/account.module.ts": `import { listThings } from "./list-things.ts";\nexport const accountModule = { name: "account", listThings };\n`,
  "src/server/modules/account/account.services.ts": `export type AccountServices = { a: number };\nexport const createAccountServices = () => ({ a: 1 });\n`,
  "src/server/modules/orders/orders.needs.ts": `import type { AccountServices } from "../account/account.services.ts";\nimport { accountModule } from "../account/account.module.ts";\nimport type { Row } from "../account/list-things.ts";\nexport type Needs = [AccountServices, typeof accountModule, Row];\n`,
  "src/server/modules/orders/bind.ts": `import { createAccountServices } from "../account/account.services.ts";\nexport const bind = createAccountServices;\n`,
  "src/server/modules/orders/orders.test.ts": `import { listThings } from "../account/list-things.ts";\nexport const t = listThings;\n`,
  "src/server/platform/cache.ts": `import { place } from "../modules/orders/place.ts";\nimport { helper } from "../helper.ts";\nexport const cache = [place, helper];\n`,
  "scripts/run.ts": `import { gone } from "./gone.ts";\nexport const run = gone;\n`,
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

let dir: string;
let violations: Violation[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const run = spawnSync(process.execPath, [CLI, "src", "scripts", "tests", "--config", CONFIG, "--output-type", "json"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(run.stdout, run.stderr).toContain('"summary"');
  violations = JSON.parse(run.stdout).summary.violations;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const found = (rule: string) =>
  violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from} → ${v.to}`)
    .sort();

describe("import boundaries (decision 0020)", () => {
  it("npm test runs the check before the unit tests", () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
    expect(scripts["check:boundaries"]).toMatch(/depcruise src scripts tests --config \.dependency-cruiser\.cjs/);
    expect(scripts.test.indexOf("check:boundaries")).toBeGreaterThan(-1);
    expect(scripts.test.indexOf("check:boundaries")).toBeLessThan(scripts.test.indexOf("test:unit"));
  });

  it("src/domain imports npm packages and itself, nothing else of ours (its tests neither)", () => {
    expect(found("domain-imports-nothing-of-ours")).toEqual([
      "src/domain/rule.test.ts → src/db/seed.ts",
      "src/domain/rule.ts → src/server/helper.ts",
    ]);
  });

  it("src/web imports neither src/server nor src/db, not even a type", () => {
    expect(found("web-not-server-or-db")).toEqual(["src/web/page.tsx → src/db/client.ts", "src/web/page.tsx → src/server/helper.ts"]);
  });

  it("no import cycle in src, scripts or tests, type-only imports included", () => {
    // One violation per cycle, naming the modules around it.
    const cycles = violations
      .filter((v) => v.rule.name === "no-cycles")
      .map((v) => [...new Set([v.from, ...(v.cycle ?? []).map((c) => c.name)])].sort().join(" ↔ "));
    expect(cycles.sort()).toEqual(["src/server/a.ts ↔ src/server/b.ts", "tests/one.ts ↔ tests/two.ts"]);
  });

  it("a module uses its own repo and another module's use cases, never another module's repo", () => {
    expect(found("module-not-other-modules-repo")).toEqual([
      "src/server/modules/orders/place.ts → src/server/modules/account/account.repo.ts",
    ]);
  });

  it("a module reaches another area only through its module file, and a type of it through its module or services file; tests may reach further", () => {
    expect(found("module-only-through-module-file")).toEqual([
      "src/server/modules/orders/bind.ts → src/server/modules/account/account.services.ts",
      "src/server/modules/orders/place.ts → src/server/modules/account/account.repo.ts",
      "src/server/modules/orders/place.ts → src/server/modules/account/list-things.ts",
    ]);
    expect(found("module-types-through-module-or-services-file")).toEqual([
      "src/server/modules/orders/orders.needs.ts → src/server/modules/account/list-things.ts",
    ]);
  });

  it("src/server/platform imports no module", () => {
    expect(found("platform-not-modules")).toEqual(["src/server/platform/cache.ts → src/server/modules/orders/place.ts"]);
  });

  it("an import the cruiser cannot resolve fails, so it cannot hide a forbidden one", () => {
    expect(found("no-unresolvable")).toEqual(["scripts/run.ts → ./gone.ts"]);
  });

  it("nothing else is reported", () => {
    expect(new Set(violations.map((v) => v.rule.name))).toEqual(
      new Set([
        "domain-imports-nothing-of-ours",
        "web-not-server-or-db",
        "no-cycles",
        "module-not-other-modules-repo",
        "module-only-through-module-file",
        "module-types-through-module-or-services-file",
        "platform-not-modules",
        "no-unresolvable",
      ]),
    );
    expect(violations).toHaveLength(13);
  });
});
