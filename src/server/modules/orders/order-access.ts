/**
 * Who may open an order's status page and act on it (decision 0040): the owner's session as before, or
 * the signed link of the order's mails — for that order alone, without a password, and never while a
 * support user acts as a customer. Everybody else gets the access page, which says nothing about
 * whether the order exists.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import {
  ORDER_LINK_REQUEST_ANSWER,
  ORDER_LINK_REQUEST_LIMITS,
  ORDER_LINK_REQUEST_WINDOW_MINUTES,
  type OrderLinkProblem,
  type OrderLinkRequest,
} from "../../../domain/orders/order-access.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { countAttempt } from "../../platform/attempt-counter.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { checkOrderLink, type LinkedOrder } from "./order-link.ts";
import { ORDER_MAIL_QUEUE, type OrderMailJob } from "./order-mail-jobs.ts";
import { ownsOrder } from "./order-transition.ts";
import { claimedGuestIds } from "./customer-orders.repo.ts";
import { findOrderById, findOrderByNumberAndEmail, findUser, type OrderRow } from "./orders.repo.ts";

export interface OrderAccessDeps {
  db: Db;
  jobs: Jobs;
  /** The order-link key (order-link.ts), derived from the signing secret. */
  linkKey: Buffer;
  now: () => Date;
  log: (level: "info" | "warn" | "error", msg: string, data?: object) => void;
}

/** The session user as the status page sees it. */
export interface PageCaller {
  id: number;
  isImpersonated: boolean;
}

type CustomerActor = Extract<OrderActor, { kind: "customer" }>;

export type OrderAccess =
  /** Her own order (or a guest order she took over): everything of the page, her account's extras too. */
  | { via: "session"; actor: CustomerActor }
  /** The order's mail link: this order's page and its actions, nothing of any account. */
  | { via: "link"; actor: CustomerActor & { via: "order-link" }; expiresAt: Date }
  | { via: "none"; problem: OrderLinkProblem };

/** The stored order and what its link is bound to, or null for a missing order or a locked or deleted account. */
async function linkedOrder(db: Db, orderId: number): Promise<{ order: OrderRow; linked: LinkedOrder } | null> {
  const order = await findOrderById(db, orderId);
  if (!order) return null;
  const owner = await findUser(db, order.userId);
  if (!owner || owner.lockedAt || owner.anonymisedAt) return null;
  return { order, linked: { id: order.id, createdAt: order.createdAt, email: owner.email } };
}

export type LinkCheck =
  | { ok: true; expiresAt: Date; productGroupId: number }
  | { ok: false; problem: Exclude<OrderLinkProblem, "missing"> };

/**
 * Whether `token` opens order `orderId` now. A missing order answers like a tampered token, so the
 * answer tells nothing that the token did not already say. An impersonated session is refused: support
 * acts as a customer through her session, never through a mail link that happens to be at hand.
 */
export async function checkOrderLinkFor(
  deps: Pick<OrderAccessDeps, "db" | "linkKey" | "now">,
  input: { orderId: number; token: string; impersonated: boolean },
): Promise<LinkCheck> {
  if (input.impersonated) return { ok: false, problem: "impersonated" };
  const found = await linkedOrder(deps.db, input.orderId);
  if (!found) return { ok: false, problem: "invalid" };
  const verdict = checkOrderLink(deps.linkKey, input.token, found.linked, deps.now());
  return verdict.ok ? { ok: true, expiresAt: verdict.expiresAt, productGroupId: found.order.productGroupId } : verdict;
}

/**
 * What opens the order for this request: the caller's session if the order is hers, else the order's
 * link (from its cookie), else nothing — with the reason the access page shows.
 */
export async function orderAccess(
  deps: Pick<OrderAccessDeps, "db" | "linkKey" | "now">,
  input: { orderId: number; user: PageCaller | null; linkToken: string | null },
): Promise<OrderAccess> {
  if (input.user) {
    const actor: CustomerActor = { kind: "customer", userId: input.user.id, guestIds: await claimedGuestIds(deps.db, input.user.id) };
    const order = await findOrderById(deps.db, input.orderId);
    if (order && ownsOrder(actor, order)) return { via: "session", actor };
  }
  if (!input.linkToken) return { via: "none", problem: "missing" };
  const check = await checkOrderLinkFor(deps, {
    orderId: input.orderId,
    token: input.linkToken,
    impersonated: input.user?.isImpersonated ?? false,
  });
  if (!check.ok) return { via: "none", problem: check.problem };
  // The link stands for the mailbox the order's mails go to: its owner, never the session that happens to be open.
  const order = (await findOrderById(deps.db, input.orderId))!;
  return { via: "link", actor: { kind: "customer", userId: order.userId, via: "order-link" }, expiresAt: check.expiresAt };
}

/** The actor of an access that opens the order; the page's actions refuse the rest. */
export function actorOf(access: OrderAccess): CustomerActor {
  if (access.via === "none") throw new AppError(access.problem === "impersonated" ? "ORDER_LINK_IMPERSONATED" : "ORDER_ACCESS_REQUIRED");
  return access.actor;
}

/**
 * "Link per E-Mail anfordern" (order number + e-mail): counted per e-mail address and per client
 * address before anything is looked up (429 beyond the limits, whether the two match or not), then the
 * same answer at once; the lookup and the mail job follow in the background, so neither the answer nor
 * its timing tells whether an order matched. The mail goes to the order's own address with a fresh link.
 * Returns the background work for tests.
 */
export async function requestOrderLink(
  deps: OrderAccessDeps,
  input: OrderLinkRequest,
  from: { clientAddress: string },
): Promise<{ message: string; done: Promise<void> }> {
  const now = deps.now();
  const email = input.Email.trim().toLowerCase();
  // The client address first: one address cannot use up somebody's e-mail quota beyond its own limit.
  const perAddress = await countAttempt(
    deps.db,
    { scope: "order-link-address", email: "", address: from.clientAddress },
    ORDER_LINK_REQUEST_WINDOW_MINUTES,
    now,
  );
  if (perAddress > ORDER_LINK_REQUEST_LIMITS.address) throw new AppError("ORDER_LINK_REQUESTS_LIMITED");
  const perEmail = await countAttempt(deps.db, { scope: "order-link-email", email, address: "" }, ORDER_LINK_REQUEST_WINDOW_MINUTES, now);
  if (perEmail > ORDER_LINK_REQUEST_LIMITS.email) throw new AppError("ORDER_LINK_REQUESTS_LIMITED");
  const done = (async () => {
    const order = await findOrderByNumberAndEmail(deps.db, input.OrderNumber, email);
    if (!order) return;
    await deps.jobs.enqueue<OrderMailJob>(ORDER_MAIL_QUEUE, {
      orderId: order.id,
      template: "order-link",
      key: randomUUID(),
      issuedAt: now.toISOString(),
    });
  })().catch((err) => deps.log("error", "order link request failed", { err: (err as Error).message }));
  return { message: ORDER_LINK_REQUEST_ANSWER, done };
}
