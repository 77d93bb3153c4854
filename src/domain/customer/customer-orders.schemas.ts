/**
 * The customer's orders (decisions 0028 and 0045): `/kunde/bestellungen` and
 * GET /api/customer/dashboard/orders answer the same page of orders on one site, newest first.
 */
import { z } from "zod";
import { customerOrderItemSchema } from "../orders/order-life.schemas.ts";

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/**
 * Query of the list: page (1-based), product group and year of ordering (both optional); the API also
 * takes the site's country (default: the host's, decision 0045), as the dashboard's call does.
 */
export const customerOrdersQuerySchema = z.object({
  countryId: optionalInt(1, 3, "Unbekanntes Land."),
  page: optionalInt(1, 100_000, "Bitte geben Sie eine gültige Seitenzahl an."),
  productGroupId: optionalInt(1, 5, "Bitte wählen Sie ein gültiges Produkt."),
  year: optionalInt(2000, 2100, "Bitte wählen Sie ein gültiges Jahr."),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

/**
 * Her orders on one site (decision 0045): the customer area shows the orders of the site's country and
 * names the other sites that hold some, with their counts, to link their views.
 */
export const customerOrderSiteSchema = z.object({
  CountryId: z.number(),
  /** All of her orders there. */
  Orders: z.number(),
  /** Those not called off (declined, withdrawn, cancelled): what the dashboard calls purchases. */
  Purchases: z.number(),
});
export type CustomerOrderSite = z.infer<typeof customerOrderSiteSchema>;

export const customerOrdersPageSchema = z.object({
  Items: z.array(
    customerOrderItemSchema.extend({
      ProductName: z.string(),
      ZipCode: z.string(),
      /** Today's offer list for the same configuration ("Erneut bestellen"). */
      ReorderPath: z.string(),
    }),
  ),
  Page: z.number(),
  PageSize: z.number(),
  Total: z.number(),
  /** What the filters offer: the years and product groups the customer has ordered in (all of her orders). */
  Years: z.array(z.number()),
  ProductGroupIds: z.array(z.number()),
  /** Her orders on the other sites (none there: not listed). */
  OtherSites: z.array(customerOrderSiteSchema),
});
export type CustomerOrdersPage = z.infer<typeof customerOrdersPageSchema>;
export type CustomerOrderListItem = CustomerOrdersPage["Items"][number];
