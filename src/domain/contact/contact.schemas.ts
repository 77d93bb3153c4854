/**
 * Contact requests (decision 0042): the form of /kontakt on every country site and the support desks'
 * queue at /support/kontakt.
 * POST /api/site/kontakt, GET /api/site/kontakt/gate; GET /api/support/kontakt, GET /api/support/kontakt/{id},
 * POST /api/support/kontakt/{id}/{assign,answer,close}.
 */
import { z } from "zod";
import { emailSchema } from "../account/account.schemas.ts";
import { idParam } from "../shared/number-schemas.ts";
import { ORDER_NUMBER_PATTERN } from "../orders/order-number.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";
import { CONTACT_STATES } from "./contact-states.ts";

export const CONTACT_TOPICS = [
  { id: "bestellung", label: "Bestellung" },
  { id: "lieferung", label: "Lieferung" },
  { id: "rechnung", label: "Rechnung/Zahlung" },
  { id: "kundenkonto", label: "Kundenkonto" },
  { id: "tanksensor", label: "Tanksensor (mex)" },
  { id: "haendler", label: "Händler werden" },
  { id: "sonstiges", label: "Sonstiges" },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["id"];
const TOPIC_IDS = CONTACT_TOPICS.map((t) => t.id) as [ContactTopic, ...ContactTopic[]];
export const contactTopicLabel = (id: string) => CONTACT_TOPICS.find((t) => t.id === id)?.label ?? id;

export const CONTACT_LIMITS = {
  messageMin: 20,
  messageMax: 4000,
  nameMax: 80,
  answerMax: 8000,
  /** Requests per client address and per e-mail address in one window (decision 0042). */
  windowMinutes: 60,
  perAddress: 10,
  perEmail: 5,
} as const;

export const CONTACT_PAGE_SIZE = 25;

/** The sender's text: line breaks kept (as \n), no NUL or lone surrogate (page posts do not pass the API's edge check). */
const text = (min: number, max: number, messages: { min: string; max: string }) =>
  z
    .string({ error: messages.min })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z.string().min(min, { error: messages.min }).max(max, { error: messages.max }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE }),
    );

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Letters, spaces, dots, hyphens and apostrophes: a name, never a link (the receipt mail greets with it). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export const contactRequestInput = z.object({
  Topic: z.enum(TOPIC_IDS, { error: "Bitte wählen Sie ein Thema." }),
  OrderNumber: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(24, { error: "Bitte geben Sie die Bestellnummer wie in Ihrer Bestellbestätigung an, z. B. HM-2026-000123." })
      .transform((s) => s.toUpperCase().replace(/\s+/g, ""))
      .pipe(
        z.string().regex(ORDER_NUMBER_PATTERN, {
          error: "Bitte geben Sie die Bestellnummer wie in Ihrer Bestellbestätigung an, z. B. HM-2026-000123.",
        }),
      )
      .optional(),
  ),
  Message: text(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, {
    min: `Bitte beschreiben Sie Ihr Anliegen in mindestens ${CONTACT_LIMITS.messageMin} Zeichen.`,
    max: `Ihre Nachricht darf höchstens ${CONTACT_LIMITS.messageMax.toLocaleString("de-DE")} Zeichen lang sein.`,
  }),
  /** Visitors only: signed-in users write from their account's address. */
  Email: z.preprocess(emptyToUndefined, emailSchema.optional()),
  Name: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(CONTACT_LIMITS.nameMax, { error: `Ihr Name darf höchstens ${CONTACT_LIMITS.nameMax} Zeichen lang sein.` })
      .regex(NAME_PATTERN, { error: "Bitte geben Sie nur Ihren Namen an (Buchstaben, Leerzeichen, Punkt, Bindestrich)." })
      .optional(),
  ),
  // The spam gate (spam-gate.ts): the signed token, and the proof of work's number or the sum's answer.
  GateToken: z.string({ error: "Bitte laden Sie die Seite neu." }).max(2000, { error: "Bitte laden Sie die Seite neu." }),
  GateNumber: z.preprocess(emptyToUndefined, z.string().max(12).optional()),
  GateAnswer: z.preprocess(emptyToUndefined, z.string().max(30, { error: "Bitte antworten Sie mit einer Zahl." }).optional()),
  /** The honeypot: empty for people. */
  Homepage: z.string().max(500).optional(),
});
export type ContactRequestInput = z.infer<typeof contactRequestInput>;

export const contactSubmitted = z.object({ Reference: z.string(), message: z.string() });
export type ContactSubmitted = z.infer<typeof contactSubmitted>;

export const contactGate = z.object({
  Token: z.string(),
  Salt: z.string(),
  Challenge: z.string(),
  MaxNumber: z.number(),
  Question: z.string(),
});

// The support desks' queue

const page = z.coerce
  .number({ error: "Ungültige Seite." })
  .int({ error: "Ungültige Seite." })
  .min(1, { error: "Ungültige Seite." })
  .max(100_000, { error: "Ungültige Seite." })
  .default(1);

export const contactListQuery = z.object({
  state: z.enum(CONTACT_STATES, { error: "Unbekannter Status." }).optional(),
  /** A reference number (KA-2026-000042) or a part of the sender's e-mail address. */
  q: z.string().trim().max(120, { error: "Höchstens 120 Zeichen." }).default(""),
  page,
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

const person = z.object({ Id: z.number(), Name: z.string() });

export const contactListItem = z.object({
  Id: z.number(),
  Reference: z.string(),
  CreatedAt: z.string(),
  CountryId: z.number(),
  Topic: z.string(),
  TopicLabel: z.string(),
  Email: z.string(),
  Name: z.string(),
  State: z.enum(CONTACT_STATES),
  Assignee: person.nullable(),
  OrderNumber: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof contactListItem>;
export const contactList = z.object({ Items: z.array(contactListItem), Total: z.number(), Page: z.number(), PageSize: z.number() });
export type ContactList = z.infer<typeof contactList>;

export const contactMessage = z.object({
  Id: z.number(),
  /** in: the sender's; out: a desk's answer (mailed to the sender). */
  Direction: z.enum(["in", "out"]),
  Author: person.nullable(),
  Body: z.string(),
  CreatedAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactDetail = contactListItem.extend({
  /** The sender's account, when she was signed in. */
  UserId: z.number().nullable(),
  /** Her order with that number, when it is hers (linked at submission). */
  OrderId: z.number().nullable(),
  ClosedAt: z.string().nullable(),
  Messages: z.array(contactMessage),
  /** Who the request can be assigned to: support desks and admins. */
  Assignees: z.array(person),
});
export type ContactDetail = z.infer<typeof contactDetail>;

export const contactIdParams = z.object({ id: idParam() });
export const contactAssignRequest = z.object({
  AssigneeUserId: z.coerce.number({ error: "Bitte wählen Sie, wer die Anfrage bearbeitet." }).int().positive().max(2_147_483_647),
});
export const contactAnswerRequest = z.object({
  Message: text(1, CONTACT_LIMITS.answerMax, {
    min: "Bitte schreiben Sie eine Antwort.",
    max: `Die Antwort darf höchstens ${CONTACT_LIMITS.answerMax.toLocaleString("de-DE")} Zeichen lang sein.`,
  }),
});
