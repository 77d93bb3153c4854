import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { LOCALES, type CountryCode } from "../domain/countries.ts";
import type { Route } from "./+types/root";
import "./load-context.ts";
import { visitorSeed } from "../domain/visitor-seed.ts";
import { ConsentBanner } from "./components/consent-banner.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { ErrorReporter } from "./components/error-reporter.tsx";
import { ToastProvider } from "./components/toasts.tsx";
import appCss from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { country, countryOrigins, isAppView, analyticsScriptUrl, cspNonce, clientAddress } = context;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? clientAddress;
  return {
    locale: country,
    countryOrigins,
    analyticsScriptUrl,
    nonce: cspNonce,
    // Layout data of spec §3.
    layout: {
      tld: country.code,
      countryId: country.countryId,
      trustedShopsId: country.trustedShopsId,
      footer: { inverted: false, trustedShops: true, help: true },
      showFraudWarninig: false,
      isAppView,
      productGroupId: 1,
      clientSeed: visitorSeed(request.headers.get("user-agent") ?? "", forwarded),
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** Canonical URL and hreflang alternates: the same path exists on every country's site (spec §1). */
function AlternateLinks({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  return (
    <>
      <link rel="canonical" href={`${data.countryOrigins[data.locale.code]}${pathname}`} />
      {(Object.keys(LOCALES) as CountryCode[]).map((code) => (
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
  useEffect(() => {
    // Tests and scripts wait for this before interacting: clicks before hydration are lost.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <Outlet />
      <ErrorReporter />
      {!loaderData.layout.isAppView && <ConsentBanner scriptUrl={loaderData.analyticsScriptUrl} />}
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <ErrorPage status={status} />;
}
