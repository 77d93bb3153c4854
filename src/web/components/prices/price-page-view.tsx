import { Link, useNavigate } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatNumber, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { ChartRange } from "../../../domain/prices/price-statistics.ts";
import type { PriceFactors, PricePageData } from "../../../domain/prices/price-page.types.ts";
import { FACTOR_TREND_TEXT } from "../../../domain/prices/factor-dating.ts";
import { StateMap } from "../state-map/state-map.tsx";
import { AmountPriceTable } from "./amount-price-table.tsx";
import { CrossLinks } from "./cross-links.tsx";
import { PriceChart } from "./price-chart.tsx";
import { Slot } from "../slots/slot.tsx";

/** The price pages' hint box, a site text of the CMS (decision 0067); the routes name it in their handle. */
export const PRICE_HINT_SLOT = "preise-hinweis";
import { LocalPageSearch } from "./local-page-search.tsx";
import { DEFAULT_AMOUNT } from "../../../domain/shared/spec-constants.ts";

export function PricePageView({
  data,
  factors,
  locale,
  range,
  links,
}: {
  links: { Title: string; Link: string }[];
  data: PricePageData;
  factors: PriceFactors;
  locale: Locale;
  range: ChartRange;
}) {
  const navigate = useNavigate();
  const where = data.state ? `in ${data.state.FriendlyName}` : locale.countryNameWithArticle;
  const s = data.summary;
  const basePath = data.state ? `/heizoelpreise/${data.state.Name}` : "/heizoelpreise";
  const regionWord = locale.code === "ch" ? "Kanton" : "Bundesland";
  return (
    <main className="container price-page">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <Link to="/">Startseite</Link> › {data.state ? <Link to="/heizoelpreise">Heizölpreise</Link> : <span>Heizölpreise</span>}
        {data.state && (
          <>
            {" "}
            › <span>{data.state.FriendlyName}</span>
          </>
        )}
      </nav>
      <h1>Heizölpreise {where}</h1>
      {data.average && (
        <section className="price-today" aria-labelledby="today-title">
          <h2 id="today-title" className="visually-hidden">
            Aktueller Durchschnittspreis
          </h2>
          <p className="price-today__value" data-testid="average-price">
            {formatPrice(data.average.Price, locale)} <span>je 100 l</span>
          </p>
          {s && (
            <p className={`price-today__change ${s.change > 0 ? "is-up" : s.change < 0 ? "is-down" : ""}`}>
              {s.change > 0 ? "▲" : s.change < 0 ? "▼" : "■"} {formatNumber(s.change, "price", locale)} % zum Vortag
            </p>
          )}
          <p className="hint">
            Durchschnitt der {formatQuantity(data.average.DealerCount, locale)} Händler {where} bei {formatQuantity(DEFAULT_AMOUNT, locale)}{" "}
            l inkl. MwSt., Stand {formatDate(`${data.average.Day}T12:00:00Z`, "shortD", locale)}
          </p>
        </section>
      )}
      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Preisentwicklung</h2>
        <PriceChart series={data.chart} range={range} locale={locale} basePath={basePath} />
      </section>
      <Slot name={PRICE_HINT_SLOT} />
      <div className="price-grid">
        <section aria-labelledby="factors-title" className="panel">
          <h2 id="factors-title">Was den Preis bewegt</h2>
          <ul className="factors">
            {factors.Factors.map((f) => (
              <li key={f.Id} data-factor={f.Id} data-current={f.IsCurrent}>
                <span className="factors__name">{f.Name}</span>
                <span className="factors__value">
                  {formatNumber(f.Value, f.Decimals === 4 ? "exchangeRate" : "price", locale)} {f.Unit}
                </span>
                {/* Decision 0044: every value dated; a trend only while the value belongs to its period. */}
                <span className="factors__date">Stand {formatDate(`${f.TimeStamp}T12:00:00Z`, "shortD", locale)}</span>
                {f.Change !== null ? (
                  <span className={`factors__change ${f.Change === 0 ? "" : f.Change > 0 === f.GrowthPositive ? "is-good" : "is-bad"}`}>
                    {f.Change > 0 ? "+" : ""}
                    {formatNumber(f.Change, "price", locale)} % ({FACTOR_TREND_TEXT[f.Period]})
                  </span>
                ) : (
                  <span className="factors__change factors__change--stale">keine neueren Daten</span>
                )}
              </li>
            ))}
          </ul>
          <p className="hint">{factors.Note}</p>
        </section>
        <section aria-labelledby="range-title" className="panel">
          <h2 id="range-title">{data.rangeLocal.Header}</h2>
          <table className="price-table">
            <tbody>
              {data.rangeLocal.Result.map((r) => (
                <tr key={r.GroupTitle}>
                  <th scope="row">
                    <Link to={r.Link}>{r.GroupTitle}</Link>
                  </th>
                  <td>{formatPrice(r.Price, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Günstigster Heizölpreis nach Menge {where}</h3>
          <AmountPriceTable rows={data.byAmount} locale={locale} />
        </section>
      </div>
      <section aria-labelledby="map-title" className="regions">
        <h2 id="map-title">Heizölpreise nach {regionWord}</h2>
        <div className="regions__grid">
          <StateMap
            countryCode={locale.code}
            states={data.states}
            selectedId={data.state?.Id ?? null}
            onSelect={(st) => navigate(`/heizoelpreise/${st.Name}`)}
          />
          <ul className="state-list">
            {data.states.map((st) => (
              <li key={st.Id}>
                <Link to={`/heizoelpreise/${st.Name}`} aria-current={data.state?.Id === st.Id ? "true" : undefined}>
                  {st.FriendlyName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="places-title" className="local-places">
        <h2 id="places-title">{data.state ? `Heizölpreise in Orten in ${data.state.FriendlyName}` : "Heizölpreise in Ihrem Ort"}</h2>
        <LocalPageSearch locale={locale} />
        {data.places.length > 0 && (
          <ul className="place-list" data-testid="state-places">
            {data.places.map((p) => (
              <li key={p.Link}>
                <Link to={p.Link}>{p.Name}</Link>
                <span className="place-list__count">
                  {formatNumber(p.ZipCount, "quantity", locale)} {p.ZipCount === 1 ? "Postleitzahl" : "Postleitzahlen"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CrossLinks links={links} />
      {data.faq.high3YDate && data.faq.low3YDate && (
        <section aria-labelledby="faq-title" className="faq">
          <h2 id="faq-title">Häufige Fragen zum Heizölpreis {where}</h2>
          <details open>
            <summary>Wann war Heizöl in den letzten drei Jahren am teuersten?</summary>
            <p>
              Am {formatDate(data.faq.high3YDate, "shortD", locale)} mit durchschnittlich {formatPrice(data.faq.high3YPrice!, locale)} je
              100 l.
            </p>
          </details>
          <details open>
            <summary>Wann war Heizöl in den letzten drei Jahren am günstigsten?</summary>
            <p>
              Am {formatDate(data.faq.low3YDate, "shortD", locale)} mit durchschnittlich {formatPrice(data.faq.low3YPrice!, locale)} je 100
              l.
            </p>
          </details>
          <details>
            <summary>Wie setzt sich der Heizölpreis zusammen?</summary>
            <p>
              Aus dem Rohölpreis in {locale.code === "ch" ? "Franken" : "Euro"}, den Kosten für Verarbeitung und Transport, der Marge des
              Händlers, der Energiesteuer, dem CO₂-Preis und der Mehrwertsteuer. Kleine Mengen kosten je 100 l mehr als große.
            </p>
          </details>
        </section>
      )}
    </main>
  );
}
