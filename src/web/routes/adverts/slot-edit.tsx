/**
 * /support/slots/create and /support/slots/{slotId} (decision 0068, "Back office"): the place on the pages (the
 * code's list, slot-types.ts), country, type, desktop and mobile box, zip filtering; delete once no campaign uses it.
 */
import { type AppLoadContext, Form, Link, useNavigation } from "react-router";
import "../../components/adverts/adverts.css";
import type { Route } from "./+types/slot-edit";
import { slotOfForm } from "../../../domain/adverts/advert-forms.ts";
import { slotInput } from "../../../domain/adverts/adverts.schemas.ts";
import { SLOT_PLACES } from "../../../domain/adverts/slot-types.ts";
import { Alert, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { type FormProblem, fieldError } from "../../lib/form-problem.ts";
import { assertSameOrigin, formValues, noticeOf, orErrorPage, problemOfError, redirectWithNotice } from "../../lib/page.server.ts";
import { actorOf, idOf, schemaProblem } from "./adverts-pages.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.slot?.Key ?? "Neuer Werbeplatz"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

const NOTICES = { gespeichert: "Der Werbeplatz ist gespeichert; die Seiten zeigen ihn ab sofort so." } as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  actorOf(context);
  if (params.slotId === undefined) return { slot: null, notice: null };
  const id = idOf(params.slotId);
  const slot = await orErrorPage(() => context.services.adverts.getAdvertSlot(id));
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return { slot, notice: notice && NOTICES[notice] };
}

async function save(context: AppLoadContext, request: Request, param: string | undefined) {
  assertSameOrigin(request);
  const actor = actorOf(context);
  const adverts = context.services.adverts;
  const id = param === undefined ? null : idOf(param);
  const form = await request.formData();
  const values = formValues(form, 200, ["intent"]);
  try {
    if (id !== null && form.get("intent") === "delete") {
      await adverts.deleteSlot(actor, id);
      return redirectWithNotice("/support/slots", "geloescht");
    }
    const parsed = slotInput.safeParse(slotOfForm(values));
    if (!parsed.success) return schemaProblem(parsed.error, values);
    const saved = id === null ? await adverts.createSlot(actor, parsed.data) : await adverts.updateSlot(actor, id, parsed.data);
    return redirectWithNotice(`/support/slots/${saved.Id}`, "gespeichert");
  } catch (err) {
    return problemOfError(err, values);
  }
}

export const action = ({ context, request, params }: Route.ActionArgs) => save(context, request, params.slotId);

export default function SlotEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { slot, notice } = loaderData;
  const answer = actionData as FormProblem | undefined;
  const busy = useNavigation().state !== "idle";
  const v = answer?.values;
  const value = (name: string, saved: string | number | undefined, fallback = "") =>
    v?.[name] ?? (saved === undefined ? fallback : String(saved));
  const zip = v ? v.AppliesZipFiltering === "on" : (slot?.AppliesZipFiltering ?? false);
  return (
    <main className="ad-edit">
      <p>
        <Link to="/support/slots">← Alle Werbeplätze</Link>
      </p>
      <h1>{slot ? `Werbeplatz ${slot.Key}` : "Neuer Werbeplatz"}</h1>
      {notice && <Alert kind="success">{notice}</Alert>}
      {answer?.message && <Alert kind="error">{answer.message}</Alert>}
      <Form method="post" className="bo-card ad-form" key={slot ? JSON.stringify(slot) : "neu"}>
        <div className="ad-grid">
          <SelectField
            label="Platz auf den Seiten"
            name="Key"
            defaultValue={value("Key", slot?.Key)}
            options={[
              { value: "", label: "– bitte wählen –" },
              ...Object.entries(SLOT_PLACES).map(([key, pages]) => ({ value: key, label: `${key}: ${pages}` })),
            ]}
            error={fieldError(answer, "Key")}
          />
          <SelectField
            label="Land"
            name="CountryId"
            defaultValue={value("CountryId", slot?.CountryId, "1")}
            options={[
              { value: "1", label: "Deutschland" },
              { value: "2", label: "Österreich" },
              { value: "3", label: "Schweiz" },
            ]}
            error={fieldError(answer, "CountryId")}
          />
          <SelectField
            label="Art"
            name="SlotTypeId"
            defaultValue={value("SlotTypeId", slot?.SlotTypeId, "1")}
            options={[
              { value: "1", label: "Anzeige (HTML)" },
              { value: "2", label: "Preisbanner" },
            ]}
            error={fieldError(answer, "SlotTypeId")}
          />
        </div>
        <fieldset>
          <legend>Größe in Pixeln</legend>
          <div className="ad-grid">
            <TextField
              label="Breite Desktop"
              name="Width"
              inputMode="numeric"
              required
              defaultValue={value("Width", slot?.Width)}
              error={fieldError(answer, "Width")}
            />
            <TextField
              label="Höhe Desktop"
              name="Height"
              inputMode="numeric"
              required
              defaultValue={value("Height", slot?.Height)}
              error={fieldError(answer, "Height")}
            />
            <TextField
              label="Breite mobil"
              name="MobileWidth"
              inputMode="numeric"
              required
              defaultValue={value("MobileWidth", slot?.MobileWidth)}
              error={fieldError(answer, "MobileWidth")}
            />
            <TextField
              label="Höhe mobil"
              name="MobileHeight"
              inputMode="numeric"
              required
              defaultValue={value("MobileHeight", slot?.MobileHeight)}
              error={fieldError(answer, "MobileHeight")}
            />
          </div>
          <p className="bo-muted">Desktop gilt ab 768 Pixel Bildschirmbreite. Die Seite hält den Platz frei, bevor die Anzeige kommt.</p>
        </fieldset>
        <label className="bo-check">
          <input type="checkbox" name="AppliesZipFiltering" defaultChecked={zip} /> Nach Postleitzahl filtern (Kampagnen mit PLZ-Anfängen
          erscheinen nur bei passender Postleitzahl)
        </label>
        <div className="bo-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {slot ? "Speichern" : "Werbeplatz anlegen"}
          </button>
        </div>
      </Form>
      {slot && (
        <section className="bo-card" aria-labelledby="loeschen-titel">
          <h2 id="loeschen-titel">Löschen</h2>
          {slot.Items > 0 ? (
            <p className="bo-muted">
              In diesem Werbeplatz stehen noch {slot.Items} Anzeigen von Kampagnen. Nehmen Sie sie dort heraus; dann können Sie ihn löschen.
            </p>
          ) : (
            <details>
              <summary>Werbeplatz löschen …</summary>
              <p>Die Seiten zeigen an dieser Stelle dann nichts mehr.</p>
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
