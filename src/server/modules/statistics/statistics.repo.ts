/**
 * The period statistic's read model (decision 0031): one aggregate over the orders of
 * both periods (the asked one and the one before) with GROUPING SETS — per bucket, per dimension value
 * and in total, always per currency — and two over the consented visits (all of them, and those with an
 * order; decision 0043). Read-only.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { AMOUNT_RULES } from "../../../domain/shared/catalog.ts";
import { PROVIDER_PAYMENT_KINDS } from "../../../domain/statistics/figures.ts";
import type { Grouping } from "../../../domain/statistics/period.ts";
import type { Dimension } from "../../../domain/statistics/statistics.schemas.ts";

/** Orders that earn nothing (as in the sales list): left out unless the rows are per status. */
const NOT_SOLD = ["declined", "withdrawn", "cancelled"];

export interface StatFilter {
  from: string;
  to: string;
  prevFrom: string;
  grouping: Grouping;
  /** "zip": rows per postcode region. */
  dimension: Dimension | "zip";
  countryId?: number;
  productId?: number;
  providerOnly: boolean;
}

export interface OrderAggregate {
  period: "c" | "p";
  currency: string;
  /** Which grouping set: "bucket", "dim" or "total". */
  set: "bucket" | "dim" | "total";
  key: string | null;
  name: string | null;
  orders: number;
  units: number;
  revenue: number;
}

// The marketplace's books are kept in Europe/Berlin: a day is a German calendar day.
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Berlin'`;
const dayEnd = (day: string) => sql`((${day}::date + 1))::timestamp at time zone 'Europe/Berlin'`;

/** The same keys as bucketKey() of the domain: "2026-03-07", "2026-W10" (ISO week), "2026-03". */
function bucketOf(day: SQL, grouping: Grouping): SQL {
  if (grouping === "day") return sql`to_char(${day}, 'YYYY-MM-DD')`;
  if (grouping === "week") return sql`to_char(${day}, 'IYYY-"W"IW')`;
  return sql`to_char(${day}, 'YYYY-MM')`;
}

/** Base units per ordered unit (15 kg bags), from the catalogue's amount rules. */
const unitsFactor = sql.raw(
  `case o.product_group_id ${Object.entries(AMOUNT_RULES)
    .filter(([, r]) => r.baseUnitsPerUnit !== 1)
    .map(([id, r]) => `when ${Number(id)} then ${Number(r.baseUnitsPerUnit)}`)
    .join(" ")} else 1 end`,
);

function dimensionOf(d: StatFilter["dimension"]): SQL {
  switch (d) {
    case "country":
      return sql`o.country_id::text`;
    case "product":
      return sql`o.product_id::text`;
    case "dealer":
      return sql`o.dealer_id::text`;
    case "status":
      return sql`o.status`;
    case "zip":
      return sql`o.country_id::text || '-' || left(coalesce(o.config->>'ZipCode', ''), 2)`;
    default:
      return sql`''`;
  }
}

