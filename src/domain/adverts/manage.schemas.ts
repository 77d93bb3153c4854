/**
 * The ad managers' API (decision 0068, "Back office"): `/api/support/adverts|campaigns|slots` and a campaign's
 * report. Wire names in PascalCase like the public calls; the pages call the same services in-process.
 */
import { z } from "zod";
import { idParam } from "../shared/number-schemas.ts";

export const advertParams = z.object({ id: idParam() });
export const campaignParams = z.object({ id: idParam() });
export const slotIdParams = z.object({ id: idParam() });

/** A running campaign that shows the advert (deleting it is refused then). */
const usage = z.object({ CampaignId: z.number(), CampaignName: z.string(), Running: z.boolean() });

export const advertDetail = z.object({
  Id: z.number(),
  Name: z.string(),
  TargetUrl: z.string(),
  Variants: z.array(z.string()),
  Css: z.string(),
  StylesFileName: z.string().nullable(),
  UpdatedAt: z.string(),
  UsedBy: z.array(usage),
});
export type AdvertDetail = z.infer<typeof advertDetail>;

/** After a save: what the cleaning took out of the HTML, in German words for the editor's notice (empty: nothing). */
export const advertSaved = advertDetail.extend({
  Removed: z.array(z.string()),
  /** The same as short keys (removed-parts.ts). */
  RemovedKinds: z.array(z.string()),
});
export type AdvertSaved = z.infer<typeof advertSaved>;

export const advertList = z.object({
  Adverts: z.array(
    z.object({
      Id: z.number(),
      Name: z.string(),
      TargetUrl: z.string(),
      Variants: z.number(),
      UpdatedAt: z.string(),
      Campaigns: z.number(),
    }),
  ),
});

export const campaignItem = z.object({
  Id: z.number(),
  SlotId: z.number(),
  SlotKey: z.string(),
  CountryId: z.number(),
  AdvertId: z.number(),
  AdvertName: z.string(),
  Weight: z.number(),
});

export const campaignDetail = z.object({
  Id: z.number(),
  Name: z.string(),
  Advertiser: z.string(),
  CampaignTypeId: z.number(),
  StartsOn: z.string(),
  EndsOn: z.string(),
  CountryIds: z.array(z.number()),
  ZipPrefixes: z.array(z.string()),
  ImpressionCap: z.number().nullable(),
  Status: z.enum(["active", "paused", "ended"]),
  /** Active and not yet past its last day: it is (or will be) drawn. */
  Running: z.boolean(),
  Items: z.array(campaignItem),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const campaignList = z.object({
  Campaigns: z.array(campaignDetail.omit({ Items: true }).extend({ Impressions: z.number(), Clicks: z.number(), ClickRate: z.number() })),
});
export type CampaignSummary = z.infer<typeof campaignList>["Campaigns"][number];

export const slotDetail = z.object({
  Id: z.number(),
  Key: z.string(),
  CountryId: z.number(),
  SlotTypeId: z.number(),
  AppliesZipFiltering: z.boolean(),
  Width: z.number(),
  Height: z.number(),
  MobileWidth: z.number(),
  MobileHeight: z.number(),
  /** Where the pages show it (the code's list of places, slot-types.ts). */
  Pages: z.string(),
  Items: z.number(),
});
export type SlotDetail = z.infer<typeof slotDetail>;
export const slotList = z.object({ Slots: z.array(slotDetail) });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.");

/** A report's period (both days included); without one, the campaign's days up to today. */
export const reportQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(["json", "csv"]).default("json"),
});

const figures = { Impressions: z.number(), Clicks: z.number(), ClickRate: z.number() };
export const campaignReport = z.object({
  CampaignId: z.number(),
  From: z.string(),
  To: z.string(),
  Total: z.object(figures),
  Days: z.array(z.object({ Day: z.string(), ...figures })),
  Slots: z.array(z.object({ SlotId: z.number(), SlotKey: z.string(), ...figures })),
  Rows: z.array(z.object({ Day: z.string(), SlotId: z.number(), SlotKey: z.string(), ...figures })),
});
export type CampaignReport = z.infer<typeof campaignReport>;
