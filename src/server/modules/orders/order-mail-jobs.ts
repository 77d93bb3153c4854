import type { PromptId } from "../../../domain/cms/prompts.ts";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import type { Db } from "../../../db/client.ts";
import type { Jobs, QueueOptions } from "../../platform/jobs/jobs.ts";
import { alreadySent } from "../../platform/mail/mail-log.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import { mandateCreditor } from "./mandate-creditor.ts";
import { orderView } from "./get-order.ts";
import type { InstallmentProvider } from "./installment-provider.ts";
import { customerConfirmationMail, dealerMailAddress, dealerNotificationMail } from "./order-mails.ts";
import { lifeMail, type LifeMailTemplate } from "./order-life-mails.ts";
import { renderStoredOrderDocument } from "./order-documents.ts";
import { companyInfo } from "./order-life-view.ts";
import { dealerAdminEmails, dealerTerms, findOrderById, findUser, orderEventById, stationsOf, type OrderRow } from "./orders.repo.ts";
import { signOrderLink } from "./order-link.ts";
import { ORDER_LINK_PARAM, orderLinkExpiresAt } from "../../../domain/orders/order-access.ts";
import type { NextBestOffer } from "../../../domain/orders/order-life.schemas.ts";
import { dealerPortalOrderPath, orderStatusPath } from "../../../domain/orders/order-links.ts";
import { withdrawalBasis } from "../../../domain/orders/order-states.ts";
import { productGroupById } from "../../../domain/shared/products.ts";

export const ORDER_MAIL_QUEUE = "order-mail";

export type OrderMailTemplate = "order-confirmation" | "order-dealer-notification" | LifeMailTemplate;
const TEMPLATES: OrderMailTemplate[] = ["order-confirmation", "order-dealer-notification"];

export interface OrderMailJob {
  orderId: number;
  template: OrderMailTemplate;
  /** The history row of the transition that wrote the job (decision 0025); absent for the placement's two mails. */
  eventId?: number;
  /** A requested link (decision 0040): the request's own id (its Message-ID) and time (the link's start). */
  key?: string;
  issuedAt?: string;
}

/**
 * Retries over about half a day (2 s, 4 s, 8 s … doubling); a send running longer than 30 s, or one
 * whose process died, counts as failed, so after a crash the mail goes out within a minute.
 */
export const ORDER_MAIL_QUEUE_OPTIONS: QueueOptions = { retryLimit: 14, retryDelaySeconds: 2, expireInSeconds: 30, batchSize: 20 };

/**
 * The same for every attempt, so a mail sent twice is recognisable as one (decision 0013). A transition's
 * mail carries its history row too: a dealer's corrected amount is a second "awaiting consent" mail, not
 * a resend of the first (decision 0025).
 */
export function orderMessageId(orderId: number, template: OrderMailTemplate, eventId?: number | string): string {
  return `<order-${orderId}-${template.replace(/^order-/, "")}${eventId ? `-${eventId}` : ""}@heizoel-marktplatz.de>`;
}

/** Both mails of a new order, written in the order's own transaction: no order without its mails. */
export async function enqueueOrderMails(jobs: Jobs, tx: Db, orderId: number): Promise<void> {
  for (const template of TEMPLATES) await jobs.enqueue<OrderMailJob>(ORDER_MAIL_QUEUE, { orderId, template }, { tx });
}

/** A transition's mails, written in its transaction (decision 0025). */
export async function enqueueOrderLifeMails(
  jobs: Jobs,
  tx: Db,
  orderId: number,
  eventId: number,
  templates: readonly OrderMailTemplate[],
): Promise<void> {
  for (const template of templates) await jobs.enqueue<OrderMailJob>(ORDER_MAIL_QUEUE, { orderId, template, eventId }, { tx });
}

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  provider: InstallmentProvider;
  origin: (countryId: number) => string;
  /** The order-link key (decision 0040): every customer mail links the order's status page with a signed token. */
  linkKey: Buffer;
  /** A fresh single-use rating link for the delivered mail (the account area's token). */
  ratingLink: (orderId: number) => Promise<string>;
  /** Today's best offer of another dealer for the declined order's configuration. */
  nextBest: (order: OrderRow) => Promise<NextBestOffer | null>;
  /** The clock, for an invoice issued when the job runs (an order delivered before decision 0041). */
  now?: () => Date;
  /** The editors' text of a mail's variable paragraph now (the CMS's prompts, decision 0066). */
  prompt?: (id: PromptId) => Promise<string>;
}

/**
 * Where a dealer's order mails go: the dealer's order address, else its portal staff admins, else the
 * documented fallback address of a dealer without either (decision 0007).
 */
export async function dealerOrderRecipients(db: Db, dealerId: number): Promise<string> {
  const terms = await dealerTerms(db, dealerId);
  if (terms?.orderEmail) return terms.orderEmail;
  const admins = await dealerAdminEmails(db, dealerId);
  return admins.length > 0 ? admins.join(", ") : dealerMailAddress(dealerId);
}

/**
 * The job's handler: builds the mail from the stored order and sends it, unless mail_log says it went out
 * (the send succeeded but the job's completion was lost). The mailer claims the Message-ID before the
 * send, so a completed send is never repeated; only an attempt that died between the server's acceptance
 * and the "sent" mark can lead to a second copy, with the same Message-ID (decision 0038).
 */
