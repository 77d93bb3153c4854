import type { Db } from "../../../db/client.ts";
import { formatContactReference } from "../../../domain/contact/contact-reference.ts";
import { CONTACT_STATE_LABELS, type ContactState } from "../../../domain/contact/contact-states.ts";
import { contactTopicLabel } from "../../../domain/contact/contact.schemas.ts";
import { exportCountry, exportTime, type ExportTables } from "../../../domain/customer/data-export.ts";
import { deleteRequestsOfUser, requestsOfUser } from "./contact.repo.ts";

/**
 * Her data of the contact area (decisions 0042, 0046): the requests she sent while signed in, each with its
 * thread. The desk staff's ids and the assignment are the desks' work, not her data, and stay out; the
 * answers are hers (they were mailed to her), marked as the customer service's.
 */
export async function exportContactData(db: Db, userId: number): Promise<ExportTables> {
  const requests = await requestsOfUser(db, userId);
  return {
    Kontaktanfragen: requests.map(({ request: r, messages }) => ({
      Vorgangsnummer: formatContactReference(r.id, r.createdAt),
      Land: exportCountry(r.countryId),
      Thema: contactTopicLabel(r.topic),
      Name: r.name,
      "E-Mail": r.email,
      Bestellnummer: r.orderNumber,
      Status: CONTACT_STATE_LABELS[r.state as ContactState] ?? r.state,
      "Gesendet am": exportTime(r.createdAt),
      "Abgeschlossen am": exportTime(r.closedAt),
      Verlauf: messages.map((m) => ({
        Von: m.direction === "in" ? "Sie" : "Kundenservice",
        Text: m.body,
        Zeitpunkt: exportTime(m.createdAt),
      })),
    })),
  };
}

/**
 * Her account's deletion (decision 0028): her requests and their threads go with it, in the account area's
 * transaction. They are correspondence with the support desks, not an order's records (those the orders area
 * keeps as the law asks), so nothing of them is kept.
 */
export async function eraseContactData(tx: Db, userId: number): Promise<void> {
  await deleteRequestsOfUser(tx, userId);
}
