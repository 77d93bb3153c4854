/**
 * A contact request's states and what the support desks may do in each (decision 0042). Pure: the use
 * cases ask before they change a request, the pages offer only what is allowed.
 *
 * new → assigned (a desk takes it or is given it) → answered (an answer went out by mail; further answers
 * keep it there) → closed. Answering a new request assigns it to whoever answers. A closed request takes
 * nothing more: a new question from the sender is a new request.
 */
export const CONTACT_STATES = ["new", "assigned", "answered", "closed"] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const CONTACT_STATE_LABELS: Record<ContactState, string> = {
  new: "Neu",
  assigned: "Zugewiesen",
  answered: "Beantwortet",
  closed: "Geschlossen",
};

/** The states as the queue's URL names them (?status=neu). */
export const CONTACT_STATE_SLUGS: Record<ContactState, string> = {
  new: "neu",
  assigned: "zugewiesen",
  answered: "beantwortet",
  closed: "geschlossen",
};
export const contactStateOfSlug = (slug: string | null): ContactState | undefined =>
  (Object.entries(CONTACT_STATE_SLUGS) as [ContactState, string][]).find(([, s]) => s === slug)?.[0];

export type ContactAction = "assign" | "answer" | "close";

/** The state after the action, or null when the action is not possible in this state. */
export function contactTransition(state: ContactState, action: ContactAction): ContactState | null {
  if (state === "closed") return null;
  switch (action) {
    case "assign":
      return state === "new" ? "assigned" : state;
    case "answer":
      return "answered";
    case "close":
      return "closed";
  }
}
