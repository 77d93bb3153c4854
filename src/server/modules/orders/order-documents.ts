import { orderDocumentFileName, type OrderDocumentKind } from "../../../domain/orders/order-documents.ts";
import { renderPdf } from "../../platform/pdf/pdf-layout.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { orderView } from "./get-order.ts";
import { invoiceFor } from "./invoices.ts";
import { sellerOf } from "./invoices.repo.ts";
import type { OrderRow } from "./orders.repo.ts";
import type { OrderDocumentData } from "./document-parts.ts";
import { confirmationContent } from "./confirmation-document.ts";
import { deliveryNoteContent } from "./delivery-note-document.ts";
import { invoiceContent } from "./invoice-document.ts";

export interface OrderDocumentFile {
  kind: OrderDocumentKind;
  fileName: string;
  contentType: "application/pdf";
  body: Buffer;
}

/** Renders one of the order's documents to PDF bytes. The caller checks who may see it and that it exists. */
export async function renderOrderDocument(kind: OrderDocumentKind, data: OrderDocumentData): Promise<OrderDocumentFile> {
  const content =
    kind === "invoice" ? invoiceContent(data) : kind === "delivery-note" ? deliveryNoteContent(data) : confirmationContent(data);
  const number = kind === "invoice" && data.invoice ? data.invoice.number : data.order.orderNumber;
  return { kind, fileName: orderDocumentFileName(kind, number), contentType: "application/pdf", body: await renderPdf(content) };
}

/**
 * Renders a document of a stored order: its view, the seller, and for the documents after delivery the
 * invoice row (issued now for an order delivered without one, see `invoiceFor`).
 */
export async function renderStoredOrderDocument(
  deps: { db: Db; providerName: string; now: () => Date },
  order: OrderRow,
  kind: OrderDocumentKind,
): Promise<OrderDocumentFile> {
  const seller = await sellerOf(deps.db, order.dealerId, order.branchId);
  if (!seller) throw new Error(`order ${order.id}: dealer ${order.dealerId} with branch ${order.branchId} not found`);
  const invoice = kind === "confirmation" ? null : ((await invoiceFor(deps.db, order.id, deps.now())) ?? null);
  if (kind === "invoice" && !invoice) throw new AppError("ORDER_DOCUMENT_NOT_FOUND");
  return renderOrderDocument(kind, { order, view: await orderView(deps.db, order), seller, invoice, providerName: deps.providerName });
}
