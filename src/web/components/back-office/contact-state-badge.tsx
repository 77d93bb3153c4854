import { CONTACT_STATE_LABELS, type ContactState } from "../../../domain/contact/contact-states.ts";

/** A contact request's state (decision 0042): new ones stand out, answered ones look done. */
export function ContactStateBadge({ state }: { state: ContactState }) {
  const kind = state === "new" ? " bo-badge--warn" : state === "answered" ? " bo-badge--ok" : "";
  return <span className={`bo-badge${kind}`}>{CONTACT_STATE_LABELS[state]}</span>;
}
