import {
  CONTACT_PAGE_SIZE,
  contactTopicLabel,
  type ContactList,
  type ContactListItem,
  type ContactListQuery,
} from "../../../domain/contact/contact.schemas.ts";
import type { ContactState } from "../../../domain/contact/contact-states.ts";
import { formatContactReference } from "../../../domain/contact/contact-reference.ts";
import type { ContactDeps } from "./contact.deps.ts";
import { namesOf, pageRequests, type ContactRequestRow } from "./contact.repo.ts";

export function contactListItemOf(r: ContactRequestRow, names: Map<number, string>): ContactListItem {
  return {
    Id: r.id,
    Reference: formatContactReference(r.id, r.createdAt),
    CreatedAt: r.createdAt.toISOString(),
    CountryId: r.countryId,
    Topic: r.topic,
    TopicLabel: contactTopicLabel(r.topic),
    Email: r.email,
    Name: r.name,
    State: r.state as ContactState,
    Assignee: r.assigneeUserId === null ? null : { Id: r.assigneeUserId, Name: names.get(r.assigneeUserId) ?? `#${r.assigneeUserId}` },
    OrderNumber: r.orderNumber,
  };
}

/** GET /api/support/kontakt, /support/kontakt (decision 0042): the queue, newest first, by state, 25 per page. */
export async function listContactRequests(deps: Pick<ContactDeps, "db">, query: ContactListQuery): Promise<ContactList> {
  const { rows, total } = await pageRequests(deps.db, { ...query, pageSize: CONTACT_PAGE_SIZE });
  const names = await namesOf(
    deps.db,
    rows.flatMap((r) => (r.assigneeUserId === null ? [] : [r.assigneeUserId])),
  );
  return { Items: rows.map((r) => contactListItemOf(r, names)), Total: total, Page: query.page, PageSize: CONTACT_PAGE_SIZE };
}