/** Which orders count, beyond the period: the product, the provider's payments, sold (unless per status). */
function orderFilters(f: StatFilter): SQL[] {
  const where: SQL[] = [];
  if (f.productId) where.push(sql`o.product_id = ${f.productId}`);
  if (f.providerOnly)
    where.push(
      sql`o.payment_kind in (${sql.join(
        PROVIDER_PAYMENT_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  // Per status the lost orders are the point; everywhere else they are no sales.
  if (f.dimension !== "status")
    where.push(
      sql`o.status not in (${sql.join(
        NOT_SOLD.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  return where;
}

export async function aggregateOrders(db: Db, f: StatFilter): Promise<OrderAggregate[]> {
  const where: SQL[] = [sql`o.created_at >= ${dayStart(f.prevFrom)}`, sql`o.created_at < ${dayEnd(f.to)}`, ...orderFilters(f)];
  if (f.countryId) where.push(sql`o.country_id = ${f.countryId}`);
  const dealerJoin = f.dimension === "dealer" ? sql`left join dealers d on d.id = o.dealer_id` : sql``;
  const dealerName = f.dimension === "dealer" ? sql`d.name` : sql`null::text`;
  const localDay = sql`(o.created_at at time zone 'Europe/Berlin')::date`;
  const result = await db.execute(sql`
    with s as (
      select
        case when o.created_at >= ${dayStart(f.from)} then 'c' else 'p' end as period,
        o.currency,
        ${bucketOf(localDay, f.grouping)} as bucket,
        ${dimensionOf(f.dimension)} as dim,
        ${dealerName} as name,
        coalesce(o.delivered_amount, o.amount)::bigint * ${unitsFactor} as units,
        coalesce(o.final_total_price, o.total_price)::bigint as revenue
      from orders o ${dealerJoin}
      where ${sql.join(where, sql` and `)}
    )
    select period, currency,
      case when grouping(bucket) = 0 then 'bucket' when grouping(dim) = 0 then 'dim' else 'total' end as set,
      coalesce(bucket, dim) as key, min(name) as name,
      count(*)::int as orders, sum(units)::bigint as units, sum(revenue)::bigint as revenue
    from s
    group by grouping sets ((period, currency, bucket), (period, currency, dim), (period, currency))
  `);
  return rowsOf(result).map((r) => ({
    period: r.period as "c" | "p",
    currency: String(r.currency),
    set: r.set as OrderAggregate["set"],
    key: r.key === null ? null : String(r.key),
    name: r.name === null ? null : String(r.name),
    orders: Number(r.orders),
    units: Number(r.units),
    revenue: Number(r.revenue),
  }));
}

/** Consented visits (decision 0043) that began in a period, per bucket and country: the conversion's denominator. */
export interface VisitAggregate {
  period: "c" | "p";
  bucket: string;
  countryId: number;
  sessions: number;
}

export async function aggregateVisits(db: Db, f: StatFilter): Promise<VisitAggregate[]> {
  const where: SQL[] = [sql`day >= ${f.prevFrom}::date`, sql`day <= ${f.to}::date`];
  if (f.countryId) where.push(sql`country_id = ${f.countryId}`);
  const result = await db.execute(sql`
    select case when day >= ${f.from}::date then 'c' else 'p' end as period, ${bucketOf(sql`day`, f.grouping)} as bucket, country_id, count(*)::int as sessions
    from visits where ${sql.join(where, sql` and `)}
    group by 1, 2, 3
  `);
  return rowsOf(result).map((r) => ({
    period: r.period as "c" | "p",
    bucket: String(r.bucket),
    countryId: Number(r.country_id),
    sessions: Number(r.sessions),
  }));
}

/** Visits with an order, per bucket, per dimension value and in total, each per country: the conversion's numerator. */
export interface ConvertedAggregate {
  period: "c" | "p";
  set: "bucket" | "dim" | "total";
  key: string | null;
  countryId: number;
  sessions: number;
}

/**
 * The numerator counts the same visit rows as aggregateVisits (same days, same countries), only those of them
 * with an order the row's filters take: a subset of the denominator by construction, so the conversion
 * cannot pass 100 %. A visit with several orders counts once per row (count distinct); an order nobody
 * claimed for a visit (no consent, or seen too late) counts among the orders but converts no visit.
 */
export async function aggregateConvertedVisits(db: Db, f: StatFilter): Promise<ConvertedAggregate[]> {
  const where: SQL[] = [sql`v.day >= ${f.prevFrom}::date`, sql`v.day <= ${f.to}::date`, ...orderFilters(f)];
  if (f.countryId) where.push(sql`v.country_id = ${f.countryId}`);
  const result = await db.execute(sql`
    with s as (
      select case when v.day >= ${f.from}::date then 'c' else 'p' end as period, v.country_id, v.id as visit,
        ${bucketOf(sql`v.day`, f.grouping)} as bucket, ${dimensionOf(f.dimension)} as dim
      from visits v
      join visit_orders vo on vo.visit_id = v.id
      join orders o on o.id = vo.order_id
      where ${sql.join(where, sql` and `)}
    )
    select period, country_id,
      case when grouping(bucket) = 0 then 'bucket' when grouping(dim) = 0 then 'dim' else 'total' end as set,
      coalesce(bucket, dim) as key, count(distinct visit)::int as sessions
    from s
    group by grouping sets ((period, country_id, bucket), (period, country_id, dim), (period, country_id))
  `);
  return rowsOf(result).map((r) => ({
    period: r.period as "c" | "p",
    set: r.set as ConvertedAggregate["set"],
    key: r.key === null ? null : String(r.key),
    countryId: Number(r.country_id),
    sessions: Number(r.sessions),
  }));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
