/** /support/campaigns (decision 0068, "Back office"): every campaign with its days, status and a summary of its report. */
import { Link } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/campaign-list";
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_TYPE_LABELS, COUNTRY_SHORT } from "../../../domain/adverts/advert-forms.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, noticeOf } from "../../lib/page.server.ts";
import { germanDay } from "../../components/adverts/campaign-report.tsx";

export function meta() {
  return [{ title: "Kampagnen | Backoffice" }, { name: "robots", content: "noindex" }];
}

const NOTICES = { geloescht: "Die Kampagne ist gelöscht." } as const;
const int = new Intl.NumberFormat("de-DE");
const pct = new Intl.NumberFormat("de-DE", { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return { campaigns: await context.services.adverts.listCampaigns(), notice: notice && NOTICES[notice] };
}

export default function CampaignListPage({ loaderData }: Route.ComponentProps) {
  const { campaigns, notice } = loaderData;
  return (
    <main>
      <h1>Kampagnen</h1>
      <p className="bo-lead">
        Wann, wo und für wen Anzeigen erscheinen. Primäre Kampagnen gehen vor; Fallback-Kampagnen füllen Werbeplätze, für die keine primäre
        passt.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      <p>
        <Link className="button button--primary" to="/support/campaigns/create">
          Neue Kampagne anlegen
        </Link>
      </p>
      {campaigns.length === 0 ? (
        <p className="bo-card">
          Noch keine Kampagnen. Legen Sie zuerst eine Anzeige an, dann eine Kampagne, die sie einem Werbeplatz zuordnet.
        </p>
      ) : (
        <BoTable
          columns={[
            "Name",
            "Werbetreibender",
            "Art",
            "Laufzeit",
            "Länder",
            "Status",
            numeric("Impressionen"),
            numeric("Klicks"),
            numeric("Klickrate"),
          ]}
        >
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.Id}>
                <td>
                  <Link to={`/support/campaigns/${c.Id}`}>{c.Name}</Link>
                </td>
                <td>{c.Advertiser}</td>
                <td>{CAMPAIGN_TYPE_LABELS[c.CampaignTypeId]}</td>
                <td>
                  {germanDay(c.StartsOn)} – {germanDay(c.EndsOn)}
                </td>
                <td>
                  {c.CountryIds.map((id) => COUNTRY_SHORT[id]).join(", ")}
                  {c.ZipPrefixes.length > 0 && ` · PLZ ${c.ZipPrefixes.join(", ")}`}
                </td>
                <td>
                  <span className={`bo-badge${c.Running ? " bo-badge--ok" : ""}`}>{CAMPAIGN_STATUS_LABELS[c.Status]}</span>
                </td>
                <td className="num">{int.format(c.Impressions)}</td>
                <td className="num">{int.format(c.Clicks)}</td>
                <td className="num">{pct.format(c.ClickRate)}</td>
              </tr>
            ))}
          </tbody>
        </BoTable>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
