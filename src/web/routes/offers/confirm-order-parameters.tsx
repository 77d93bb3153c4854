import { Link } from "react-router";
import type { Route } from "./+types/confirm-order-parameters";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { writeCalculatorQuery } from "../../../domain/calculator/calculator-config.ts";
import { optionById } from "../../../domain/calculator/calculator-options.ts";
import { offerPaymentNotice, payerOf, paymentTerms } from "../../../domain/orders/checkout-payment.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { OfferCard } from "../../components/offers/offer-card.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { offerConfigFromRequest, userMessage } from "./offer-config.ts";
import { INSTALLMENT_OPTION_ID } from "../../../domain/shared/spec-constants.ts";

export const handle: PageHandle = { calculatorBar: "none" };

export function meta() {
  return [{ title: "Bestellparameter bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { country, services, user } = context;
  const { group, config } = offerConfigFromRequest(params.productGroup, request, country);
  const url = new URL(request.url);
  const dealerId = Number(url.searchParams.get("dealerId"));
  const branchId = url.searchParams.get("branchId") ? Number(url.searchParams.get("branchId")) : undefined;
  let result: Awaited<ReturnType<typeof services.calculator.calculateDealerOffer>> | null = null;
  let error: string | null = null;
  if (!Number.isInteger(dealerId) || dealerId <= 0) error = "Bitte wählen Sie zuerst ein Angebot aus der Angebotsliste.";
  else {
    try {
      result = await services.calculator.calculateDealerOffer({ ...config, DealerId: dealerId, BranchId: branchId });
    } catch (err) {
      error = userMessage(err);
    }
  }
  const place = config.ZipCode ? await services.location.placeOfZip(country.countryId, config.ZipCode) : null;
  return {
    locale: country,
    group: group.urlName,
    groupName: group.name,
    config,
    result,
    error,
    place,
    dealerId,
    branchId,
    payer: payerOf(user),
  };
}

export default function ConfirmOrderParameters({ loaderData }: Route.ComponentProps) {
  const { locale, group, config, result, error, place, dealerId, branchId, payer } = loaderData;
  const rules = amountRules(config.ProductGroupId);
  const query = writeCalculatorQuery(config);
  const product = productById(config.Product.Id);
  const rows: [string, string][] = [
    ["Lieferadresse", `${config.ZipCode}${place ? ` ${place}` : ""}`],
    ["Produkt", `${product?.DisplayName ?? ""}${config.Product.ClimateNeutral ? " – klimaneutral" : ""}`],
    ["Menge", `${formatQuantity(config.Amount, locale)} ${rules.unitLabel}`],
    ["Lieferstellen", String(config.Stations)],
    ...config.Parameters.map((p): [string, string] => {
      const o = optionById(p.Id);
      const label = {
        Delivery: "Lieferung",
        Payment: "Zahlung",
        Installment: "Zahlung",
        WalletPayment: "Zahlung",
        DesiredDate: "Liefertermin",
        TruckSize: "Tankwagen",
        HoseLength: "Schlauch",
        BlowInHoseLength: "Einblasschlauch",
      }[o?.GroupKey ?? "Delivery"];
      // A known payer sees what they will pay with (a guest's invoice goes through the provider, decision 0015).
      const terms =
        payer !== "unknown" && p.Id > 0 && ["Payment", "Installment", "WalletPayment"].includes(o?.GroupKey ?? "")
          ? paymentTerms(p.Id, payer)
          : null;
      let value = terms?.label ?? o?.DisplayName ?? String(p.Id);
      if (p.Id === INSTALLMENT_OPTION_ID && p.Modifier) value += ` (${p.Modifier} Monate)`;
      if (p.DesiredDate) value += ` am ${formatDate(p.DesiredDate, "shortD", locale)}`;
      return [label, value];
    }),
    ["Termin Plus", config.AppointmentPlus ? "ja" : "nein"],
  ];
  const offer = result?.Items[0];
  return (
    <main className="container confirm-page">
      <h1>Bestellparameter bestätigen</h1>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-grid">
        <section aria-labelledby="params-title" className="panel">
          <h2 id="params-title">Ihre Angaben</h2>
          <dl className="param-list">
            {rows.map(([k, v], i) => (
              <div key={`${k}-${i}`}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          <Link to={`/${group}/angebotsliste?${query}`} className="button button--secondary">
            Angaben ändern
          </Link>
        </section>
        {offer && (
          <section aria-labelledby="offer-title">
            <h2 id="offer-title">Ihr Angebot</h2>
            <OfferCard
              offer={offer}
              rank={1}
              showRank={false}
              paymentNote={offerPaymentNotice(config.Parameters, offer.DefaultPaymentId, payer)}
              orderLabel="Weiter zur Bestellung"
              locale={locale}
              basisLabel={rules.basisLabel}
              orderHref={`/${group}/bestellung?${query}&dealerId=${dealerId}${branchId ? `&branchId=${branchId}` : ""}`}
            />
            <p className="confirm-total">
              Gesamtpreis inkl. MwSt.: <strong>{formatPrice(offer.TotalPrice, locale)}</strong>
            </p>
            <p className="hint">Alle Zuschläge sind enthalten. Der Preis gilt für die Bestellung mit den oben genannten Angaben.</p>
          </section>
        )}
      </div>
    </main>
  );
}
