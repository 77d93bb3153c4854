import { data, redirect } from "react-router";
import type { Route } from "./+types/order-success";
import checkoutCss from "../../components/checkout/checkout.css?url";
import orderStatusCss from "../../components/orders/order-status.css?url";
import { AppError, isClientError } from "../../../domain/shared/errors.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { problemOf, type ActionProblem } from "./checkout.server.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import {
  ORDER_LINK_PARAM,
  ORDER_LINK_PROBLEM_PARAM,
  ORDER_LINK_PROBLEM_TEXTS,
  orderLinkProblemOf,
} from "../../../domain/orders/order-access.ts";
import { OrderAccessPage } from "../../components/orders/order-access-page.tsx";
import { formText, assertSameOrigin } from "../../lib/page.server.ts";
import { CONFIRM_WITHDRAWAL, accessOf, accessPage, followOrderLink, orderOf, requestLink } from "./order-success.server.ts";
import { OrderStatus } from "../../components/checkout/order-status.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: checkoutCss },
  { rel: "stylesheet", href: orderStatusCss },
];

export function meta({ data: d }: Route.MetaArgs) {
  const title =
    d?.kind !== "order"
      ? ORDER_LINK_PROBLEM_TEXTS[d?.problem ?? "missing"].title
      : d.life.Status === "placed" && !d.viaLink
        ? "Bestellung erfolgreich"
        : `Bestellung ${d.life.OrderNumber}: ${d.life.StatusLabel}`;
  return [{ title: `${title} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

/** The order's page and the access page are nobody's to keep: no cache, shared or private (decision 0040). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : {};
}

/**
 * /{productGroup}/bestellung-erfolgreich/{orderId}: the confirmation right after ordering and the order's
 * status page afterwards (decision 0025) — for its owner's session or the order's mail link (decision
 * 0040); everybody else gets the access page with "Link per E-Mail anfordern".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { group, orderId } = orderOf(params);
  const url = new URL(request.url);
  const token = url.searchParams.get(ORDER_LINK_PARAM);
  if (token !== null) throw await followOrderLink(url, token, orderId, context);
  const access = await accessOf(request, context, orderId);
  if (access.via === "none") {
    // After a link that did not open the order, its reason; a cookie's own reason (expired) wins over "missing".
    const shown = access.problem === "missing" ? orderLinkProblemOf(url.searchParams.get(ORDER_LINK_PROBLEM_PARAM)) : access.problem;
    return accessPage(shown, context, request, group.urlName);
  }
  const actor = access.actor;
  const orders = context.services.orders;
  try {
    // getOrder reads the caller's id and her taken-over guest rows only: the order's owner either way.
    const [order, life] = await Promise.all([
      orders.getOrder({ id: actor.userId, isGuest: access.via === "link", isImpersonated: false, guestIds: actor.guestIds }, orderId),
      orders.getOrderLife({ orderId, actor }),
    ]);
    const nextBest = life.Status === "declined" ? await orders.nextBestOfferFor({ orderId, actor }) : null;
    const confirmWithdrawal = url.searchParams.get(CONFIRM_WITHDRAWAL) === "bestaetigen" && life.Withdrawal.Allowed;
    // A customer's account keeps the order: ordering it again (decision 0028) — in her session only. The PDF
    // documents are for everyone who may see the order (decision 0041).
    const account =
      access.via === "session" && context.user && !context.user.isGuest
        ? { reorderPath: await orders.reorderPathFor({ userId: actor.userId, orderId }) }
        : null;
    const viaLink = access.via === "link" ? { expiresAt: access.expiresAt.toISOString(), loginPath: loginUrl(url.pathname) } : null;
    return data(
      { kind: "order" as const, order, life, nextBest, confirmWithdrawal, locale: context.country, group: group.urlName, account, viaLink },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** Withdraw (with a confirmation step), consent to a deviating amount, open the rating, ask for a link: plain form posts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { orderId } = orderOf(params);
  const form = await request.formData();
  const intent = formText(form, "intent", 200);
  if (intent === "request-link") return requestLink(form, context);
  const page = new URL(request.url).pathname;
  const orders = context.services.orders;
  try {
    // Her session or this order's link; the link's calls are recorded as the link's (decision 0040).
    const access = await accessOf(request, context, orderId);
    if (access.via === "none") throw new AppError(access.problem === "impersonated" ? "ORDER_LINK_IMPERSONATED" : "ORDER_ACCESS_REQUIRED");
    const actor: OrderActor = access.actor;
    switch (intent) {
      case "withdraw-ask":
        return redirect(`${page}?${CONFIRM_WITHDRAWAL}=bestaetigen#widerruf`);
      case "withdraw":
        await orders.withdrawOrder({ orderId, actor });
        return redirect(`${page}#status`);
      case "consent":
        await orders.consentToDelivery({ orderId, actor });
        return redirect(`${page}#status`);
      case "rate": {
        // Only the path: the link's origin is the configured site, the visitor may use another host name.
        const url = await orders.ratingLinkFor({ orderId, actor });
        return redirect(new URL(url).pathname);
      }
      default:
        return data<ActionProblem>(
          { message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", code: "UNKNOWN_INTENT", fieldErrors: {}, values: {} },
          { status: 400 },
        );
    }
  } catch (err) {
    return problemOf(err, {});
  }
}

type ActionResult = ActionProblem | { linkRequested: string } | undefined;

export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult;
  if (loaderData.kind === "access") {
    const d = loaderData;
    const requested = result && "linkRequested" in result ? result.linkRequested : null;
    return (
      <OrderAccessPage
        // Once a new link is on its way, the old link's problem is no news.
        problem={requested ? "missing" : d.problem}
        loginPath={d.loginPath}
        signedInAs={d.signedInAs}
        offerListPath={`/${d.group}/angebotsliste`}
        requested={requested}
        formProblem={result && "message" in result ? result : null}
      />
    );
  }
  return <OrderStatus data={loaderData} problem={result && "message" in result ? result : undefined} />;
}
