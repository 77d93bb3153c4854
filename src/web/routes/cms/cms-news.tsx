/**
 * /support/cms/news and /support/cms/news/{newsId} (decision 0065): the news articles for the editors — the list
 * (articles still to appear marked), and one article ("neu" for a new one) with title, address, sites, teaser,
 * text, the featured flag and its publication time. The form posts without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import type { Route } from "./+types/cms-news";
import { NEWS_LIMITS, newsArticleInput } from "../../../domain/news/news-edit.schemas.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { instantOfLocal, localOfInstant } from "../../../domain/shared/local-time.ts";
import { Alert, SelectField, TextAreaField, TextField } from "../../components/account/form-fields.tsx";
import { BoTable } from "../../components/back-office/bo-table.tsx";
import { countryLabel, SITE_CHOICES } from "../../components/cms/cms-status.tsx";
import {
  assertSameOrigin,
  caller,
  errorPageOf,
  fieldErrorsOf,
  formText,
  noticeOf,
  orErrorPage,
  redirectWithNotice,
} from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.article?.Title ?? "News"} | Backoffice` }, { name: "robots", content: "noindex" }];
}

const NOTICES = { gespeichert: "Der Artikel ist gespeichert." } as const;
const de = LOCALES.de;

function articleIdOf(newsId: string | undefined): number | null | "list" {
  if (newsId === undefined) return "list";
  if (newsId === "neu") return null;
  const id = parseIdText(newsId);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  caller(context);
  const news = context.services.news;
  const id = articleIdOf(params.newsId);
  const now = new Date().toISOString();
  if (id === "list") return { list: await news.listNewsForEditors(), article: null, isNew: false, now, notice: null, images: [] };
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  const article = id === null ? null : await orErrorPage(() => news.newsArticleForEditors(id));
  // The article's picture is one of the media library's images.
  const images = await context.services.cms.editorImages();
  return { list: [], article, isNew: id === null, now, notice: notice && NOTICES[notice], images };
}

type Problem = { message: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const id = articleIdOf(params.newsId);
  if (id === "list") throw new Response(null, { status: 405 });
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const k of ["Title", "Slug", "Country", "Teaser", "Content", "PublishedAt", "Version"])
    values[k] = formText(form, k, NEWS_LIMITS.contentMax + 100);
  values.Featured = formText(form, "Featured", 5);
  const news = context.services.news;
  const published = instantOfLocal(values.PublishedAt);
  const parsed = newsArticleInput.safeParse({
    Slug: values.Slug,
    CountryId: values.Country === "alle" ? null : Number(values.Country),
    Title: values.Title,
    Teaser: values.Teaser,
    Content: values.Content,
    FilePath: values.FilePath || null,
    Featured: values.Featured === "on",
    PublishedAt: published?.toISOString() ?? "",
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    if (fieldErrors.PublishedAt) fieldErrors.PublishedAt = ["Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an."];
    return { message: "Bitte prüfen Sie die markierten Felder.", fieldErrors, values } satisfies Problem;
  }
  try {
    const saved = await news.saveNewsArticle(
      { id: me.id, requestId: me.requestId },
      id,
      parsed.data,
      id === null ? null : Number(values.Version),
    );
    return redirectWithNotice(`/support/cms/news/${saved.Id}`, "gespeichert");
  } catch (err) {
    if (isClientError(err) && err.statusCode !== 404)
      return { message: err.message, fieldErrors: err.fieldErrors ?? {}, values } satisfies Problem;
    throw errorPageOf(err);
  }
}

export default function CmsNewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, article, isNew, now, notice, images } = loaderData;
  const problem = actionData as Problem | undefined;
  const busy = useNavigation().state !== "idle";
  if (!article && !isNew)
    return (
      <main className="cms-edit">
        <h1>News</h1>
        <p className="bo-lead">Die Artikel unter /news. Ein Artikel mit einem Zeitpunkt in der Zukunft erscheint erst dann.</p>
        <p>
          <Link className="button button--primary" to="/support/cms/news/neu">
            Neuen Artikel schreiben
          </Link>
        </p>
        {list.length === 0 ? (
          <p className="bo-muted">Noch kein Artikel. Schreiben Sie den ersten mit „Neuen Artikel schreiben“.</p>
        ) : (
          <BoTable columns={["Titel", "Länderseite", "Veröffentlichung", "Zuletzt gespeichert"]} className="bo-cms-table">
            <tbody>
              {list.map((a) => (
                <tr key={a.Id}>
                  <td>
                    <Link to={`/support/cms/news/${a.Id}`}>{a.Title}</Link>
                    {a.Featured && <span className="bo-muted"> · hervorgehoben</span>}
                  </td>
                  <td>{countryLabel(a.CountryId)}</td>
                  <td>
                    {a.PublishedAt > now ? "Geplant: " : ""}
                    {formatDate(a.PublishedAt, "shortDT", de)}
                  </td>
                  <td>
                    {formatDate(a.UpdatedAt, "shortDT", de)}
                    {a.UpdatedBy && <span className="bo-muted"> · {a.UpdatedBy}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </BoTable>
        )}
      </main>
    );
  const v = problem?.values;
  const err = (n: string) => problem?.fieldErrors[n]?.[0];
  return (
    <main className="cms-edit">
      <p>
        <Link to="/support/cms/news">← Alle Artikel</Link>
      </p>
      <h1>{article ? article.Title : "Neuer Artikel"}</h1>
      {article && (
        <p className="bo-muted">
          /news/artikel/{article.Slug} · Fassung {article.Version} vom {formatDate(article.UpdatedAt, "shortDT", de)}
          {article.UpdatedBy && ` (${article.UpdatedBy})`}
        </p>
      )}
      {notice && <Alert kind="success">{notice}</Alert>}
      {problem && <Alert kind="error">{problem.message}</Alert>}
      <Form method="post" className="bo-card cms-form" key={article?.Version ?? 0}>
        <input type="hidden" name="Version" value={article?.Version ?? 0} />
        <TextField
          label="Titel"
          name="Title"
          required
          maxLength={NEWS_LIMITS.titleMax}
          defaultValue={v?.Title ?? article?.Title ?? ""}
          error={err("Title")}
        />
        <div className="cms-form__row">
          <TextField
            label="Adresse"
            name="Slug"
            required
            defaultValue={v?.Slug ?? article?.Slug ?? ""}
            error={err("Slug")}
            hint="Der Artikel steht unter /news/artikel/…"
            spellCheck={false}
            autoCapitalize="none"
          />
          <SelectField
            label="Länderseite"
            name="Country"
            defaultValue={v?.Country ?? (article?.CountryId == null ? "alle" : String(article.CountryId))}
            options={SITE_CHOICES}
          />
        </div>
        <TextAreaField
          label="Vorspann"
          name="Teaser"
          rows={3}
          maxLength={NEWS_LIMITS.teaserMax}
          defaultValue={v?.Teaser ?? article?.Teaser ?? ""}
          error={err("Teaser")}
        />
        <TextAreaField
          label="Text"
          name="Content"
          rows={14}
          maxLength={NEWS_LIMITS.contentMax}
          defaultValue={v?.Content ?? article?.Content ?? ""}
          error={err("Content")}
          hint="Absätze trennen Sie durch eine Leerzeile; „## “ am Zeilenanfang beginnt eine Zwischenüberschrift."
        />
        <SelectField
          label="Bild"
          name="FilePath"
          defaultValue={v?.FilePath ?? article?.FilePath ?? ""}
          error={err("FilePath")}
          options={[
            { value: "", label: images.length ? "Ohne Bild" : "Ohne Bild (die Mediathek hat noch keine Bilder)" },
            ...images.map((i) => ({ value: i.Src, label: `${i.Alt} (${i.FileName})` })),
            // An article's picture that left the library stays selectable, so a save does not drop it unasked.
            ...(article?.FilePath && !images.some((i) => i.Src === article.FilePath)
              ? [{ value: article.FilePath, label: "Bisheriges Bild" }]
              : []),
          ]}
        />
        <div className="cms-form__row">
          <TextField
            label="Veröffentlichen am"
            name="PublishedAt"
            type="datetime-local"
            required
            defaultValue={v?.PublishedAt ?? localOfInstant(new Date(article?.PublishedAt ?? now))}
            error={err("PublishedAt")}
            hint="Ein Zeitpunkt in der Zukunft plant den Artikel ein."
          />
          <label className="cms-checkbox">
            <input type="checkbox" name="Featured" defaultChecked={v ? v.Featured === "on" : (article?.Featured ?? false)} /> Auf der
            Startseite hervorheben
          </label>
        </div>
        <div className="bo-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Speichern
          </button>
          {article && (
            <Link to={`/news/artikel/${article.Slug}`} target="_blank" rel="noopener">
              Artikel ansehen
            </Link>
          )}
        </div>
      </Form>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
