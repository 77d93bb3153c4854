import { AppError } from "../../../domain/shared/errors.ts";
import { changeContactRequest } from "./change-contact-request.ts";
import type { ContactActor, ContactDeps } from "./contact.deps.ts";
import { deskUsers } from "./contact.repo.ts";

/**
 * POST /api/support/kontakt/{id}/assign (decision 0042): a desk takes the request or gives it to another
 * desk user (support desks and admins: whoever may open the queue). Audit "contact.assign".
 */
export async function assignContactRequest(
  deps: Pick<ContactDeps, "db" | "now">,
  input: { actor: ContactActor; id: number; assigneeUserId: number },
): Promise<void> {
  if (!(await deskUsers(deps.db)).some((d) => d.id === input.assigneeUserId))
    throw new AppError("CONTACT_ASSIGNEE_INVALID", { field: "AssigneeUserId" });
  await changeContactRequest(deps, { actor: input.actor, id: input.id, action: "assign" }, async () => ({
    patch: { assigneeUserId: input.assigneeUserId },
  }));
}
