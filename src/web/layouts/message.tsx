import { Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { SiteFooter, SiteHeader } from "./site-chrome.tsx";

/** Layout "message": confirmations (e-mail, notifications, ratings) in one centred card. */
export default function MessageLayout() {
  const isApp = useRootData()?.layout.isAppView ?? false;
  return (
    <div className={`layout layout--message${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader minimal />}
      <div className="layout__content container">
        <div className="message-card">
          <Outlet />
        </div>
      </div>
      {!isApp && <SiteFooter />}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
