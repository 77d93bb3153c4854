/**
 * The price alarm (Preiswecker, decision 0029): what a visitor or customer asks to be
 * told about, and how the customer area lists it. Prices are gross minor units per basis (100 l, or 1 t
 * for pellets), the unit the offer list shows its unit price in.
 */
import { z } from "zod";
import { isCalendarDay } from "../shared/calendar-day.ts";
import { emailSchema } from "../account/account.schemas.ts";
import { amountRules } from "../shared/catalog.ts";
import { isValidZipFormat } from "../location/postcode.ts";

/** "95", "95,5", "95,50" (also with a point): minor units; null when it is no such price. */
export function parsePricePerBasis(text: string): number | null {
  const m = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*(?:€|EUR|CHF|Fr\.)?\s*$/i.exec(text);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return minor > 0 ? minor : null;
}

const price = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (parsePricePerBasis(v) ?? v) : v),
    z.number({ error: message }).int(message).min(1, message).max(10_000_000, message),
  );

const isoDay = z.string().refine(isCalendarDay, "Bitte geben Sie das Datum im Format JJJJ-MM-TT an.");

export const priceAlarmInputSchema = z
  .object({
    CountryId: z.coerce.number().int().min(1).max(3),
    ProductGroupId: z.coerce.number().int().min(1).max(5),
    ZipCode: z.string({ error: "Bitte geben Sie eine Postleitzahl ein." }).trim().min(1, "Bitte geben Sie eine Postleitzahl ein.").max(10),
    Amount: z.coerce.number({ error: "Bitte geben Sie eine Menge ein." }).int("Bitte geben Sie eine ganze Menge ein."),
    /** Alarm when the best price falls to or below this. */
    TargetPrice: price("Bitte geben Sie Ihren Wunschpreis als Betrag ein, z. B. 95,50."),
    /** Optional: also when it climbs to or above this. */
    RisePrice: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      price("Bitte geben Sie die Preisgrenze als Betrag ein, z. B. 120,00.").optional(),
    ),
    StartsOn: z.preprocess((v) => (v === "" || v === null ? undefined : v), isoDay.optional()),
    /** Visitors only: where the alarm and its confirmation go. */
    Email: z.preprocess((v) => (v === "" ? undefined : v), emailSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (!isValidZipFormat(v.ZipCode, v.CountryId))
      ctx.addIssue({ code: "custom", path: ["ZipCode"], message: "Bitte geben Sie eine gültige Postleitzahl ein." });
    const rules = amountRules(v.ProductGroupId);
    if (v.Amount < rules.min || v.Amount > rules.max)
      ctx.addIssue({
        code: "custom",
        path: ["Amount"],
        message: `Die Menge muss zwischen ${rules.min} und ${rules.max} ${rules.unitLabel} liegen.`,
      });
    if (v.RisePrice !== undefined && v.RisePrice <= v.TargetPrice)
      ctx.addIssue({ code: "custom", path: ["RisePrice"], message: "Die obere Preisgrenze muss über Ihrem Wunschpreis liegen." });
  });
export type PriceAlarmInput = z.infer<typeof priceAlarmInputSchema>;

export const priceAlarmItemSchema = z.object({
  Id: z.number(),
  CountryId: z.number(),
  ZipCode: z.string(),
  Amount: z.number(),
  ProductGroupId: z.number(),
  ProductName: z.string(),
  TargetPrice: z.number(),
  RisePrice: z.number().nullable(),
  StartsOn: z.string().nullable(),
  Confirmed: z.boolean(),
  /** The best price per basis at the last check, null before it. */
  LastPrice: z.number().nullable(),
  LastCheckedAt: z.string().nullable(),
  Zone: z.enum(["below", "between", "above"]).nullable(),
  Currency: z.string(),
  /** The offer list for the alarm's configuration. */
  OfferListPath: z.string(),
});
export type PriceAlarmItem = z.infer<typeof priceAlarmItemSchema>;
export const priceAlarmListSchema = z.object({ Items: z.array(priceAlarmItemSchema) });
/** The mailed link's token (confirm, unsubscribe): the API's body and the link pages' actions. */
export const priceAlarmTokenSchema = z.object({ Token: z.string().min(10).max(200) });
export const priceAlarmIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
