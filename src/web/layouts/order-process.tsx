import { Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { LegalLinks, SiteHeader } from "./site-chrome.tsx";

/** Layout "order-process": the checkout — no distractions, a trust line instead of the footer. */
export default function OrderProcessLayout() {
  const data = useRootData();
  const isApp = data?.layout.isAppView ?? false;
  return (
    <div className={`layout layout--order-process${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader minimal />}
      <div className="layout__content container">
        <Outlet />
      </div>
      <p className="order-trust container">Sichere Bestellung · Alle Preise inkl. MwSt. · Fragen? {data?.locale.customerPhoneNumber}</p>
      {!isApp && (
        <nav aria-label="Rechtliches" className="container">
          <LegalLinks className="legal-links" />
        </nav>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
