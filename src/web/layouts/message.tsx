import { Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { FOOTER_HELP_SLOT, SiteFooter, SiteHeader } from "./site-chrome.tsx";

// The footer's help text is a site text of the CMS (decision 0067).
export const handle = { slots: [FOOTER_HELP_SLOT] };

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
