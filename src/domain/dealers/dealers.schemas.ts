import { z } from "zod";
import { idParam, smallIdParam } from "../shared/number-schemas.ts";

/** Spec §7 `GET /api/site/{countryId}/dealers/{id}`: a dealer with its branches, delivery areas and products. */
export const dealerParams = z.object({ countryId: smallIdParam(), id: idParam() });

export const dealerDetailsSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  Rating: z.number(),
  ReviewCount: z.number(),
  IsDemo: z.boolean(),
  Branches: z.array(
    z.object({
      Id: z.number(),
      Name: z.string(),
      Street: z.string(),
      ZipCode: z.string(),
      City: z.string(),
      StateId: z.number(),
      LeadTimeDays: z.number(),
      Express24: z.boolean(),
      Express48: z.boolean(),
      Payments: z.array(z.string()),
      /** Delivers to every postcode whose centre lies within this many km of the branch (decision 0024); 0: none. */
      DeliveryRadiusKm: z.number(),
      /** Full postcodes or postcode prefixes it delivers to besides the radius. */
      DeliveryAreas: z.array(z.string()),
      Products: z.array(z.object({ Id: z.number(), DisplayName: z.string(), ProductGroupId: z.number() })),
    }),
  ),
});
export type DealerDetails = z.infer<typeof dealerDetailsSchema>;
