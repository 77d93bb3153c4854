/** The customer's start page (issue 12, decision 0028): `/kunde/startseite`. */
import { z } from "zod";
import { customerOrdersPageSchema } from "./customer-orders.schemas.ts";

export const customerHomeSchema = z.object({
  /** Her latest order, null before the first. */
  LastOrder: customerOrdersPageSchema.shape.Items.element.nullable(),
  /** How many orders she has in all. */
  OrderCount: z.number(),
  /**
   * Today's best offer for her usual configuration (that of her latest order: postcode, amount,
   * product, options), null without orders or when nobody delivers it today.
   */
  BestPrice: z
    .object({
      ZipCode: z.string(),
      Amount: z.number(),
      ProductGroupId: z.number(),
      ProductName: z.string(),
      TotalPrice: z.number(),
      UnitPrice: z.number(),
      Currency: z.string(),
      DealerName: z.string(),
      OfferCount: z.number(),
      /** The offer list for that configuration. */
      Path: z.string(),
    })
    .nullable(),
});
export type CustomerHome = z.infer<typeof customerHomeSchema>;
