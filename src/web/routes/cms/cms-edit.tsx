/**
 * /support/cms/{pageId?}/edit (decision 0065): a content page's fields and body, saved as a new version each
 * time; publish or schedule; a preview link to share for 24 hours; the versions with compare and restore;
 * delete after a confirmation. Every form posts without JavaScript (the body then as plain text, body-doc.ts).
 * A colleague's save in between is a conflict: both versions side by side, nothing typed is lost.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import type { Route } from "./+types/cms-edit";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { CMS_LIMITS } from "../../../domain/cms/cms.schemas.ts";
import { LEGAL_CMS_PATHS, TERMS_CMS_PATH } from "../../../domain/cms/page-path.ts";
import { CMS_STATUS_LABELS, CMS_STATUSES } from "../../../domain/cms/page-status.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { localOfInstant } from "../../../domain/shared/local-time.ts";
import { Alert, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { CmsStatusBadge, countryLabel, SITE_CHOICES } from "../../components/cms/cms-status.tsx";
import { VersionDiffView } from "../../components/cms/version-diff-view.tsx";
import { RichTextEditor } from "../../components/cms/rich-text-editor.tsx";
import { CopyValue } from "../../components/copy-value.tsx";
import { editPageAction, type EditActionData, type EditProblem, loadEditPage } from "./cms-edit.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.page ? data.page.Title : "Neue Inhaltsseite"} | Inhaltsseiten | Backoffice` },
    { name: "robots", content: "noindex" },
  ];
}

export const loader = (args: Route.LoaderArgs) => loadEditPage(args);
export const action = (args: Route.ActionArgs) => editPageAction(args);

const de = LOCALES.de;
const local = (iso: string | null) => (iso ? localOfInstant(new Date(iso)) : "");

/** A page the law requires that cannot go (the server checks it too: a country's own AGB beside the one for all may). */
const legalPage = (page: { Path: string; CountryId: number | null }) =>
  (LEGAL_CMS_PATHS as readonly string[]).includes(page.Path) || (page.Path === TERMS_CMS_PATH && page.CountryId === null);

