import { z } from "zod";

/** Spec §7 `GET /api/site/{countryId}/country-states`. */
export const countryStateSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  FriendlyName: z.string(),
  MapId: z.string(),
});
export type CountryStateWire = z.infer<typeof countryStateSchema>;
export const countryStatesSchema = z.array(countryStateSchema);

/** Spec §7 `GET /api/site/trusted-shops/{id}/overall` (the footer's review-quality widget). */
export const trustedShopsParams = z.object({ id: z.string().max(64) });
export const reviewQualitySchema = z.object({
  OverallMark: z.number(),
  OverallMarkDescriptionGUILang: z.string(),
  ActiveReviewCount: z.number().int(),
  ActivePeriodInDays: z.number().int(),
  TotalReviewCount: z.number().int(),
});
