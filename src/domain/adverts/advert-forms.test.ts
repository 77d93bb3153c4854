import { describe, expect, it } from "vitest";
import { advertOfForm, campaignOfForm, itemsOf, slotOfForm } from "./advert-forms.ts";
import { campaignInput } from "./adverts.schemas.ts";

describe("the adverts back office's forms (decision 0068)", () => {
  it("reads the variants in order, leaving out empty ones", () => {
    expect(
      advertOfForm({ Name: "A", TargetUrl: "https://x", "Variants.1": "<p>b</p>", "Variants.0": "<p>a</p>", "Variants.2": " " }),
    ).toEqual({
      Name: "A",
      TargetUrl: "https://x",
      Variants: ["<p>a</p>", "<p>b</p>"],
      Css: "",
    });
  });

  it("reads a campaign with countries, prefixes and item rows; a weight that is no whole number is refused in German", () => {
    const c = campaignOfForm({
      Name: "K",
      Advertiser: "W",
      CampaignTypeId: "1",
      StartsOn: "2026-01-01",
      EndsOn: "2026-01-31",
      "Country.1": "on",
      "Country.3": "on",
      ZipPrefixes: "8, 9 75",
      ImpressionCap: "",
      Status: "paused",
      "Items.0.SlotId": "3",
      "Items.0.AdvertId": "4",
      "Items.0.Weight": "2",
      "Items.1.SlotId": "",
      "Items.1.AdvertId": "",
      "Items.1.Weight": "1",
      "Items.2.SlotId": "3",
      "Items.2.AdvertId": "5",
      "Items.2.Weight": "1,5",
    });
    expect(c).toMatchObject({ CountryIds: [1, 3], ZipPrefixes: ["8", "9", "75"], ImpressionCap: null, Status: "paused" });
    expect(c.Items).toEqual([
      { SlotId: 3, AdvertId: 4, Weight: 2 },
      { SlotId: 3, AdvertId: 5, Weight: Number.NaN },
    ]);
    const parsed = campaignInput.safeParse(c);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["Items.1.Weight", "Die Gewichtung muss eine positive ganze Zahl sein."],
    ]);
    expect(itemsOf({})).toEqual([]);
  });

  it("reads a slot with its zip filtering checkbox", () => {
    expect(
      slotOfForm({
        Key: "news-seite",
        CountryId: "2",
        SlotTypeId: "1",
        Width: "728",
        Height: "90",
        MobileWidth: "320",
        MobileHeight: "100",
      }),
    ).toEqual({
      Key: "news-seite",
      CountryId: 2,
      SlotTypeId: 1,
      AppliesZipFiltering: false,
      Width: 728,
      Height: 90,
      MobileWidth: 320,
      MobileHeight: 100,
    });
  });
});
