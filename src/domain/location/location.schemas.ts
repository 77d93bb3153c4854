import { z } from "zod";
import { int16 } from "../shared/number-schemas.ts";

// Request bodies of the postcode checks (§7 location). Apart from calculator-validation.ts, which the
// calculator bar loads on every page, so that pages do not load zod.
export const zipCheckRequestSchema = z.object({
  ZipCode: z.string().max(10),
  CountryId: int16(),
});
export const zipChecksRequestSchema = z.array(zipCheckRequestSchema).max(100);

/** Answer of `POST /api/location/check-zipcodes`: the pairs that exist, each with its CountryId. */
export const zipChecksAnswerSchema = z.array(z.object({ ZipCode: z.string(), CountryId: z.number() }));
