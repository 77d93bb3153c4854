/**
 * /kunde/dashboard and its children (spec §2, §3 "Dashboard"; decision 0028): the title (the
 * child's, default 'Übersicht') and the back navigation (default: the browser's back; without
 * JavaScript a link one level up). The dashboard answer is loaded once here, from the 5-minute cache;
 * "Aktualisieren" forces a new one.
 */
import { Link, Outlet, useMatches, useNavigate } from "react-router";
import { useEffect, useState } from "react";
import type { Route } from "./+types/dashboard-layout";
import { formatDate } from "../../../domain/shared/format.ts";
import { callerId } from "../../lib/page.server.ts";

export interface DashboardHandle {
  dashboardTitle?: string;
  /** Where "Zurück" leads without JavaScript (and with it, when there is no history). */
  backTo?: string;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const force = new URL(request.url).searchParams.get("aktualisieren") === "1";
  return {
    dashboard: await context.services.customer.dashboard({ userId: callerId(context), countryId: context.country.countryId, force }),
    locale: context.country,
  };
}

function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => setCanGoBack(window.history.length > 1), []);
  if (!canGoBack)
    return (
      <Link to={fallback} className="button button--secondary">
        ← Zurück
      </Link>
    );
  return (
    <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
      ← Zurück
    </button>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const handle = useMatches().at(-1)?.handle as DashboardHandle | undefined;
  const title = handle?.dashboardTitle ?? "Übersicht";
  const { dashboard, locale } = loaderData;
  return (
    <main>
      <div className="dashboard-head">
        <BackButton fallback={handle?.backTo ?? "/kunde/startseite"} />
        <h1>{title}</h1>
      </div>
      <Outlet />
      <p className="customer-lead">
        Stand: {formatDate(dashboard.LastRefresh, "shortDT", locale, locale.timeZone)} ·{" "}
        <Link to="?aktualisieren=1" preventScrollReset>
          Aktualisieren
        </Link>
      </p>
    </main>
  );
}
