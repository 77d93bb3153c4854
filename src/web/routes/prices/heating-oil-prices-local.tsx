import type { Route } from "./+types/heating-oil-prices-local";
import { formatPrice } from "../../../domain/shared/format.ts";
import { PRICE_HINT_SLOT, PricePageView } from "../../components/prices/price-page-view.tsx";
import { localPageSearchAction } from "./local-page-search.server.ts";
import { loadPricePage } from "./price-page-loader.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";

// A state exists only in its country: the country switch leads to the other sites' price overview.
export const handle: PageHandle = { otherCountryPath: "/heizoelpreise", publicCache: true, slots: [PRICE_HINT_SLOT, "preise-oben"] };

export function meta({ data }: Route.MetaArgs) {
  if (!data?.page.state) return [];
  const name = data.page.state.FriendlyName;
  const price = data.page.average ? ` – heute ${formatPrice(data.page.average.Price, data.locale)} je 100 l` : "";
  return [
    { title: `Heizölpreise ${name}${price} | Heizöl-Marktplatz` },
    {
      name: "description",
      content: `Heizölpreise in ${name}: aktueller Durchschnittspreis, Preisentwicklung und Händler, die in ${name} liefern.`,
    },
  ];
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadPricePage(context, request, params.stateName);
}

/** The postcode search of the page (decision 0061). */
export function action({ context, request }: Route.ActionArgs) {
  return localPageSearchAction(request, context);
}

export default function HeatingOilPricesLocal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="container">
        <Slot name="preise-oben" />
      </div>
      <PricePageView
        data={loaderData.page}
        factors={loaderData.factors}
        locale={loaderData.locale}
        range={loaderData.range}
        links={loaderData.links}
      />
    </>
  );
}
