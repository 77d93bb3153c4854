/**
 * Wire schemas of the order's life (decision 0025): what the transition use cases answer, what the
 * dealer portal lists and shows, and the request bodies of the transitions. The customer's status page,
 * the customer and support API routes and the dealer portal render these.
 */
import { z } from "zod";
import { idParam, int32 } from "../shared/number-schemas.ts";
import { ORDER_EVENTS, ORDER_STATUSES } from "./order-states.ts";

const priceLine = z.object({ Key: z.string(), Label: z.string(), NetPrice: z.number(), Price: z.number() });
const statusSchema = z.enum(ORDER_STATUSES);
const eventSchema = z.enum(ORDER_EVENTS);

/** One row of the order's history (who, when, what). */
export const orderEventSchema = z.object({
  Event: z.string(),
  EventLabel: z.string(),
  FromStatus: z.string(),
  ToStatus: z.string(),
  ToStatusLabel: z.string(),
  ActorKind: z.enum(["customer", "dealer", "support", "system"]),
  ActorLabel: z.string(),
  CreatedAt: z.string(),
  Data: z.object({
    From: z.string().optional(),
    To: z.string().optional(),
    Slot: z.string().nullable().optional(),
    DeliveredAmount: z.number().optional(),
    /** Reported before the confirmed window, which started on WindowFrom, and confirmed as such by the dealer (decision 0048). */
    EarlyDelivery: z.boolean().optional(),
    WindowFrom: z.string().optional(),
    Reason: z.string().optional(),
    Stars: z.number().optional(),
  }),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderHistorySchema = z.array(orderEventSchema);

/** The order after a transition, and the customer's status page. */
export const orderLifeViewSchema = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  CountryId: z.number(),
  ProductGroupId: z.number(),
  Status: statusSchema,
  StatusLabel: z.string(),
  StatusChangedAt: z.string().nullable(),
  CreatedAt: z.string(),
  DealerId: z.number(),
  DealerName: z.string(),
  ProductName: z.string(),
  Amount: z.number(),
  UnitLabel: z.string(),
  DeliveryFrom: z.string().nullable(),
  DeliveryTo: z.string().nullable(),
  DeliverySlot: z.string().nullable(),
  /** "am 03.12.2026, 08–12 Uhr" / "zwischen dem 03.12.2026 und dem 05.12.2026" (null before confirmation). */
  DeliveryWindowText: z.string().nullable(),
  DeliveredAmount: z.number().nullable(),
  /** The dealer's tolerance for the delivered amount, in percent of the ordered amount. */
  TolerancePct: z.number(),
  PriceLines: z.array(priceLine),
  NetPrice: z.number(),
  VatAmount: z.number(),
  TotalPrice: z.number(),
  FinalPriceLines: z.array(priceLine).nullable(),
  FinalNetPrice: z.number().nullable(),
  FinalVatAmount: z.number().nullable(),
  FinalTotalPrice: z.number().nullable(),
  Currency: z.string(),
  /** Why the dealer declined or support cancelled. */
  Reason: z.string().nullable(),
  /** Whether the customer may withdraw online now; the German note or refusal with the terms. */
  Withdrawal: z.object({ Allowed: z.boolean(), Basis: z.enum(["statutory", "contractual"]), Text: z.string() }),
  History: orderHistorySchema,
});
export type OrderLifeView = z.infer<typeof orderLifeViewSchema>;

const stationSchema = z.object({
  StationNumber: z.number(),
  StationAmount: z.number(),
  Name: z.string(),
  CompanyName: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  Phone: z.string(),
});

/** One order in the dealer portal's lists. */
export const dealerOrderListItemSchema = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  Status: statusSchema,
  StatusLabel: z.string(),
  CreatedAt: z.string(),
  StatusChangedAt: z.string().nullable(),
  CountryId: z.number(),
  ProductName: z.string(),
  Amount: z.number(),
  UnitLabel: z.string(),
  Stations: z.array(stationSchema),
  /** The ordered options by name (delivery, hose length, truck …), the payment named once in PaymentLabel. */
  Options: z.array(z.string()),
  PaymentKind: z.string(),
  PaymentLabel: z.string(),
  /** The customer's desired day (option "Wunschtermin"), if any. */
  DesiredDate: z.string().nullable(),
  LeadTimeDays: z.number(),
  DeliveryFrom: z.string().nullable(),
  DeliveryTo: z.string().nullable(),
  DeliverySlot: z.string().nullable(),
  DeliveredAmount: z.number().nullable(),
  TotalPrice: z.number(),
  FinalTotalPrice: z.number().nullable(),
  Currency: z.string(),
  CustomerName: z.string(),
  /** What the dealer may do now (confirm, decline, dispatch, deliver). */
  AllowedEvents: z.array(eventSchema),
});
export type DealerOrderListItem = z.infer<typeof dealerOrderListItemSchema>;

