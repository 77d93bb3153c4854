import { Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { LegalLinks, SiteHeader } from "./site-chrome.tsx";

/** Layout "focused": login and similar single-task pages — brand only, no navigation, no footer. */
export default function FocusedLayout() {
  const isApp = useRootData()?.layout.isAppView ?? false;
  return (
    <div className={`layout layout--focused${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader minimal />}
      <div className="layout__content container layout__narrow">
        <Outlet />
      </div>
      {!isApp && (
        <nav aria-label="Rechtliches" className="container">
          <LegalLinks className="legal-links" />
        </nav>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
