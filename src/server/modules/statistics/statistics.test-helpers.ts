import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { visitOrders, visits } from "../../../db/schema/analytics.ts";
import { orders } from "../../../db/schema/orders.ts";

export type Dealer = { dealerId: number; branchId: number };

/** An order as placeOrder stores it, with the figures the statistic reads. */
export async function insertStatOrder(
  db: Db,
  o: Dealer & {
    userId: number;
    at: string;
    countryId: number;
    productId: number;
    amount: number;
    total: number;
    zip: string;
    status?: string;
    payment?: string;
    delivered?: number;
    finalTotal?: number;
  },
) {
  const key = randomBytes(6).toString("hex");
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `ST-${key}`,
      userId: o.userId,
      idempotencyKey: key,
      countryId: o.countryId,
      productGroupId: 1,
      productId: o.productId,
      dealerId: o.dealerId,
      branchId: o.branchId,
      amount: o.amount,
      stations: 1,
      config: { ZipCode: o.zip, Amount: o.amount, CountryId: o.countryId, ProductGroupId: 1 },
      paymentKind: o.payment ?? "invoice",
      paymentId: 2,
      currency: o.countryId === 3 ? "CHF" : "EUR",
      netPrice: Math.round(o.total / 1.19),
      vatAmount: o.total - Math.round(o.total / 1.19),
      totalPrice: o.total,
      unitPrice: Math.round((o.total * 100) / o.amount),
      priceLines: [],
      leadTimeDays: 5,
      termsVersion: "agb-test",
      withdrawalNoticeVersion: "widerruf-test",
      status: o.status ?? "confirmed",
      deliveredAmount: o.delivered ?? null,
      finalTotalPrice: o.finalTotal ?? null,
      createdAt: new Date(o.at),
    })
    .returning({ id: orders.id });
  return row;
}

/**
 * Consented visits of a day as the beacon leaves them (decision 0043): `count` visits without an order, or one
 * visit that placed the orders `orderIds` (claimed on their success pages).
 */
export async function insertVisits(db: Db, v: { day: string; countryId: number; count?: number; orderIds?: number[] }) {
  const at = new Date(`${v.day}T10:00:00Z`);
  const rows = Array.from({ length: v.orderIds ? 1 : (v.count ?? 1) }, () => ({
    id: randomBytes(16).toString("base64url"),
    countryId: v.countryId,
    day: v.day,
    startedAt: at,
    lastSeenAt: at,
    views: 3,
  }));
  await db.insert(visits).values(rows);
  if (v.orderIds?.length) await db.insert(visitOrders).values(v.orderIds.map((orderId) => ({ orderId, visitId: rows[0].id })));
}