export async function deliverOrderMail(deps: OrderMailDeps, job: OrderMailJob): Promise<void> {
  const messageId = orderMessageId(job.orderId, job.template, job.eventId ?? job.key);
  if (await alreadySent(deps.db, messageId)) return;
  const order = await findOrderById(deps.db, job.orderId);
  if (!order) throw new Error(`order ${job.orderId} not found`);
  const view = await orderView(deps.db, order);
  if (job.template !== "order-confirmation" && job.template !== "order-dealer-notification") {
    // The delivered mail carries the invoice, rendered now from the stored order (decision 0041): the job
    // keeps only ids, and every attempt attaches the same invoice, whose figures no longer change.
    const invoice =
      job.template === "order-delivered"
        ? await renderStoredOrderDocument(
            { db: deps.db, providerName: deps.provider.displayName, now: deps.now ?? (() => new Date()) },
            order,
            "invoice",
          )
        : null;
    const mail = await lifeMailOf(
      deps,
      job as OrderMailJob & { template: LifeMailTemplate },
      order,
      view,
      invoice ? invoice.fileName : null,
    );
    await deps.mailer.send({
      ...mail,
      messageId,
      ...(invoice && { attachments: [{ filename: invoice.fileName, contentType: invoice.contentType, content: invoice.body }] }),
    });
    return;
  }
  const viaProvider = order.paymentKind === "installment" || order.paymentKind.startsWith("provider-");
  const context = {
    order: view,
    config: order.config as CalculatorConfigInput,
    iban: order.iban,
    mandateText: order.mandateText,
    creditor: order.mandateReference
      ? mandateCreditor(order.paymentKind as "sepa" | "provider-sepa", { id: order.dealerId, name: view.Dealer.Name })
      : null,
    providerName: viaProvider ? deps.provider.displayName : null,
    origin: deps.origin(order.countryId),
    statusUrl: await orderLinkUrl(deps, order, deps.origin(order.countryId), order.createdAt),
    // Read when the mail is written: an editor's change reaches the next mail, not one already sent.
    prompts: deps.prompt
      ? {
          "bestellung-eingang": await deps.prompt("bestellung-eingang"),
          "bestellung-naechste-schritte": await deps.prompt("bestellung-naechste-schritte"),
        }
      : undefined,
  };
  const mail =
    job.template === "order-confirmation"
      ? customerConfirmationMail(context)
      : {
          ...dealerNotificationMail({ ...context, portalUrl: `${context.origin}${dealerPortalOrderPath(order.id)}` }),
          to: await dealerOrderRecipients(deps.db, order.dealerId),
        };
  await deps.mailer.send({ ...mail, messageId });
}

/**
 * A customer mail's link to the order (decision 0040): `{origin}/{group}/bestellung-erfolgreich/{id}?zugang={token}`,
 * valid 90 days after `issuedAt` (the mail's event) or after the delivery window's end. The same mail
 * built again (a retried job) gets the same link; a later mail a later one.
 */
export async function orderLinkUrl(deps: { db: Db; linkKey: Buffer }, order: OrderRow, origin: string, issuedAt: Date): Promise<string> {
  const owner = await findUser(deps.db, order.userId);
  const token = signOrderLink(
    deps.linkKey,
    { id: order.id, createdAt: order.createdAt, email: owner?.email ?? "" },
    orderLinkExpiresAt(issuedAt, order.deliveryTo),
  );
  return `${origin}${orderStatusPath(order.productGroupId, order.id)}?${ORDER_LINK_PARAM}=${token}`;
}

/** Builds a transition's mail from the stored order as it is now (the status page shows the same). */
async function lifeMailOf(
  deps: OrderMailDeps,
  job: OrderMailJob & { template: LifeMailTemplate },
  order: OrderRow,
  view: Awaited<ReturnType<typeof orderView>>,
  invoiceFile: string | null,
) {
  const origin = deps.origin(order.countryId);
  const [terms, stations, event] = [
    await dealerTerms(deps.db, order.dealerId),
    await stationsOf(deps.db, order.id),
    job.eventId ? await orderEventById(deps.db, job.eventId) : undefined,
  ];
  const next = job.template === "order-declined" ? await deps.nextBest(order) : null;
  const eventAt = event?.createdAt ?? (job.issuedAt ? new Date(job.issuedAt) : null) ?? order.statusChangedAt ?? new Date();
  return lifeMail(job.template, {
    view,
    order,
    tolerancePct: terms?.tolerancePct ?? 0,
    basis: withdrawalBasis(order.countryId, companyInfo(stations)),
    statusUrl: await orderLinkUrl(deps, order, origin, eventAt),
    portalUrl: `${origin}${dealerPortalOrderPath(order.id)}`,
    offerListUrl: `${origin}/${productGroupById(order.productGroupId)?.urlName ?? "heizoel"}/angebotsliste`,
    eventAt,
    ratingUrl: job.template === "order-delivered" ? await deps.ratingLink(order.id) : null,
    nextBest: next ? { ...next, Url: `${origin}${next.Path}` } : null,
    dealerTo: job.template.startsWith("order-dealer-") ? await dealerOrderRecipients(deps.db, order.dealerId) : "",
    invoiceFile,
  });
}
