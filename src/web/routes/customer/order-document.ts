/**
 * /kunde/bestellungen/{orderId}/beleg (decision 0028) was the printable HTML document; the documents are PDF
 * files now (decision 0041). The address stays for bookmarks and old links: it leads to the order's
 * current document — the invoice once delivered, else the order confirmation. Her orders only; 404 else.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/order-document";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { availableDocuments, orderDocumentPath } from "../../../domain/orders/order-documents.ts";
import type { OrderStatus } from "../../../domain/orders/order-states.ts";
import { callerId } from "../../lib/page.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = callerId(context);
  const orderId = parseIdText(params.orderId);
  if (orderId === null) throw data(null, { status: 404 });
  try {
    const actor = await context.services.orders.customerActor(userId);
    const order = await context.services.orders.getOrder({ id: userId, isGuest: false, guestIds: actor.guestIds }, orderId);
    return redirect(orderDocumentPath(order.ProductGroupId, order.OrderId, availableDocuments(order.Status as OrderStatus)[0]));
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}
