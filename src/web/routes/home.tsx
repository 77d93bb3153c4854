import { Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/home";
import { formatQuantity } from "../../domain/shared/format.ts";
import { CalculatorBar } from "../components/calculator-bar/calculator-bar.tsx";
import { Slot } from "../components/slots/slot.tsx";
import { StateMap } from "../components/state-map/state-map.tsx";
import type { PageHandle } from "../layouts/page-handle.ts";

// The lead and the first-order hint are site texts of the CMS (decision 0067); the price banner under the
// calculator and an advert between the sections are adverts (decision 0068).
export const handle: PageHandle = {
  calculatorBar: "hero",
  publicCache: true,
  slots: ["start-einleitung", "start-erstbestellung", "startseite-preise", "startseite-mitte"],
};

export function meta({ data }: Route.MetaArgs) {
  const where = data?.locale.countryNameWithArticle ?? "";
  return [
    { title: `Heizölpreise vergleichen und günstig bestellen ${where} | Heizöl-Marktplatz` },
    {
      name: "description",
      content: `Postleitzahl und Menge eingeben, Angebote regionaler Händler ${where} vergleichen und direkt bestellen: Heizöl, Diesel, Holzpellets und AdBlue.`,
    },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { country, services } = context;
  const region = new URL(request.url).searchParams.get("region");
  const [states, selected, news] = await Promise.all([
    services.location.listCountryStates(country.countryId),
    region ? services.location.listPlacesOfState(country.countryId, region) : Promise.resolve(null),
    // Spec §8/§9: page 1 with 2 items, the newest shown and the second as fallback; news never breaks the page.
    services.news.listNews(country.countryId, 1, 2).catch(() => ({ Items: [] })),
  ]);
  return { locale: country, states, selected, newsTeaser: news.Items[0] ?? news.Items[1] ?? null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, states, selected, newsTeaser } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const zipFromUrl = new URLSearchParams(location.search).get("zipCode") ?? "";
  const regionWord = locale.code === "ch" ? "Kanton" : "Bundesland";
  return (
    <main>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">Heizöl günstig kaufen – Preise regionaler Händler vergleichen</h1>
          <div className="hero__lead">
            <Slot name="start-einleitung" />
          </div>
          {/* Remount when a place link sets the postcode, so the bar starts from the new URL. */}
          <CalculatorBar key={zipFromUrl} variant="hero" />
          <div className="hero__assistant">
            <Slot name="start-erstbestellung" />
          </div>
          <Slot name="startseite-preise" />
        </div>
      </section>

      <div className="container">
        <Slot name="startseite-mitte" />
      </div>

      <section className="container steps" aria-labelledby="steps-title">
        <h2 id="steps-title">So einfach geht's</h2>
        <ol className="steps__list">
          <li>
            <strong>Postleitzahl und Menge eingeben</strong>
            <span>Wir zeigen Ihnen die Händler, die an Ihre Adresse liefern.</span>
          </li>
          <li>
            <strong>Angebote vergleichen</strong>
            <span>Alle Preise inklusive Mehrwertsteuer und aller Zuschläge.</span>
          </li>
          <li>
            <strong>Bequem bestellen</strong>
            <span>Auf Rechnung, per Lastschrift oder in Monatsraten.</span>
          </li>
        </ol>
      </section>

      {newsTeaser && (
        <section className="container home-news" aria-labelledby="news-title">
          <h2 id="news-title">Aktuelles</h2>
          <article className="panel">
            <h3>
              <Link to={`/news/artikel/${newsTeaser.Slug}`}>{newsTeaser.Title}</Link>
            </h3>
            <p>{newsTeaser.Teaser}</p>
            <Link to="/news">Alle News</Link>
          </article>
        </section>
      )}

      <section className="container regions" aria-labelledby="regions-title">
        <h2 id="regions-title">Heizöl in Ihrer Region</h2>
        <div className="regions__grid">
          <StateMap
            countryCode={locale.code}
            states={states}
            selectedId={selected?.state.Id ?? null}
            onSelect={(s) => navigate(`/?region=${encodeURIComponent(s.Name)}`, { preventScrollReset: true, replace: true })}
          />
          <div className="regions__detail">
            {selected ? (
              <>
                <h3>{selected.state.FriendlyName}</h3>
                <p>
                  <Link to={`/heizoelpreise/${selected.state.Name}`}>Heizölpreise in {selected.state.FriendlyName} ansehen</Link>
                </p>
                <p>Wählen Sie Ihren Ort, um die Postleitzahl in den Preisrechner zu übernehmen:</p>
                <ul className="place-list">
                  {selected.places.map((p) => (
                    <li key={p.place}>
                      <Link to={`/?region=${encodeURIComponent(selected.state.Name)}&zipCode=${p.zip}`} preventScrollReset={false}>
                        {p.place} <span className="place-list__zip">{p.zip}</span>
                      </Link>
                      <span className="place-list__count">
                        {formatQuantity(p.zipCount, locale)} {p.zipCount === 1 ? "PLZ" : "PLZ-Bereiche"}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                <h3>Wählen Sie Ihr {regionWord}</h3>
                <p>Klicken Sie auf die Karte oder wählen Sie aus der Liste, um die größten Orte mit ihren Postleitzahlen zu sehen.</p>
              </>
            )}
            <nav aria-label={`${regionWord} wählen`}>
              <ul className="state-list">
                {states.map((s) => (
                  <li key={s.Id}>
                    <Link
                      to={`/?region=${encodeURIComponent(s.Name)}`}
                      preventScrollReset
                      replace
                      aria-current={selected?.state.Id === s.Id ? "true" : undefined}
                    >
                      {s.FriendlyName}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </section>
    </main>
  );
}
