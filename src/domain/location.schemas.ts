import { z } from "zod";

// Request bodies of the postcode checks (§7 location). Apart from calculator-validation.ts, which the
// calculator bar loads on every page, so that pages do not load zod.
export const zipCheckRequestSchema = z.object({
  ZipCode: z.string().max(10),
  CountryId: z.number().int(),
});
export const zipChecksRequestSchema = z.array(zipCheckRequestSchema).max(100);
