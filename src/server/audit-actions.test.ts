import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS } from "../domain/operations/operations.schemas.ts";

/** Every action the code writes to the audit log has a German label and so a filter entry (decision 0036). */
describe("audit log actions", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [join(dir, e.name)] : [],
    );
  const written = new Set<string>();
  for (const file of files("src/server")) {
    const source = readFileSync(file, "utf8");
    if (!source.includes("recordAudit")) continue;
    for (const m of source.matchAll(
      /"((?:user|order|cancellation|cache|job|export|contact|cms\.page|cms\.media|cms\.prompt|cms\.text|news|advert|campaign|slot)\.[a-z-]+)"/g,
    ))
      written.add(m[1]);
  }

  it("finds the actions the use cases write", () => {
    expect([...written]).toEqual(
      expect.arrayContaining([
        "user.update",
        "user.lock",
        "user.unlock",
        "user.impersonate",
        "user.impersonated-request",
        "order.cancel",
        "cache.clear",
        "contact.assign",
        "contact.answer",
        "contact.close",
        "cms.page.publish",
        "cms.media.upload",
        "cms.media.delete",
        "advert.create",
        "campaign.status",
        "slot.update",
      ]),
    );
  });

  it("labels each of them in German", () => {
    expect([...written].filter((a) => !Object.hasOwn(AUDIT_ACTION_LABELS, a))).toEqual([]);
  });
});
