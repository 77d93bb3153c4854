// First: before any module builds a zod schema (see the file).
import "./lib/zod-jitless.ts";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { LOCALES, type CountryCode } from "../domain/shared/countries.ts";
import type { Route } from "./+types/root";
import { visitorSeed } from "../domain/analytics/visitor-seed.ts";
import { ConsentBanner } from "./components/consent-banner.tsx";
import { consentFromCookie } from "../domain/site/consent.ts";
import { ErrorPage } from "./components/error-page.tsx";
import { ErrorReporter } from "./components/error-reporter.tsx";
import { useFailedRequestId } from "./lib/error-id.ts";
import { ToastProvider } from "./components/toasts.tsx";
import { SessionProvider } from "./components/session/session-provider.tsx";
import { ImpersonationBanner, SupportInfoPanel, type SupportInfoState } from "./components/back-office/support-bar.tsx";
import { allowSupportInfo, showSupportInfo } from "../domain/back-office/support-info.ts";
import { loggedInUserOnly } from "../domain/account/session.ts";
import { pageZipCode } from "../domain/slots/slots.types.ts";
import appCss from "./site.css?url";
import { configureGermanValidation } from "../domain/shared/validation-messages.ts";

// Browser-side zod messages in German too (decision 0017).
configureGermanValidation();

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function supportInfoState(
  user: Parameters<typeof showSupportInfo>[0],
  cookie: string | null,
  requestId: string,
  country: string,
): SupportInfoState {
  const show = showSupportInfo(user);
  const allow = allowSupportInfo(cookie);
  return { ShowSupportInfo: show, AllowSupportInfo: allow, OperatingSupportData: show && allow ? { requestId, country } : null };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { country, countryOrigins, isAppView, analyticsScriptUrl, cspNonce, clientAddress } = context;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? clientAddress;
  // Spec §3 quality data of the footer's review widget (cached 3600 s); §8: a failure only hides the widget.
  const reviewQuality = isAppView ? null : await context.services.site.reviewQuality(country.trustedShopsId).catch(() => null);
  // A page kept for every visitor (decision 0062) carries no visitor's seed: it names no slots drawn by it.
  const clientSeed = context.sharedRender ? 0 : visitorSeed(request.headers.get("user-agent") ?? "", forwarded);
  const url = new URL(request.url);
  return {
    // The slots this page names, filled in one round by the areas that provide them (decision 0059); <Slot> shows them.
    // The postcode of the page's query (spec §3 calculator query key) reaches slots that filter by it.
    slots: await context.fillSlots({ pathname: url.pathname, countryId: country.countryId, clientSeed, zipCode: pageZipCode(url) }),
    slotsActive: context.slotsActive,
    // The user of the auth cookie, so the header renders the same on server and client.
    user: loggedInUserOnly(context.user),
    // Spec §3 session state: the support info panel (decision 0031); a customer's page carries none of it.
    supportInfo: supportInfoState(context.user, request.headers.get("cookie"), context.requestId, country.countryName),
    locale: country,
    reviewQuality,
    consent: consentFromCookie(request.headers.get("cookie")),
    countryOrigins,
    analyticsScriptUrl,
    nonce: cspNonce,
    // For the 500 page's "Fehler-ID" (lib/error-id.ts).
    requestId: context.requestId,
    // Layout data of spec §3.
    layout: {
      tld: country.code,
      countryId: country.countryId,
      trustedShopsId: country.trustedShopsId,
      footer: { inverted: false, trustedShops: true, help: true },
      showFraudWarninig: false,
      isAppView,
      productGroupId: 1,
      clientSeed,
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// Whether any area provides slots, as the last root data said (decision 0059); read by shouldRevalidate below.
let slotsActive = false;

/**
 * The root data normally stays put while the visitor moves between pages. With slot providers it holds the
 * page's slots, so it is reloaded when the path changes (decision 0059); without any, nothing changes.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (slotsActive && currentUrl.pathname !== nextUrl.pathname);

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** Canonical URL and hreflang alternates: the same path exists on every country's site (spec §1). */
function AlternateLinks({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  // Regional pages (a state, place or postcode of this country) have no counterpart on the other sites.
  const regional = (useMatches().at(-1)?.handle as { otherCountryPath?: string } | undefined)?.otherCountryPath !== undefined;
  return (
    <>
      <link rel="canonical" href={`${data.countryOrigins[data.locale.code]}${pathname}`} />
      {!regional &&
        (Object.keys(LOCALES) as CountryCode[]).map((code) => (
          <link key={code} rel="alternate" hrefLang={LOCALES[code].intlLocale} href={`${data.countryOrigins[code]}${pathname}`} />
        ))}
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  return (
    <html lang="de" data-country={data?.locale.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the module preloads of <Links />: on HTTP/1.1 the render-blocking stylesheet must not queue behind them. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {data && <AlternateLinks data={data} />}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  slotsActive = loaderData.slotsActive;
  useEffect(() => {
    // Tests and scripts wait for this before interacting: clicks before hydration are lost.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      {/* First in the document: the banner's buttons come first in the tab order (it is fixed at the bottom). */}
      {!loaderData.layout.isAppView && (
        <ConsentBanner scriptUrl={loaderData.analyticsScriptUrl} initialConsent={loaderData.consent} locale={loaderData.locale} />
      )}
      <SessionProvider initialUser={loaderData.user}>
        <ImpersonationBanner />
        <Outlet />
        <SupportInfoPanel state={loaderData.supportInfo} />
      </SessionProvider>
      <ErrorReporter />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const requestId = useFailedRequestId();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <ErrorPage status={status} requestId={requestId} />;
}
