/**
 * The action of the pages that confirm a mailed link (decision 0061): the page posts to itself, and the
 * action calls the same use case as the link's API route with the token of the address.
 */
import type { z } from "zod";
import { formProblem, problemOfError, readForm } from "../../lib/page.server.ts";

/** What the page shows after the post: the use case's German sentence. */
export interface ConfirmLinkDone {
  done: true;
  message: string;
}

const LINK_INVALID = "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

/**
 * The link's token read through the area's schema; a refusal of the use case (used, expired, an address
 * taken meanwhile) is the page's message. No redirect: the link is used once, and a repeated post gets the
 * use case's own answer to a used link.
 */
export async function confirmLinkAction(
  request: Request,
  token: string,
  schema: z.ZodType<{ Token: string }>,
  confirm: (token: string) => Promise<{ message: string }>,
) {
  const parsed = await readForm(request, schema, { max: 0, extra: { Token: token } });
  if (!parsed.ok) return formProblem(LINK_INVALID);
  try {
    const { message } = await confirm(parsed.data.Token);
    return { done: true, message } satisfies ConfirmLinkDone;
  } catch (err) {
    return problemOfError(err);
  }
}
