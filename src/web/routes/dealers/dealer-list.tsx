import { dealerRatingText } from "../../../domain/site/review-quality.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/dealer-list";
import { digitsOnly } from "../../../domain/calculator/calculator-validation.ts";
import { NO_DEALERS_LISTED } from "../../../domain/shared/texts.ts";
import { asErrorPage } from "../../lib/page.server.ts";

// States, postcodes and dealers differ per country: the country switch leads to the other directory.
export const handle: PageHandle = { otherCountryPath: "/heizoelhaendler", publicCache: true };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const where = data.zipCode ? `für ${data.zipCode}` : `in ${data.state.FriendlyName}`;
  return [
    { title: `Heizölhändler ${where} | Heizöl-Marktplatz` },
    { name: "description", content: `${data.dealers.length} Heizölhändler ${where}: Bewertungen, Standorte und Liefergebiete.` },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const dir = await context.services.dealers.dealerDirectory(context.country.countryId, params.stateName, params.zipCode);
    return { locale: context.country, ...dir };
  } catch (err) {
    return asErrorPage(err);
  }
}

export default function DealerList({ loaderData }: Route.ComponentProps) {
  const { locale, state, zipCode, dealers } = loaderData;
  const [zip, setZip] = useState(zipCode ?? "");
  const navigate = useNavigate();
  return (
    <main className="container directory">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <Link to="/heizoelhaendler">Heizölhändler</Link> › <Link to={`/heizoelhaendler/${state.Name}`}>{state.FriendlyName}</Link>
        {zipCode && <> › {zipCode}</>}
      </nav>
      <h1>{zipCode ? `Heizölhändler, die an ${zipCode} liefern` : `Heizölhändler in ${state.FriendlyName}`}</h1>
      <form
        className="directory__search"
        onSubmit={(e) => {
          e.preventDefault();
          if (zip) navigate(`/heizoelhaendler/${state.Name}/${zip}`);
        }}
      >
        <label htmlFor="dealer-zip">Händler für meine Postleitzahl</label>
        <input
          id="dealer-zip"
          inputMode="numeric"
          maxLength={locale.zipLength}
          value={zip}
          onChange={(e) => setZip(digitsOnly(e.target.value))}
        />
        <button type="submit" className="button button--secondary">
          Suchen
        </button>
      </form>
      {dealers.length === 0 ? (
        <p className="notice">{NO_DEALERS_LISTED}</p>
      ) : (
        <ul className="dealer-list">
          {dealers.map((d) => (
            <li key={d.DealerId} className="panel">
              <h2>
                <Link to={`/heizoelhaendler/${state.Name}/${zipCode ?? d.Branches[0].ZipCode}/${d.DealerId}`}>{d.Name}</Link>
              </h2>
              <p className="offer__rating">
                {d.ReviewCount > 0 ? "★ " : ""}
                {dealerRatingText(d, locale)}
              </p>
              <p className="hint">
                {d.Branches.length === 1 ? "Standort" : "Standorte"}: {d.Branches.map((b) => `${b.ZipCode} ${b.City}`).join(", ")}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="demo-note">Demo-Daten: Die Händler dieses Marktplatzes sind erfundene Beispieldaten.</p>
    </main>
  );
}
