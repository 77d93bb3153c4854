/**
 * /{productGroup}/bestellung-erfolgreich/{orderId}/{bestellbestaetigung|lieferschein|rechnung}.pdf
 * (decision 0041): the order's PDF documents beside its status page, so the guard is the status page's —
 * any logged-in user, guests with their session — and the use case answers 404 for anybody else's order,
 * as the status page does. A resource route: the bytes, no layout.
 */
import { data } from "react-router";
import type { Route } from "./+types/order-document";
import { parseIdText } from "../../../domain/db-ranges.ts";
import { isClientError } from "../../../domain/errors.ts";
import { documentKindOf } from "../../../domain/orders/order-documents.ts";
import { productGroupByUrlName } from "../../../domain/products.ts";
import { callerOrLogin } from "./checkout.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  const orderId = parseIdText(params.orderId);
  const kind = params.document.toLowerCase().endsWith(".pdf") ? documentKindOf(params.document) : null;
  if (!group || orderId === null || !kind) throw data(null, { status: 404 });
  const caller = callerOrLogin(context.user, group.urlName, request);
  // Her own orders and those of the guest rows she took over (issue 12), as on the status page.
  const actor = await context.services.orders.customerActor(caller.id);
  try {
    const file = await context.services.orders.getOrderDocument({ orderId, actor, kind });
    return new Response(new Uint8Array(file.body), {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.fileName}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}
