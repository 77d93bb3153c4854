/**
 * POST /api/ordercancellationlist/getOrderCancellationList: the withdrawn, declined and cancelled orders,
 * newest end first, a page at a time (there are thousands), each with its booking, feedback and the
 * comments about its customer and its dealer's staff (newest first).
 */
import {
  CANCELLATION_PAGE_SIZE,
  type CancellationComment,
  type CancellationList,
  type CancellationListRequest,
  type CancellationStatus,
} from "../../../domain/cancellations/cancellations.schemas.ts";
import { ORDER_STATUS_LABELS } from "../../../domain/orders/order-states.ts";
import type { CancellationDeps } from "./cancellations.deps.ts";
import { cancellationPage, commentsAbout, dealerUsers } from "./cancellations.repo.ts";
import { commentOf } from "./comment-view.ts";

/** The page shows the latest few per person; older ones stay in the table. */
const COMMENTS_PER_PERSON = 20;

export async function getOrderCancellationList(deps: CancellationDeps, query: CancellationListRequest): Promise<CancellationList> {
  const { rows, total } = await cancellationPage(deps.db, query, CANCELLATION_PAGE_SIZE);
  const staff = await dealerUsers(deps.db, [...new Set(rows.map((r) => r.order.dealerId))]);
  const staffOf = new Map<number, number[]>();
  for (const s of staff) if (s.dealerId != null) staffOf.set(s.dealerId, [...(staffOf.get(s.dealerId) ?? []), s.id]);
  const people = [...new Set([...rows.map((r) => r.order.userId), ...staff.map((s) => s.id)])];
  const about = new Map<number, CancellationComment[]>();
  for (const c of (await commentsAbout(deps.db, people)).map(commentOf)) {
    const list = about.get(c.fkUserId) ?? [];
    if (list.length < COMMENTS_PER_PERSON) about.set(c.fkUserId, [...list, c]);
  }
  const newestFirst = (a: CancellationComment, b: CancellationComment) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

  return {
    items: rows.map(({ order: o, endedAt, booking, dealerName, firstName, lastName, email }) => {
      const userIds = staffOf.get(o.dealerId) ?? [];
      const status = o.status as CancellationStatus;
      return {
        orderId: o.id,
        orderNumber: o.orderNumber,
        createdAt: o.createdAt.toISOString(),
        endedAt: new Date(endedAt).toISOString(),
        countryId: o.countryId,
        productGroupId: o.productGroupId,
        currency: o.currency,
        customer: { userId: o.userId, name: [firstName, lastName].filter(Boolean).join(" "), email: email ?? "" },
        dealer: { dealerId: o.dealerId, name: dealerName ?? `Händler ${o.dealerId}`, userId: userIds[0] ?? null, userIds },
        amount: o.amount,
        unitPrice: o.unitPrice,
        totalPrice: o.totalPrice,
        status,
        statusLabel: ORDER_STATUS_LABELS[status],
        reason: o.reason,
        isBooked: booking?.isBooked ?? false,
        bookedAs: booking?.bookedAs ?? 0,
        isDirty: false,
        feedback: {
          status: booking?.feedbackStatus ?? 0,
          reason: booking?.feedbackReason ?? null,
          comment: booking?.feedbackComment ?? null,
        },
        customerComments: about.get(o.userId) ?? [],
        dealerComments: userIds
          .flatMap((id) => about.get(id) ?? [])
          .sort(newestFirst)
          .slice(0, COMMENTS_PER_PERSON),
      };
    }),
    total,
    page: query.page,
    pageSize: CANCELLATION_PAGE_SIZE,
  };
}
