/**
 * Cancellation management (spec §3 "Cancellation order", §4, §7; decision 0031): the orders that
 * ended without a sale, their booking (finance) and feedback, and comments about the customer and the
 * dealer. POST /api/ordercancellationlist/{getOrderCancellationList, saveOrderCancellationList,
 * saveOrderCancellationComment, saveOrderCancellationFeedback}. Field names are the spec's.
 */
import { z } from "zod";
import { idNumber } from "../shared/number-schemas.ts";

export const CANCELLATION_PAGE_SIZE = 25;
/** Withdrawn by the customer, declined by the dealer, cancelled by support: the orders of this list. */
export const CANCELLATION_STATUSES = ["withdrawn", "declined", "cancelled"] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** 0 none, 1 Storno, 2 Gutschrift, 3 Teilgutschrift (the smallint of order_cancellations.booked_as). */
export const BOOKING_MODES = [0, 1, 2, 3] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_MODE_LABELS: Record<BookingMode, string> = { 0: "Keine", 1: "Storno", 2: "Gutschrift", 3: "Teilgutschrift" };

// The spec leaves the reasons "not shown": the ones support hears on the phone, and a catch-all.
export const FEEDBACK_REASONS = [
  "Preis zu hoch",
  "Lieferzeit zu lang",
  "Händler hat abgelehnt",
  "Bei einem anderen Anbieter bestellt",
  "Doppelt oder versehentlich bestellt",
  "Bedarf entfallen",
  "Sonstiges",
] as const;

export const COMMENT_MAX = 2000;

const bookingMode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: "Bitte wählen Sie eine Buchungsart: keine, Storno, Gutschrift oder Teilgutschrift.",
});
const text = (field: string) =>
  z
    .string({ error: `Bitte geben Sie ${field} ein.` })
    .trim()
    .max(COMMENT_MAX, { error: `Höchstens ${COMMENT_MAX} Zeichen.` });

export const cancellationComment = z.object({
  id: z.number(),
  /** The customer or dealer user the comment is about. */
  fkUserId: z.number(),
  comment: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type CancellationComment = z.infer<typeof cancellationComment>;

export const cancellationFeedback = z.object({
  /** 0 none, 1 given. */
  status: z.number(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
});
export type CancellationFeedback = z.infer<typeof cancellationFeedback>;

export const cancellationOrder = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  createdAt: z.string(),
  /** When it was withdrawn, declined or cancelled. */
  endedAt: z.string(),
  countryId: z.number(),
  productGroupId: z.number(),
  currency: z.string(),
  customer: z.object({ userId: z.number(), name: z.string(), email: z.string() }),
  /** userId: the dealer's contact (its admin) whom new comments are about; userIds: all of its staff. */
  dealer: z.object({ dealerId: z.number(), name: z.string(), userId: z.number().nullable(), userIds: z.array(z.number()) }),
  amount: z.number(),
  /** Per 100 litres (or per tonne, per bag): minor units. */
  unitPrice: z.number(),
  totalPrice: z.number(),
  status: z.enum(CANCELLATION_STATUSES),
  statusLabel: z.string(),
  reason: z.string().nullable(),
  isBooked: z.boolean(),
  bookedAs: z.number(),
  isDirty: z.boolean(),
  feedback: cancellationFeedback,
  customerComments: z.array(cancellationComment),
  dealerComments: z.array(cancellationComment),
});
export type CancellationOrder = z.infer<typeof cancellationOrder>;

const bookedFilter = z.enum(["yes", "no"], { error: "Bitte wählen Sie „gebucht“ oder „offen“." });

export const cancellationListRequest = z.object({
  page: z.coerce
    .number({ error: "Ungültige Seite." })
    .int({ error: "Ungültige Seite." })
    .min(1, { error: "Ungültige Seite." })
    .max(100_000, { error: "Ungültige Seite." })
    .default(1),
  countryId: z.coerce
    .number({ error: "Unbekanntes Land." })
    .int({ error: "Unbekanntes Land." })
    .min(1, { error: "Unbekanntes Land." })
    .max(3, { error: "Unbekanntes Land." })
    .optional(),
  status: z.enum(CANCELLATION_STATUSES, { error: "Unbekannter Status: widerrufen, abgelehnt oder storniert." }).optional(),
  booked: bookedFilter.optional(),
});
export type CancellationListRequest = z.infer<typeof cancellationListRequest>;

export const cancellationList = z.object({
  items: z.array(cancellationOrder),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CancellationList = z.infer<typeof cancellationList>;

/** One row of the save: the spec's order, of which only the booking fields and isDirty matter. */
export const cancellationSaveItem = z.object({
  orderId: idNumber(),
  isBooked: z.boolean({ error: "„gebucht“ muss ja oder nein sein." }),
  bookedAs: bookingMode,
  isDirty: z.boolean({ error: "„isDirty“ muss ja oder nein sein." }).default(false),
});
export type CancellationSaveItem = z.infer<typeof cancellationSaveItem>;
export const cancellationSaveRequest = z.array(cancellationSaveItem).max(500, { error: "Höchstens 500 Bestellungen auf einmal." });
export const cancellationSaveResponse = z.object({ status: z.boolean(), count: z.number().optional() });
export type CancellationSaveResult = z.infer<typeof cancellationSaveResponse>;

export const cancellationCommentRequest = z.object({
  userId: idNumber(),
  comment: text("einen Kommentar").min(1, { error: "Bitte geben Sie einen Kommentar ein." }),
});
export type CancellationCommentRequest = z.infer<typeof cancellationCommentRequest>;
export const cancellationCommentResponse = z.object({ status: z.literal(1), comment: cancellationComment });

export const cancellationFeedbackRequest = z.object({
  orderId: idNumber(),
  reason: z.enum(FEEDBACK_REASONS, { error: "Bitte wählen Sie einen Grund aus der Liste." }),
  comment: text("einen Kommentar").default(""),
});
export type CancellationFeedbackRequest = z.infer<typeof cancellationFeedbackRequest>;
export const cancellationFeedbackResponse = z.literal(true);

/** Spec §8: a cancellation call's 404 answers false. */
export const cancellationNotFound = z.literal(false);
