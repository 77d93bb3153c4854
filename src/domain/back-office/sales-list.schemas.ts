/**
 * The sales list (decision 0031): every order with filters, totals per currency, one
 * order's detail with its history, and support's cancellation with a reason.
 * GET /api/admin/verkaufsliste, GET /api/admin/verkaufsliste/{orderId}, POST …/{orderId}/stornieren.
 */
import { z } from "zod";
import { PAYMENT_KIND_LABELS } from "../orders/checkout-payment.ts";
import { idParam } from "../shared/number-schemas.ts";
import { orderEventSchema } from "../orders/order-life.schemas.ts";
import { ORDER_STATUSES } from "../orders/order-states.ts";
import { isCalendarDay } from "../shared/calendar-day.ts";

export const SALES_PAGE_SIZE = 50;
export const SALES_SORTS = ["newest", "oldest", "total-desc", "total-asc", "amount-desc"] as const;
export const PAYMENT_KINDS = Object.keys(PAYMENT_KIND_LABELS) as [
  keyof typeof PAYMENT_KIND_LABELS,
  ...(keyof typeof PAYMENT_KIND_LABELS)[],
];

// A real calendar day: "2026-02-30" would reach the database's date cast and fail there.
const isoDay = z.string().refine(isCalendarDay, { error: "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an." });
const optionalId = z.coerce
  .number({ error: "Ungültige Auswahl." })
  .int({ error: "Ungültige Auswahl." })
  .positive({ error: "Ungültige Auswahl." })
  .max(2_147_483_647, { error: "Ungültige Auswahl." })
  .optional();

export const salesQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    countryId: z.coerce
      .number({ error: "Unbekanntes Land." })
      .int()
      .min(1, { error: "Unbekanntes Land." })
      .max(3, { error: "Unbekanntes Land." })
      .optional(),
    productGroupId: z.coerce
      .number({ error: "Unbekannte Produktgruppe." })
      .int()
      .min(1, { error: "Unbekannte Produktgruppe." })
      .max(5, { error: "Unbekannte Produktgruppe." })
      .optional(),
    dealerId: optionalId,
    status: z.enum(ORDER_STATUSES, { error: "Unbekannter Status." }).optional(),
    payment: z.enum(PAYMENT_KINDS, { error: "Unbekannte Zahlart." }).optional(),
    /** An order number or a part of one. */
    q: z.string().trim().max(40, { error: "Höchstens 40 Zeichen." }).default(""),
    sort: z.enum(SALES_SORTS, { error: "Unbekannte Sortierung." }).default("newest"),
    page: z.coerce
      .number({ error: "Ungültige Seite." })
      .int({ error: "Ungültige Seite." })
      .min(1, { error: "Ungültige Seite." })
      .max(100_000, { error: "Ungültige Seite." })
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "Das Ende des Zeitraums liegt vor seinem Anfang.", path: ["to"] });
export type SalesQuery = z.infer<typeof salesQuery>;

export const salesItem = z.object({
  OrderId: z.number(),
  OrderNumber: z.string(),
  CreatedAt: z.string(),
  CountryId: z.number(),
  ProductGroupId: z.number(),
  ProductName: z.string(),
  Amount: z.number(),
  DealerId: z.number(),
  DealerName: z.string(),
  CustomerId: z.number(),
  CustomerName: z.string(),
  Status: z.enum(ORDER_STATUSES),
  StatusLabel: z.string(),
  PaymentKind: z.string(),
  PaymentLabel: z.string(),
  Currency: z.string(),
  /** The final amount once delivered, else the ordered one; minor units. */
  TotalPrice: z.number(),
});
export type SalesItem = z.infer<typeof salesItem>;

/** An amount summed per unit: litres, kilograms and bags never in one figure. */
export const salesAmount = z.object({ Unit: z.string(), Amount: z.number() });
export const salesTotal = z.object({ Currency: z.string(), Orders: z.number(), Amounts: z.array(salesAmount), TotalPrice: z.number() });

export const salesList = z.object({
  Items: z.array(salesItem),
  Total: z.number(),
  Page: z.number(),
  PageSize: z.number(),
  /** Per currency: never EUR and CHF in one sum. Cancelled, withdrawn and declined orders are not counted. */
  Totals: z.array(salesTotal),
});
export type SalesList = z.infer<typeof salesList>;
export type SalesTotal = z.infer<typeof salesTotal>;

export const salesOrderParams = z.object({ orderId: idParam() });

export const salesOrderDetail = salesItem.extend({
  CustomerEmail: z.string(),
  NetPrice: z.number(),
  VatAmount: z.number(),
  UnitPrice: z.number(),
  DeliveredAmount: z.number().nullable(),
  Reason: z.string().nullable(),
  Comment: z.string(),
  DeliveryFrom: z.string().nullable(),
  DeliveryTo: z.string().nullable(),
  /** Whether support may cancel now (not delivered, not ended). */
  MayCancel: z.boolean(),
  History: z.array(orderEventSchema),
});
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;

export const cancelBySupportRequest = z.object({
  Reason: z
    .string({ error: "Bitte geben Sie einen Grund an." })
    .trim()
    .min(3, { error: "Bitte geben Sie einen Grund an (mindestens 3 Zeichen)." })
    .max(500, { error: "Höchstens 500 Zeichen." }),
});
