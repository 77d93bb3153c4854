import { Outlet, useMatches } from "react-router";
import { useRootData } from "../root.tsx";
import { CalculatorBar } from "../components/calculator-bar/calculator-bar.tsx";
import { FOOTER_HELP_SLOT, SiteFooter, SiteHeader } from "./site-chrome.tsx";
import type { PageHandle } from "./page-handle.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

// The footer's help text is a site text of the CMS (decision 0067).
export const handle = { slots: [FOOTER_HELP_SLOT] };

function DefaultChrome({ bar, children }: { bar: PageHandle["calculatorBar"]; children: React.ReactNode }) {
  const isApp = useRootData()?.layout.isAppView ?? false;
  return (
    <div className={`layout layout--default${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader />}
      {bar === "fixed" && (
        <div className="fixed-calculator">
          <div className="container">
            <CalculatorBar variant="compact" />
          </div>
        </div>
      )}
      <div className="layout__content">{children}</div>
      {!isApp && <SiteFooter />}
    </div>
  );
}

/** Layout "default" (and its app variant without header and footer). */
export default function DefaultLayout() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  return (
    <DefaultChrome bar={handle?.calculatorBar ?? "fixed"}>
      <Outlet />
    </DefaultChrome>
  );
}

/** Errors of pages in this layout keep the site chrome around the error page. */
export function ErrorBoundary() {
  return (
    <DefaultChrome bar="fixed">
      <RouteErrorBoundary />
    </DefaultChrome>
  );
}
