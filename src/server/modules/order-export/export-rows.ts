/**
 * The row sources of the exports: async iterables that read the period page by page (keyset by id),
 * so a year of orders passes through the process a page at a time. The writer pulls the next page
 * only when the previous one has been written (backpressure), so memory stays flat.
 */
import type { Db } from "../../../db/client.ts";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_LABELS, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type { CellValue } from "../../../domain/order-export/csv-cells.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import { orderPage, userPage, type OrderExportRow, type Period, type UserExportRow } from "./order-export.repo.ts";

export type ExportRecord = Record<string, CellValue>;

/** Big enough that a year is ~50 queries, small enough that a page is a few MB at most. */
export const EXPORT_PAGE_SIZE = 2000;

const groupName = (id: number) => PRODUCT_GROUPS.find((g) => g.id === id)?.name ?? String(id);
const countryName = (id: number) => localeById(id)?.countryName ?? String(id);

export function orderRecord(o: OrderExportRow): ExportRecord {
  return {
    orderNumber: o.orderNumber,
    createdAt: o.createdAt,
    country: countryName(o.countryId),
    productGroup: groupName(o.productGroupId),
    product: productById(o.productId)?.DisplayName ?? `Produkt ${o.productId}`,
    amount: o.amount,
    unit: amountRules(o.productGroupId).unitLabel,
    deliveredAmount: o.deliveredAmount,
    dealerId: o.dealerId,
    dealer: o.dealerName,
    status: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
    payment: PAYMENT_KIND_LABELS[o.paymentKind as OrderPaymentKind] ?? o.paymentKind,
    totalPrice: o.totalPrice,
    netPrice: o.netPrice,
    vatAmount: o.vatAmount,
    finalTotalPrice: o.finalTotalPrice,
    unitPrice: o.unitPrice,
    currency: o.currency,
    zip: o.zip,
    city: o.city,
    customerId: o.userId,
    customerName: [o.company, [o.firstName, o.lastName].filter(Boolean).join(" ")].filter(Boolean).join(", ") || null,
    customerEmail: o.email,
    deliveryFrom: o.deliveryFrom,
    deliveryTo: o.deliveryTo,
    reason: o.reason,
  };
}

export function userRecord(u: UserExportRow): ExportRecord {
  return {
    id: u.id,
    email: u.email,
    title: u.title1,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    country: countryName(u.countryId),
    kind: u.isGuest ? "Gast" : u.dealerId ? "Händler" : "Kundenkonto",
    roles: u.roles.join(", "),
    createdAt: u.createdAt,
    emailConfirmedAt: u.emailConfirmedAt,
    lockedAt: u.lockedAt,
    anonymisedAt: u.anonymisedAt,
  };
}

async function* paged<R extends { id: number }>(
  load: (afterId: number) => Promise<R[]>,
  map: (r: R) => ExportRecord,
  pageSize: number,
): AsyncGenerator<ExportRecord> {
  let afterId = 0;
  for (;;) {
    const page = await load(afterId);
    for (const r of page) yield map(r);
    if (page.length < pageSize) return;
    afterId = page[page.length - 1].id;
  }
}

export function orderRecords(db: Db, p: Period, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportRecord> {
  return paged((after) => orderPage(db, p, after, pageSize), orderRecord, pageSize);
}

export function userRecords(db: Db, p: Period, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportRecord> {
  return paged((after) => userPage(db, p, after, pageSize), userRecord, pageSize);
}
