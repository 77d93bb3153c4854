/** Where the order's pages live (decision 0025): links in mails, redirects of the pages. */
import { productGroupById } from "../products.ts";

/** The customer's status page of the order (spec §2 `/{productGroup}/bestellung-erfolgreich/{orderId}`). */
export function orderStatusPath(productGroupId: number, orderId: number): string {
  return `/${productGroupById(productGroupId)?.urlName ?? "heizoel"}/bestellung-erfolgreich/${orderId}`;
}

/** The order in the dealer portal. */
export function dealerPortalOrderPath(orderId: number): string {
  return `/haendlerportal/bestellungen/${orderId}`;
}