export default function CmsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, versions, compare, text, notice, images } = loaderData;
  const result = actionData as EditActionData | undefined;
  const problem = result && "message" in result ? (result as EditProblem) : null;
  const share = result && "share" in result ? result.share : null;
  const busy = useNavigation().state !== "idle";
  const v = problem?.values;
  const value = (name: string, stored: string) => v?.[name] ?? stored;
  const err = (name: string) => problem?.fieldErrors[name]?.[0];
  // After a conflict the form carries the colleague's version, so the next save goes on top of it.
  const baseVersion = problem?.conflict?.theirs.Version ?? page?.Version ?? 0;

  return (
    <main className="cms-edit">
      <p>
        <Link to="/support/cms/list">← Alle Inhaltsseiten</Link>
      </p>
      <h1>{page ? page.Title : "Neue Inhaltsseite"}</h1>
      {page && (
        <p className="bo-muted">
          <CmsStatusBadge status={page.Status} publishAt={page.PublishAt} unpublishAt={page.UnpublishAt} /> · {page.Path} ·{" "}
          {countryLabel(page.CountryId)} · Fassung {page.Version} vom {formatDate(page.UpdatedAt, "shortDT", de)}
          {page.UpdatedBy && ` (${page.UpdatedBy})`} ·{" "}
          <Link to={`/support/cms/${page.Id}/preview`} target="_blank" rel="noopener">
            Vorschau öffnen
          </Link>
        </p>
      )}
      {notice && <Alert kind="success">{notice}</Alert>}
      {problem && !problem.conflict && <Alert kind="error">{problem.message}</Alert>}
      {problem?.conflict && (
        <section className="bo-card cms-conflict" aria-labelledby="konflikt-titel">
          <h2 id="konflikt-titel">Gleichzeitig gespeichert</h2>
          <Alert kind="error">{problem.message}</Alert>
          <p>
            Fassung {problem.conflict.theirs.Version} von {problem.conflict.theirs.UpdatedBy ?? "einer Kollegin oder einem Kollegen"} (
            {formatDate(problem.conflict.theirs.UpdatedAt, "shortDT", de)}) im Vergleich mit Ihren Eingaben, die unten im Formular stehen:
          </p>
          <VersionDiffView diff={problem.conflict.diff} beforeLabel="Gespeichert" afterLabel="Ihre Eingaben" />
        </section>
      )}

      <Form method="post" className="bo-card cms-form" key={`${page?.Version ?? 0}-${problem?.conflict ? "c" : ""}`}>
        <input type="hidden" name="Version" value={baseVersion} />
        <TextField
          label="Titel"
          name="Title"
          required
          maxLength={CMS_LIMITS.titleMax}
          defaultValue={value("Title", page?.Title ?? "")}
          error={err("Title")}
        />
        <div className="cms-form__row">
          <TextField
            label="Adresse"
            name="Path"
            required
            defaultValue={value("Path", page?.Path ?? "/info-center/")}
            error={err("Path")}
            hint="Zum Beispiel /info-center/heizoel-sparen. Ratgeber stehen unter /info-center/."
            spellCheck={false}
            autoCapitalize="none"
          />
          <SelectField
            label="Länderseite"
            name="Country"
            defaultValue={value("Country", page?.CountryId == null ? "alle" : String(page.CountryId))}
            error={err("Country") ?? err("CountryId")}
            options={SITE_CHOICES}
          />
        </div>
        <RichTextEditor
          doc={(page?.Body as unknown as BodyNode) ?? { type: "doc", content: [{ type: "paragraph" }] }}
          text={v?.BodyText ?? (page ? text : "")}
          error={err("Body")}
          images={images}
        />
        <fieldset className="cms-form__group">
          <legend>Suchmaschinen</legend>
          <TextField
            label="SEO-Titel"
            name="SeoTitle"
            optional
            maxLength={CMS_LIMITS.seoTitleMax}
            defaultValue={value("SeoTitle", page?.SeoTitle ?? "")}
            error={err("SeoTitle")}
            hint="Leer: der Titel."
          />
          <TextField
            label="SEO-Beschreibung"
            name="SeoDescription"
            optional
            maxLength={CMS_LIMITS.seoDescriptionMax}
            defaultValue={value("SeoDescription", page?.SeoDescription ?? "")}
            error={err("SeoDescription")}
            hint="Leer: der Anfang des Inhalts."
          />
        </fieldset>
        <fieldset className="cms-form__group">
          <legend>Veröffentlichung</legend>
          <SelectField
            label="Status"
            name="Status"
            defaultValue={value("Status", page?.Status ?? "draft")}
            error={err("Status")}
            options={CMS_STATUSES.map((s) => ({ value: s, label: CMS_STATUS_LABELS[s] }))}
          />
          <div className="cms-form__row">
            <TextField
              label="Veröffentlichen ab"
              name="PublishAt"
              type="datetime-local"
              optional
              defaultValue={value("PublishAt", local(page?.PublishAt ?? null))}
              error={err("PublishAt")}
              hint="Für „Geplant“: ab wann die Seite erscheint."
            />
            <TextField
              label="Veröffentlichen bis"
              name="UnpublishAt"
              type="datetime-local"
              optional
              defaultValue={value("UnpublishAt", local(page?.UnpublishAt ?? null))}
              error={err("UnpublishAt")}
              hint="Danach: 410 oder die Weiterleitung."
            />
          </div>
          <TextField
            label="Weiterleitung nach dem Ende"
            name="RedirectTo"
            optional
            defaultValue={value("RedirectTo", page?.RedirectTo ?? "")}
            error={err("RedirectTo")}
            hint="Eine Adresse dieser Website, z. B. /info-center."
          />
        </fieldset>
        <div className="bo-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            Speichern
          </button>
          <button type="submit" name="intent" value="publish" className="button button--secondary" disabled={busy}>
            Speichern und veröffentlichen
          </button>
        </div>
      </Form>

      {page && (
        <section className="bo-card" aria-labelledby="teilen-titel">
          <h2 id="teilen-titel">Vorschau teilen</h2>
          <p className="bo-muted">
            Ein Link auf die gespeicherte Fassung {page.Version}, den jede Person mit dem Link 24 Stunden lang öffnen kann.
          </p>
          {share ? (
            <div>
              <CopyValue value={share.url} label="Vorschau-Link" breakAfter="/" anywhere testId="cms-share-link" />
              <p className="bo-muted">Gültig bis {formatDate(share.expiresAt, "shortDT", de)} Uhr.</p>
            </div>
          ) : (
            <Form method="post">
              <input type="hidden" name="Version" value={page.Version} />
              <button type="submit" name="intent" value="share" className="button button--secondary" disabled={busy}>
                Vorschau-Link erzeugen
              </button>
            </Form>
          )}
        </section>
      )}

      {page && versions.length > 0 && (
        <section className="bo-card" aria-labelledby="fassungen-titel">
          <h2 id="fassungen-titel">Fassungen</h2>
          {compare && (
            <div className="cms-compare">
              <h3>
                Fassung {compare.from} → Fassung {compare.to}
              </h3>
              <VersionDiffView diff={compare.diff} beforeLabel={`Fassung ${compare.from}`} afterLabel={`Fassung ${compare.to}`} />
            </div>
          )}
          <ol className="cms-versions" reversed>
            {versions.map((ver) => (
              <li key={ver.Version}>
                <span>
                  <strong>Fassung {ver.Version}</strong> · {formatDate(ver.CreatedAt, "shortDT", de)} · {ver.Author ?? "Ersteinrichtung"} ·{" "}
                  {CMS_STATUS_LABELS[ver.Status]}
                </span>
                {ver.Version !== page.Version && (
                  <span className="cms-versions__actions">
                    <Link to={`?vergleich=${ver.Version}-${page.Version}`}>mit aktueller vergleichen</Link>
                    <Form method="post" className="cms-inline-form">
                      <input type="hidden" name="Version" value={page.Version} />
                      <input type="hidden" name="Restore" value={ver.Version} />
                      <button
                        type="submit"
                        name="intent"
                        value="restore"
                        className="button button--small button--secondary"
                        disabled={busy}
                      >
                        Wiederherstellen
                      </button>
                    </Form>
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      {page && legalPage(page) && (
        <section className="bo-card" aria-labelledby="loeschen-titel">
          <h2 id="loeschen-titel">Gesetzlich vorgeschriebene Seite</h2>
          <p>
            AGB, Impressum und Datenschutzerklärung muss jede Länderseite zeigen: Sie können den Text dieser Seite ändern, sie aber nicht
            löschen, verschieben oder einem anderen Land zuordnen.{" "}
            {page.Path !== TERMS_CMS_PATH &&
              "Ist sie nicht veröffentlicht, zeigt die Website die Angaben aus den Betreiberdaten des Marktplatzes."}
          </p>
        </section>
      )}
      {page && !legalPage(page) && (
        <section className="bo-card" aria-labelledby="loeschen-titel">
          <h2 id="loeschen-titel">Löschen</h2>
          <details>
            <summary>Seite mit allen Fassungen löschen …</summary>
            <p>
              „{page.Title}“ ({page.Path}) verschwindet sofort von{" "}
              {countryLabel(page.CountryId) === "Alle Länderseiten" ? "allen Länderseiten" : countryLabel(page.CountryId)}; Besucher
              erhalten dann die Seite „nicht gefunden“. Wollen Sie die Seite nur vorübergehend entfernen, setzen Sie den Status auf
              „Archiviert“.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
                Endgültig löschen
              </button>
            </Form>
          </details>
        </section>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
