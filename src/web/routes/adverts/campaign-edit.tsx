/**
 * /support/campaigns/create and /support/campaigns/{campaignId} (decision 0068, "Back office"): advertiser,
 * type, days, countries, postcode prefixes, the adverts in slots with weights, cap and status; pause, resume
 * and end with one button; the report with chart, tables and CSV. Every form works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/campaign-edit";
import { CAMPAIGN_STATUS_LABELS, COUNTRY_SHORT } from "../../../domain/adverts/advert-forms.ts";
import { Alert, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { CampaignReportView } from "../../components/adverts/campaign-report.tsx";
import { fieldError } from "../../lib/form-problem.ts";
import { type CampaignAnswer, campaignEditorAction, loadCampaignEditor } from "./campaign-edit.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.campaign?.Name ?? "Neue Kampagne"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadCampaignEditor(context, request, params.campaignId);
export const action = ({ context, request, params }: Route.ActionArgs) => campaignEditorAction(context, request, params.campaignId);

const COUNTRY_NAMES: Record<number, string> = { 1: "Deutschland", 2: "Österreich", 3: "Schweiz" };

export default function CampaignEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, options, report, reportProblem, notice } = loaderData;
  const answer = actionData as CampaignAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const v = answer?.values;
  const today = new Date().toISOString().slice(0, 10);
  const value = (name: string, saved: string | undefined, fallback = "") => v?.[name] ?? saved ?? fallback;
  const items = campaign?.Items ?? [];
  const rows = answer?.rows ?? (v ? Number(v.Rows) || 1 : items.length + 1);
  const checked = (id: number) => (v ? v[`Country.${id}`] === "on" : campaign ? campaign.CountryIds.includes(id) : id === 1);
  return (
    <main className="ad-edit">
      <p>
        <Link to="/support/campaigns">← Alle Kampagnen</Link>
      </p>
      <h1>{campaign ? campaign.Name : "Neue Kampagne"}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      {answer?.message && <Alert kind="error">{answer.message}</Alert>}
      {campaign && (
        <Form method="post" className="bo-actions">
          <span>
            Status: <strong>{CAMPAIGN_STATUS_LABELS[campaign.Status]}</strong>
            {campaign.Running ? " – läuft" : ""}
          </span>
          {campaign.Status === "active" && (
            <button type="submit" name="intent" value="pause" className="button button--secondary" disabled={busy}>
              Pausieren
            </button>
          )}
          {campaign.Status !== "active" && (
            <button type="submit" name="intent" value="resume" className="button button--secondary" disabled={busy}>
              Fortsetzen
            </button>
          )}
          {campaign.Status !== "ended" && (
            <button type="submit" name="intent" value="end" className="button button--secondary" disabled={busy}>
              Beenden
            </button>
          )}
        </Form>
      )}
      <Form method="post" className="bo-card ad-form" key={campaign ? JSON.stringify(campaign) : "neu"}>
        <input type="hidden" name="Rows" value={rows} />
        <div className="ad-grid">
          <TextField
            label="Name"
            name="Name"
            required
            maxLength={120}
            defaultValue={value("Name", campaign?.Name)}
            error={fieldError(answer, "Name")}
          />
          <TextField
            label="Werbetreibender"
            name="Advertiser"
            required
            maxLength={120}
            defaultValue={value("Advertiser", campaign?.Advertiser)}
            error={fieldError(answer, "Advertiser")}
          />
          <SelectField
            label="Art"
            name="CampaignTypeId"
            defaultValue={value("CampaignTypeId", campaign ? String(campaign.CampaignTypeId) : undefined, "1")}
            options={[
              { value: "1", label: "Primär (bezahlt, geht vor)" },
              { value: "2", label: "Fallback (wenn keine primäre passt)" },
            ]}
            error={fieldError(answer, "CampaignTypeId")}
          />
          <SelectField
            label="Status"
            name="Status"
            defaultValue={value("Status", campaign?.Status, "active")}
            options={Object.entries(CAMPAIGN_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            error={fieldError(answer, "Status")}
          />
          <TextField
            label="Beginn"
            name="StartsOn"
            type="date"
            required
            defaultValue={value("StartsOn", campaign?.StartsOn, today)}
            error={fieldError(answer, "StartsOn")}
          />
          <TextField
            label="Ende"
            name="EndsOn"
            type="date"
            required
            defaultValue={value("EndsOn", campaign?.EndsOn)}
            error={fieldError(answer, "EndsOn")}
          />
        </div>
        <fieldset>
          <legend>Länder</legend>
          <div className="ad-checks">
            {[1, 2, 3].map((id) => (
              <label key={id} className="bo-check">
                <input type="checkbox" name={`Country.${id}`} defaultChecked={checked(id)} /> {COUNTRY_NAMES[id]}
              </label>
            ))}
          </div>
          {fieldError(answer, "CountryIds") && <p className="account-field__error">{fieldError(answer, "CountryIds")}</p>}
        </fieldset>
        <div className="ad-grid">
          <TextField
            label="Postleitzahl-Anfänge"
            name="ZipPrefixes"
            optional
            defaultValue={value("ZipPrefixes", campaign?.ZipPrefixes.join(", "))}
            error={fieldError(answer, "ZipPrefixes", ...[0, 1, 2, 3, 4].map((i) => `ZipPrefixes.${i}`))}
            hint="z. B. „8“ für alle 8xxxx oder „80, 81“; leer = alle Postleitzahlen. Gilt nur in Werbeplätzen mit PLZ-Filter."
          />
          <TextField
            label="Höchstens Impressionen"
            name="ImpressionCap"
            inputMode="numeric"
            optional
            defaultValue={value("ImpressionCap", campaign?.ImpressionCap?.toString())}
            error={fieldError(answer, "ImpressionCap")}
            hint="Leer = ohne Obergrenze."
          />
        </div>
        <fieldset>
          <legend>Werbeplätze und Anzeigen</legend>
          {options.adverts.length === 0 || options.slots.length === 0 ? (
            <p className="bo-muted">
              Für eine Zuordnung braucht es mindestens eine <Link to="/support/adverts/create">Anzeige</Link> und einen{" "}
              <Link to="/support/slots/create">Werbeplatz</Link>.
            </p>
          ) : (
            <div className="ad-items">
              {fieldError(answer, "Items") && <p className="account-field__error">{fieldError(answer, "Items")}</p>}
              {Array.from({ length: rows }, (_, i) => (
                <div className="ad-item" key={i}>
                  <SelectField
                    label={`Werbeplatz ${i + 1}`}
                    name={`Items.${i}.SlotId`}
                    defaultValue={value(`Items.${i}.SlotId`, items[i]?.SlotId.toString())}
                    options={[
                      { value: "", label: "– keiner –" },
                      ...options.slots.map((s) => ({ value: String(s.id), label: `${s.key} (${COUNTRY_SHORT[s.countryId]})` })),
                    ]}
                    error={fieldError(answer, `Items.${i}.SlotId`)}
                  />
                  <SelectField
                    label="Anzeige"
                    name={`Items.${i}.AdvertId`}
                    defaultValue={value(`Items.${i}.AdvertId`, items[i]?.AdvertId.toString())}
                    options={[{ value: "", label: "– keine –" }, ...options.adverts.map((a) => ({ value: String(a.id), label: a.name }))]}
                    error={fieldError(answer, `Items.${i}.AdvertId`)}
                  />
                  <TextField
                    label="Gewichtung"
                    name={`Items.${i}.Weight`}
                    inputMode="numeric"
                    defaultValue={value(`Items.${i}.Weight`, items[i]?.Weight.toString(), "1")}
                    error={fieldError(answer, `Items.${i}.Weight`)}
                  />
                </div>
              ))}
              <p className="bo-muted">
                Eine Zeile ohne Werbeplatz und Anzeige wird nicht gespeichert. Die Gewichtung ist eine positive ganze Zahl.
              </p>
              <p>
                <button type="submit" name="intent" value="add-row" className="button button--secondary" formNoValidate disabled={busy}>
                  Weitere Zeile
                </button>
              </p>
            </div>
          )}
        </fieldset>
        <div className="bo-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            {campaign ? "Speichern" : "Kampagne anlegen"}
          </button>
        </div>
      </Form>
      {campaign && <CampaignReportView campaignId={campaign.Id} report={report} problem={reportProblem} />}
      {campaign && (
        <section className="bo-card" aria-labelledby="loeschen-titel">
          <h2 id="loeschen-titel">Löschen</h2>
          {campaign.Running ? (
            <p className="bo-muted">Eine laufende Kampagne kann nicht gelöscht werden. Pausieren oder beenden Sie sie zuerst.</p>
          ) : (
            <details>
              <summary>Kampagne mit ihrem Bericht löschen …</summary>
              <p>
                „{campaign.Name}“ und alle gezählten Impressionen und Klicks werden gelöscht. Wollen Sie den Bericht behalten, genügt
                „Beenden“.
              </p>
              <Form method="post">
                <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
                  Endgültig löschen
                </button>
              </Form>
            </details>
          )}
        </section>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
