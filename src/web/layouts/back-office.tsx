/**
 * Layout "back office" (decision 0031): every support, sales, cancellation, statistics, export and
 * operations page. Its own header (who is signed in, logout), the navigation of exactly the pages the
 * user's roles open (the area table decides, back-office-nav.ts), no calculator and no shop footer.
 */
import { Link, NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/back-office";
import { BackOfficeErrorBoundary } from "../components/back-office/back-office-error.tsx";
import { backOfficeNavFor, type BackOfficeNavItem } from "../components/back-office/back-office-nav.ts";
import { LogoutForm } from "../components/session/logout-form.tsx";
import { SupportInfoSwitch, type SupportInfoState } from "../components/back-office/support-bar.tsx";
import { useSession } from "../components/session/session-provider.tsx";
import "../components/back-office/back-office.css";

export function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  return { nav: backOfficeNavFor(user), name: user ? [user.firstName, user.lastName].filter(Boolean).join(" ") : "" };
}

function BackOfficeChrome({ nav, name, children }: { nav: readonly BackOfficeNavItem[]; name: string; children: React.ReactNode }) {
  const supportInfo = useRouteLoaderData<{ supportInfo?: SupportInfoState }>("root")?.supportInfo;
  return (
    <div className="layout layout--back-office">
      <header className="bo-header">
        <div className="container bo-header__inner">
          <Link to={nav[0]?.to ?? "/"} className="bo-brand" aria-label="Backoffice – Start">
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
              <path d="M16 2C11 10 6 15 6 21a10 10 0 0 0 20 0c0-6-5-11-10-19z" fill="currentColor" />
            </svg>
            <span className="bo-brand__name">Backoffice</span>
          </Link>
          <div className="bo-header__user">
            {name && <span className="bo-header__name">{name}</span>}
            {supportInfo?.ShowSupportInfo && <SupportInfoSwitch on={supportInfo.AllowSupportInfo} />}
            <Link to="/" className="bo-header__shop">
              Zum Shop
            </Link>
            <LogoutForm className="bo-header__logout" />
          </div>
        </div>
      </header>
      {nav.length > 0 && (
        <nav className="bo-nav" aria-label="Backoffice">
          <ul className="container bo-nav__list">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="bo-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="layout__content container bo-content">{children}</div>
    </div>
  );
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeChrome nav={loaderData.nav} name={loaderData.name}>
      <Outlet />
    </BackOfficeChrome>
  );
}

export function ErrorBoundary() {
  const { user } = useSession();
  return (
    <BackOfficeChrome nav={backOfficeNavFor(user)} name={user ? `${user.firstName} ${user.lastName}`.trim() : ""}>
      <BackOfficeErrorBoundary />
    </BackOfficeChrome>
  );
}
