import { changeContactRequest } from "./change-contact-request.ts";
import type { ContactActor, ContactDeps } from "./contact.deps.ts";

/** POST /api/support/kontakt/{id}/close (decision 0042): the request is done; a closed one takes nothing more. Audit "contact.close". */
export async function closeContactRequest(
  deps: Pick<ContactDeps, "db" | "now">,
  input: { actor: ContactActor; id: number },
): Promise<void> {
  await changeContactRequest(deps, { actor: input.actor, id: input.id, action: "close" }, async () => ({}));
}
