import { data, redirect } from "react-router";
import type { Route } from "./+types/order-success";
import { productGroupById, productGroupByUrlName } from "../../../domain/shared/products.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { problemOf, type ActionProblem } from "./checkout.server.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import {
  ORDER_LINK_PROBLEM_PARAM,
  orderLinkFromCookies,
  orderLinkProblemWord,
  orderLinkRequestSchema,
  type OrderLinkProblem,
} from "../../../domain/orders/order-access.ts";
import { formText, fieldErrorsOf } from "../../lib/page.server.ts";

/** The query that opens the withdrawal's confirmation step (works without JavaScript). */
export const CONFIRM_WITHDRAWAL = "widerruf";

export function orderOf(params: Route.LoaderArgs["params"]) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  const orderId = parseIdText(params.orderId);
  if (!group || orderId === null) throw data(null, { status: 404 });
  return { group, orderId };
}

/** The page's user as the access rule sees her (decision 0040). */
function pageCaller(user: Route.LoaderArgs["context"]["user"]) {
  return user ? { id: user.id, isImpersonated: user.isImpersonatedS } : null;
}

/** Her session, the order's mail link (its cookie), or nothing (decision 0040). */
export function accessOf(request: Request, context: Route.LoaderArgs["context"], orderId: number) {
  return context.services.orders.orderAccess({
    orderId,
    user: pageCaller(context.user),
    linkToken: orderLinkFromCookies(request.headers.get("cookie"), orderId),
  });
}

/**
 * The mail link's visit (`?zugang={token}`, decision 0040): a valid token moves into an httpOnly cookie
 * scoped to the status pages and the browser goes on to the clean URL, so the token stays out of the
 * address bar, the history and any Referer; anything else leads to the same URL with the reason
 * (`?link=abgelaufen`), never to an error page.
 */
export async function followOrderLink(url: URL, token: string, orderId: number, context: Route.LoaderArgs["context"]) {
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  const check = await context.services.orders.checkOrderLinkFor({
    orderId,
    token: token.slice(0, 200),
    impersonated: context.user?.isImpersonatedS ?? false,
  });
  if (!check.ok) return redirect(`${url.pathname}?${ORDER_LINK_PROBLEM_PARAM}=${orderLinkProblemWord(check.problem)}`, { headers });
  const group = productGroupById(check.productGroupId)!;
  headers.append("Set-Cookie", context.orderLinkCookie({ orderId, productGroupUrlName: group.urlName, token, expiresAt: check.expiresAt }));
  return redirect(orderStatusPath(check.productGroupId, orderId), { headers });
}

/** What the page shows without access: the same for every order id, existing or not. */
export function accessPage(problem: OrderLinkProblem, context: Route.LoaderArgs["context"], request: Request, group: string) {
  const url = new URL(request.url);
  return data(
    {
      kind: "access" as const,
      problem,
      group,
      loginPath: loginUrl(url.pathname),
      signedInAs: context.user && !context.user.isGuest ? `${context.user.firstName} ${context.user.lastName}`.trim() : null,
    },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/** "Link per E-Mail anfordern": the same answer whether the two match an order or not (decision 0040). */
export async function requestLink(form: FormData, context: Route.ActionArgs["context"]) {
  const values = { OrderNumber: formText(form, "OrderNumber", 200), Email: formText(form, "Email", 200) };
  const parsed = orderLinkRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return data<ActionProblem>(
      { message: "Bitte prüfen Sie Ihre Angaben.", code: "VALIDATION_ERROR", fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    const answer = await context.services.orders.requestOrderLink(parsed.data, { clientAddress: context.clientAddress });
    return data({ linkRequested: answer.message });
  } catch (err) {
    return problemOf(err, values);
  }
}
