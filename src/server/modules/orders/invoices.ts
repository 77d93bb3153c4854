/**
 * The invoice of a delivered order (decision 0041). The platform issues it in the name of the dealer, who
 * sells (§ 14 Abs. 2 Satz 4 UStG: an invoice may be issued by a third party on the seller's behalf): one
 * per order, numbered per dealer and calendar year without gaps, dated the day the order became
 * delivered. Its figures are the order's final price, which no transition changes after "delivered".
 */
import type { Db } from "../../../db/client.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { LOCALES, localeById } from "../../../domain/shared/countries.ts";
import { invoiceNumber } from "../../../domain/orders/order-documents.ts";
import type { OrderStatus } from "../../../domain/orders/order-states.ts";
import { firstEventAt, insertInvoice, invoiceOfOrder, nextInvoiceSeq, type InvoiceRow } from "./invoices.repo.ts";
import { lockOrder } from "./orders-write.repo.ts";
import type { OrderRow } from "./orders.repo.ts";

const INVOICED: readonly OrderStatus[] = ["delivered", "rated"];

/**
 * Issues the order's invoice inside the caller's transaction, which must hold the order row locked (the
 * transition's SELECT … FOR UPDATE): a second call for the same order finds the first invoice. The date of
 * supply is the day of the order's first "deliver" event (a later correction of the amount, or the
 * customer's consent, is not a second delivery).
 */
export async function issueInvoice(
  tx: Db,
  order: Pick<OrderRow, "id" | "dealerId" | "countryId" | "statusChangedAt">,
  issuedAt: Date,
): Promise<InvoiceRow> {
  const existing = await invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const timeZone = (localeById(order.countryId) ?? LOCALES.de).timeZone;
  const year = Number(calendarDay(issuedAt, timeZone).slice(0, 4));
  const seq = await nextInvoiceSeq(tx, order.dealerId, year);
  const deliveredAt = (await firstEventAt(tx, order.id, "deliver")) ?? order.statusChangedAt ?? issuedAt;
  return insertInvoice(tx, {
    orderId: order.id,
    dealerId: order.dealerId,
    year,
    seq,
    number: invoiceNumber(order.dealerId, year, seq),
    issuedAt,
    deliveredOn: calendarDay(deliveredAt, timeZone),
  });
}

/**
 * The invoice of a delivered order, issued now if the order became delivered without one (orders
 * delivered before decision 0041, and the demo orders, which the seed writes without transitions).
 * Undefined for an order that is not delivered.
 */
export async function invoiceFor(db: Db, orderId: number, now: Date): Promise<InvoiceRow | undefined> {
  const found = await invoiceOfOrder(db, orderId);
  if (found) return found;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (!order || !INVOICED.includes(order.status as OrderStatus)) return undefined;
    return issueInvoice(tx, order, now);
  });
}
