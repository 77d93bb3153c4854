import { z } from "zod";
import { isValidZipFormat } from "../location/postcode.ts";
import { localeById } from "../shared/countries.ts";

/** Spec §7 "Site content and prices": the price calls under `/api/site` and `/api/cross-linking`. */
const countryIdQuery = z.coerce.number().int().min(1).max(3).default(1);
const regionQuery = z.object({ stateName: z.string().max(60).optional() });

/** `GET /api/site/{countryId}/pages/local/redirect` (city, zipCode) → a link. */
export const localRedirectQuery = z.object({ city: z.string().max(100).optional(), zipCode: z.string().max(10).optional() });
export const localRedirectSchema = z.object({ Link: z.string() });

/** The price pages' postcode search (the form of the local-page redirect): a postcode of the site's country. */
export const localPageSearchSchema = (countryId: number) =>
  z.object({
    zipCode: z
      .string()
      .trim()
      .refine((zip) => isValidZipFormat(zip, countryId), {
        error: `Bitte geben Sie eine Postleitzahl mit ${localeById(countryId)?.zipLength ?? 5} Ziffern ein.`,
      }),
  });

/** `GET /api/cross-linking/get` (countryId, path). */
export const crossLinksQuery = z.object({ countryId: countryIdQuery, path: z.string().max(300).default("/") });
export const crossLinksSchema = z.array(z.object({ Title: z.string(), Link: z.string() }));

/** `GET /api/site/{countryId}/price-faq`: the three-year high and low. */
export const priceFaqQuery = regionQuery;
export const priceFaqSchema = z.object({
  high3YDate: z.string().nullable(),
  high3YPrice: z.number().nullable(),
  low3YDate: z.string().nullable(),
  low3YPrice: z.number().nullable(),
});

/** `GET /api/site/{countryId}/prices/range-local`: a postcode, or a state and a place's URL name, gives local rows. */
export const rangeLocalQuery = regionQuery.extend({ zipCode: z.string().max(10).optional(), city: z.string().max(100).optional() });
export const rangeRowSchema = z.object({ DateTime: z.string(), GroupTitle: z.string(), Price: z.number(), Link: z.string() });
export const rangeLocalSchema = z.object({ Result: z.array(rangeRowSchema), Header: z.string() });

/** `GET /api/site/price-factors` (countryId) → Factors and a note on the sources. */
export const priceFactorsQuery = z.object({ countryId: countryIdQuery });
export const priceFactorSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Unit: z.string(),
  Decimals: z.number(),
  GrowthPositive: z.boolean(),
  Value: z.number(),
  /** Null when the value is older than its period (decision 0044): no trend from stale data. */
  Change: z.number().nullable(),
  Period: z.enum(["week", "month", "year"]),
  IsCurrent: z.boolean(),
  /** The day the value is from. */
  TimeStamp: z.string(),
});
export const priceFactorsSchema = z.object({ Factors: z.array(priceFactorSchema), Note: z.string() });
