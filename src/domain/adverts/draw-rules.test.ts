import { describe, expect, it } from "vitest";
import { foreignCssLoads } from "./advert-css.ts";
import { type CampaignRule, campaignApplies, drawableItems } from "./draw-rules.ts";
import { advertLabel } from "./slot-types.ts";
import { isMobileClient, trackingSource } from "./tracking-source.ts";

const campaign = (patch: Partial<CampaignRule> = {}): CampaignRule => ({
  id: 1,
  campaignTypeId: 1,
  startsOn: "2026-01-01",
  endsOn: "2026-12-31",
  countryIds: [1],
  zipPrefixes: [],
  impressionCap: null,
  status: "active",
  impressions: 0,
  ...patch,
});
const ctx = { today: "2026-06-01", countryId: 1, zipCode: null as string | null };

describe("spec §4 advert slots: when a campaign applies (decision 0068)", () => {
  it.each([
    ["an active campaign within its days", campaign(), ctx, true],
    ["paused", campaign({ status: "paused" }), ctx, false],
    ["before its first day", campaign({ startsOn: "2026-06-02" }), ctx, false],
    ["on its first day", campaign({ startsOn: "2026-06-01" }), ctx, true],
    ["on its last day", campaign({ endsOn: "2026-06-01" }), ctx, true],
    ["after its last day", campaign({ endsOn: "2026-05-31" }), ctx, false],
    ["another country", campaign({ countryIds: [2, 3] }), ctx, false],
    ["below its cap", campaign({ impressionCap: 10, impressions: 9 }), ctx, true],
    ["at its cap", campaign({ impressionCap: 10, impressions: 10 }), ctx, false],
    ["postcode prefix 8, visitor 80331", campaign({ zipPrefixes: ["8"] }), { ...ctx, zipCode: "80331" }, true],
    ["postcode prefix 8, visitor 10115", campaign({ zipPrefixes: ["8"] }), { ...ctx, zipCode: "10115" }, false],
    ["postcode prefix 803 or 1, visitor 10115", campaign({ zipPrefixes: ["803", "1"] }), { ...ctx, zipCode: "10115" }, true],
    ["postcode prefix, postcode unknown", campaign({ zipPrefixes: ["8"] }), ctx, false],
    ["no prefixes, any postcode", campaign(), { ...ctx, zipCode: "10115" }, true],
  ])("%s", (_name, c, context, expected) => {
    expect(campaignApplies(c, context)).toBe(expected);
  });
});

describe("spec §4: primary campaigns' items, the fallback's only when no primary applies", () => {
  const campaigns = new Map([
    [1, campaign({ id: 1, zipPrefixes: ["8"] })],
    [2, campaign({ id: 2, campaignTypeId: 2 })],
    [3, campaign({ id: 3, status: "paused" })],
  ]);
  const items = [
    { id: 10, campaignId: 1, weight: 2 },
    { id: 11, campaignId: 2, weight: 1 },
    { id: 12, campaignId: 3, weight: 5 },
    { id: 13, campaignId: 4, weight: 5 },
  ];
  it.each([
    ["80331: the postcode campaign only", "80331", [10]],
    ["10115: the fallback", "10115", [11]],
    ["no postcode: the fallback", null, [11]],
  ])("%s", (_name, zipCode, ids) => {
    expect(drawableItems(items, campaigns, { ...ctx, zipCode }).map((i) => i.id)).toEqual(ids);
  });
  it("an item of weight 0 or a fraction never counts, so the fallback shows", () => {
    const paused = [
      { id: 20, campaignId: 1, weight: 0 },
      { id: 21, campaignId: 1, weight: 1.5 },
      { id: 22, campaignId: 2, weight: 1 },
    ];
    expect(drawableItems(paused, campaigns, { ...ctx, zipCode: "80331" }).map((i) => i.id)).toEqual([22]);
  });
});

describe("labels, tracking source and foreign stylesheets", () => {
  it("§ 6 DDG: Anzeige in Germany and Switzerland, Werbung in Austria", () => {
    expect([1, 2, 3].map(advertLabel)).toEqual(["Anzeige", "Werbung", "Anzeige"]);
  });
  it("spec §9: the tracking source is the page place and the device", () => {
    expect(trackingSource("angebotsliste-mitte", true)).toBe("angebotsliste-mitte-mobil");
    expect(trackingSource(null, false)).toBe("inhalt-desktop");
    expect(isMobileClient({ "sec-ch-ua-mobile": "?1" })).toBe(true);
    expect(isMobileClient({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile" })).toBe(true);
    expect(isMobileClient({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" })).toBe(false);
  });
  it.each([
    [".a{color:red}", []],
    [".a{background:url(/media/x.png)}", []],
    ["@import url(https://evil.example/x.css);", ["@import", "url(https://evil.example/x.css)"]],
    [".a{background:url('https://evil.example/p.gif')}", ["url(https://evil.example/p.gif)"]],
    [".a{background:url(//evil.example/p.gif)}", ["url(//evil.example/p.gif)"]],
    [".a{background:u\\72l(https://evil.example)}", ["\\"]],
    ["/* url(https://x) */ .a{color:red}", []],
  ])("%s → %j", (css, found) => {
    expect(foreignCssLoads(css)).toEqual(found);
  });
});
