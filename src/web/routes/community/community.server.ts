/**
 * The community pages' loaders' and actions' shared part (decision 0069): who is asking, whether she may
 * write, and every form of the pages (new thread, reply, change, delete, "hilfreich", "Melden", accepting
 * the guidelines) as post/redirect/get through the one set of page helpers (decision 0061).
 */
import { redirect, type AppLoadContext } from "react-router";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { guidelinesPathFor, postPath, safeCommunityReturn } from "../../../domain/community/community-paths.ts";
import { acceptGuidelinesInput, createPostInput, reportPostInput, updatePostInput } from "../../../domain/community/community.schemas.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { idParam } from "../../../domain/shared/number-schemas.ts";
import { z } from "zod";
import { formProblem, problemOfError, readForm, redirectWithNotice } from "../../lib/page.server.ts";

export const COMMUNITY_NOTICES = ["geschrieben", "geaendert", "geloescht", "hilfreich", "gemeldet", "akzeptiert"] as const;
export type CommunityNotice = (typeof COMMUNITY_NOTICES)[number];

export function communityCaller(context: AppLoadContext) {
  return context.user ? { id: context.user.id, isGuest: context.user.isGuest } : null;
}

/** What the writing forms show: the form, the guidelines first, a login link, or that a guest account cannot write. */
export async function writeState(context: AppLoadContext): Promise<"write" | "guidelines" | "login" | "guest"> {
  const user = context.user;
  if (!user) return "login";
  if (user.isGuest) return "guest";
  return (await context.services.community.acceptsCurrentGuidelines(user.id)) ? "write" : "guidelines";
}

async function threadVisible(context: AppLoadContext, id: number): Promise<boolean> {
  try {
    await context.services.community.readPost({ caller: null, id });
    return true;
  } catch (err) {
    if (isClientError(err)) return false;
    throw err;
  }
}

const idFormSchema = z.object({ id: idParam() });
/** The post a form names (a hidden field); anything else is no post of ours. */
const postIdOf = (values: Record<string, string>) => idFormSchema.safeParse(values).data?.id ?? 0;

export interface ActionPlace {
  /** The page's own path: where a form comes back to. */
  here: string;
  /** A thread page's thread and the list it belongs to: deleting the thread itself leads there. */
  threadId?: number;
  listPath?: string;
}

/** One action for every community form; `here` is the page's own path (where a refused form comes back). */
export async function communityAction(request: Request, context: AppLoadContext, { here, threadId, listPath }: ActionPlace) {
  const intent = (await request.clone().formData()).get("intent");
  const caller = communityCaller(context);
  const community = context.services.community;
  let values: Record<string, string> = {};
  try {
    switch (intent) {
      case "new":
      case "reply": {
        const form = await readForm(request, createPostInput);
        values = form.values;
        if (!form.ok) return formProblem("Bitte prüfen Sie die markierten Angaben.", form);
        const post = await community.createPost(caller, context.country.countryId, form.data);
        return redirectWithNotice(postPath(post.ThreadId, post.Id), "geschrieben");
      }
      case "edit": {
        const form = await readForm(request, updatePostInput);
        values = form.values;
        const id = postIdOf(form.values);
        if (!form.ok) return formProblem("Bitte prüfen Sie die markierten Angaben.", form);
        await community.editPost(caller, id, form.data);
        return redirectWithNotice(`${here}#beitrag-${id}`, "geaendert");
      }
      case "delete": {
        const form = await readForm(request, idFormSchema);
        if (!form.ok) return formProblem("Unbekannter Beitrag.", form);
        await community.deletePost(caller, form.data.id);
        return redirectWithNotice(form.data.id === threadId && listPath ? listPath : here, "geloescht");
      }
      case "helpful": {
        const form = await readForm(request, idFormSchema);
        if (!form.ok) return formProblem("Unbekannter Beitrag.", form);
        await community.markHelpful(caller, form.data.id);
        return redirect(`${here}#beitrag-${form.data.id}`);
      }
      case "report": {
        const form = await readForm(request, reportPostInput);
        values = form.values;
        const id = postIdOf(form.values);
        if (!form.ok) return formProblem("Bitte prüfen Sie die markierten Angaben.", form);
        await community.reportPost(caller, id, form.data);
        // Reported into hiding, a thread is no page anymore: the list says thanks instead.
        const stillThere = threadId === undefined || (await threadVisible(context, threadId));
        return redirectWithNotice(stillThere ? here : (listPath ?? "/community"), "gemeldet");
      }
      case "accept": {
        const form = await readForm(request, acceptGuidelinesInput);
        values = form.values;
        if (!form.ok) return formProblem("Bitte bestätigen Sie die Nutzungsbedingungen.", form);
        if (form.values.gelesen !== "on")
          return formProblem("Bitte bestätigen Sie, dass Sie die Nutzungsbedingungen gelesen haben.", { values: form.values });
        await community.acceptGuidelines(caller, form.data.Version);
        return redirectWithNotice(safeCommunityReturn(form.values.zurueck), "akzeptiert");
      }
      default:
        return formProblem("Unbekannte Aktion. Bitte laden Sie die Seite neu.", { values: { intent: String(intent ?? "") } });
    }
  } catch (err) {
    if (isClientError(err) && err.code === "COMMUNITY_LOGIN_REQUIRED") throw redirect(loginUrl(here));
    if (isClientError(err) && err.code === "COMMUNITY_GUIDELINES_NOT_ACCEPTED") throw redirect(guidelinesPathFor(here));
    return problemOfError(err, values);
  }
}
