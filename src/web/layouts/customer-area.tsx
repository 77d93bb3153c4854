/**
 * Layout "customer area" (/kunde/…, issue 12, decision 0028): the site's header and footer, the area's
 * navigation (one list, customer-nav.ts) and the page. The page guard lets in the CUSTOMER check and sends
 * everyone else to the login with ReturnUrl; the app view drops header and footer as the default layout does.
 */
import { NavLink, Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { CUSTOMER_NAV } from "../components/customer-area/customer-nav.ts";
import { SiteFooter, SiteHeader } from "./site-chrome.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import "../components/customer-area/customer-area.css";

function CustomerChrome({ children }: { children: React.ReactNode }) {
  const isApp = useRootData()?.layout.isAppView ?? false;
  return (
    <div className={`layout layout--customer${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader />}
      {CUSTOMER_NAV.length > 0 && (
        <nav className="customer-nav" aria-label="Kundenbereich">
          <ul className="container customer-nav__list">
            {CUSTOMER_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="customer-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="layout__content container customer-content">{children}</div>
      {!isApp && <SiteFooter />}
    </div>
  );
}

export default function CustomerAreaLayout() {
  return (
    <CustomerChrome>
      <Outlet />
    </CustomerChrome>
  );
}

export function ErrorBoundary() {
  return (
    <CustomerChrome>
      <RouteErrorBoundary />
    </CustomerChrome>
  );
}
