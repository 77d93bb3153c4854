/**
 * Layout "dealer portal" (/haendlerportal…, decision 0026): its own header with the dealer's
 * name, the signed-in member and the logout, the portal's navigation (one list, portal-nav.ts), no
 * calculator and no shop footer. Its loader finds the caller's dealer once per request; a user without one
 * (an ADMIN, a DEALER not linked to a dealer) sees the 403 page with "Ihr Konto ist keinem Händler zugeordnet."
 */
import { Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/dealer-portal";
import type { PortalContext } from "../../domain/dealer-portal/dealer-orders.schemas.ts";
import { PortalErrorBoundary } from "../components/dealer-portal/portal-error.tsx";
import { portalNavFor } from "../components/dealer-portal/portal-nav.ts";
import { usePortal } from "../components/dealer-portal/use-portal.ts";
import { LogoutForm } from "../components/session/logout-form.tsx";
import "../components/dealer-portal/dealer-portal.css";
import "../components/dealer-portal/dealer-settings.css";
import { callerId, orErrorPage } from "../lib/page.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = callerId(context);
  return { portal: await orErrorPage(() => context.services.dealerPortal.portalContext(userId)) };
}

const ROLE_LABELS = { admin: "Administration", staff: "Mitarbeiter/in" } as const;

function PortalChrome({ portal, children }: { portal: PortalContext | null; children: React.ReactNode }) {
  return (
    <div className="layout layout--dealer-portal">
      <header className="portal-header">
        <div className="container portal-header__inner">
          <Link to="/haendlerportal" className="portal-brand" aria-label="Händlerportal – Übersicht">
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
              <path d="M16 2C11 10 6 15 6 21a10 10 0 0 0 20 0c0-6-5-11-10-19z" fill="currentColor" />
            </svg>
            <span className="portal-brand__text">
              <span className="portal-brand__name">Händlerportal</span>
              {portal && <span className="portal-brand__dealer">{portal.DealerName}</span>}
            </span>
          </Link>
          {portal && (
            <div className="portal-header__user">
              <span className="portal-header__member">
                <span className="portal-header__name">{portal.UserName || "Angemeldet"}</span>
                <span className="portal-header__role">{ROLE_LABELS[portal.DealerRole]}</span>
              </span>
              <LogoutForm className="portal-header__logout" />
            </div>
          )}
        </div>
      </header>
      {portal && (
        <nav className="portal-nav" aria-label="Händlerportal">
          <ul className="container portal-nav__list">
            {portalNavFor(portal.DealerRole).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="portal-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="layout__content container portal-content">{children}</div>
    </div>
  );
}

export default function DealerPortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalChrome portal={loaderData.portal}>
      <Outlet />
    </PortalChrome>
  );
}

/** The layout's own loader failed (no dealer): the frame without dealer, and the reason. */
export function ErrorBoundary() {
  return (
    <PortalChrome portal={usePortal()}>
      <PortalErrorBoundary />
    </PortalChrome>
  );
}
