/**
 * /statistics (decision 0031): the period statistic for finance, marketing and editors.
 * A GET form (works without JavaScript), key figures against the period before, a chart and the same
 * numbers as a table. Money per currency: with every country chosen, EUR and CHF stand apart.
 */
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/statistics";
import { PRODUCTS } from "../../../domain/shared/catalog.ts";
import { localeById, LOCALES, type Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatNumber, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { changePercent } from "../../../domain/statistics/figures.ts";
import { DIMENSIONS, statisticRequest, type StatisticResponse, type StatRow } from "../../../domain/statistics/statistics.schemas.ts";
import { StatisticsChart } from "../../components/back-office/statistics-chart.tsx";
import "../../components/back-office/statistics.css";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Statistik | Backoffice" }, { name: "robots", content: "noindex" }];
}

const DIMENSION_LABELS: Record<(typeof DIMENSIONS)[number], string> = {
  none: "Keine (je Zeitabschnitt)",
  country: "Land",
  product: "Produkt",
  dealer: "Händler",
  status: "Status",
};
const GROUPING_LABELS = { day: "Tag", week: "Woche", month: "Monat" } as const;
const CHART_FIGURES = { revenue: "Umsatz", orders: "Bestellungen", litres: "Menge" } as const;
type ChartFigure = keyof typeof CHART_FIGURES;

