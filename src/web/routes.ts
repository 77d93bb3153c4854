import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Spec §2 routes with the spec's route ids. A route that is not built yet is not listed: the 404 page answers.
export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx", { id: "home" }),
    route(":productGroup/angebotsassistent", "routes/offers/offer-assistant.tsx", { id: "productGroup-offer-assistant" }),
    route(":productGroup/angebotsliste", "routes/offers/offer-list.tsx", { id: "productGroup-offer-list" }),
    route(":productGroup/bestellparameter-bestaetigen", "routes/offers/confirm-order-parameters.tsx", {
      id: "productGroup-confirm-order-parameters",
    }),
    route("heizoelpreise", "routes/prices/heating-oil-prices.tsx", { id: "heating-oil-prices" }),
    route("heizoelpreise/:stateName", "routes/prices/heating-oil-prices-local.tsx", { id: "heating-oil-prices-local" }),
    route("heizoelhaendler", "routes/dealers/dealer-directory.tsx", { id: "dealer-directory" }),
    route("heizoelhaendler/:stateName", "routes/dealers/dealer-list.tsx", { id: "dealer-directory-state" }),
    route("heizoelhaendler/:stateName/:zipCode", "routes/dealers/dealer-list.tsx", { id: "dealer-directory-zip" }),
    route("heizoelhaendler/:stateName/:zipCode/:dealerId", "routes/dealers/dealer-page.tsx", { id: "dealer-page" }),
    route("heizoelhaendler/:stateName/:zipCode/:branchId/:dealerId", "routes/dealers/dealer-page.tsx", { id: "dealer-branch-page" }),
    route("news", "routes/news/news-list.tsx", { id: "news" }),
    route("news/artikel/:artikelString", "routes/news/news-article.tsx", { id: "news-article" }),
    route("info-center", "routes/content/info-center.tsx", { id: "info-center" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  layout("layouts/plain-print.tsx", [route("druckansicht/agb", "routes/content/print-terms.tsx", { id: "print-terms" })]),
] satisfies RouteConfig;
