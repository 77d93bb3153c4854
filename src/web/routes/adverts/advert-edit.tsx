/**
 * /support/adverts/create and /support/adverts/{advertId} (decision 0068, "Back office"): name, target,
 * HTML variants (add and remove), stylesheet; what the cleaning took out as a notice; the preview at the
 * slot's desktop and mobile sizes as the site renders it; delete after a confirmation. No JavaScript needed.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/advert-edit";
import { COUNTRY_SHORT } from "../../../domain/adverts/advert-forms.ts";
import { SLOT_PLACES } from "../../../domain/adverts/slot-types.ts";
import { Alert, TextAreaField, TextField } from "../../components/account/form-fields.tsx";
import { AdvertPreview } from "../../components/adverts/advert-preview.tsx";
import { fieldError } from "../../lib/form-problem.ts";
import { type AdvertAnswer, advertEditorAction, loadAdvertEditor } from "./advert-edit.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.advert?.Name ?? "Neue Anzeige"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadAdvertEditor(context, request, params.advertId);
export const action = ({ context, request, params }: Route.ActionArgs) => advertEditorAction(context, request, params.advertId);

const placeOf = (key: string) => SLOT_PLACES[key as keyof typeof SLOT_PLACES] ?? key;

export default function AdvertEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { advert, notice, removed } = loaderData;
  const answer = actionData as AdvertAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const values = answer?.values;
  const variants = values
    ? Object.keys(values)
        .filter((k) => /^Variants\.\d+$/.test(k))
        .sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1]))
        .map((k) => values[k])
    : (advert?.Variants ?? [""]);
  const preview = answer?.preview ?? loaderData.preview;
  const running = advert?.UsedBy.filter((u) => u.Running) ?? [];
  return (
    <main className="ad-edit">
      <p>
        <Link to="/support/adverts">← Alle Anzeigen</Link>
      </p>
      <h1>{advert ? advert.Name : "Neue Anzeige"}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      {removed.length > 0 && (
        <Alert kind="info">
          Beim Speichern wurde aus dem HTML entfernt, was auf der Website nicht erlaubt ist: {removed.join("; ")}. Bitte prüfen Sie die
          Vorschau.
        </Alert>
      )}
      {answer?.message && <Alert kind="error">{answer.message}</Alert>}
      <Form method="post" className="bo-card ad-form" key={advert?.UpdatedAt ?? "neu"}>
        <TextField
          label="Name"
          name="Name"
          required
          maxLength={120}
          defaultValue={values?.Name ?? advert?.Name ?? ""}
          error={fieldError(answer, "Name")}
        />
        <TextField
          label="Ziel-Adresse"
          name="TargetUrl"
          type="url"
          required
          maxLength={500}
          defaultValue={values?.TargetUrl ?? advert?.TargetUrl ?? ""}
          error={fieldError(answer, "TargetUrl")}
          hint="Jeder Link der Anzeige führt über die gezählte Weiterleitung hierher."
        />
        <fieldset>
          <legend>HTML-Varianten</legend>
          <p className="bo-muted">
            Besucher sehen je nach Zufallswert eine der Varianten. Erlaubt sind Text, Listen, Überschriften, Links und Bilder aus der
            Mediathek; Skripte, iframes, Ereignis-Attribute und fremde Adressen werden beim Speichern entfernt.
          </p>
          {fieldError(answer, "Variants") && <p className="account-field__error">{fieldError(answer, "Variants")}</p>}
          {variants.map((html, i) => (
            <div className="ad-variant" key={`${i}-${variants.length}`}>
              <TextAreaField
                label={`Variante ${i + 1}`}
                name={`Variants.${i}`}
                rows={6}
                maxLength={20_000}
                defaultValue={html}
                error={fieldError(answer, `Variants.${i}`)}
              />
              {variants.length > 1 && (
                <p>
                  <button type="submit" name="intent" value={`remove-variant-${i}`} className="button button--secondary" formNoValidate>
                    Variante {i + 1} entfernen
                  </button>
                </p>
              )}
            </div>
          ))}
          {variants.length < 5 && (
            <button type="submit" name="intent" value="add-variant" className="button button--secondary" formNoValidate disabled={busy}>
              Variante hinzufügen
            </button>
          )}
        </fieldset>
        <TextAreaField
          label="Stylesheet"
          name="Css"
          rows={6}
          maxLength={20_000}
          optional
          defaultValue={values?.Css ?? advert?.Css ?? ""}
          error={fieldError(answer, "Css")}
          hint="Gilt nur innerhalb des Werbeplatzes. @import und url() mit fremden Adressen sind nicht erlaubt; Bilder bitte aus der Mediathek (/media/…)."
        />
        <div className="bo-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            {advert ? "Speichern" : "Anzeige anlegen"}
          </button>
          <button type="submit" name="intent" value="preview" className="button button--secondary" disabled={busy}>
            Vorschau ohne Speichern
          </button>
        </div>
      </Form>
      <section className="bo-card" aria-labelledby="vorschau-titel">
        <h2 id="vorschau-titel">{answer?.preview ? "Vorschau Ihres Entwurfs (nicht gespeichert)" : "Vorschau"}</h2>
        {preview ? (
          <>
            {preview.slots.length > 1 && (
              <Form method="get" className="bo-filters ad-filters">
                <label>
                  Werbeplatz
                  <select name="platz" defaultValue={preview.slotId ?? undefined}>
                    {preview.slots.map((s) => (
                      <option key={s.id} value={s.id}>
                        {placeOf(s.key)} ({COUNTRY_SHORT[s.countryId]})
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="button button--secondary">
                  Werbeplatz wählen
                </button>
              </Form>
            )}
            <AdvertPreview preview={preview} name="vorschau" />
          </>
        ) : (
          <p className="bo-muted">
            Legen Sie die Anzeige an oder wählen Sie „Vorschau ohne Speichern“: Dann sehen Sie sie hier in Desktop- und Mobilgröße.
          </p>
        )}
      </section>
      {advert && (
        <section className="bo-card" aria-labelledby="kampagnen-titel">
          <h2 id="kampagnen-titel">Kampagnen</h2>
          {advert.UsedBy.length === 0 ? (
            <p className="bo-muted">
              Die Anzeige läuft noch in keiner Kampagne. <Link to="/support/campaigns/create">Kampagne anlegen</Link> und die Anzeige dort
              einem Werbeplatz zuordnen.
            </p>
          ) : (
            <ul>
              {advert.UsedBy.map((u) => (
                <li key={u.CampaignId}>
                  <Link to={`/support/campaigns/${u.CampaignId}`}>{u.CampaignName}</Link> {u.Running ? "(läuft)" : "(läuft nicht)"}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {advert && (
        <section className="bo-card" aria-labelledby="loeschen-titel">
          <h2 id="loeschen-titel">Löschen</h2>
          {running.length > 0 ? (
            <p className="bo-muted">
              Solange eine laufende Kampagne die Anzeige zeigt, kann sie nicht gelöscht werden. Pausieren oder beenden Sie zuerst{" "}
              {running.map((r) => `„${r.CampaignName}“`).join(", ")}.
            </p>
          ) : (
            <details>
              <summary>Anzeige löschen …</summary>
              <p>„{advert.Name}“ verschwindet aus allen Kampagnen, in denen sie steht. Die Zahlen der Berichte bleiben erhalten.</p>
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
