import type { Route } from "./+types/heating-oil-prices-local-area";
import { formatPrice } from "../../../domain/shared/format.ts";
import { CalculatorBar } from "../../components/calculator-bar/calculator-bar.tsx";
import { LocalPriceView } from "../../components/prices/local-price-view.tsx";
import { PRICE_HINT_SLOT } from "../../components/prices/price-page-view.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";
import { loadLocalPricePage } from "./price-page-loader.ts";
import { PriceWatch } from "../../components/price-alarm/price-watch.tsx";

// The page renders the calculator bar itself, preset to its postcode. The place exists only in this
// country: the country switch leads to the other sites' price overview.
export const handle: PageHandle = {
  calculatorBar: "none",
  otherCountryPath: "/heizoelpreise",
  publicCache: true,
  slots: [PRICE_HINT_SLOT, "preise-oben"],
};

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const p = data.page;
  const price = p.local ? ` – heute Ø ${formatPrice(p.local.Average, data.locale)} je 100 l` : "";
  const where = p.kind === "zip" ? `${p.name} (${p.state.FriendlyName})` : `${p.name}, ${p.state.FriendlyName}`;
  const dealers = p.local ? `${p.local.DealerCount} Händler liefern, ab ${formatPrice(p.local.Cheapest, data.locale)} je 100 l. ` : "";
  return [
    { title: `Heizölpreise ${where}${price} | Heizöl-Marktplatz` },
    {
      name: "description",
      content: `Aktuelle Heizölpreise in ${p.name}: ${dealers}Durchschnittspreis, Preisentwicklung in ${p.state.FriendlyName} und Händler vor Ort vergleichen.`,
    },
  ];
}

/** Spec §2 local price page of a place (`/heizoelpreise/bayern/muenchen`) or postcode (`…/muenchen/80331`). */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadLocalPricePage(context, request, params);
}

export default function HeatingOilPricesLocalArea({ loaderData }: Route.ComponentProps) {
  const zip = loaderData.page.calculatorZip;
  return (
    <>
      <div className="fixed-calculator">
        <div className="container">
          {/* Remount per page, so the postcode follows the page. */}
          <CalculatorBar key={zip} variant="compact" zipCode={zip} />
        </div>
      </div>
      <div className="container">
        <Slot name="preise-oben" />
      </div>
      <LocalPriceView data={loaderData.page} locale={loaderData.locale} range={loaderData.range} links={loaderData.links} />
      {zip && (
        <div className="container">
          <PriceWatch
            zipCode={zip}
            amount={3000}
            productGroupId={1}
            intro={`Wir schreiben Ihnen einmal, sobald 3.000 Liter Heizöl nach ${zip} Ihren Wunschpreis erreichen – die Menge ändern Sie danach jederzeit.`}
          />
        </div>
      )}
    </>
  );
}
