import { data } from "react-router";
import { docToText, plainTextToBody } from "../../../domain/cms/body-doc.ts";
import { cmsPageForm, pageInputOfForm } from "../../../domain/cms/cms-form.ts";
import type { CmsPage, CmsPageInput } from "../../../domain/cms/cms.schemas.ts";
import { previewPath } from "../../../domain/cms/preview-path.ts";
import { versionDiff, type VersionDiff } from "../../../domain/cms/version-diff.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import {
  assertSameOrigin,
  caller,
  errorPageOf,
  fieldErrorsOf,
  formText,
  noticeOf,
  orErrorPage,
  readForm,
  redirectWithNotice,
} from "../../lib/page.server.ts";

export const EDIT_NOTICES = {
  angelegt: "Die Seite ist angelegt.",
  gespeichert: "Gespeichert.",
  bereinigt: "Gespeichert. Unzulässige Inhalte (Skripte, eingebettete Inhalte, fremde Links oder Bilder) wurden dabei entfernt.",
  veroeffentlicht: "Die Seite ist veröffentlicht bzw. zum geplanten Zeitpunkt eingeplant.",
  wiederhergestellt: "Die ältere Fassung ist als neue Fassung wiederhergestellt.",
} as const;
type EditNotice = keyof typeof EDIT_NOTICES;

/** A refused save: the form's problem, and on a conflict the colleague's version and what differs from mine. */
export type EditProblem = FormProblem & { conflict?: { theirs: CmsPage; diff: VersionDiff } };
export type EditActionData = EditProblem | { share: { url: string; expiresAt: string } };

const EMPTY_DOC = plainTextToBody("");

