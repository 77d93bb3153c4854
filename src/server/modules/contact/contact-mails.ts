/**
 * The contact requests' mails (decision 0042), German, from the request's country site (decision 0013);
 * the layout and the escaping are the one mail renderer's (decision 0021), so markup in a message arrives
 * as text.
 */
import { contactTopicLabel } from "../../../domain/contact/contact.schemas.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { renderMail, salutation, type MailContent } from "../../platform/mail/mail-layout.ts";

export interface ContactMailRequest {
  reference: string;
  countryId: number;
  topic: string;
  orderNumber: string | null;
  name: string;
  createdAt: Date;
}

const greeting = (r: ContactMailRequest) => salutation({ title1: "", title2: "", firstName: r.name, lastName: "" });
const when = (r: ContactMailRequest, at: Date) => {
  const locale = localeById(r.countryId) ?? LOCALES.de;
  return formatDate(at, "shortDT", locale, locale.timeZone);
};
/** A text as lines: line breaks survive in the text part and in the HTML part. */
const linesOf = (text: string) => text.split("\n");

/**
 * The receipt. It does not repeat the message: anybody can type someone else's address into a contact
 * form, and a receipt quoting the text would carry a stranger's words to that inbox under our name.
 */
export function contactReceiptMail(r: ContactMailRequest): MailContent {
  const rows: [string, string][] = [
    ["Referenznummer", r.reference],
    ["Thema", contactTopicLabel(r.topic)],
    ...(r.orderNumber ? ([["Bestellnummer", r.orderNumber]] as [string, string][]) : []),
    ["Eingegangen am", when(r, r.createdAt)],
  ];
  return renderMail(`Ihre Anfrage ${r.reference} ist bei uns eingegangen`, {
    greeting: greeting(r),
    blocks: [
      "vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten und antworten Ihnen so bald wie möglich per E-Mail.",
      { rows },
      `Wenn Sie uns zu diesem Anliegen noch einmal schreiben, nennen Sie bitte die Referenznummer ${r.reference}.`,
    ],
    after: [
      "Sie haben uns nicht geschrieben? Dann hat jemand Ihre Adresse in unser Kontaktformular eingegeben. Sie müssen nichts tun; wir verwenden sie für nichts anderes.",
    ],
  });
}

/** A desk's answer, with the sender's message below it (as text: the renderer escapes it). */
export function contactAnswerMail(r: ContactMailRequest, answer: string, original: { body: string; createdAt: Date } | null): MailContent {
  return renderMail(`Antwort auf Ihre Anfrage ${r.reference}`, {
    greeting: greeting(r),
    blocks: [
      { lines: linesOf(answer) },
      ...(original ? [{ title: `Ihre Nachricht vom ${when(r, original.createdAt)}`, lines: linesOf(original.body) }] : []),
      `Referenznummer: ${r.reference}. Wenn Sie noch Fragen haben, schreiben Sie uns bitte über das Kontaktformular und nennen Sie die Referenznummer.`,
    ],
  });
}
