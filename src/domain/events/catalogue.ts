import type { OrderEventName, OrderStatus } from "../orders/order-states.ts";

/**
 * The domain events areas publish and other areas react to (decision 0051). Each name says what has
 * happened, in the past tense, prefixed by the publishing area's subject: `order.confirmed`, not
 * `send-confirmation-message`. A payload is small plain JSON (it is stored in a job row): ids and the few
 * facts a subscriber needs, never a whole row. Only events that some area really publishes are listed.
 */
export interface EventCatalogue {
  "order.confirmed": OrderChanged;
  "order.declined": OrderChanged;
  "order.dispatched": OrderChanged;
  /** The dealer reported the delivery; `status` says whether it is delivered or waits for her consent. */
  "order.delivered": OrderChanged;
  "order.delivery-consented": OrderChanged;
  "order.rated": OrderChanged;
  "order.withdrawn": OrderChanged;
  "order.cancelled": OrderChanged;
  /** A price alarm of a customer's account crossed its limit (decision 0029); the hit is recorded once. */
  "price-alarm.hit": PriceAlarmHit;
  /** A tank alert was raised for a customer's sensor (decision 0030); one event per alert row. */
  "tank.alert-raised": TankAlertRaised;
  /** She chose another sensor as her main one (spec §7 set-main). */
  "tank.main-sensor-changed": { userId: number; sensorId: number };
  /** Someone replied to her community post (decision 0069); one event per reply. */
  "community.reply-posted": CommunityReplyPosted;
}

export type EventName = keyof EventCatalogue;

/** An applied transition of the order's state machine (decision 0025), one per history row. */
export interface OrderChanged {
  orderId: number;
  /** The order_events row the transition wrote: a stable key for "this transition". */
  orderEventId: number;
  orderNumber: string;
  productGroupId: number;
  /** The order's customer account; `guest`: a guest account (no customer area). */
  userId: number;
  guest: boolean;
  event: OrderEventName;
  /** The state the transition led to. */
  status: OrderStatus;
}

export interface PriceAlarmHit {
  hitId: number;
  alarmId: number;
  userId: number;
  /** Her notice in the price alarm's words: headline, the mail's subject, and the offer list it leads to. */
  title: string;
  body: string;
  link: string;
}

export interface TankAlertRaised {
  alertId: number;
  userId: number;
  sensorId: number;
  countryId: number;
  kind: string;
  /** Her notice in the tank monitor's words, the page it leads to and the label of that link. */
  title: string;
  body: string;
  link: string;
  action: string;
}

export interface CommunityReplyPosted {
  replyId: number;
  /** The author of the post replied to, who hears of it. */
  userId: number;
  /** The site her post was written on: the mail's links go there. */
  countryId: number;
  /** Her notice in the community's words, and the reply's place in the thread. */
  title: string;
  body: string;
  link: string;
}

/** The event an applied order transition publishes (one per transition of the state machine). */
export const ORDER_EVENT_NAMES = {
  confirm: "order.confirmed",
  decline: "order.declined",
  dispatch: "order.dispatched",
  deliver: "order.delivered",
  consent: "order.delivery-consented",
  rate: "order.rated",
  withdraw: "order.withdrawn",
  cancel: "order.cancelled",
} as const satisfies Record<OrderEventName, EventName>;

export const ORDER_CHANGED_EVENTS = Object.values(ORDER_EVENT_NAMES);
