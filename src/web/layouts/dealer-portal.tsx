import { Link, NavLink, Outlet } from "react-router";
import { AccountMenu } from "../components/session/account-menu.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import "../components/dealer-portal/dealer-settings.css";

/** The portal's sections a dealer's admin manages (issue 11); the order pages come first in the portal's own navigation. */
const SETTINGS_NAV = [
  { to: "/haendlerportal/preise", label: "Preise" },
  { to: "/haendlerportal/liefergebiete", label: "Liefergebiete" },
  { to: "/haendlerportal/konditionen", label: "Konditionen" },
  { to: "/haendlerportal/mitarbeiter", label: "Mitarbeiter" },
] as const;

function PortalChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="layout layout--portal">
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/haendlerportal/preise" className="brand" aria-label="Händlerportal – Übersicht">
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
              <path d="M16 2C11 10 6 15 6 21a10 10 0 0 0 20 0c0-6-5-11-10-19z" fill="currentColor" />
            </svg>
            <span className="brand__name">Händlerportal</span>
          </Link>
          <AccountMenu />
        </div>
      </header>
      <nav className="portal-nav" aria-label="Händlerportal">
        <ul className="container portal-nav__list">
          {SETTINGS_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="portal-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The container inside the flex item: auto margins on the item itself would size it to its content. */}
      <div className="layout__content">
        <div className="container portal-content">{children}</div>
      </div>
    </div>
  );
}

/** Layout of the dealer portal (/haendlerportal): its own header and navigation, no calculator, no shop footer. */
export default function DealerPortalLayout() {
  return (
    <PortalChrome>
      <Outlet />
    </PortalChrome>
  );
}

export function ErrorBoundary() {
  return (
    <PortalChrome>
      <RouteErrorBoundary />
    </PortalChrome>
  );
}
