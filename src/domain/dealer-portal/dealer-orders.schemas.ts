/**
 * Wire and form schemas of the dealer portal's order pages and API (decision 0026):
 * /api/haendlerportal/orders… and /haendlerportal/bestellungen, /haendlerportal/lieferungen. The order
 * views themselves (list item, detail, history) are the order life's schemas (decision 0025).
 */
import { z } from "zod";
import { idParam, int32 } from "../shared/number-schemas.ts";
import { DEALER_ORDER_VIEWS, dealerOrderListItemSchema, declineOrderSchema } from "../orders/order-life.schemas.ts";

/** Time slots a dealer offers for a single delivery day (the customer's mail names the slot as written). */
export const DELIVERY_SLOTS = ["07–12 Uhr", "12–17 Uhr"] as const;

const isoDay = (what: string) =>
  z
    .string({ error: `Bitte geben Sie ${what} an.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Bitte geben Sie für ${what} ein gültiges Datum an.`);

/** POST …/orders/{orderId}/confirm: a date range, or one day (From = To) with a time slot. */
export const confirmRequest = z.object({
  DeliveryFrom: isoDay("den Beginn des Lieferzeitraums"),
  DeliveryTo: isoDay("das Ende des Lieferzeitraums"),
  DeliverySlot: z.string().trim().max(40, "Das Zeitfenster darf höchstens 40 Zeichen lang sein.").nullish(),
});
export type ConfirmRequest = z.infer<typeof confirmRequest>;

/** POST …/orders/{orderId}/decline: the reason the customer is told. */
export const declineRequest = declineOrderSchema;

/**
 * POST …/orders/{orderId}/deliver: the delivered amount (litres at 15 °C, kilograms, bags). Before the
 * confirmed window has started, EarlyDeliveryConfirmed must be true (decision 0048), else 409.
 */
export const deliverRequest = z.object({
  DeliveredAmount: int32().refine((n) => n > 0, "Die gelieferte Menge muss größer als 0 sein."),
  EarlyDeliveryConfirmed: z.boolean({ error: "EarlyDeliveryConfirmed muss true oder false sein." }).optional(),
});
export type DeliverRequest = z.infer<typeof deliverRequest>;

export const portalOrderParams = z.object({ orderId: idParam() });

export const portalOrdersQuery = z.object({
  view: z.enum(DEALER_ORDER_VIEWS, { error: "Bitte wählen Sie eine Ansicht: incoming, deliveries oder done." }).default("incoming"),
  page: z.coerce
    .number({ error: "Die Seite muss eine Zahl sein." })
    .int("Die Seite muss eine ganze Zahl sein.")
    .min(1, "Die Seite beginnt bei 1.")
    .max(10_000, "So viele Seiten gibt es nicht.")
    .default(1),
});

/** Who is signed in to the portal, for the portal's header (GET /api/haendlerportal/kontext). */
export const portalContextAnswer = z.object({
  DealerId: z.number(),
  DealerName: z.string(),
  CountryId: z.number(),
  /** The dealer's tolerance for delivered amounts, in percent of the ordered amount. */
  TolerancePct: z.number(),
  UserName: z.string(),
  DealerRole: z.enum(["admin", "staff"]),
  /** The dealer's calendar day (its country's time zone), YYYY-MM-DD. */
  Today: z.string(),
});
export type PortalContext = z.infer<typeof portalContextAnswer>;

/** The overview's counts (GET /api/haendlerportal/uebersicht). */
export const portalCountsSchema = z.object({
  /** New orders waiting for a confirmation or a decline. */
  NewOrders: z.number(),
  /** Confirmed or on the way, with today inside the delivery window. */
  DueToday: z.number(),
  /** Confirmed or on the way, with a window from today to the end of this week (Sunday). */
  DueThisWeek: z.number(),
  /** Confirmed or on the way, the window already over. */
  Overdue: z.number(),
  /** Delivered beyond the tolerance, waiting for the customer's consent. */
  AwaitingConsent: z.number(),
});
export type PortalCounts = z.infer<typeof portalCountsSchema>;

/** A branch's place in the offer list at its own postcode, for the standard order there (decision 0048). */
export const branchStandingSchema = z.object({
  ZipCode: z.string(),
  ProductId: z.number(),
  ProductName: z.string(),
  /** The standard order's amount (the product group's usual amount) in UnitLabel. */
  Amount: z.number(),
  UnitLabel: z.string(),
  /** The dealer's place (1 = first offer); null: no offer of the dealer there. */
  Rank: z.number().nullable(),
  /** Dealers with an offer there. */
  DealerCount: z.number(),
  /** Gross totals in minor units: the dealer's and the first place's. */
  TotalPrice: z.number().nullable(),
  CheapestTotalPrice: z.number().nullable(),
  Currency: z.string(),
});

/** One branch on the overview: its main product's price list and its place in the offer list. */
export const branchDaySchema = z.object({
  BranchId: z.number(),
  Name: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  CountryId: z.number(),
  /** The main product's current list; null: the branch has no valid list (customers see no offer). */
  PriceList: z
    .object({
      ProductId: z.number(),
      ProductName: z.string(),
      ValidFrom: z.string(),
      /** Calendar days since ValidFrom (the branch's country), and whether that counts as old. */
      AgeDays: z.number(),
      Stale: z.boolean(),
    })
    .nullable(),
  Standing: branchStandingSchema.nullable(),
});
export type BranchDay = z.infer<typeof branchDaySchema>;

/**
 * GET /api/haendlerportal/overview: who is signed in, the counts, and what the day runs by (decision
 * 0048) — today's deliveries and the orders waiting for a confirmation (at most OVERVIEW_LIST_LIMIT of
 * each, the counts say how many), the server's time their ages are measured against, and per branch
 * the price list's age and its place in the offer list at its own postcode.
 */
export const portalOverviewAnswer = z.object({
  Context: portalContextAnswer,
  Counts: portalCountsSchema,
  Now: z.string(),
  DueToday: z.array(dealerOrderListItemSchema),
  Waiting: z.array(dealerOrderListItemSchema),
  Branches: z.array(branchDaySchema),
});
export const OVERVIEW_LIST_LIMIT = 5;
export type PortalOverview = z.infer<typeof portalOverviewAnswer>;
