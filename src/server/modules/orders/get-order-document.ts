import { AppError } from "../../../domain/shared/errors.ts";
import { availableDocuments, type OrderDocumentKind } from "../../../domain/orders/order-documents.ts";
import type { OrderActor, OrderStatus } from "../../../domain/orders/order-states.ts";
import type { Db } from "../../../db/client.ts";
import { renderStoredOrderDocument, type OrderDocumentFile } from "./order-documents.ts";
import { ownsOrder } from "./order-transition.ts";
import { findOrderById } from "./orders.repo.ts";

export interface OrderDocumentDeps {
  db: Db;
  providerName: string;
  now: () => Date;
}

/**
 * One of the order's PDF documents for somebody who may see the order (decision 0041): the customer her
 * own orders and those of the guest rows she took over, a guest the orders of their session; anybody
 * else gets 404 ORDER_NOT_FOUND, as for the status page. A document the order does not have yet (the
 * invoice before delivery) is 404 ORDER_DOCUMENT_NOT_FOUND.
 */
export async function getOrderDocument(
  deps: OrderDocumentDeps,
  input: { orderId: number; actor: OrderActor; kind: OrderDocumentKind },
): Promise<OrderDocumentFile> {
  const order = await findOrderById(deps.db, input.orderId);
  if (!order || !ownsOrder(input.actor, order)) throw new AppError("ORDER_NOT_FOUND");
  if (!availableDocuments(order.status as OrderStatus).includes(input.kind)) throw new AppError("ORDER_DOCUMENT_NOT_FOUND");
  return renderStoredOrderDocument(deps, order, input.kind);
}
