/** /support/slots (decision 0068, "Back office"): every slot per country with its place on the pages, box and zip filtering. */
import { Link } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/slot-list";
import { COUNTRY_SHORT, SLOT_TYPE_LABELS } from "../../../domain/adverts/advert-forms.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, noticeOf } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Werbeplätze | Backoffice" }, { name: "robots", content: "noindex" }];
}

const NOTICES = { geloescht: "Der Werbeplatz ist gelöscht." } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return { slots: await context.services.adverts.listAdvertSlots(), notice: notice && NOTICES[notice] };
}

export default function SlotListPage({ loaderData }: Route.ComponentProps) {
  const { slots, notice } = loaderData;
  return (
    <main>
      <h1>Werbeplätze</h1>
      <p className="bo-lead">
        Die Stellen der Seiten, an denen Anzeigen oder der Preisbanner erscheinen, je Land, mit der reservierten Größe.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      <p>
        <Link className="button button--primary" to="/support/slots/create">
          Neuen Werbeplatz anlegen
        </Link>
      </p>
      {slots.length === 0 ? (
        <p className="bo-card">Noch keine Werbeplätze. Legen Sie für jede Seite, die Anzeigen zeigen soll, einen an.</p>
      ) : (
        <BoTable columns={["Schlüssel", "Land", "Art", "Seiten", "Desktop", "Mobil", "PLZ-Filter", numeric("Zuordnungen")]}>
          <tbody>
            {slots.map((s) => (
              <tr key={s.Id}>
                <td>
                  <Link to={`/support/slots/${s.Id}`}>{s.Key}</Link>
                </td>
                <td>{COUNTRY_SHORT[s.CountryId]}</td>
                <td>{SLOT_TYPE_LABELS[s.SlotTypeId]}</td>
                <td>{s.Pages}</td>
                <td>
                  {s.Width} × {s.Height}
                </td>
                <td>
                  {s.MobileWidth} × {s.MobileHeight}
                </td>
                <td>{s.AppliesZipFiltering ? "an" : "aus"}</td>
                <td className="num">{s.Items}</td>
              </tr>
            ))}
          </tbody>
        </BoTable>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
