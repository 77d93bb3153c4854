/**
 * /support/cms/content/edit (decision 0067): the site texts — short texts that stand on many pages, each a
 * slot the CMS fills. Without `?text=` the list; with it one text for all sites and per country, a preview
 * of what each site shows, and "Auf Standard zurücksetzen". Every form posts without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import type { Route } from "./+types/cms-site-texts";
import { cmsSiteTextUpdate, type CmsSiteText } from "../../../domain/cms/cms.schemas.ts";
import { SITE_TEXT_MAX } from "../../../domain/cms/site-texts.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Alert, TextAreaField } from "../../components/account/form-fields.tsx";
import { assertSameOrigin, caller, errorPageOf, formText, noticeOf, orErrorPage, redirectWithNotice } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.text?.Label ?? "Seitentexte"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

const PATH = "/support/cms/content/edit";
const NOTICES = {
  gespeichert: "Der Text ist gespeichert; alle Seiten zeigen ihn ab sofort.",
  zurueckgesetzt: "Die Standardtexte gelten wieder.",
} as const;
const de = LOCALES.de;
type Site = keyof CmsSiteText["Values"];
const SITES: { site: Site; label: string; hint: (t: CmsSiteText) => string }[] = [
  { site: "All", label: "Für alle Länder", hint: () => "Leer: Jede Seite zeigt ihren Standardtext." },
  { site: "De", label: "Nur Deutschland", hint: () => "Leer: Es gilt der Text für alle Länder." },
  { site: "At", label: "Nur Österreich", hint: () => "Leer: Es gilt der Text für alle Länder." },
  { site: "Ch", label: "Nur Schweiz", hint: () => "Leer: Es gilt der Text für alle Länder (mit „ss“ statt „ß“)." },
];
const SITE_NAMES = { De: "Deutschland", At: "Österreich", Ch: "Schweiz" } as const;
const editPath = (key: string) => `${PATH}?text=${encodeURIComponent(key)}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const cms = context.services.cms;
  const key = new URL(request.url).searchParams.get("text");
  if (!key) return { texts: await cms.listSiteTexts(), text: null, notice: null };
  const text = await orErrorPage(() => cms.getSiteText(key));
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return { texts: [], text, notice: notice && NOTICES[notice] };
}

type Answer = {
  message: string | null;
  field?: string;
  conflict?: true;
  values: CmsSiteText["Values"];
  preview: CmsSiteText["Html"] | null;
};

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const key = new URL(request.url).searchParams.get("text");
  if (!key) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const typed = (site: Site) => formText(form, site, SITE_TEXT_MAX + 500);
  const values = { All: typed("All"), De: typed("De"), At: typed("At"), Ch: typed("Ch") };
  const blankIsNull = (t: string) => (intent === "reset" || t.trim() === "" ? null : t);
  const parsed = cmsSiteTextUpdate.safeParse({
    Values: { All: blankIsNull(values.All), De: blankIsNull(values.De), At: blankIsNull(values.At), Ch: blankIsNull(values.Ch) },
    Version: Number(formText(form, "Version", 12)),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      message: issue?.message ?? "Bitte prüfen Sie den Text.",
      field: String(issue?.path[1] ?? ""),
      values,
      preview: null,
    } satisfies Answer;
  }
  const v = parsed.data.Values;
  const stored = { all: v.All, de: v.De, at: v.At, ch: v.Ch };
  const cms = context.services.cms;
  try {
    if (intent === "preview") return { message: null, values, preview: cms.previewSiteText(key, stored) } satisfies Answer;
    await cms.saveSiteText({ id: me.id, requestId: me.requestId }, key, stored, parsed.data.Version);
    return redirectWithNotice(editPath(key), intent === "reset" ? "zurueckgesetzt" : "gespeichert");
  } catch (err) {
    if (isClientError(err) && err.statusCode !== 404)
      return {
        message: err.message,
        field: err.fieldErrors ? Object.keys(err.fieldErrors)[0] : undefined,
        conflict: err.statusCode === 409 ? true : undefined,
        values,
        preview: null,
      } satisfies Answer;
    throw errorPageOf(err);
  }
}

function TextList({ texts }: { texts: CmsSiteText[] }) {
  return (
    <main className="cms-edit">
      <h1>Seitentexte</h1>
      <p className="bo-lead">
        Kurze Texte, die auf vielen Seiten stehen. Ein Text gilt für alle Länder oder nur für eines; ohne Eingabe zeigt jede Seite ihren
        Standardtext.
      </p>
      <ul className="cms-prompt-list">
        {texts.map((t) => {
          const own = (["De", "At", "Ch"] as const).filter((s) => t.Values[s] !== null).map((s) => SITE_NAMES[s]);
          return (
            <li key={t.Key} className="bo-card">
              <h2>
                <Link to={editPath(t.Key)}>{t.Label}</Link>
              </h2>
              <p className="bo-muted">{t.UsedIn}</p>
              <p>
                {t.UpdatedAt === null || (t.Values.All === null && own.length === 0)
                  ? "Standardtext"
                  : `Geändert am ${formatDate(t.UpdatedAt, "shortDT", de)}${t.UpdatedBy ? ` von ${t.UpdatedBy}` : ""}`}
                {own.length > 0 && ` · eigener Text für ${own.join(", ")}`}
              </p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

export default function CmsSiteTextsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, text, notice } = loaderData;
  const answer = actionData as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  if (!text) return <TextList texts={texts} />;
  const shown = answer?.preview ?? text.Html;
  const changed = text.Values.All !== null || text.Values.De !== null || text.Values.At !== null || text.Values.Ch !== null;
  return (
    <main className="cms-edit">
      <p>
        <Link to={PATH}>← Alle Seitentexte</Link>
      </p>
      <h1>{text.Label}</h1>
      <p className="bo-muted">{text.UsedIn}</p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {answer?.message && !answer.field && <Alert kind="error">{answer.message}</Alert>}
      {answer?.conflict && (
        <section className="bo-card cms-conflict" aria-labelledby="konflikt-titel">
          <h2 id="konflikt-titel">Gleichzeitig gespeichert</h2>
          <p>
            Gespeichert ist jetzt die Fassung von {text.UpdatedBy ?? "einer Kollegin oder einem Kollegen"}
            {text.UpdatedAt && ` (${formatDate(text.UpdatedAt, "shortDT", de)})`}; Ihre Eingaben stehen unten im Formular. Speichern Sie
            erneut, gilt Ihre Fassung.
          </p>
          <dl className="cms-diff__fields">
            {SITES.map(({ site, label }) => (
              <div key={site}>
                <dt>{label}</dt>
                <dd>{text.Values[site] ?? "(leer)"}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <Form method="post" className="bo-card cms-form" key={`${text.Version}-${answer?.conflict ? "c" : ""}`}>
        {/* After a conflict the loader holds the colleague's version: the next save goes on top of it. */}
        <input type="hidden" name="Version" value={text.Version} />
        {SITES.map(({ site, label, hint }) => (
          <TextAreaField
            key={site}
            label={label}
            name={site}
            rows={site === "All" ? 4 : 3}
            maxLength={SITE_TEXT_MAX}
            defaultValue={answer?.values[site] ?? text.Values[site] ?? ""}
            placeholder={site === "All" ? text.Defaults.De : undefined}
            error={answer?.field === site ? (answer.message ?? undefined) : undefined}
            hint={hint(text)}
          />
        ))}
        <p className="hint">
          Absätze trennen Sie durch eine Leerzeile; „- “ beginnt einen Listenpunkt, „&gt; “ einen Hinweiskasten, **fett** wird fett,
          [Linktext](/pfad) ein Link.
        </p>
        <div className="bo-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            Speichern
          </button>
          <button type="submit" name="intent" value="preview" className="button button--secondary" disabled={busy}>
            Vorschau
          </button>
          {changed && (
            <button
              type="submit"
              name="intent"
              value="reset"
              className="button button--secondary"
              disabled={busy}
              onClick={(e) => {
                if (!window.confirm("Alle eigenen Texte verwerfen? Danach zeigt jede Seite wieder ihren Standardtext.")) e.preventDefault();
              }}
            >
              Auf Standard zurücksetzen
            </button>
          )}
        </div>
      </Form>
      <section className="bo-card" aria-labelledby="vorschau-titel">
        <h2 id="vorschau-titel">{answer?.preview ? "Vorschau Ihres Entwurfs (nicht gespeichert)" : "So zeigen die Seiten den Text"}</h2>
        {(["De", "At", "Ch"] as const).map((site) => (
          <figure key={site} className="cms-site-text-preview">
            <figcaption className="bo-muted">{SITE_NAMES[site]}</figcaption>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the CMS and sanitised on the server (decision 0056). */}
            <div className="slot cms-body" dangerouslySetInnerHTML={{ __html: shown[site] }} />
          </figure>
        ))}
      </section>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
