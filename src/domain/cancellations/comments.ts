/**
 * Spec §4: new comments go to the front of the customer or dealer list. Comments are about a person, not
 * an order: every row of the same customer (or of the dealer's staff) gets the new one.
 */
import type { CancellationComment } from "./cancellations.schemas.ts";

interface Commented {
  customer: { userId: number };
  dealer: { userIds: readonly number[] };
  customerComments: CancellationComment[];
  dealerComments: CancellationComment[];
}

export function withNewComment<T extends Commented>(orders: readonly T[], comment: CancellationComment): T[] {
  return orders.map((o) => {
    let next = o;
    if (o.customer.userId === comment.fkUserId) next = { ...next, customerComments: [comment, ...next.customerComments] };
    if (o.dealer.userIds.includes(comment.fkUserId)) next = { ...next, dealerComments: [comment, ...next.dealerComments] };
    return next;
  });
}
