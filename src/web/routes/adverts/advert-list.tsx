/** /support/adverts (decision 0068, "Back office"): every advert with its variants, campaigns and last change. */
import { Link } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/advert-list";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, noticeOf } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Anzeigen | Backoffice" }, { name: "robots", content: "noindex" }];
}

const NOTICES = { geloescht: "Die Anzeige ist gelöscht." } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return { adverts: await context.services.adverts.listAdverts(), notice: notice && NOTICES[notice] };
}

export default function AdvertListPage({ loaderData }: Route.ComponentProps) {
  const { adverts, notice } = loaderData;
  return (
    <main>
      <h1>Anzeigen</h1>
      <p className="bo-lead">Das HTML und Stylesheet der Werbemittel. Welche Anzeige wo und wann erscheint, legen die Kampagnen fest.</p>
      {notice && <Alert kind="success">{notice}</Alert>}
      <p>
        <Link className="button button--primary" to="/support/adverts/create">
          Neue Anzeige anlegen
        </Link>
      </p>
      {adverts.length === 0 ? (
        <p className="bo-card">
          Noch keine Anzeigen. Legen Sie die erste an und ordnen Sie sie danach in einer Kampagne einem Werbeplatz zu.
        </p>
      ) : (
        <BoTable columns={["Name", "Ziel", numeric("Varianten"), numeric("Kampagnen"), "Geändert"]}>
          <tbody>
            {adverts.map((a) => (
              <tr key={a.Id}>
                <td>
                  <Link to={`/support/adverts/${a.Id}`}>{a.Name}</Link>
                </td>
                <td>{a.TargetUrl}</td>
                <td className="num">{a.Variants}</td>
                <td className="num">{a.Campaigns}</td>
                <td>{formatDate(a.UpdatedAt, "shortDT", LOCALES.de)}</td>
              </tr>
            ))}
          </tbody>
        </BoTable>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
