/**
 * The one way an order changes its status (decision 0025). Every transition use case calls
 * `applyTransition`, which in ONE transaction
 *  1. locks the order row (SELECT … FOR UPDATE: two clicks, two tabs or two staff members queue up),
 *  2. checks that the actor may see the order (a dealer its own, a customer hers; anybody else: 404),
 *  3. is idempotent: the same event with the same input as the last recorded one → the current state,
 *     no new history row, no mail,
 *  4. asks the state machine (src/domain/orders/order-states.ts) whether the event is allowed now
 *     (409 with a German reason otherwise) and lets the use case decide the details,
 *  5. updates the order, writes the history row (who, when, what) and the mail jobs — all committed
 *     together or not at all (decision 0013: no transition without its mails, no mails without it);
 *  6. issues the invoice when the order becomes delivered (decision 0041): its number is taken in this
 *     transaction, so a transition that fails gives the number back and the dealer's sequence has no gap,
 *  7. publishes the transition's event (`order.confirmed` …, decision 0051) in the same transaction: the
 *     customer area's message and other reactions follow once it has committed.
 */
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import {
  canFire,
  EVENT_ACTORS,
  transitionRefusal,
  type OrderActor,
  type OrderEventName,
  type OrderStatus,
} from "../../../domain/orders/order-states.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Events } from "../../platform/events/events.ts";
import { ORDER_EVENT_NAMES, type EventCatalogue } from "../../../domain/events/catalogue.ts";
import { issueInvoice } from "./invoices.ts";
import { enqueueOrderLifeMails, type OrderMailTemplate } from "./order-mail-jobs.ts";
import { findUser, lastOrderEvent, type OrderRow } from "./orders.repo.ts";
import { insertOrderEvent, lockOrder, updateOrderLife } from "./orders-write.repo.ts";

type EventData = Record<string, string | number | boolean | null>;

export interface OrderLifeDeps {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  /** Today's calendar day in the country (delivery windows). */
  today: (countryId: number) => string;
  /** Each applied transition publishes its event in the transition's transaction (decision 0051). */
  events: Pick<Events<EventCatalogue>, "publish">;
}

/** What the event's use case decided for the locked order. */
export interface TransitionDecision {
  to: OrderStatus;
  /** Columns besides status and status_changed_at (window, delivered amount, final price, reason). */
  patch?: Partial<OrderRow>;
  /** Mails the transition sends, as jobs of its transaction. */
  mails: OrderMailTemplate[];
}

export interface TransitionRequest {
  orderId: number;
  actor: OrderActor;
  event: OrderEventName;
  /**
   * The event's input as the history records it; the idempotency check compares it. A function gets the
   * locked order, for input whose meaning depends on it (an early delivery names the window it came before).
   */
  data: EventData | ((order: OrderRow) => EventData);
  /** Decides the target and the changes once the table allows the event; throws AppError to refuse. */
  decide: (order: OrderRow, tx: Db) => TransitionDecision | Promise<TransitionDecision>;
  /** When the table refuses: a more specific error than transitionRefusal's (e.g. the withdrawal terms). */
  refusal?: (order: OrderRow, tx: Db) => Promise<AppError | null>;
}

export interface TransitionResult {
  order: OrderRow;
  /** false: the same event with the same input was already applied (nothing written). */
  applied: boolean;
}

/** Whether the actor may see this order at all; otherwise it does not exist for them. */
export function ownsOrder(actor: OrderActor, order: Pick<OrderRow, "dealerId" | "userId">): boolean {
  if (actor.kind === "dealer") return order.dealerId === actor.dealerId;
  if (actor.kind === "customer") return order.userId === actor.userId || (actor.guestIds?.includes(order.userId) ?? false);
  return true;
}

/**
 * What the history row records as the event's input: the request's data plus, for a call the order's
 * mail link authorised, `Via: "order-link"` (decision 0040) — the row names the order's customer as the
 * actor (the link stands for the mailbox the order's mails go to) and says it was not her session.
 */
export function eventData(req: Pick<TransitionRequest, "actor"> & { data: EventData }): EventData {
  return req.actor.kind === "customer" && req.actor.via ? { ...req.data, Via: req.actor.via } : req.data;
}

/** Key order and absent-vs-null do not matter (jsonb reorders keys). */
export function sameEventData(a: unknown, b: unknown): boolean {
  const norm = (x: unknown) =>
    JSON.stringify(
      Object.entries((x ?? {}) as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .sort(([k1], [k2]) => k1.localeCompare(k2)),
    );
  return norm(a) === norm(b);
}

/**
 * Runs the transition in its own transaction, or inside `outer` (the rating: the rating row and the
 * order's "rated" commit together).
 */
export async function applyTransition(
  deps: Pick<OrderLifeDeps, "db" | "jobs" | "now" | "events">,
  req: TransitionRequest,
  outer?: Db,
): Promise<TransitionResult> {
  const run = async (tx: Db): Promise<TransitionResult> => {
    const order = await lockOrder(tx, req.orderId);
    if (!order || !ownsOrder(req.actor, order)) throw new AppError("ORDER_NOT_FOUND");
    if (EVENT_ACTORS[req.event] !== req.actor.kind) throw new AppError("FORBIDDEN");
    const status = order.status as OrderStatus;

    const data = eventData({ actor: req.actor, data: typeof req.data === "function" ? req.data(order) : req.data });
    const last = await lastOrderEvent(tx, order.id);
    if (last && last.event === req.event && last.toStatus === status && sameEventData(last.data, data)) return { order, applied: false };

    if (!canFire(status, req.event))
      throw (
        (await req.refusal?.(order, tx)) ?? new AppError("ORDER_TRANSITION_NOT_ALLOWED", { message: transitionRefusal(status, req.event) })
      );
    const decision = await req.decide(order, tx);

    const now = deps.now();
    await updateOrderLife(tx, order.id, { ...decision.patch, status: decision.to, statusChangedAt: now });
    const eventId = await insertOrderEvent(tx, {
      orderId: order.id,
      event: req.event,
      fromStatus: status,
      toStatus: decision.to,
      actorKind: req.actor.kind,
      actorUserId: req.actor.userId,
      data,
      createdAt: now,
    });
    if (decision.to === "delivered") await issueInvoice(tx, order, now);
    await enqueueOrderLifeMails(deps.jobs, tx, order.id, eventId, decision.mails);
    const customer = await findUser(tx, order.userId);
    await deps.events.publish(tx, ORDER_EVENT_NAMES[req.event], {
      orderId: order.id,
      orderEventId: eventId,
      orderNumber: order.orderNumber,
      productGroupId: order.productGroupId,
      userId: order.userId,
      guest: customer?.isGuest ?? true,
      event: req.event,
      status: decision.to,
    });
    return { order: { ...order, ...decision.patch, status: decision.to, statusChangedAt: now }, applied: true };
  };
  return outer ? run(outer) : deps.db.transaction((tx) => run(tx as unknown as Db));
}
