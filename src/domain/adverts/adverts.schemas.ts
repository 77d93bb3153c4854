/**
 * Adverts (decision 0068). The public calls of spec §7: GET /api/iam/slots?countryId=,
 * GET /api/iam/slots/{slotKey}?countryId=&zipCode=, GET /api/iam/content/{advertId},
 * GET /api/iam/content/css/{StylesFileName}; the banner partner's GET /api/partnerbanner/is-available;
 * and the inputs the ad managers' forms will send. Wire names in PascalCase like the spec's calls.
 */
import { z } from "zod";
import { idNumber, idParam, int32Param, smallIdParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";
import { CAMPAIGN_TYPES, SLOT_TYPES } from "./slot-types.ts";

/** A postcode as a query value: digits only (4 or 5 of them in the three countries); anything else is ignored. */
const zipQuery = z
  .string()
  .max(10)
  .optional()
  .transform((z) => (z && /^\d{4,5}$/.test(z) ? z : undefined));

export const slotsQuery = z.object({ countryId: smallIdParam().default(1) });
export const slotParams = z.object({ slotKey: z.string().min(1).max(60) });
export const slotQuery = z.object({ countryId: smallIdParam().default(1), zipCode: zipQuery });
export const contentParams = z.object({ advertId: idParam() });
/** The visitor's variant: client seed modulo the number of variants (spec §4); 0 without one. */
export const contentQuery = z.object({ clientSeed: int32Param().default(0) });
export const stylesParams = z.object({ stylesFileName: z.string().min(1).max(100) });
export const clickParams = z.object({ token: z.string().min(1).max(200) });
export const partnerQuery = z.object({ countryId: smallIdParam().default(1), zipCode: zipQuery });

/** Spec §3 slot item. */
export const slotItemSchema = z.object({
  Id: z.number(),
  SlotId: z.number(),
  AdvertId: z.number(),
  CampaignTypeId: z.number(),
  Weight: z.number(),
});

/** Spec §3 ad slot, with its key and the box it reserves on the page. */
export const slotSchema = z.object({
  Id: z.number(),
  Key: z.string(),
  SlotTypeId: z.number(),
  AppliesZipFiltering: z.boolean(),
  Width: z.number(),
  Height: z.number(),
  MobileWidth: z.number(),
  MobileHeight: z.number(),
  Items: z.array(slotItemSchema),
});
export type SlotWire = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({ Slots: z.array(slotSchema) });

/** Spec §3 advert: the visitor's variant's HTML and the stylesheet's file name (null without one). */
export const advertContentSchema = z.object({ Html: z.string(), StylesFileName: z.string().nullable() });

/** Spec §3 "Zip banner: hasData, leadData" inside spec §7's `IsSuccess`, `Payload`. */
export const partnerAvailabilitySchema = z.object({
  IsSuccess: z.boolean(),
  Payload: z
    .object({
      HasData: z.boolean(),
      LeadData: z.object({ Headline: z.string(), Url: z.string() }).nullable(),
    })
    .nullable(),
});
export type PartnerAvailability = z.infer<typeof partnerAvailabilitySchema>;

const name = (label: string) =>
  z.string().trim().min(1, `Bitte geben Sie ${label} an.`).max(120, `Höchstens 120 Zeichen.`).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => {
    try {
      const url = new URL(u);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "Bitte geben Sie als Ziel eine vollständige Adresse an, die mit https:// beginnt.");

/** An advert as the ad manager writes it: HTML variants (cleaned on saving) and a stylesheet. */
export const advertInput = z.object({
  Name: name("einen Namen"),
  TargetUrl: httpsUrl,
  Variants: z.array(z.string().max(20_000, "Eine Variante darf höchstens 20.000 Zeichen lang sein.")).min(1).max(5),
  Css: z.string().max(20_000, "Das Stylesheet darf höchstens 20.000 Zeichen lang sein.").default(""),
});
export type AdvertInput = z.input<typeof advertInput>;

/** Spec §9 plus the back office's "beendet": an ended campaign is kept for its report and never drawn again. */
export const CAMPAIGN_STATUSES = ["active", "paused", "ended"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Weights: positive whole numbers (decision 0055); a campaign is paused by its status, not by a weight of 0. */
const WEIGHT_MESSAGE = "Die Gewichtung muss eine positive ganze Zahl sein.";
const weight = z
  .number(WEIGHT_MESSAGE)
  .int(WEIGHT_MESSAGE)
  .min(1, WEIGHT_MESSAGE)
  .max(1_000_000, "Die Gewichtung darf höchstens 1.000.000 sein.");

/** One advert of a campaign in one slot. */
export const campaignItemInput = z.object({ SlotId: idNumber(), AdvertId: idNumber(), Weight: weight });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie ein Datum an.");

export const campaignInput = z
  .object({
    Name: name("einen Namen"),
    Advertiser: name("den Werbetreibenden"),
    CampaignTypeId: z.union([z.literal(CAMPAIGN_TYPES.PRIMARY), z.literal(CAMPAIGN_TYPES.FALLBACK)]),
    StartsOn: day,
    EndsOn: day,
    CountryIds: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).min(1, "Bitte wählen Sie mindestens ein Land."),
    ZipPrefixes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,5}$/, "Ein Postleitzahl-Anfang besteht aus 1 bis 5 Ziffern."),
      )
      .max(200)
      .default([]),
    ImpressionCap: z
      .number("Die Obergrenze muss eine positive ganze Zahl sein.")
      .int("Die Obergrenze muss eine positive ganze Zahl sein.")
      .positive("Die Obergrenze muss eine positive ganze Zahl sein.")
      .max(2_000_000_000)
      .nullable()
      .default(null),
    Status: z.enum(CAMPAIGN_STATUSES).default("active"),
    /** The campaign's adverts in slots with their weights; a save replaces them all (the back office's form). */
    Items: z.array(campaignItemInput).max(100).default([]),
  })
  .refine((c) => c.EndsOn >= c.StartsOn, { message: "Das Ende der Kampagne darf nicht vor ihrem Beginn liegen.", path: ["EndsOn"] });
export type CampaignInput = z.input<typeof campaignInput>;

const pixels = (label: string) =>
  z
    .number(`Bitte geben Sie ${label} in Pixeln an.`)
    .int(`Bitte geben Sie ${label} als ganze Zahl an.`)
    .min(1, `Bitte geben Sie ${label} an (mindestens 1 Pixel).`)
    .max(2000, `${label[0].toUpperCase()}${label.slice(1)}: höchstens 2000 Pixel.`);

export const slotInput = z.object({
  Key: z.string().min(1, "Bitte wählen Sie den Platz auf den Seiten."),
  CountryId: z.union([z.literal(1), z.literal(2), z.literal(3)], "Bitte wählen Sie ein Land."),
  SlotTypeId: z.union([z.literal(SLOT_TYPES.ADVERT), z.literal(SLOT_TYPES.PRICE_BANNER)], "Bitte wählen Sie die Art des Werbeplatzes."),
  AppliesZipFiltering: z.boolean().default(false),
  Width: pixels("die Breite"),
  Height: pixels("die Höhe"),
  MobileWidth: pixels("die mobile Breite"),
  MobileHeight: pixels("die mobile Höhe"),
});
export type SlotInput = z.input<typeof slotInput>;

export const slotItemInput = z.object({ SlotId: idNumber(), AdvertId: idNumber(), CampaignId: idNumber(), Weight: weight });
export type SlotItemInput = z.input<typeof slotItemInput>;
