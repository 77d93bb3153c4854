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
    // Spec §2 /heizoelpreise/{stateName}/{countyOrCityZipCode?}/{cityZipCode?}: the state page, and the place and
    // postcode pages below it in their own module (they need neither the map nor the factors).
    route("heizoelpreise/:stateName", "routes/prices/heating-oil-prices-local.tsx", { id: "heating-oil-prices-local" }),
    route("heizoelpreise/:stateName/:countyOrCityZipCode/:cityZipCode?", "routes/prices/heating-oil-prices-local-area.tsx", {
      id: "heating-oil-prices-local-area",
    }),
    route("heizoelhaendler", "routes/dealers/dealer-directory.tsx", { id: "dealer-directory" }),
    route("heizoelhaendler/:stateName", "routes/dealers/dealer-list.tsx", { id: "dealer-directory-state" }),
    route("heizoelhaendler/:stateName/:zipCode", "routes/dealers/dealer-list.tsx", { id: "dealer-directory-zip" }),
    route("heizoelhaendler/:stateName/:zipCode/:dealerId", "routes/dealers/dealer-page.tsx", { id: "dealer-page" }),
    route("heizoelhaendler/:stateName/:zipCode/:branchId/:dealerId", "routes/dealers/dealer-page.tsx", { id: "dealer-branch-page" }),
    route("news", "routes/news/news-list.tsx", { id: "news" }),
    route("news/artikel/:artikelString", "routes/news/news-article.tsx", { id: "news-article" }),
    route("info-center", "routes/content/info-center.tsx", { id: "info-center" }),
    // Legal pages and the consent choice (decision 0015), linked from every page's footer.
    route("impressum", "routes/content/impressum.tsx", { id: "impressum" }),
    route("datenschutz", "routes/content/privacy.tsx", { id: "privacy" }),
    route("cookie-einstellungen", "routes/content/cookie-settings.tsx", { id: "cookie-settings" }),
    // The price alarm (decision 0029): for visitors and customers alike.
    route("preiswecker", "routes/price-alarm/price-alarm.tsx", { id: "price-alarm" }),
    // The consumption comparison (decision 0070): its start and one URL per step, the result as step 5.
    route("heizoel-verbrauchsvergleich", "routes/consumption/comparison-start.tsx", { id: "consumption-comparison" }),
    route("heizoel-verbrauchsvergleich/:step", "routes/consumption/comparison-step.tsx", { id: "consumption-comparison-step" }),
    // The contact form (decision 0042): every mail's closing sentence and every footer link here.
    route("kontakt", "routes/contact/contact.tsx", { id: "contact" }),
    // The community (decision 0069): the two categories, a thread per first post, the guidelines.
    route("community", "routes/community/community-list.tsx", { id: "community" }),
    route("community/mex", "routes/community/community-list.tsx", { id: "community-mex" }),
    route("community/beitrag/:postId", "routes/community/community-thread.tsx", { id: "community-thread" }),
    route("community/nutzungsbedingungen", "routes/community/community-guidelines.tsx", { id: "community-guidelines" }),
    // CMS previews (decision 0065): the editors' (guarded by /support/cms) and a shared link's, in the site's frame.
    route("support/cms/:pageId/preview", "routes/cms/cms-preview.tsx", { id: "support-cms-preview" }),
    route("vorschau/:token", "routes/cms/shared-preview.tsx", { id: "cms-shared-preview" }),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  // Her data as a download (decision 0028): a resource route in the customer area's guard by its path.
  route("kunde/meine-daten/export", "routes/customer/data-export.ts", { id: "customer-data-export" }),
  // The exports' files (decision 0031): resource routes in the back-office guards by their paths.
  route("export-orders/download", "routes/back-office/export-orders-download.ts", { id: "export-orders-download" }),
  route("support/data-export/download", "routes/back-office/data-export-download.ts", { id: "support-data-export-download" }),
  // The order's PDF documents beside its status page (decision 0041): resource routes in the order area's guard.
  route(":productGroup/bestellung-erfolgreich/:orderId/:document", "routes/checkout/order-document.ts", {
    id: "productGroup-order-document",
  }),
  // Spec §2 Customer /kunde/stammdaten: the same form as /persoenliche-daten, so it leads there for good (decision 0045).
  route("kunde/stammdaten", "routes/customer/stammdaten.ts", { id: "customer-master-data" }),
  // The printable page they replace: its address leads to the order's current document (decision 0041).
  route("kunde/bestellungen/:orderId/beleg", "routes/customer/order-document.ts", { id: "customer-order-document" }),
  // The cookie banner's choice without JavaScript (a resource route: sets the cookie, leads back).
  route("cookie-einwilligung", "routes/consent.ts", { id: "consent" }),
  // The logout buttons without JavaScript (a resource route: ends the session, leads on).
  route("abmelden", "routes/account/log-out.ts", { id: "log-out" }),
  layout("layouts/plain-print.tsx", [route("druckansicht/agb", "routes/content/print-terms.tsx", { id: "print-terms" })]),
  // Checkout and its confirmation (decision 0007); the query string is carried along from step to step.
  layout("layouts/order-process.tsx", { id: "layout-order-process" }, [
    route(":productGroup/bestellung/:stepOrVariant?/:stepName?/:subStep?", "routes/checkout/checkout.tsx", { id: "productGroup-order" }),
    route(":productGroup/bestellung-erfolgreich/:orderId", "routes/checkout/order-success.tsx", { id: "productGroup-order-success" }),
  ]),
  // Accounts and sessions (decision 0008): login and single-task pages in "focused", confirmations in "message".
  layout("layouts/focused.tsx", { id: "layout-focused-account" }, [
    route("benutzerkonto/anmeldung/:registerVariant?/:viewVariant?", "routes/account/login.tsx", { id: "account-login" }),
    route("benutzerkonto/bestellanmeldung/:productGroup/:registerVariant?/:viewVariant?", "routes/account/login.tsx", {
      id: "account-order-login",
    }),
    route("neues-kennwort-setzen/:token", "routes/account/set-new-password.tsx", { id: "set-new-password" }),
    // Spec §2 partial account pages: sections of the personal data on their own (decision 0028).
    route("account/basedata/partial/:addressCol?/:addressColItem?/:loginCol?", "routes/account/basedata-partial.tsx", {
      id: "account-basedata-partial",
    }),
  ]),
  // The customer area (decision 0028): its own layout; the page guard lets in the CUSTOMER check.
  layout("layouts/customer-area.tsx", { id: "layout-customer-area" }, [
    route("kunde/startseite", "routes/customer/home.tsx", { id: "customer-homepage" }),
    route("kunde/bestellungen", "routes/customer/orders.tsx", { id: "customer-orders" }),
    route("kunde/bestellungen/uebernehmen/:token", "routes/customer/claim-orders.tsx", { id: "customer-claim-orders" }),
    route("kunde/benachrichtigungen", "routes/customer/notifications.tsx", { id: "customer-notifications" }),
    // Spec §2 Account's personal data, every logged-in user's page; a customer sees it inside her area's tabs (decision 0045).
    route("persoenliche-daten", "routes/account/personal-data.tsx", { id: "personal-data" }),
    route("kunde/meine-daten", "routes/customer/my-data.tsx", { id: "customer-my-data" }),
    // Spec §2 /kunde/dashboard with children kaufpreis, tank-fuellstand, tank-reichweite, verbrauch.
    route("kunde/dashboard", "routes/customer/dashboard-layout.tsx", { id: "customer-dashboard" }, [
      index("routes/customer/dashboard.tsx", { id: "customer-dashboard-overview" }),
      route("kaufpreis", "routes/customer/dashboard-purchase-price.tsx", { id: "customer-dashboard-purchase-price" }),
      route("verbrauch", "routes/customer/dashboard-consumption.tsx", { id: "customer-dashboard-consumption" }),
      route("tank-fuellstand", "routes/customer/dashboard-tank.tsx", { id: "customer-dashboard-tank-level" }),
      route("tank-reichweite", "routes/customer/dashboard-tank.tsx", { id: "customer-dashboard-tank-range" }),
    ]),
    // Tank monitoring (decision 0030): the mex pages in the customer area's frame; their guard is MEX_CUSTOMER by path.
    route("kunde/mex", "routes/customer/mex.tsx", { id: "customer-mex" }),
    route("mein-mex", "routes/mex/my-mex.tsx", { id: "my-mex" }),
    route("mex/sensors", "routes/mex/sensors.tsx", { id: "mex-sensors" }),
    route("mex/sensors/:sensorId", "routes/mex/sensor-detail.tsx", { id: "mex-sensors-id" }),
  ]),
  // The tank setup guide (spec §2 route id mex-tanks-id): one task at a time, in the focused layout.
  layout("layouts/focused.tsx", { id: "layout-focused-mex" }, [
    route("mex/tanks/:id/:step?", "routes/mex/tank-guide.tsx", { id: "mex-tanks-id" }),
  ]),
  route("mex/sensors/:sensorId/verlauf.csv", "routes/mex/history-csv.ts", { id: "mex-sensor-history-csv" }),
  // The dealer portal (decisions 0026 and 0027): its own layout; the page guard lets in the DEALER check.
  layout("layouts/dealer-portal.tsx", { id: "layout-dealer-portal" }, [
    route("haendlerportal", "routes/dealer-portal/overview.tsx", { id: "dealer-portal" }),
    route("haendlerportal/bestellungen", "routes/dealer-portal/orders.tsx", { id: "dealer-portal-orders" }),
    route("haendlerportal/bestellungen/:orderId", "routes/dealer-portal/order-detail.tsx", { id: "dealer-portal-order" }),
    route("haendlerportal/lieferungen", "routes/dealer-portal/deliveries.tsx", { id: "dealer-portal-deliveries" }),
    route("haendlerportal/preise", "routes/dealer-portal/prices.tsx", { id: "dealer-portal-prices" }),
    route("haendlerportal/preise/bearbeiten", "routes/dealer-portal/price-edit.tsx", { id: "dealer-portal-price-edit" }),
    route("haendlerportal/liefergebiete", "routes/dealer-portal/areas.tsx", { id: "dealer-portal-areas" }),
    route("haendlerportal/konditionen", "routes/dealer-portal/conditions.tsx", { id: "dealer-portal-conditions" }),
    route("haendlerportal/mitarbeiter", "routes/dealer-portal/staff.tsx", { id: "dealer-portal-staff" }),
    route("haendlerportal/mitarbeiter/:userId/entfernen", "routes/dealer-portal/staff-remove.tsx", { id: "dealer-portal-staff-remove" }),
  ]),
  // The back office (decision 0031): its own layout; each page's guard comes from its path's area.
  layout("layouts/back-office.tsx", { id: "layout-back-office" }, [
    // Users and impersonation
    route("support/user/list", "routes/back-office/user-list.tsx", { id: "support-user-list" }),
    route("support/benutzer/:id/bearbeiten", "routes/back-office/user-edit.tsx", { id: "support-user-edit" }),
    // Sales list
    route("admin/verkaufsliste", "routes/back-office/sales-list.tsx", { id: "admin-sales-list" }),
    route("admin/verkaufsliste/:orderId", "routes/back-office/sales-order.tsx", { id: "admin-sales-order" }),
    // Cancellation management
    route("stornomanagement", "routes/back-office/cancellations.tsx", { id: "cancellation-management" }),
    // Statistics
    route("statistics", "routes/back-office/statistics.tsx", { id: "statistics" }),
    // Exports
    route("export-orders", "routes/back-office/export-orders.tsx", { id: "export-orders" }),
    route("support/data-export", "routes/back-office/data-export.tsx", { id: "support-data-export" }),
    // Operations
    route("support/cache", "routes/back-office/cache.tsx", { id: "support-cache" }),
    route("support/jobs", "routes/back-office/jobs.tsx", { id: "support-jobs" }),
    route("support/parameter-requirement", "routes/back-office/parameter-requirement.tsx", { id: "support-parameter-requirement" }),
    route("support/protokoll", "routes/back-office/audit-log.tsx", { id: "support-audit-log" }),
    // Contact requests (decision 0042): the support desks' queue and one request.
    route("support/kontakt", "routes/back-office/contact-requests.tsx", { id: "support-contact-requests" }),
    route("support/kontakt/:id", "routes/back-office/contact-request.tsx", { id: "support-contact-request" }),
    // Content management (decision 0065): editors and marketing.
    route("support/cms/list", "routes/cms/cms-list.tsx", { id: "support-cms-list" }),
    route("support/cms/:pageId?/edit", "routes/cms/cms-edit.tsx", { id: "support-cms-edit" }),
    route("support/cms/content/edit", "routes/cms/cms-site-texts.tsx", { id: "support-cms-site-texts" }),
    route("support/cms/prompts", "routes/cms/cms-prompts.tsx", { id: "support-cms-prompts" }),
    route("support/cms/prompts/:id", "routes/cms/cms-prompts.tsx", { id: "support-cms-prompt" }),
    route("support/cms/news", "routes/cms/cms-news.tsx", { id: "support-cms-news-list" }),
    route("support/cms/news/:newsId", "routes/cms/cms-news.tsx", { id: "support-cms-news" }),
    route("support/cms/media", "routes/cms/cms-media.tsx", { id: "support-cms-media" }),
    // Adverts (decision 0068): the ad managers' adverts, campaigns with their reports, and slots.
    route("support/adverts", "routes/adverts/advert-list.tsx", { id: "support-adverts" }),
    route("support/adverts/create", "routes/adverts/advert-edit.tsx", { id: "support-advert-create" }),
    route("support/adverts/:advertId", "routes/adverts/advert-edit.tsx", { id: "support-advert" }),
    route("support/campaigns", "routes/adverts/campaign-list.tsx", { id: "support-campaigns" }),
    route("support/campaigns/create", "routes/adverts/campaign-edit.tsx", { id: "support-campaign-create" }),
    route("support/campaigns/:campaignId", "routes/adverts/campaign-edit.tsx", { id: "support-campaign" }),
    route("support/slots", "routes/adverts/slot-list.tsx", { id: "support-slots" }),
    route("support/slots/create", "routes/adverts/slot-edit.tsx", { id: "support-slot-create" }),
    route("support/slots/:slotId", "routes/adverts/slot-edit.tsx", { id: "support-slot" }),
  ]),
  layout("layouts/message.tsx", { id: "layout-message-account" }, [
    route("anfrage-bestaetigen", "routes/account/request-confirmation.tsx", { id: "request-confirmation" }),
    route("email-anpassung-bestaetigen/:token", "routes/account/confirm-email.tsx", { id: "confirm-email-change" }),
    route("benachrichtigungen/:token/bestaetigen", "routes/account/confirm-notifications.tsx", { id: "confirm-notifications" }),
    route("preiswecker/:token/bestaetigen", "routes/price-alarm/confirm-price-alarm.tsx", { id: "price-alarm-confirm" }),
    route("preiswecker/:token/abmelden", "routes/price-alarm/unsubscribe-price-alarm.tsx", { id: "price-alarm-unsubscribe" }),
    route("bewerten-sie-uns/:token/:orderId", "routes/account/rate-order.tsx", { id: "rate-order" }),
  ]),
] satisfies RouteConfig;
