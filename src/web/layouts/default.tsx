import { Outlet, useMatches } from "react-router";
import { useRootData } from "../root.tsx";
import { CalculatorBar } from "../components/calculator-bar/calculator-bar.tsx";
import { SiteFooter, SiteHeader } from "./site-chrome.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

export interface PageHandle {
  /** "hero": the page shows the calculator bar itself; otherwise it is fixed at the top. */
  calculatorBar?: "hero" | "fixed" | "none";
}

/** Layout "default" (and its app variant without header and footer). */
export default function DefaultLayout() {
  const data = useRootData();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const bar = handle?.calculatorBar ?? "fixed";
  const isApp = data?.layout.isAppView ?? false;
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
      <div className="layout__content">
        <Outlet />
      </div>
      {!isApp && <SiteFooter />}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
