import { Link } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatNumber, formatPrice } from "../../../domain/shared/format.ts";
import { dealerRatingText } from "../../../domain/site/review-quality.ts";
import type { ChartRange } from "../../../domain/prices/price-statistics.ts";
import type { LocalPricePageData } from "../../../domain/prices/local-price-page.types.ts";
import { useRootData } from "../../root.tsx";
import { AmountPriceTable } from "./amount-price-table.tsx";
import { CrossLinks } from "./cross-links.tsx";
import { PriceChart } from "./price-chart.tsx";
import { PRICE_HINT_SLOT } from "./price-page-view.tsx";
import { Slot } from "../slots/slot.tsx";
import { DEFAULT_AMOUNT } from "../../../domain/shared/spec-constants.ts";
import { NO_DEALERS_LISTED } from "../../../domain/shared/texts.ts";
import { JsonLd } from "../json-ld.tsx";

const DEALERS_SHOWN = 20;

/** Spec §2 local price page of a place or a postcode area. */
export function LocalPriceView({
  data,
  locale,
  range,
  links,
}: {
  data: LocalPricePageData;
  locale: Locale;
  range: ChartRange;
  links: { Title: string; Link: string }[];
}) {
  const root = useRootData();
  const { state, place, local, trend } = data;
  const path = data.zipCode ? `${place.Link}/${data.zipCode}` : place.Link;
  const offersLink = `/heizoel/angebotsliste?zipCode=${data.calculatorZip}&amount=${DEFAULT_AMOUNT}`;
  const reference = `${formatNumber(DEFAULT_AMOUNT, "quantity", locale)} l`;
  const crumbs = [
    { name: "Heizölpreise", path: "/heizoelpreise" },
    { name: state.FriendlyName, path: `/heizoelpreise/${state.Name}` },
    { name: place.Name, path: place.Link },
    ...(data.zipCode ? [{ name: data.zipCode, path }] : []),
  ];
  const origin = root ? root.countryOrigins[locale.code] : "";
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
  return (
    <main className="container price-page local-page">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <Link to="/">Startseite</Link>
        {crumbs.map((c, i) => (
          <span key={c.path}>
            {" › "}
            {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
          </span>
        ))}
      </nav>
      <h1>Heizölpreise in {data.name}</h1>

      <section className="price-today" aria-labelledby="today-title">
        <h2 id="today-title" className="visually-hidden">
          Heizölpreis heute in {data.name}
        </h2>
        {local ? (
          <>
            <p className="price-today__value" data-testid="local-average-price">
              {formatPrice(local.Average, locale)} <span>je 100 l im Durchschnitt</span>
            </p>
            <p className="local-today__facts">
              <span>
                Günstigster Händler: <strong data-testid="local-cheapest-price">{formatPrice(local.Cheapest, locale)}</strong>
              </span>
              <span>
                {local.DealerCount} {local.DealerCount === 1 ? "Händler liefert" : "Händler liefern"} nach {data.name}
              </span>
              {local.DifferenceToState !== null && (
                <span>
                  {local.DifferenceToState === 0
                    ? `so teuer wie im Durchschnitt in ${state.FriendlyName}`
                    : `${formatNumber(Math.abs(local.DifferenceToState), "oneDigit", locale)} % ${local.DifferenceToState < 0 ? "günstiger" : "teurer"} als im Durchschnitt in ${state.FriendlyName}`}
                </span>
              )}
            </p>
          </>
        ) : (
          <p className="notice">Derzeit liefert hier kein Händler dieses Marktplatzes.</p>
        )}
        {trend && (
          <p className={`price-today__change ${trend.Change > 0 ? "is-up" : trend.Change < 0 ? "is-down" : ""}`} data-testid="local-trend">
            Tendenz in {state.FriendlyName}: {trend.Change > 0 ? "▲" : trend.Change < 0 ? "▼" : "■"}{" "}
            {formatNumber(trend.Change, "price", locale)} % zum Vortag
          </p>
        )}
        <p className="hint">
          Angebote der Händler bei {reference} mit Standardlieferung, inkl. MwSt., Stand {formatDate(data.today, "shortD", locale)}
        </p>
        <p className="local-today__cta">
          <Link to={offersLink} className="button button--primary">
            Angebote für {data.calculatorZip} vergleichen
          </Link>
        </p>
      </section>

      <section aria-labelledby="chart-title">
        <h2 id="chart-title">Preisentwicklung in {state.FriendlyName}</h2>
        <PriceChart series={data.chart} range={range} locale={locale} basePath={path} />
      </section>
      <Slot name={PRICE_HINT_SLOT} />

      <div className="price-grid">
        <section aria-labelledby="range-title" className="panel">
          <h2 id="range-title">{data.rangeLocal.Header}</h2>
          {data.rangeLocal.Result.length === 0 ? (
            <p className="notice">Für diesen Ort liegen heute keine Angebote vor.</p>
          ) : (
            <table className="price-table" data-testid="local-range-rows">
              <caption className="visually-hidden">Stand {formatDate(data.rangeLocal.Result[0].DateTime, "shortD", locale)}</caption>
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
          )}
        </section>
        <section aria-labelledby="amount-title" className="panel">
          <h2 id="amount-title">Günstigster Heizölpreis nach Menge</h2>
          <AmountPriceTable rows={data.byAmount} locale={locale} />
        </section>
      </div>

      <section aria-labelledby="dealers-title" className="local-dealers">
        <h2 id="dealers-title">Heizölhändler, die nach {data.name} liefern</h2>
        {data.dealers.length === 0 ? (
          <p className="notice">{NO_DEALERS_LISTED}</p>
        ) : (
          <ol className="dealer-list" data-testid="local-dealers">
            {data.dealers.slice(0, DEALERS_SHOWN).map((d) => (
              <li key={d.DealerId} className="panel">
                <h3>
                  <Link to={d.Link}>{d.Name}</Link>
                </h3>
                <p className="offer__rating">
                  {d.ReviewCount > 0 ? "★ " : ""}
                  {dealerRatingText(d, locale)} · Standort {d.ZipCode} {d.City}
                </p>
                <p className="local-dealer__price">
                  <strong>{formatPrice(d.UnitPrice, locale)}</strong> je 100 l · {formatPrice(d.TotalPrice, locale)} für {reference}
                </p>
              </li>
            ))}
          </ol>
        )}
        {data.dealers.length > DEALERS_SHOWN && (
          <p>
            {data.zipCode ? (
              <Link to={`/heizoelhaendler/${state.Name}/${data.zipCode}`}>
                Alle {data.dealers.length} Händler für {data.zipCode} ansehen
              </Link>
            ) : (
              <Link to={`/heizoelhaendler/${state.Name}`}>Alle Heizölhändler in {state.FriendlyName} ansehen</Link>
            )}
          </p>
        )}
        <p className="demo-note">Demo-Daten: Die Händler und Preise dieses Marktplatzes sind erfundene Beispieldaten.</p>
      </section>

      {data.zips.length > 0 && (
        <nav aria-labelledby="zips-title" className="local-links">
          <h2 id="zips-title">Postleitzahlen in {place.Name}</h2>
          <ul className="state-list" data-testid="place-zips">
            {data.zips.map((z) => (
              <li key={z.Zip}>
                <Link to={z.Link}>{z.Zip}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.otherPlaces.length > 0 && (
        <nav aria-labelledby="other-places-title" className="local-links">
          <h2 id="other-places-title">Weitere Orte mit der Postleitzahl {data.zipCode}</h2>
          <ul className="state-list">
            {data.otherPlaces.map((p) => (
              <li key={p.Link}>
                <Link to={p.Link}>{p.Name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.nearbyZips.length > 0 && (
        <nav aria-labelledby="nearby-zips-title" className="local-links">
          <h2 id="nearby-zips-title">Postleitzahlen in der Nähe</h2>
          <ul className="state-list">
            {data.nearbyZips.map((z) => (
              <li key={z.Zip}>
                <Link to={z.Link}>
                  {z.Zip} {z.Place}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.nearbyPlaces.length > 0 && (
        <nav aria-labelledby="nearby-title" className="local-links">
          <h2 id="nearby-title">Heizölpreise in der Nähe</h2>
          <ul className="state-list" data-testid="nearby-places">
            {data.nearbyPlaces.map((p) => (
              <li key={p.Link}>
                <Link to={p.Link}>{p.Name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CrossLinks links={links} />

      <section aria-labelledby="faq-title" className="faq">
        <h2 id="faq-title">Häufige Fragen zum Heizölpreis in {data.name}</h2>
        {local && (
          <details open>
            <summary>Was kostet Heizöl heute in {data.name}?</summary>
            <p>
              Im Durchschnitt {formatPrice(local.Average, locale)} je 100 l bei {reference}. Der günstigste von {local.DealerCount} Händlern
              verlangt {formatPrice(local.Cheapest, locale)}, der teuerste {formatPrice(local.Dearest, locale)} je 100 l.
            </p>
          </details>
        )}
        {trend && (
          <>
            <details>
              <summary>Wann war Heizöl in {state.FriendlyName} in den letzten drei Jahren am teuersten?</summary>
              <p>
                Am {formatDate(trend.High3Y.day, "shortD", locale)} mit durchschnittlich {formatPrice(trend.High3Y.price, locale)} je 100 l.
              </p>
            </details>
            <details>
              <summary>Wann war Heizöl in {state.FriendlyName} in den letzten drei Jahren am günstigsten?</summary>
              <p>
                Am {formatDate(trend.Low3Y.day, "shortD", locale)} mit durchschnittlich {formatPrice(trend.Low3Y.price, locale)} je 100 l.
              </p>
            </details>
          </>
        )}
        <details>
          <summary>Warum unterscheiden sich die Preise der Händler?</summary>
          <p>
            Jeder Händler kalkuliert mit eigenen Einkaufspreisen, Anfahrtswegen und Zuschlägen. Die Menge zählt mit: Je mehr Sie bestellen,
            desto weniger kostet der Liter. Vergleichen lohnt sich deshalb bei jeder Bestellung.
          </p>
        </details>
      </section>
      <JsonLd data={jsonLd} nonce={root?.nonce} />
    </main>
  );
}
