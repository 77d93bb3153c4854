/** The customer's start page (decision 0028): `/kunde/startseite`. */
import { z } from "zod";
import { customerOrderSiteSchema, customerOrdersPageSchema } from "./customer-orders.schemas.ts";

export const customerHomeSchema = z.object({
  /** Her latest order on this site, null before the first (decision 0045). */
  LastOrder: customerOrdersPageSchema.shape.Items.element.nullable(),
  /** How many orders she has on this site. */
  OrderCount: z.number(),
  /** Her orders on the other sites, to link their views. */
  OtherSites: z.array(customerOrderSiteSchema),
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
