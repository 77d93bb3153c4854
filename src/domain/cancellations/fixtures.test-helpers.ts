/** A cancellation order as the list answers it, for the rule tables (not a test file itself). */
import type { CancellationComment, CancellationOrder } from "./cancellations.schemas.ts";

export function order(patch: Partial<CancellationOrder> = {}): CancellationOrder {
  return {
    orderId: 1,
    orderNumber: "HM-2026-000001",
    createdAt: "2026-11-20T10:00:00.000Z",
    endedAt: "2026-11-21T10:00:00.000Z",
    countryId: 1,
    productGroupId: 1,
    currency: "EUR",
    customer: { userId: 10, name: "Erika Mustermann", email: "erika@example.com" },
    dealer: { dealerId: 5, name: "Heizöl Huber", userId: 50, userIds: [50, 51] },
    amount: 3000,
    unitPrice: 11305,
    totalPrice: 339150,
    status: "withdrawn",
    statusLabel: "Widerrufen",
    reason: null,
    isBooked: false,
    bookedAs: 0,
    isDirty: false,
    feedback: { status: 0, reason: null, comment: null },
    customerComments: [],
    dealerComments: [],
    ...patch,
  };
}

export const comment = (id: number, fkUserId: number, text = `Kommentar ${id}`): CancellationComment => ({
  id,
  fkUserId,
  comment: text,
  authorName: "Susi Support",
  createdAt: "2026-11-22T09:00:00.000Z",
});