function pageIdOf(params: { pageId?: string }): number | null {
  if (params.pageId === undefined) return null;
  const id = parseIdText(params.pageId);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

/** "3-5" → [3, 5]: the versions to compare. */
function compareOf(url: URL): [number, number] | null {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(url.searchParams.get("vergleich") ?? "");
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** What React Router hands the edit page's loader and action. */
type EditPageArgs = { context: Parameters<typeof caller>[0]; params: { pageId?: string }; request: Request };

export async function loadEditPage({ context, params, request }: EditPageArgs) {
  caller(context);
  const id = pageIdOf(params);
  const cms = context.services.cms;
  const url = new URL(request.url);
  const notice = noticeOf(request, Object.keys(EDIT_NOTICES) as EditNotice[]);
  // The library's images for the editor's "Bild" chooser.
  const images = await cms.editorImages();
  if (id === null) return { page: null, versions: [], compare: null, text: "", notice: null, images };
  const page = await orErrorPage(() => cms.getPage(id));
  const versions = await cms.pageVersions(id);
  const pair = compareOf(url);
  const compare = pair ? { from: pair[0], to: pair[1], diff: await orErrorPage(() => cms.compareVersions(id, pair[0], pair[1])) } : null;
  return { page, versions, compare, text: docToText(page.Body as never), notice: notice && EDIT_NOTICES[notice], images };
}

export async function editPageAction({ context, params, request }: EditPageArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const id = pageIdOf(params);
  const cms = context.services.cms;
  const actor = { id: me.id, requestId: me.requestId };
  const form = await request.clone().formData();
  const intent = formText(form, "intent", 20);
  const version = Number(formText(form, "Version", 12)) || 0;
  const back = (pageId: number, n: EditNotice) => redirectWithNotice(`/support/cms/${pageId}/edit`, n);
  try {
    if (intent === "delete" && id !== null) {
      await cms.deletePage({ actor, id });
      return redirectWithNotice("/support/cms/list", "geloescht");
    }
    if (intent === "restore" && id !== null) {
      const restore = Number(formText(form, "Restore", 12));
      await cms.restoreVersion({ actor, id, restore, version });
      return back(id, "wiederhergestellt");
    }
    if (intent === "share" && id !== null) {
      const page = await cms.getPage(id);
      const link = cms.previewLink(page.Id, page.Version);
      const origin = context.countryOrigins[localeById(page.CountryId ?? context.country.countryId)?.code ?? context.country.code];
      return data<EditActionData>({ share: { url: `${origin}${previewPath(link.token)}`, expiresAt: link.expiresAt } });
    }
    const read = await readForm(request, cmsPageForm);
    if (!read.ok) return problem("Bitte prüfen Sie die markierten Felder.", read.fieldErrors, read.values);
    const { body, fields } = read.data;
    const current = id === null ? null : await cms.getPage(id);
    const doc = body.kind === "doc" ? body.doc : ((current?.Body as unknown as CmsPageInput["Body"]) ?? EMPTY_DOC);
    if (intent === "publish") fields.Status = fields.PublishAt && new Date(fields.PublishAt) > new Date() ? "scheduled" : "published";
    const parsed = pageInputOfForm(fields, doc);
    if (!parsed.success) return problem("Bitte prüfen Sie die markierten Felder.", fieldErrorsOf(parsed.error.issues), read.values);
    if (intent === "publish" && fields.Status === "published" && !parsed.data.PublishAt) parsed.data.PublishAt = new Date().toISOString();
    const saved = id === null ? await cms.createPage(actor, parsed.data) : await cms.updatePage(actor, id, parsed.data, version);
    return back(saved.Id, intent === "publish" ? "veroeffentlicht" : saved.Notice ? "bereinigt" : id === null ? "angelegt" : "gespeichert");
  } catch (err) {
    if (isClientError(err) && err.code === "CMS_VERSION_CONFLICT" && id !== null) {
      const theirs = await cms.getPage(id);
      const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
      const mine = await mineForDiff(values, theirs);
      return data<EditActionData>(
        {
          message: err.message,
          code: err.code,
          fieldErrors: {},
          values,
          conflict: { theirs, diff: versionDiff(theirsInput(theirs), mine) },
        },
        { status: 409 },
      );
    }
    if (isClientError(err) && err.statusCode !== 404) {
      const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
      return data<EditActionData>(
        { message: err.message, code: err.code, fieldErrors: err.fieldErrors ?? {}, values },
        { status: err.statusCode },
      );
    }
    throw errorPageOf(err);
  }
}

function problem(message: string, fieldErrors: Record<string, string[]>, values: Record<string, string>) {
  return data<EditActionData>({ message, fieldErrors, values }, { status: 400 });
}

const theirsInput = (p: CmsPage): CmsPageInput => ({
  Path: p.Path,
  CountryId: p.CountryId as CmsPageInput["CountryId"],
  Title: p.Title,
  SeoTitle: p.SeoTitle,
  SeoDescription: p.SeoDescription,
  Body: p.Body as unknown as CmsPageInput["Body"],
  Status: p.Status,
  PublishAt: p.PublishAt,
  UnpublishAt: p.UnpublishAt,
  RedirectTo: p.RedirectTo,
});

/** My refused save as a page input, for the comparison with the colleague's (fields I left empty count as typed). */
async function mineForDiff(values: Record<string, string>, theirs: CmsPage): Promise<CmsPageInput> {
  const parsed = cmsPageForm.safeParse(values);
  const fields = parsed.success ? parsed.data.fields : null;
  const body = parsed.success && parsed.data.body.kind === "doc" ? parsed.data.body.doc : (theirs.Body as unknown as CmsPageInput["Body"]);
  return {
    ...theirsInput(theirs),
    ...(fields
      ? {
          Path: fields.Path,
          CountryId: fields.CountryId as CmsPageInput["CountryId"],
          Title: fields.Title,
          SeoTitle: fields.SeoTitle,
          SeoDescription: fields.SeoDescription,
          Status: fields.Status as CmsPageInput["Status"],
          PublishAt: fields.PublishAt,
          UnpublishAt: fields.UnpublishAt,
          RedirectTo: fields.RedirectTo,
        }
      : {}),
    Body: body,
  };
}
