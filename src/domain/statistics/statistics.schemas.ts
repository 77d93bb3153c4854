/**
 * The period statistic (spec §3 "Period statistic": Rows, Total, ZipCode flag, installment-provider flag,
 * ProductId; §7 POST /api/periodStatistic/getStatistic, GET /api/periodStatistic/getProducts (countryId)).
 * Decision 0031.
 */
import { z } from "zod";
import { GROUPINGS, periodProblem } from "./period.ts";

export const DIMENSIONS = ["none", "country", "product", "dealer", "status"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const day = z
  .string({ error: "Bitte geben Sie ein Datum an." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an." });
const flag = z.boolean({ error: "Bitte wählen Sie ja oder nein." });

export const statisticRequest = z
  .object({
    From: day,
    To: day,
    /** No country: every country, money per currency. */
    CountryId: z.coerce
      .number({ error: "Unbekanntes Land." })
      .int({ error: "Unbekanntes Land." })
      .min(1, { error: "Unbekanntes Land." })
      .max(3, { error: "Unbekanntes Land." })
      .optional(),
    ProductId: z.coerce
      .number({ error: "Unbekanntes Produkt." })
      .int({ error: "Unbekanntes Produkt." })
      .min(1, { error: "Unbekanntes Produkt." })
      .max(32_767, { error: "Unbekanntes Produkt." })
      .optional(),
    Grouping: z.enum(GROUPINGS, { error: "Bitte wählen Sie Tag, Woche oder Monat." }).default("month"),
    Dimension: z.enum(DIMENSIONS, { error: "Unbekannte Aufteilung." }).default("none"),
    /** Rows per postcode region (first two digits) instead of the dimension. */
    ZipCode: flag.default(false),
    /** Only orders settled by the installment provider (Is{provider}Payment of spec §7). */
    IsRatenkaufPayment: flag.default(false),
  })
  .superRefine((q, ctx) => {
    const problem = periodProblem(q.From, q.To);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["To"] });
  });
export type StatisticRequest = z.infer<typeof statisticRequest>;

export const statRow = z.object({
  /** Bucket ("2026-03", "2026-W10", "2026-03-07"), or the dimension's value ("1", "confirmed", "1-80"), or the currency for totals. */
  Key: z.string(),
  Label: z.string(),
  /** EUR or CHF: revenue and prices are only ever summed within one currency. */
  Currency: z.string(),
  Orders: z.number(),
  /** Base units: litres; kg for pellets (bags × 15 kg). */
  Litres: z.number(),
  /** Gross, minor units (the delivered final price where there is one). */
  Revenue: z.number(),
  AveragePricePer100: z.number().nullable(),
  /** Consented visits that began in the row's bucket and countries (decision 0043). */
  Sessions: z.number(),
  /** Those of them in which an order of the row was placed (each visit once). */
  SessionsWithOrder: z.number(),
  /** SessionsWithOrder ÷ Sessions, 0–1; null without visits. */
  Conversion: z.number().nullable(),
});
export type StatRow = z.infer<typeof statRow>;

export const statPeriod = z.object({
  From: z.string(),
  To: z.string(),
  /** Per bucket and currency, every bucket of the period (zeros included): the chart. */
  Series: z.array(statRow),
  Rows: z.array(statRow),
  /** One row per currency. */
  Total: z.array(statRow),
  /** Consented visits of the period in the chosen countries. */
  Sessions: z.number(),
});
export type StatPeriod = z.infer<typeof statPeriod>;

export const statisticResponse = statPeriod.extend({
  Grouping: z.enum(GROUPINGS),
  Dimension: z.enum(DIMENSIONS),
  ZipCode: z.boolean(),
  IsRatenkaufPayment: z.boolean(),
  CountryId: z.number().nullable(),
  ProductId: z.number().nullable(),
  /** The period as long, right before (whole months: as many whole months). */
  Previous: statPeriod,
});
export type StatisticResponse = z.infer<typeof statisticResponse>;

export const productsQuery = z.object({
  countryId: z.coerce
    .number({ error: "Unbekanntes Land." })
    .int({ error: "Unbekanntes Land." })
    .min(1, { error: "Unbekanntes Land." })
    .max(3, { error: "Unbekanntes Land." }),
});
export const statProduct = z.object({ Id: z.number(), Name: z.string(), ProductGroupId: z.number(), ProductGroupName: z.string() });
export const productsResponse = z.array(statProduct);
export type StatProduct = z.infer<typeof statProduct>;
