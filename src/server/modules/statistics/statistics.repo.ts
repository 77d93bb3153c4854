/**
 * The period statistic's read model (issue 14 item 4, decision 0031): one aggregate over the orders of
 * both periods (the asked one and the one before) with GROUPING SETS — per bucket, per dimension value
 * and in total, always per currency — and one over the offer-list views. Read-only.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { AMOUNT_RULES } from "../../../domain/catalog.ts";
import { PRODUCT_GROUPS } from "../../../domain/products.ts";
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
  productGroupId?: number;
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

export async function aggregateOrders(db: Db, f: StatFilter): Promise<OrderAggregate[]> {
  const where: SQL[] = [sql`o.created_at >= ${dayStart(f.prevFrom)}`, sql`o.created_at < ${dayEnd(f.to)}`];
  if (f.countryId) where.push(sql`o.country_id = ${f.countryId}`);
  if (f.productId) where.push(sql`o.product_id = ${f.productId}`);
  if (f.providerOnly) where.push(sql`o.payment_kind in (${sql.join(PROVIDER_PAYMENT_KINDS.map((k) => sql`${k}`), sql`, `)})`);
  // Per status the lost orders are the point; everywhere else they are no sales.
  if (f.dimension !== "status") where.push(sql`o.status not in (${sql.join(NOT_SOLD.map((s) => sql`${s}`), sql`, `)})`);
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

export interface ViewAggregate {
  period: "c" | "p";
  bucket: string;
  countryId: number;
  productGroupId: number;
  views: number;
}

const GROUP_OF_URL_NAME = sql.raw(`case split_part(path, '/', 2) ${PRODUCT_GROUPS.map((g) => `when '${g.urlName}' then ${g.id}`).join(" ")} end`);

/** Consented views of the offer lists (`/{productGroup}/angebotsliste`) per period, bucket, country and product group. */
export async function aggregateOfferListViews(db: Db, f: StatFilter): Promise<ViewAggregate[]> {
  const where: SQL[] = [sql`day >= ${f.prevFrom}::date`, sql`day <= ${f.to}::date`, sql`path ~ '^/[a-z-]+/angebotsliste/?$'`];
  if (f.countryId) where.push(sql`country_id = ${f.countryId}`);
  const result = await db.execute(sql`
    select case when day >= ${f.from}::date then 'c' else 'p' end as period, ${bucketOf(sql`day`, f.grouping)} as bucket,
      country_id, ${GROUP_OF_URL_NAME} as product_group_id, sum(views)::bigint as views
    from page_views where ${sql.join(where, sql` and `)}
    group by 1, 2, 3, 4
  `);
  return rowsOf(result)
    .filter((r) => r.product_group_id !== null && (!f.productGroupId || Number(r.product_group_id) === f.productGroupId))
    .map((r) => ({ period: r.period as "c" | "p", bucket: String(r.bucket), countryId: Number(r.country_id), productGroupId: Number(r.product_group_id), views: Number(r.views) }));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
