import { createHmac } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { ContactRequestInput } from "../../../domain/contact/contact.schemas.ts";
import { issueGate } from "../../../domain/contact/spam-gate.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { answerContactRequest } from "./answer-contact-request.ts";
import { assignContactRequest } from "./assign-contact-request.ts";
import { closeContactRequest } from "./close-contact-request.ts";
import { contactRequestDetail } from "./contact-request-detail.ts";
import { eraseContactData, exportContactData } from "./contact-privacy.ts";
import type { ContactNeeds } from "./contact.needs.ts";
import type { ContactDeps } from "./contact.deps.ts";
import { listContactRequests } from "./list-contact-requests.ts";
import { submitContactRequest, type ContactSender } from "./submit-contact-request.ts";

/**
 * Contact requests (decision 0042): the form of /kontakt for everybody, the queue of the support desks.
 * Nothing is cached: a desk must see a colleague's assignment on the next load. The receipt and the
 * answers are mail jobs of the platform's mail queue (decision 0013).
 */
export function createContactServices(
  { db, jobs, clock, config }: Pick<PlatformDeps, "db" | "jobs" | "clock" | "config">,
  others: ContactNeeds,
) {
  const deps: ContactDeps = {
    db,
    jobs,
    now: () => clock.now(),
    // Its own key, never the signing secret itself (like the CSRF key, decision 0036).
    gateKey: new Uint8Array(createHmac("sha256", config.jwtSecret).update("contact-gate-v1").digest()),
    // Her order is linked only when it is hers.
    ownOrder: (userId, orderNumber) => others.orders.ownOrderByNumber({ userId, orderNumber }),
    accountEmail: async (userId) => (await others.account.baseData(userId)).Email,
  };
  return {
    ...bindDeps(deps, { listContactRequests, contactRequestDetail, assignContactRequest, answerContactRequest, closeContactRequest }),
    /** A fresh spam-gate challenge for a form or an API client. */
    issueContactGate: () => issueGate(deps.gateKey, clock.now()),
    submitContactRequest: (form: ContactRequestInput, sender: ContactSender) => submitContactRequest(deps, { form, sender }),
    /** Her requests for her data export (decision 0046). */
    exportContactData: (userId: number) => exportContactData(db, userId),
    /** Erases her requests in her account deletion's transaction (decision 0028). */
    eraseContactData: (tx: Db, userId: number) => eraseContactData(tx, userId),
  };
}

export type ContactServices = ReturnType<typeof createContactServices>;
