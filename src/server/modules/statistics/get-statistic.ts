/**
 * POST /api/periodStatistic/getStatistic (spec §7, decision 0031): orders, litres, gross revenue,
 * average price per 100 l and conversion of a period, per bucket and per dimension value, beside the same
 * figures of the period before. Conversion is per consented visit (decision 0043): the visits of the row's
 * bucket and countries, and those of them in which an order of the row was placed. Money stays per currency: with no country chosen, EUR (Germany, Austria)
 * and CHF (Switzerland) are separate rows and separate totals (decision 0031).
 */
import { productById } from "../../../domain/shared/catalog.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { averagePricePer100, conversion, type SessionCount } from "../../../domain/statistics/figures.ts";
import { bucketLabel, bucketsOf, previousPeriod, type Grouping } from "../../../domain/statistics/period.ts";
import type { StatisticRequest, StatisticResponse, StatPeriod, StatRow } from "../../../domain/statistics/statistics.schemas.ts";
import type { StatisticsDeps } from "./statistics.deps.ts";
import {
  aggregateConvertedVisits,
  aggregateOrders,
  aggregateVisits,
  type ConvertedAggregate,
  type OrderAggregate,
  type StatFilter,
  type VisitAggregate,
} from "./statistics.repo.ts";

const COUNTRIES_OF_CURRENCY: Record<string, number[]> = Object.fromEntries(
  ["EUR", "CHF"].map((c) => [
    c,
    Object.values(LOCALES)
      .filter((l) => l.currencyCode === c)
      .map((l) => l.countryId),
  ]),
);

/** The visits a row is measured against: its bucket (if it has one) and its countries. */
type Scope = { bucket?: string; countryIds: number[] };

function rowOf(
  key: string,
  label: string,
  currency: string,
  a: { orders: number; units: number; revenue: number } | undefined,
  visits: SessionCount,
): StatRow {
  const orders = a?.orders ?? 0;
  const units = a?.units ?? 0;
  const revenue = a?.revenue ?? 0;
  return {
    Key: key,
    Label: label,
    Currency: currency,
    Orders: orders,
    Litres: units,
    Revenue: revenue,
    AveragePricePer100: averagePricePer100(revenue, units),
    Sessions: visits.sessions,
    SessionsWithOrder: visits.sessionsWithOrder,
    Conversion: conversion(visits),
  };
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

/** The countries a dimension value's visits come from: its own country where it has one, else the currency's. */
function countriesOfDimension(dimension: StatFilter["dimension"], key: string, currencyCountries: number[]): number[] {
  if (dimension === "country") return [Number(key)];
  if (dimension === "zip") return [Number(key.split("-")[0])];
  if (dimension === "product") {
    const p = productById(Number(key));
    if (p) return [p.CountryId];
  }
  return currencyCountries;
}

function periodOf(
  period: "c" | "p",
  range: { from: string; to: string },
  f: StatFilter,
  aggregates: OrderAggregate[],
  visits: VisitAggregate[],
  converted: ConvertedAggregate[],
  currencies: string[],
): StatPeriod {
  const mine = aggregates.filter((a) => a.period === period);
  const myVisits = visits.filter((v) => v.period === period);
  const myConverted = converted.filter((c) => c.period === period);
  // A year by day has 365 buckets × 3 countries: look the visits up per bucket.
  const byBucket = new Map<string, VisitAggregate[]>();
  for (const v of myVisits) byBucket.set(v.bucket, [...(byBucket.get(v.bucket) ?? []), v]);
  const convertedOf = new Map<string, number>();
  for (const c of myConverted) convertedOf.set(`${c.set}|${c.key ?? ""}|${c.countryId}`, c.sessions);
  // Each visit has one country, so the counts of several countries add up without counting a visit twice.
  const visitsIn = (s: Scope, set: ConvertedAggregate["set"], key: string | null): SessionCount => ({
    sessions: (s.bucket ? (byBucket.get(s.bucket) ?? []) : myVisits)
      .filter((v) => s.countryIds.includes(v.countryId))
      .reduce((n, v) => n + v.sessions, 0),
    sessionsWithOrder: s.countryIds.reduce((n, c) => n + (convertedOf.get(`${set}|${key ?? ""}|${c}`) ?? 0), 0),
  });
  const countriesOf = (currency: string) => (COUNTRIES_OF_CURRENCY[currency] ?? []).filter((c) => !f.countryId || c === f.countryId);
  const find = (set: OrderAggregate["set"], currency: string, key: string | null) =>
    mine.find((a) => a.set === set && a.currency === currency && a.key === key);

  const Series = currencies.flatMap((currency) =>
    bucketsOf(range.from, range.to, f.grouping).map((bucket) =>
      rowOf(
        bucket,
        bucketLabel(bucket, f.grouping),
        currency,
        find("bucket", currency, bucket),
        visitsIn({ bucket, countryIds: countriesOf(currency) }, "bucket", bucket),
      ),
    ),
  );
  const Rows =
    f.dimension === "none"
      ? Series
      : mine
          .filter((a) => a.set === "dim" && a.key !== null)
          .map((a) =>
            rowOf(
              a.key!,
              dimensionLabel(f.dimension, a.key!, a.name),
              a.currency,
              a,
              visitsIn({ countryIds: countriesOfDimension(f.dimension, a.key!, countriesOf(a.currency)) }, "dim", a.key),
            ),
          )
          .sort((x, y) => x.Currency.localeCompare(y.Currency) || y.Revenue - x.Revenue || x.Key.localeCompare(y.Key));
  const Total = currencies.map((currency) =>
    rowOf(
      currency,
      `Gesamt ${currency}`,
      currency,
      find("total", currency, null),
      visitsIn({ countryIds: countriesOf(currency) }, "total", null),
    ),
  );
  return { From: range.from, To: range.to, Series, Rows, Total, Sessions: myVisits.reduce((n, v) => n + v.sessions, 0) };
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
    providerOnly: q.IsRatenkaufPayment,
  };
  const [aggregates, visits, converted] = await Promise.all([
    aggregateOrders(deps.db, f),
    aggregateVisits(deps.db, f),
    aggregateConvertedVisits(deps.db, f),
  ]);
  // A chosen country has its one currency even when nothing was sold; without one, the currencies that occur.
  const chosen = f.countryId ? localeById(f.countryId)?.currencyCode : undefined;
  const currencies = chosen ? [chosen] : [...new Set(aggregates.map((a) => a.currency))].sort();
  return {
    ...periodOf("c", { from: q.From, to: q.To }, f, aggregates, visits, converted, currencies),
    Grouping: f.grouping,
    Dimension: q.Dimension,
    ZipCode: q.ZipCode,
    IsRatenkaufPayment: q.IsRatenkaufPayment,
    CountryId: q.CountryId ?? null,
    ProductId: q.ProductId ?? null,
    Previous: periodOf("p", prev, f, aggregates, visits, converted, currencies),
  };
}
