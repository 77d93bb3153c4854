/**
 * The customer's dashboard (spec §3 "Dashboard", §4 "Other"; decision 0028):
 * GET /api/customer/dashboard?countryId= answers one item per tank (IsMain: the active one) and the last
 * refresh time, plus what the dashboard's pages show: her purchases against the market, the consumption
 * estimated from her deliveries and today's price for her usual amount. Cached per customer; a refresh
 * within 5 minutes answers the cached data unless forced.
 */
import { z } from "zod";
import { customerHomeSchema } from "./customer-home.schemas.ts";

export const customerDashboardQuery = z.object({
  countryId: z.coerce.number({ error: "Bitte geben Sie ein Land an." }).int().min(1, "Unbekanntes Land.").max(3, "Unbekanntes Land."),
  force: z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean()).optional(),
});

const sliceSchema = z.object({ Label: z.string(), Litres: z.number(), Partial: z.boolean() });

export const customerDashboardSchema = z.object({
  /** One per tank with a sensor (the mex feature); empty until she has one. */
  Items: z.array(
    z.object({
      Id: z.number(),
      Name: z.string(),
      IsMain: z.boolean(),
      LevelPercent: z.number().nullable(),
      Litres: z.number().nullable(),
      RangeDays: z.number().nullable(),
    }),
  ),
  LastRefresh: z.string(),
  Purchases: z.array(
    z.object({
      OrderId: z.number(),
      OrderNumber: z.string(),
      Day: z.string(),
      ProductGroupId: z.number(),
      Amount: z.number(),
      Total: z.number(),
      PaidPerBasis: z.number(),
      /** The country's average price per basis that day, null where the history has none. */
      MarketPerBasis: z.number().nullable(),
      Currency: z.string(),
    }),
  ),
  /** Measured by her tank sensors where they have readings, else estimated from this site's deliveries (decision 0045). */
  Consumption: z
    .object({
      Source: z.enum(["readings", "deliveries"]),
      PerDay: z.number(),
      Years: z.array(sliceSchema),
      Seasons: z.array(sliceSchema),
      From: z.string(),
      To: z.string(),
    })
    .nullable(),
  Today: customerHomeSchema.shape.BestPrice,
  /** Her orders on the other sites (decision 0045: the dashboard shows this site's, as her order list does). */
  OtherSites: customerHomeSchema.shape.OtherSites,
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
