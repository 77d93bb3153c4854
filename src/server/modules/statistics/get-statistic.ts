/**
 * POST /api/periodStatistic/getStatistic (spec §7, issue 14 item 4): orders, litres, gross revenue,
 * average price per 100 l and conversion of a period, per bucket and per dimension value, beside the same
 * figures of the period before. Money stays per currency: with no country chosen, EUR (Germany, Austria)
 * and CHF (Switzerland) are separate rows and separate totals (decision 0031).
 */
import { productById } from "../../../domain/catalog.ts";
import { localeById, LOCALES } from "../../../domain/countries.ts";
import { AppError } from "../../../domain/errors.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { averagePricePer100, conversion } from "../../../domain/statistics/figures.ts";
import { bucketLabel, bucketsOf, previousPeriod, type Grouping } from "../../../domain/statistics/period.ts";
import type { StatisticRequest, StatisticResponse, StatPeriod, StatRow } from "../../../domain/statistics/statistics.schemas.ts";
import type { StatisticsDeps } from "./statistics.deps.ts";
import { aggregateOfferListViews, aggregateOrders, type OrderAggregate, type StatFilter, type ViewAggregate } from "./statistics.repo.ts";

const COUNTRIES_OF_CURRENCY: Record<string, number[]> = Object.fromEntries(
  ["EUR", "CHF"].map((c) => [c, Object.values(LOCALES).filter((l) => l.currencyCode === c).map((l) => l.countryId)]),
);

type Scope = { bucket?: string; countryIds: number[]; productGroupId?: number };

function rowOf(key: string, label: string, currency: string, a: { orders: number; units: number; revenue: number } | undefined, views: number): StatRow {
  const orders = a?.orders ?? 0;
  const units = a?.units ?? 0;
  const revenue = a?.revenue ?? 0;
  return { Key: key, Label: label, Currency: currency, Orders: orders, Litres: units, Revenue: revenue, AveragePricePer100: averagePricePer100(revenue, units), Conversion: conversion(orders, views) };
}

function dimensionLabel(dimension: StatFilter["dimension"], key: string, name: string | null): string {
  switch (dimension) {
    case "country":
      return localeById(Number(key))?.countryName ?? `Land ${key}`;
    case "product": {
      const p = productById(Number(key));
      return p ? `${p.DisplayName} (${localeById(p.CountryId)?.iso ?? p.CountryId})` : `Produkt ${key}`;
    }
    case "dealer":
      return name ?? `Händler ${key}`;
    case "status":
      return ORDER_STATUS_LABELS[key as OrderStatus] ?? key;
    case "zip": {
      const [country, region] = key.split("-");
      return `PLZ ${region || "?"}… (${localeById(Number(country))?.iso ?? country})`;
    }
    default:
      return key;
  }
}

/** The views a row's orders are measured against: its bucket, its countries, its product group where the row has them. */
function scopeOfDimension(dimension: StatFilter["dimension"], key: string, currencyCountries: number[], productGroupId?: number): Scope {
  if (dimension === "country") return { countryIds: [Number(key)], productGroupId };
  if (dimension === "zip") return { countryIds: [Number(key.split("-")[0])], productGroupId };
  if (dimension === "product") {
    const p = productById(Number(key));
    if (p) return { countryIds: [p.CountryId], productGroupId: p.ProductGroupId };
  }
  return { countryIds: currencyCountries, productGroupId };
}

function periodOf(
  period: "c" | "p",
  range: { from: string; to: string },
  f: StatFilter,
  aggregates: OrderAggregate[],
  views: ViewAggregate[],
  currencies: string[],
): StatPeriod {
  const mine = aggregates.filter((a) => a.period === period);
  const myViews = views.filter((v) => v.period === period);
  // A year by day has 365 buckets × up to 15 view rows each: look them up per bucket.
  const byBucket = new Map<string, ViewAggregate[]>();
  for (const v of myViews) byBucket.set(v.bucket, [...(byBucket.get(v.bucket) ?? []), v]);
  const viewsIn = (s: Scope) =>
    (s.bucket ? (byBucket.get(s.bucket) ?? []) : myViews)
      .filter((v) => s.countryIds.includes(v.countryId) && (!s.productGroupId || v.productGroupId === s.productGroupId))
      .reduce((n, v) => n + v.views, 0);
  const countriesOf = (currency: string) => (COUNTRIES_OF_CURRENCY[currency] ?? []).filter((c) => !f.countryId || c === f.countryId);
  const find = (set: OrderAggregate["set"], currency: string, key: string | null) => mine.find((a) => a.set === set && a.currency === currency && a.key === key);

  const Series = currencies.flatMap((currency) =>
    bucketsOf(range.from, range.to, f.grouping).map((bucket) =>
      rowOf(bucket, bucketLabel(bucket, f.grouping), currency, find("bucket", currency, bucket), viewsIn({ bucket, countryIds: countriesOf(currency), productGroupId: f.productGroupId })),
    ),
  );
  const Rows =
    f.dimension === "none"
      ? Series
      : mine
          .filter((a) => a.set === "dim" && a.key !== null)
          .map((a) => rowOf(a.key!, dimensionLabel(f.dimension, a.key!, a.name), a.currency, a, viewsIn(scopeOfDimension(f.dimension, a.key!, countriesOf(a.currency), f.productGroupId))))
          .sort((x, y) => x.Currency.localeCompare(y.Currency) || y.Revenue - x.Revenue || x.Key.localeCompare(y.Key));
  const Total = currencies.map((currency) => rowOf(currency, `Gesamt ${currency}`, currency, find("total", currency, null), viewsIn({ countryIds: countriesOf(currency), productGroupId: f.productGroupId })));
  return { From: range.from, To: range.to, Series, Rows, Total, OfferListViews: myViews.reduce((n, v) => n + v.views, 0) };
}

export async function getStatistic(deps: StatisticsDeps, q: StatisticRequest): Promise<StatisticResponse> {
  const prev = previousPeriod(q.From, q.To);
  const product = q.ProductId ? productById(q.ProductId) : undefined;
  if (q.ProductId && (!product || (q.CountryId && product.CountryId !== q.CountryId))) throw new AppError("UNKNOWN_PRODUCT");
  const f: StatFilter = {
    from: q.From,
    to: q.To,
    prevFrom: prev.from,
    grouping: q.Grouping as Grouping,
    dimension: q.ZipCode ? "zip" : q.Dimension,
    countryId: q.CountryId ?? product?.CountryId,
    productId: q.ProductId,
    productGroupId: product?.ProductGroupId,
    providerOnly: q.IsRatenkaufPayment,
  };
  const [aggregates, views] = await Promise.all([aggregateOrders(deps.db, f), aggregateOfferListViews(deps.db, f)]);
  // A chosen country has its one currency even when nothing was sold; without one, the currencies that occur.
  const chosen = f.countryId ? localeById(f.countryId)?.currencyCode : undefined;
  const currencies = chosen ? [chosen] : [...new Set(aggregates.map((a) => a.currency))].sort();
  return {
    ...periodOf("c", { from: q.From, to: q.To }, f, aggregates, views, currencies),
    Grouping: f.grouping,
    Dimension: q.Dimension,
    ZipCode: q.ZipCode,
    IsRatenkaufPayment: q.IsRatenkaufPayment,
    CountryId: q.CountryId ?? null,
    ProductId: q.ProductId ?? null,
    Previous: periodOf("p", prev, f, aggregates, views, currencies),
  };
}
