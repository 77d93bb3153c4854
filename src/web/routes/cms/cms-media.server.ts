import { data } from "react-router";
import { mediaAltUpdate } from "../../../domain/cms/media.schemas.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { assertSameOrigin, caller, errorPageOf, formText, noticeOf, orErrorPage, redirectWithNotice } from "../../lib/page.server.ts";

export const MEDIA_NOTICES = {
  hochgeladen: "Die Datei ist in der Mediathek. Bilder fügen Sie im Editor einer Inhaltsseite mit „Bild“ ein.",
  geloescht: "Die Datei ist gelöscht.",
  "alt-gespeichert": "Der Alternativtext ist gespeichert; jede Seite mit dem Bild zeigt ihn ab sofort.",
} as const;
type MediaNotice = keyof typeof MEDIA_NOTICES;

/** A refused upload, delete or alt text: the form's problem, and for a file's own form the file it was about. */
export type MediaProblem = FormProblem & { deleteId?: number; altId?: number };

type Args = { context: Parameters<typeof caller>[0]; request: Request };

export async function loadMediaPage({ context, request }: Args) {
  caller(context);
  const media = await orErrorPage(() => context.services.cms.listMedia());
  const notice = noticeOf(request, Object.keys(MEDIA_NOTICES) as MediaNotice[]);
  return { media, notice: notice && MEDIA_NOTICES[notice] };
}

/**
 * The library page's forms (post/redirect/get, without JavaScript too): an upload (multipart, the same use case
 * as POST /api/support/cms/media) or a delete. A refusal comes back with its German sentence and the typed
 * alt text; a file input cannot be filled again by a page, so the editor chooses the file once more.
 */
export async function mediaPageAction({ context, request }: Args) {
  assertSameOrigin(request);
  const me = caller(context);
  const actor = { id: me.id, requestId: me.requestId };
  const cms = context.services.cms;
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const alt = formText(form, "Alt", 1000);
  const id = intent === "delete" || intent === "alt" ? parseIdText(formText(form, "Id", 20)) : null;
  const gone = () => problem({ message: "Diese Datei gibt es in der Mediathek nicht (mehr).", fieldErrors: {} }, 404);
  try {
    if (intent === "alt") {
      if (id === null) return gone();
      const parsed = mediaAltUpdate.safeParse({ Alt: alt });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Bitte prüfen Sie den Alternativtext.";
        return problem({ message, fieldErrors: { Alt: [message] }, values: { Alt: alt }, altId: id }, 400);
      }
      await cms.updateMediaAlt({ actor, id, alt: parsed.data.Alt });
      return redirectWithNotice("/support/cms/media", "alt-gespeichert");
    }
    if (intent === "delete") {
      if (id === null) return gone();
      await cms.deleteMedia({ actor, id });
      return redirectWithNotice("/support/cms/media", "geloescht");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      const message = "Bitte wählen Sie eine Datei aus.";
      return problem({ message, code: "FILE_MISSING", fieldErrors: { file: [message] }, values: { Alt: alt } }, 400);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    await cms.uploadMedia({ actor, bytes, fileName: file.name, fields: { Alt: alt } });
    return redirectWithNotice("/support/cms/media", "hochgeladen");
  } catch (err) {
    if (!isClientError(err)) throw errorPageOf(err);
    const fieldErrors = err.fieldErrors ?? (intent === "upload" || !intent ? { file: [err.message] } : {});
    const about = id === null ? {} : intent === "alt" ? { altId: id } : { deleteId: id };
    return problem({ message: err.message, code: err.code, fieldErrors, values: { Alt: alt }, ...about }, err.statusCode);
  }
}

const problem = (body: MediaProblem, status: number) => data<MediaProblem>(body, { status });
