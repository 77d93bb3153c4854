import { dealerRatingText } from "../../../domain/site/review-quality.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Link } from "react-router";
import type { Route } from "./+types/dealer-page";
import { PAYMENT_LABELS, leadTimeText } from "../../components/offers/labels.ts";
import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { data as httpData } from "react-router";
import { useRootData } from "../../root.tsx";
import { DEFAULT_AMOUNT } from "../../../domain/shared/spec-constants.ts";
import { deliveryAreaText } from "../../../domain/dealers/delivery-area-text.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { asErrorPage } from "../../lib/page.server.ts";

// States, postcodes and dealers differ per country: the country switch leads to the other directory.
export const handle: PageHandle = { otherCountryPath: "/heizoelhaendler", publicCache: true };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.dealer.Name} – Heizölhändler | Heizöl-Marktplatz` },
    { name: "description", content: `${data.dealer.Name}: Bewertung ${data.dealer.Rating}, Standorte, Liefergebiete und Produkte.` },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const dealerId = parseIdText(params.dealerId);
  if (dealerId === null) throw httpData(null, { status: 404 });
  try {
    const dealer = await context.services.dealers.dealerDetails(context.country.countryId, dealerId);
    const state = (await context.services.location.listCountryStates(context.country.countryId)).find((st) => st.Name === params.stateName);
    if (!state) throw httpData(null, { status: 404 });
    const branchId = "branchId" in params && params.branchId ? parseIdText(params.branchId) : null;
    if ("branchId" in params && params.branchId && branchId === null) throw httpData(null, { status: 404 });
    if (branchId !== null && !dealer.Branches.some((b) => b.Id === branchId)) throw httpData(null, { status: 404 });
    return {
      locale: context.country,
      dealer,
      branchId,
      stateName: params.stateName,
      stateLabel: state.FriendlyName,
      zipCode: params.zipCode,
    };
  } catch (err) {
    return asErrorPage(err);
  }
}

export default function DealerPage({ loaderData }: Route.ComponentProps) {
  const { dealer, branchId, stateName, stateLabel, zipCode, locale } = loaderData;
  const nonce = useRootData()?.nonce;
  const shown = branchId ? dealer.Branches.filter((b) => b.Id === branchId) : dealer.Branches;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: dealer.Name,
    // Without a rating there is nothing to aggregate (schema.org wants at least one review).
    ...(dealer.ReviewCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: dealer.Rating, reviewCount: dealer.ReviewCount } }
      : {}),
    address: shown.map((b) => ({
      "@type": "PostalAddress",
      streetAddress: b.Street,
      postalCode: b.ZipCode,
      addressLocality: b.City,
      addressCountry: locale.iso,
    })),
  };
  return (
    <main className="container directory">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <Link to="/heizoelhaendler">Heizölhändler</Link> › <Link to={`/heizoelhaendler/${stateName}`}>{stateLabel}</Link> ›{" "}
        <Link to={`/heizoelhaendler/${stateName}/${zipCode}`}>{zipCode}</Link> › {dealer.Name}
      </nav>
      <h1>{dealer.Name}</h1>
      <p className="offer__rating">
        {dealer.ReviewCount > 0 ? "★ " : ""}
        {dealerRatingText(dealer, locale, { outOfFive: true })}
      </p>
      {shown.map((b) => (
        <section key={b.Id} className="panel dealer-branch" aria-label={b.Name}>
          <h2>
            {b.ZipCode} {b.City}
          </h2>
          <p>
            {b.Street}, {b.ZipCode} {b.City}
          </p>
          <p className="hint">
            {leadTimeText(b.LeadTimeDays)}
            {b.Express24 ? " · Express 24 h möglich" : b.Express48 ? " · Express 48 h möglich" : ""}
          </p>
          <p className="hint">Zahlung: {b.Payments.map((p) => PAYMENT_LABELS[p as PaymentKind] ?? p).join(", ")}</p>
          <p className="hint">{deliveryAreaText(b)}</p>
          <ul className="tags">
            {b.Products.map((p) => (
              <li key={p.Id} className="tag">
                {p.DisplayName}
              </li>
            ))}
          </ul>
          <Link className="button button--primary" to={`/heizoel/angebotsliste?zipCode=${b.ZipCode}&amount=${DEFAULT_AMOUNT}`}>
            Preise für {b.ZipCode} vergleichen
          </Link>
        </section>
      ))}
      <JsonLd data={jsonLd} nonce={nonce} />
      <p className="demo-note">Demo-Daten: Dieser Händler ist ein erfundenes Beispiel.</p>
    </main>
  );
}
