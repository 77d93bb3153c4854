import type { Route } from "./+types/heating-oil-prices";
import { formatPrice } from "../../../domain/shared/format.ts";
import { PRICE_HINT_SLOT, PricePageView } from "../../components/prices/price-page-view.tsx";
import { localPageSearchAction } from "./local-page-search.server.ts";
import { loadPricePage } from "./price-page-loader.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true, slots: [PRICE_HINT_SLOT, "preise-oben"] };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const where = data.locale.countryNameWithArticle;
  const price = data.page.average ? ` – heute ${formatPrice(data.page.average.Price, data.locale)} je 100 l` : "";
  return [
    { title: `Heizölpreise ${where}${price} | Heizöl-Marktplatz` },
    {
      name: "description",
      content: `Aktuelle Heizölpreise ${where}: Durchschnittspreis, Preisentwicklung, Preisfaktoren und die Preise in Ihrer Region.`,
    },
  ];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPricePage(context, request);
}

/** The postcode search of the page (decision 0061). */
export function action({ context, request }: Route.ActionArgs) {
  return localPageSearchAction(request, context);
}

export default function HeatingOilPrices({ loaderData }: Route.ComponentProps) {
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