export const dealerOrderListSchema = z.object({
  Items: z.array(dealerOrderListItemSchema),
  Total: z.number(),
  Page: z.number(),
  PageSize: z.number(),
});
export type DealerOrderList = z.infer<typeof dealerOrderListSchema>;

export const DEALER_ORDER_VIEWS = ["incoming", "deliveries", "done"] as const;
export type DealerOrderView = (typeof DEALER_ORDER_VIEWS)[number];

/** One order in the dealer portal's detail view. */
export const dealerOrderDetailSchema = dealerOrderListItemSchema.extend({
  EmailAddress: z.string(),
  InvoiceAddress: stationSchema.omit({ StationNumber: true, StationAmount: true }).nullable(),
  Comment: z.string(),
  BranchName: z.string(),
  PriceLines: z.array(priceLine),
  NetPrice: z.number(),
  VatAmount: z.number(),
  FinalPriceLines: z.array(priceLine).nullable(),
  FinalNetPrice: z.number().nullable(),
  FinalVatAmount: z.number().nullable(),
  TolerancePct: z.number(),
  Reason: z.string().nullable(),
  History: orderHistorySchema,
});
export type DealerOrderDetail = z.infer<typeof dealerOrderDetailSchema>;

// Requests -------------------------------------------------------------------------------------------

export const orderLifeParams = z.object({ orderId: idParam() });

/** GET /api/order-process/orders/{orderId}/documents/{document} (decision 0041): the document's slug. */
export const orderDocumentParams = orderLifeParams.extend({
  document: z.enum(["bestellbestaetigung", "lieferschein", "rechnung"], {
    error: "Dieses Dokument gibt es nicht: bestellbestaetigung, lieferschein oder rechnung.",
  }),
});

const reason = z
  .string({ error: "Bitte geben Sie einen Grund an." })
  .trim()
  .min(3, "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).")
  .max(500, "Der Grund darf höchstens 500 Zeichen lang sein.");
const isoDay = z
  .string({ error: "Bitte geben Sie ein Datum an." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie das Datum im Format JJJJ-MM-TT an.");

/** The dealer confirms with a delivery window: a date range, or one day with a time slot ("08–12 Uhr"). */
export const confirmOrderSchema = z.object({
  From: isoDay,
  To: isoDay,
  Slot: z.string().max(40, "Das Zeitfenster darf höchstens 40 Zeichen lang sein.").nullish(),
});
export const declineOrderSchema = z.object({ Reason: reason });
/** Litres at 15 °C (kilograms, bags) as delivered. */
export const deliverOrderSchema = z.object({
  DeliveredAmount: int32().refine((n) => n > 0, "Die gelieferte Menge muss größer als 0 sein."),
});
export const cancelOrderSchema = z.object({ Reason: reason });

/** The next-best offer for the same configuration after a dealer declined (the customer's page and mail). */
export const nextBestOfferSchema = z.object({
  DealerId: z.number(),
  DealerName: z.string(),
  City: z.string(),
  TotalPrice: z.number(),
  UnitPrice: z.number(),
  Currency: z.string(),
  /** Path into ordering it: the order-parameter confirmation with the dealer and branch chosen. */
  Path: z.string(),
});
export type NextBestOffer = z.infer<typeof nextBestOfferSchema>;

/** One of the caller's own orders (newest first): GET /api/order-process/orders. */
export const customerOrderItemSchema = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  CountryId: z.number(),
  ProductGroupId: z.number(),
  Status: statusSchema,
  StatusLabel: z.string(),
  CreatedAt: z.string(),
  DealerName: z.string(),
  Amount: z.number(),
  TotalPrice: z.number(),
  FinalTotalPrice: z.number().nullable(),
  Currency: z.string(),
  /** The order's status page. */
  Path: z.string(),
});
export const customerOrderListSchema = z.array(customerOrderItemSchema);
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;
