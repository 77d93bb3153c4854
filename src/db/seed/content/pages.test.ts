import { describe, expect, it } from "vitest";
import { termsForCountry } from "../../../domain/site/legal-texts.ts";
import { CONTENT_PAGES } from "./pages.ts";

// The seeded terms and guides against the domain's per-country rules (decision 0015). Here, not under
// src/domain: the domain imports nothing outside itself, its tests included (decision 0020).
const agb = CONTENT_PAGES.find((p) => p.slug === "agb")!.content;

describe("seeded pages per country (decision 0015)", () => {
  it("the German site's texts are written with ß, never in Swiss spelling", () => {
    const all = CONTENT_PAGES.map((p) => `${p.title} ${p.description} ${p.content}`).join("\n");
    expect(all).not.toMatch(/mässig|Strasse|grösse|schliess/i);
  });

  it("the terms: § 7 Widerruf in DE and AT, the Swiss cancellation section in CH", () => {
    expect(termsForCountry(agb, 1)).toBe(agb);
    expect(termsForCountry(agb, 2)).toBe(agb);
    const ch = termsForCountry(agb, 3);
    expect(ch).not.toContain("## § 7 Widerruf");
    expect(ch).not.toContain("binnen 14 Tagen");
    expect(ch).toContain("## § 7 Stornierung");
    expect(ch).toContain("## § 8 Gewährleistung");
  });
});
