/**
 * A year of orders for the benches (decision 0031: the exports stream ≥ 100,000 rows with flat memory).
 * Needs a migrated database with the demo market (branches, products). Deterministic for the same
 * arguments; prices are integer minor units computed the way an order stores them (net, VAT, gross).
 * Each batch is one statement with one JSON parameter (json_populate_recordset): PostgreSQL allows
 * 65,535 parameters per statement, and parsing one JSON value is several times faster than 45 values a row.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/accounts.ts";
import { branches } from "../../src/db/schema/market.ts";
import { amountRules, PRODUCTS } from "../../src/domain/shared/catalog.ts";
import { PAYMENT_IDS, type OrderPaymentKind } from "../../src/domain/orders/checkout-payment.ts";
import { formatOrderNumber } from "../../src/domain/orders/order-number.ts";
import type { OrderStatus } from "../../src/domain/orders/order-states.ts";
import { VAT_BASIS_POINTS } from "../../src/domain/calculator/vat.ts";

export interface BenchOrdersOptions {
  count: number;
  /** First and last day (ISO dates, inclusive) the orders are placed on. */
  from: string;
  to: string;
  /** Bench customers the orders are spread over. */
  customers?: number;
}

const BATCH = 5000;
const FIRST = ["Anna", "Thomas", "Sabine", "Michael", "Julia", "Stefan", "Petra", "Jürgen", "Monika", "Markus"];
const LAST = ["Bauer", "Huber", "Wagner", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Müller", "Zimmermann"];
/** Net per basis (100 l or 1 t) in minor units, by product group. */
const NET_PER_BASIS: Record<number, number> = { 1: 9400, 2: 14500, 3: 31000, 4: 36000, 5: 6500 };
/** How often each status occurs in a year of orders (mostly done). */
const STATUSES: [OrderStatus, number][] = [
  ["rated", 30],
  ["delivered", 40],
  ["confirmed", 6],
  ["placed", 4],
  ["out_for_delivery", 2],
  ["awaiting_consent", 1],
  ["declined", 6],
  ["withdrawn", 4],
  ["cancelled", 7],
];
const PAYMENTS: [OrderPaymentKind, number, number][] = [
  ["invoice", PAYMENT_IDS.INVOICE, 45],
  ["sepa", PAYMENT_IDS.SEPA, 20],
  ["cash", PAYMENT_IDS.CASH, 20],
  ["installment", PAYMENT_IDS.INSTALLMENT, 5],
  ["provider-invoice", PAYMENT_IDS.INVOICE, 6],
  ["provider-sepa", PAYMENT_IDS.SEPA, 4],
];
const CURRENCY: Record<number, string> = { 1: "EUR", 2: "EUR", 3: "CHF" };

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T extends unknown[]>(list: T[], weightAt: number, r: number): T {
  const total = list.reduce((s, e) => s + (e[weightAt] as number), 0);
  let x = r * total;
  for (const e of list) if ((x -= e[weightAt] as number) < 0) return e;
  return list[list.length - 1];
}

function roundDiv(a: number, b: number): number {
  return Math.floor((a * 2 + b) / (b * 2));
}

/** Inserts `count` orders (with their first delivery station) placed between from and to; returns the id range. */
export async function seedBenchOrders(db: Db, opts: BenchOrdersOptions): Promise<{ count: number; firstId: number; lastId: number }> {
  const random = rng(20260101 + opts.count);
  const branchRows = await db
    .select({
      id: branches.id,
      dealerId: branches.dealerId,
      countryId: branches.countryId,
      zip: branches.zip,
      city: branches.city,
      leadTimeDays: branches.leadTimeDays,
    })
    .from(branches)
    .where(eq(branches.active, true))
    .orderBy(asc(branches.id));
  if (branchRows.length === 0) throw new Error("seedBenchOrders: no branches — seed the demo market first");
  const byCountry = [1, 2, 3].map((c) => branchRows.filter((b) => b.countryId === c)).filter((l) => l.length > 0);

  const customerCount = opts.customers ?? 500;
  const customerIds: number[] = [];
  for (let i = 0; i < customerCount; i += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, customerCount - i) }, (_, k) => {
      const n = i + k;
      return {
        countryId: 1 + (n % 3),
        email: `bench-kunde-${n}@example.com`,
        isGuest: true,
        title1: n % 2 ? "Herr" : "Frau",
        firstName: FIRST[n % FIRST.length],
        lastName: LAST[(n * 3) % LAST.length],
      };
    });
    const rows = await db.insert(users).values(values).returning({ id: users.id });
    customerIds.push(...rows.map((r) => r.id));
  }

  // Reserve the id block so order numbers (which contain the id) can be written in the same insert.
  const seq = await db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::bigint as id`);
  const firstId = Number((seq as unknown as { rows: { id: number | string }[] }).rows[0].id);
  const lastId = firstId + opts.count - 1;
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), ${lastId})`);

  const start = Date.parse(`${opts.from}T00:00:00Z`);
  const span = Date.parse(`${opts.to}T00:00:00Z`) + 86_400_000 - start;
  for (let i = 0; i < opts.count; i += BATCH) {
    const orderValues: Record<string, unknown>[] = [];
    const stationValues: Record<string, unknown>[] = [];
    for (let k = 0; k < Math.min(BATCH, opts.count - i); k++) {
      const n = i + k;
      const id = firstId + n;
      // Ascending with the id, as real orders are: the export's keyset by id is also by date.
      const createdAt = new Date(start + Math.floor(((n + random()) / opts.count) * span));
      const countryBranches = byCountry[Math.floor(random() * byCountry.length)];
      const branch = countryBranches[Math.floor(random() * countryBranches.length)];
      const countryProducts = PRODUCTS.filter((p) => p.CountryId === branch.countryId);
      // Heating oil most of the time, the other groups now and then.
      const product =
        random() < 0.7
          ? countryProducts.find((p) => p.ProductGroupId === 1)!
          : countryProducts[Math.floor(random() * countryProducts.length)];
      const rules = amountRules(product.ProductGroupId);
      const amount = rules.min + Math.round((random() * (Math.min(rules.max, rules.min * 8) - rules.min)) / 10) * 10;
      const base = amount * rules.baseUnitsPerUnit;
      const perBasis = Math.round(NET_PER_BASIS[product.ProductGroupId] * (branch.countryId === 3 ? 1.15 : 1) * (0.85 + random() * 0.3));
      const net = roundDiv(base * perBasis, rules.basis);
      const vat = roundDiv(net * VAT_BASIS_POINTS[branch.countryId], 10_000);
      const total = net + vat;
      const [status] = weighted(STATUSES, 1, random());
      const [paymentKind, paymentId] = weighted(PAYMENTS, 2, random());
      const delivered = ["delivered", "rated"].includes(status)
        ? Math.max(rules.min, amount + Math.round((random() - 0.5) * amount * 0.04))
        : null;
      const finalNet = delivered === null ? null : roundDiv(net * delivered, amount);
      const finalVat = finalNet === null ? null : roundDiv(finalNet * VAT_BASIS_POINTS[branch.countryId], 10_000);
      const userId = customerIds[Math.floor(random() * customerIds.length)];
      const first = FIRST[n % FIRST.length];
      const last = LAST[(n * 7) % LAST.length];
      orderValues.push({
        id,
        order_number: formatOrderNumber(id, createdAt),
        user_id: userId,
        idempotency_key: `bench-${id}`,
        country_id: branch.countryId,
        product_group_id: product.ProductGroupId,
        product_id: product.Id,
        dealer_id: branch.dealerId,
        branch_id: branch.id,
        amount,
        stations: 1,
        config: {
          ZipCode: branch.zip,
          Amount: amount,
          Stations: 1,
          Product: { Id: product.Id, ClimateNeutral: false },
          CountryId: branch.countryId,
          ProductGroupId: product.ProductGroupId,
        },
        climate_neutral: false,
        appointment_plus: false,
        payment_kind: paymentKind,
        payment_id: paymentId,
        installment_months: paymentKind === "installment" ? 12 : null,
        monthly_rate: paymentKind === "installment" ? Math.ceil(total / 12) : null,
        currency: CURRENCY[branch.countryId],
        net_price: net,
        vat_amount: vat,
        total_price: total,
        unit_price: roundDiv(total * rules.basis, base),
        price_lines: [{ Key: "product", Label: product.DisplayName, NetPrice: net, Price: total }],
        lead_time_days: branch.leadTimeDays,
        comment: "",
        terms_version: "agb-bench",
        withdrawal_notice_version: "bench",
        status,
        status_changed_at: new Date(createdAt.getTime() + 3_600_000).toISOString(),
        delivered_amount: delivered,
        final_net_price: finalNet,
        final_vat_amount: finalVat,
        final_total_price: finalNet === null || finalVat === null ? null : finalNet + finalVat,
        reason: ["declined", "cancelled"].includes(status) ? "Bench: abgelehnt" : null,
        created_at: createdAt.toISOString(),
      });
      stationValues.push({
        order_id: id,
        station_number: 1,
        amount,
        delivery_address: {
          Title1: n % 2 ? "Herr" : "Frau",
          Title2: "",
          FirstName: first,
          LastName: last,
          CompanyName: "",
          Street: "Lindenstraße",
          HouseNumber: String(1 + (n % 80)),
          ZipCode: branch.zip,
          City: branch.city,
          Phone: "",
        },
        invoice_address: null,
      });
    }
    await db.execute(sql`insert into orders select * from json_populate_recordset(null::orders, ${JSON.stringify(orderValues)}::json)`);
    await db.execute(
      sql`insert into order_stations select * from json_populate_recordset(null::order_stations, ${JSON.stringify(stationValues)}::json)`,
    );
  }
  return { count: opts.count, firstId, lastId };
}
