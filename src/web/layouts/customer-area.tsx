/**
 * Layout "customer area" (/kunde/…, decision 0028): the site's header and footer, the area's
 * navigation (one list, customer-nav.ts) and the page. The page guard lets in the CUSTOMER check and sends
 * everyone else to the login with ReturnUrl; the app view drops header and footer as the default layout does.
 * /persoenliche-daten lives here too (decision 0045): with the tabs for whom the area opens, without for a
 * guest, whose page it also is.
 */
import { NavLink, Outlet } from "react-router";
import { useRootData } from "../root.tsx";
import { passes } from "../../domain/access/roles.ts";
import { CUSTOMER_NAV } from "../components/customer-area/customer-nav.ts";
import { FOOTER_HELP_SLOT, SiteFooter, SiteHeader } from "./site-chrome.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import "../components/customer-area/customer-area.css";

// The footer's help text is a site text of the CMS (decision 0067).
export const handle = { slots: [FOOTER_HELP_SLOT] };

function CustomerChrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const isApp = root?.layout.isAppView ?? false;
  // /persoenliche-daten is every logged-in user's page (decision 0045): the tabs only for whom the area opens
  // (the CUSTOMER check: every account but a guest's, spec §6), so a guest gets no tab that refuses her.
  const customer = passes(root?.user?.roles, "CUSTOMER");
  return (
    <div className={`layout layout--customer${isApp ? " layout--app" : ""}`}>
      {!isApp && <SiteHeader />}
      {customer && (
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
