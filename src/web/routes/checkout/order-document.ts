/**
 * /{productGroup}/bestellung-erfolgreich/{orderId}/{bestellbestaetigung|lieferschein|rechnung}.pdf
 * (decision 0041): the order's PDF documents beside its status page, open to whoever may see that page —
 * the owner's session or the order's mail link (its cookie, decision 0040); anybody else goes to the
 * status page, which offers the login and "Link per E-Mail anfordern". A resource route: the bytes, no layout.
 */
import { data, redirect } from "react-router";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import type { Route } from "./+types/order-document";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { documentKindOf } from "../../../domain/orders/order-documents.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { orderLinkFromCookies } from "../../../domain/orders/order-access.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  const orderId = parseIdText(params.orderId);
  const kind = params.document.toLowerCase().endsWith(".pdf") ? documentKindOf(params.document) : null;
  if (!group || orderId === null || !kind) throw data(null, { status: 404 });
  const user = context.user ? { id: context.user.id, isImpersonated: context.user.isImpersonatedS } : null;
  const access = await context.services.orders.orderAccess({
    orderId,
    user,
    linkToken: orderLinkFromCookies(request.headers.get("cookie"), orderId),
  });
  // Without access, the status page says what to do (log in, or "Link per E-Mail anfordern"): the same
  // for every order id, existing or not.
  if (access.via === "none") throw redirect(orderStatusPath(group.id, orderId));
  const actor = access.actor;
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
