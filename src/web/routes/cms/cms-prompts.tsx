/**
 * /support/cms/prompts/{id?} (decision 0066): the product's text templates. Without an id the list; with one
 * the text, its allowed placeholders, a preview with sample data, its versions and "auf Standard
 * zurücksetzen". Every form posts without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import type { Route } from "./+types/cms-prompts";
import { cmsPromptUpdate } from "../../../domain/cms/cms.schemas.ts";
import { fillPrompt, PROMPT_TEXT_MAX, promptById } from "../../../domain/cms/prompts.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Alert, TextAreaField } from "../../components/account/form-fields.tsx";
import { assertSameOrigin, caller, errorPageOf, formText, noticeOf, orErrorPage, redirectWithNotice } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.prompt?.Label ?? "Textbausteine"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

const NOTICES = {
  gespeichert: "Der Text ist gespeichert; die nächste E-Mail verwendet ihn.",
  zurueckgesetzt: "Der Standardtext gilt wieder.",
} as const;
const de = LOCALES.de;
const sample = (id: string, text: string) => fillPrompt(text, promptById(id)?.placeholders ?? {});

export async function loader({ context, params, request }: Route.LoaderArgs) {
  caller(context);
  const cms = context.services.cms;
  if (!params.id) return { prompts: await cms.listPrompts(), prompt: null, versions: [], notice: null };
  const id = params.id;
  const prompt = await orErrorPage(() => cms.getPrompt(id));
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  return {
    prompts: [],
    prompt: { ...prompt, Sample: sample(id, prompt.Text) },
    versions: await cms.promptVersions(id),
    notice: notice && NOTICES[notice],
  };
}

type Answer = { message: string | null; field?: string; text: string; sample: string | null };

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const id = params.id;
  if (!id) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const text = formText(form, "Text", PROMPT_TEXT_MAX + 500);
  const parsed = cmsPromptUpdate.safeParse({ Text: intent === "reset" ? null : text, Version: Number(formText(form, "Version", 12)) });
  if (!parsed.success)
    return { message: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie den Text.", field: "Text", text, sample: null } satisfies Answer;
  if (intent === "preview") return { message: null, text, sample: sample(id, text) } satisfies Answer;
  try {
    await context.services.cms.savePrompt({ id: me.id, requestId: me.requestId }, id, parsed.data.Text, parsed.data.Version);
    return redirectWithNotice(`/support/cms/prompts/${id}`, intent === "reset" ? "zurueckgesetzt" : "gespeichert");
  } catch (err) {
    if (isClientError(err) && err.statusCode !== 404)
      return { message: err.message, field: err.fieldErrors ? "Text" : undefined, text, sample: null } satisfies Answer;
    throw errorPageOf(err);
  }
}

export default function CmsPromptsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { prompts, prompt, versions, notice } = loaderData;
  const answer = actionData as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  if (!prompt)
    return (
      <main className="cms-edit">
        <h1>Textbausteine</h1>
        <p className="bo-lead">
          Die veränderlichen Absätze der E-Mails. Platzhalter in geschweiften Klammern füllt der Marktplatz beim Versand aus.
        </p>
        <ul className="cms-prompt-list">
          {prompts.map((p) => (
            <li key={p.Id} className="bo-card">
              <h2>
                <Link to={`/support/cms/prompts/${p.Id}`}>{p.Label}</Link>
              </h2>
              <p className="bo-muted">{p.UsedIn}</p>
              <p>
                {p.IsDefault
                  ? "Standardtext"
                  : `Geändert am ${formatDate(p.UpdatedAt!, "shortDT", de)}${p.UpdatedBy ? ` von ${p.UpdatedBy}` : ""}`}
              </p>
            </li>
          ))}
        </ul>
      </main>
    );
  const shownSample = answer?.sample ?? prompt.Sample;
  return (
    <main className="cms-edit">
      <p>
        <Link to="/support/cms/prompts">← Alle Textbausteine</Link>
      </p>
      <h1>{prompt.Label}</h1>
      <p className="bo-muted">{prompt.UsedIn}</p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {answer?.message && <Alert kind="error">{answer.message}</Alert>}
      <Form method="post" className="bo-card cms-form" key={prompt.Version}>
        <input type="hidden" name="Version" value={prompt.Version} />
        <TextAreaField
          label="Text"
          name="Text"
          rows={5}
          maxLength={PROMPT_TEXT_MAX}
          defaultValue={answer?.text ?? prompt.Text}
          error={answer?.field === "Text" ? (answer.message ?? undefined) : undefined}
          hint={`Erlaubte Platzhalter: ${prompt.Placeholders.map((p) => `{${p}}`).join(", ")}.`}
        />
        <div className="bo-actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
            Speichern
          </button>
          <button type="submit" name="intent" value="preview" className="button button--secondary" disabled={busy}>
            Vorschau mit Beispieldaten
          </button>
          {!prompt.IsDefault && (
            <button type="submit" name="intent" value="reset" className="button button--secondary" disabled={busy}>
              Auf Standard zurücksetzen
            </button>
          )}
        </div>
      </Form>
      <section className="bo-card" aria-labelledby="vorschau-titel">
        <h2 id="vorschau-titel">{answer?.sample ? "Vorschau Ihres Entwurfs (nicht gespeichert)" : "Vorschau mit Beispieldaten"}</h2>
        <p className="cms-prompt-sample">{shownSample}</p>
        {!prompt.IsDefault && (
          <p className="bo-muted">
            Standardtext: <q>{prompt.DefaultText}</q>
          </p>
        )}
      </section>
      {versions.length > 0 && (
        <section className="bo-card" aria-labelledby="fassungen-titel">
          <h2 id="fassungen-titel">Fassungen</h2>
          <ol className="cms-versions" reversed>
            {versions.map((v) => (
              <li key={v.Version}>
                <strong>Fassung {v.Version}</strong> · {formatDate(v.CreatedAt, "shortDT", de)} · {v.Author ?? "–"} ·{" "}
                {v.Text === null ? "Standardtext" : <q>{v.Text}</q>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