/** Twelve months up to today: the current month and the eleven before. */
function defaultPeriod(today: string) {
  const [y, m] = today.split("-").map(Number);
  const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const sp = new URL(request.url).searchParams;
  const get = (k: string) => sp.get(k)?.trim() || undefined;
  const period = defaultPeriod(context.services.statistics.today());
  const form = {
    from: get("from") ?? period.from,
    to: get("to") ?? period.to,
    countryId: get("countryId") ?? "",
    productId: get("productId") ?? "",
    grouping: get("grouping") ?? "month",
    dimension: get("dimension") ?? "none",
    zip: sp.get("zip") === "1",
    provider: sp.get("provider") === "1",
    chart: (get("chart") && get("chart")! in CHART_FIGURES ? get("chart") : "revenue") as ChartFigure,
  };
  const parsed = statisticRequest.safeParse({
    From: form.from,
    To: form.to,
    CountryId: form.countryId || undefined,
    ProductId: form.productId || undefined,
    Grouping: form.grouping,
    Dimension: form.dimension,
    ZipCode: form.zip,
    IsRatenkaufPayment: form.provider,
  });
  const products = form.countryId ? context.services.statistics.getProducts(Number(form.countryId) || 1) : null;
  if (!parsed.success) return { form, products, stat: null, problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Filter." };
  const stat = await orErrorPage(() => context.services.statistics.getStatistic(parsed.data));
  return { form, products, stat, problem: null };
}

function localeOf(currency: string, countryId: number | null): Locale {
  const chosen = countryId ? localeById(countryId) : undefined;
  if (chosen && chosen.currencyCode === currency) return chosen;
  return currency === "CHF" ? LOCALES.ch : LOCALES.de;
}

/** A calendar day in German ("01.03.2026"); noon UTC keeps it on its day in every European time zone. */
const day = (d: string) => formatDate(`${d}T12:00:00Z`, "shortD", LOCALES.de);

const percent = (v: number | null, l: Locale) => (v === null ? "–" : `${formatNumber(v * 100, "price", l)} %`);

function Change({ current, previous, l }: { current: number | null; previous: number | null; l: Locale }) {
  const c = current === null || previous === null ? null : changePercent(current, previous);
  if (c === null) return <span className="stat-change">ohne Vergleich</span>;
  return (
    <span className={`stat-change ${c > 0 ? "stat-change--up" : c < 0 ? "stat-change--down" : ""}`}>
      {c > 0 ? "+" : ""}
      {formatNumber(c, "price", l)} % zum Vorzeitraum
    </span>
  );
}

/** "12 von 480 Besuchen mit Bestellung": what the conversion was measured on. */
function visitsNote(r: StatRow, l: Locale): string {
  if (r.Sessions === 0) return "Keine Besuche mit Statistik-Einwilligung";
  return `${formatQuantity(r.SessionsWithOrder, l)} von ${formatQuantity(r.Sessions, l)} ${r.Sessions === 1 ? "Besuch" : "Besuchen"} mit Bestellung`;
}

function KeyFigures({ total, previous, l }: { total: StatRow; previous: StatRow | undefined; l: Locale }) {
  const p = previous;
  const items: [string, string, number | null, number | null, string?][] = [
    ["Bestellungen", formatQuantity(total.Orders, l), total.Orders, p?.Orders ?? null],
    ["Menge (l bzw. kg)", formatQuantity(total.Litres, l), total.Litres, p?.Litres ?? null],
    ["Umsatz (brutto)", formatPrice(total.Revenue, l), total.Revenue, p?.Revenue ?? null],
    [
      "Ø Preis je 100 l",
      total.AveragePricePer100 === null ? "–" : formatPrice(total.AveragePricePer100, l),
      total.AveragePricePer100,
      p?.AveragePricePer100 ?? null,
    ],
    // Decision 0043: per consented visit, so the figure says what it was measured on.
    ["Conversion", percent(total.Conversion, l), total.Conversion, p?.Conversion ?? null, visitsNote(total, l)],
  ];
  return (
    <ul className="stat-figures" aria-label={`Kennzahlen ${total.Currency}`}>
      {items.map(([label, value, c, prev, note]) => (
        <li key={label} className="stat-figure" data-figure={label}>
          <span className="stat-figure__label">{label}</span>
          <span className="stat-figure__value">{value}</span>
          {note && <span className="stat-figure__note">{note}</span>}
          <Change current={c} previous={prev} l={l} />
        </li>
      ))}
    </ul>
  );
}

function chartValue(r: StatRow, figure: ChartFigure) {
  return figure === "orders" ? r.Orders : figure === "litres" ? r.Litres : r.Revenue;
}

function Charts({ stat, figure }: { stat: StatisticResponse; figure: ChartFigure }) {
  // Orders and litres add up across currencies; money is drawn per currency.
  const groups = figure === "revenue" ? stat.Total.map((t) => t.Currency) : ["alle"];
  return groups.map((currency) => {
    const pick = (rows: StatRow[]) => {
      const mine = rows.filter((r) => currency === "alle" || r.Currency === currency);
      const keys = [...new Set(mine.map((r) => r.Key))];
      return {
        labels: keys.map((k) => mine.find((r) => r.Key === k)!.Label),
        values: keys.map((k) => mine.filter((r) => r.Key === k).reduce((n, r) => n + chartValue(r, figure), 0)),
      };
    };
    const cur = pick(stat.Series);
    const prev = pick(stat.Previous.Series);
    const l = localeOf(currency, stat.CountryId);
    const format = (v: number) => (figure === "revenue" ? formatPrice(v, l) : formatQuantity(v, l));
    const title = `${CHART_FIGURES[figure]}${currency === "alle" ? "" : ` in ${currency}`} je ${GROUPING_LABELS[stat.Grouping]}`;
    return (
      <section key={currency} aria-label={title}>
        <h2 className="bo-muted">{title}</h2>
        <StatisticsChart
          labels={cur.labels}
          current={{ name: `${day(stat.From)} bis ${day(stat.To)}`, values: cur.values }}
          previous={{ name: `Vorzeitraum ${day(stat.Previous.From)} bis ${day(stat.Previous.To)}`, values: prev.values }}
          format={format}
          summary={`${title}: ${cur.labels.length} Zeitabschnitte, gestrichelt der Vorzeitraum. Die Zahlen stehen in der Tabelle.`}
        />
      </section>
    );
  });
}

function RowsTable({ stat }: { stat: StatisticResponse }) {
  const perCurrency = stat.Total.length > 1;
  // Buckets compare with the bucket at the same place of the period before; dimension values with themselves.
  const previousOf = (r: StatRow) =>
    stat.Dimension === "none" && !stat.ZipCode
      ? stat.Previous.Series.filter((p) => p.Currency === r.Currency)[stat.Series.filter((s) => s.Currency === r.Currency).indexOf(r)]
      : stat.Previous.Rows.find((p) => p.Key === r.Key && p.Currency === r.Currency);
  const heading = stat.ZipCode
    ? "PLZ-Region"
    : stat.Dimension === "none"
      ? GROUPING_LABELS[stat.Grouping]
      : DIMENSION_LABELS[stat.Dimension];
  const line = (r: StatRow, total = false) => {
    const l = localeOf(r.Currency, stat.CountryId);
    const prev = total ? stat.Previous.Total.find((t) => t.Currency === r.Currency) : previousOf(r);
    const Cell = total ? "th" : "td";
    return (
      <tr key={`${r.Currency}-${r.Key}`}>
        <Cell scope={total ? "row" : undefined}>{r.Label}</Cell>
        {perCurrency && <td>{r.Currency}</td>}
        <td className="num">{formatQuantity(r.Orders, l)}</td>
        <td className="num">{formatQuantity(r.Litres, l)}</td>
        <td className="num">{formatPrice(r.Revenue, l)}</td>
        <td className="num">{r.AveragePricePer100 === null ? "–" : formatPrice(r.AveragePricePer100, l)}</td>
        <td className="num" title={visitsNote(r, l)}>
          {percent(r.Conversion, l)}
        </td>
        <td className="num">{prev ? formatPrice(prev.Revenue, l) : "–"}</td>
      </tr>
    );
  };
  return (
    <BoTable
      columns={[
        heading,
        ...(perCurrency ? ["Währung"] : []),
        numeric("Bestellungen"),
        numeric("Menge"),
        numeric("Umsatz"),
        numeric("Ø je 100 l"),
        numeric("Conversion"),
        numeric("Umsatz Vorzeitraum"),
      ]}
      caption={
        <caption className="bo-muted">
          Zeilen je {heading} (ohne Zeilen ohne Bestellungen); Vorzeitraum {day(stat.Previous.From)} bis {day(stat.Previous.To)}
        </caption>
      }
    >
      <tbody>{stat.Rows.filter((r) => r.Orders > 0 || (previousOf(r)?.Orders ?? 0) > 0).map((r) => line(r))}</tbody>
      <tfoot>{stat.Total.map((t) => line(t, true))}</tfoot>
    </BoTable>
  );
}

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { form, products, stat, problem } = loaderData;
  const busy = useNavigation().state === "loading";
  const productOptions = products ?? PRODUCTS.map((p) => ({ Id: p.Id, Name: `${p.DisplayName} (${localeById(p.CountryId)?.iso})` }));
  const empty = stat?.Total.every((t) => t.Orders === 0) && stat.Previous.Total.every((t) => t.Orders === 0);
  return (
    <main>
      <h1>Statistik</h1>
      <p className="bo-lead">
        Bestellungen, Menge, Umsatz und Conversion eines Zeitraums im Vergleich mit dem Zeitraum davor. Ohne abgelehnte, widerrufene und
        stornierte Bestellungen (außer in der Aufteilung nach Status). Die Conversion ist der Anteil der Besuche mit Statistik-Einwilligung,
        in denen bestellt wurde.
      </p>
      <Form method="get" className="bo-filters stat-filters" aria-label="Statistik filtern">
        <label>
          Von
          <input type="date" name="from" defaultValue={form.from} required />
        </label>
        <label>
          Bis
          <input type="date" name="to" defaultValue={form.to} required />
        </label>
        <label>
          Land
          <select name="countryId" defaultValue={form.countryId}>
            <option value="">Alle (je Währung)</option>
            {Object.values(LOCALES).map((l) => (
              <option key={l.countryId} value={l.countryId}>
                {l.countryName}
              </option>
            ))}
          </select>
        </label>
        <FilterSelect
          label="Produkt"
          name="productId"
          defaultValue={form.productId}
          all
          options={productOptions.map((p) => ({ value: p.Id, label: p.Name }))}
        />
        <FilterSelect
          label="Gruppierung"
          name="grouping"
          defaultValue={form.grouping}
          options={Object.entries(GROUPING_LABELS).map(([k, v]) => ({ value: k, label: v }))}
        />
        <FilterSelect
          label="Aufteilung"
          name="dimension"
          defaultValue={form.dimension}
          options={DIMENSIONS.map((d) => ({ value: d, label: DIMENSION_LABELS[d] }))}
        />
        <FilterSelect
          label="Diagramm"
          name="chart"
          defaultValue={form.chart}
          options={Object.entries(CHART_FIGURES).map(([k, v]) => ({ value: k, label: v }))}
        />
        <div className="stat-flags">
          <label>
            <input type="checkbox" name="zip" value="1" defaultChecked={form.zip} /> Je PLZ-Region (erste zwei Ziffern)
          </label>
          <label>
            <input type="checkbox" name="provider" value="1" defaultChecked={form.provider} /> Nur Zahlung über den Finanzierungspartner
          </label>
        </div>
        <FilterActions busy={busy} resetTo="/statistics" />
      </Form>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {stat && empty && (
        <div className="bo-card">
          <h2>Keine Bestellungen</h2>
          <p>
            Von {day(stat.From)} bis {day(stat.To)} und im Vorzeitraum gibt es zu diesen Filtern keine Bestellung. Wählen Sie einen längeren
            Zeitraum oder setzen Sie die Filter zurück.
          </p>
        </div>
      )}
      {stat && !empty && (
        <>
          {stat.Total.map((t) => (
            <section key={t.Currency} aria-label={`Summe ${t.Currency}`}>
              {stat.Total.length > 1 && <h2>{t.Currency}</h2>}
              <KeyFigures
                total={t}
                previous={stat.Previous.Total.find((p) => p.Currency === t.Currency)}
                l={localeOf(t.Currency, stat.CountryId)}
              />
            </section>
          ))}
          <Charts stat={stat} figure={form.chart} />
          <RowsTable stat={stat} />
        </>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
