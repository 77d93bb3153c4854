/** Documents and invoices (decision 0041): the seller as documents name it, invoice numbers and invoices. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branches, dealers, invoiceCounters, invoices, orderEvents } from "../../../db/schema/index.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The seller of an order as its documents name it: the dealer, at the address of the branch that delivers. */
export async function sellerOf(db: Db, dealerId: number, branchId: number) {
  const [row] = await db
    .select({
      dealerId: dealers.id,
      name: dealers.name,
      isDemo: dealers.isDemo,
      vatId: dealers.vatId,
      iban: dealers.iban,
      street: branches.street,
      zip: branches.zip,
      city: branches.city,
      countryId: branches.countryId,
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(and(eq(branches.id, branchId), eq(dealers.id, dealerId)));
  return row;
}
export type SellerRow = NonNullable<Awaited<ReturnType<typeof sellerOf>>>;

export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The dealer's next invoice number of the year, inside the issuing transaction: the upsert locks the
 * counter row until the commit, so concurrent deliveries of one dealer take 1, 2, 3 … one after another,
 * and a transaction that rolls back leaves no gap.
 */
export async function nextInvoiceSeq(tx: Db, dealerId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ dealerId, year, lastSeq: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.dealerId, invoiceCounters.year], set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning({ seq: invoiceCounters.lastSeq });
  return row.seq;
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted;
}

/** When the order's first event of this kind happened (the first "deliver": the day of supply), or undefined. */
export async function firstEventAt(db: Db, orderId: number, event: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, event)))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return row?.at;
}
