import type { CalculatorConfigInput } from "../../../domain/calculator-request.ts";
import type { Db } from "../../../db/client.ts";
import type { Jobs, QueueOptions } from "../../platform/jobs/jobs.ts";
import { alreadySent } from "../../platform/mail/mail-jobs.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import { mandateCreditor } from "./checkout-context.ts";
import { orderView } from "./get-order.ts";
import type { InstallmentProvider } from "./installment-provider.ts";
import { customerConfirmationMail, dealerNotificationMail } from "./order-mails.ts";
import { findOrderById } from "./orders.repo.ts";

export const ORDER_MAIL_QUEUE = "order-mail";

export type OrderMailTemplate = "order-confirmation" | "order-dealer-notification";
const TEMPLATES: OrderMailTemplate[] = ["order-confirmation", "order-dealer-notification"];

export interface OrderMailJob {
  orderId: number;
  template: OrderMailTemplate;
}

/**
 * Retries over about half a day (2 s, 4 s, 8 s … doubling); a send running longer than 30 s, or one
 * whose process died, counts as failed, so after a crash the mail goes out within a minute.
 */
export const ORDER_MAIL_QUEUE_OPTIONS: QueueOptions = { retryLimit: 14, retryDelaySeconds: 2, expireInSeconds: 30, batchSize: 20 };

/** The same for every attempt, so a mail sent twice is recognisable as one (decision 0013). */
export function orderMessageId(orderId: number, template: OrderMailTemplate): string {
  return `<order-${orderId}-${template.replace(/^order-/, "")}@heizoel-marktplatz.de>`;
}

/** Both mails of a new order, written in the order's own transaction: no order without its mails. */
export async function enqueueOrderMails(jobs: Jobs, tx: Db, orderId: number): Promise<void> {
  for (const template of TEMPLATES) await jobs.enqueue<OrderMailJob>(ORDER_MAIL_QUEUE, { orderId, template }, { tx });
}

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  provider: InstallmentProvider;
  origin: (countryId: number) => string;
}

/**
 * The job's handler: builds the mail from the stored order and sends it, unless mail_log already has
 * it (the send succeeded but the job's completion was lost). A crash between the mail server's
 * acceptance and the log entry still sends it twice, with the same Message-ID.
 */
export async function deliverOrderMail(deps: OrderMailDeps, job: OrderMailJob): Promise<void> {
  const messageId = orderMessageId(job.orderId, job.template);
  if (await alreadySent(deps.db, messageId)) return;
  const order = await findOrderById(deps.db, job.orderId);
  if (!order) throw new Error(`order ${job.orderId} not found`);
  const view = await orderView(deps.db, order);
  const viaProvider = order.paymentKind === "installment" || order.paymentKind.startsWith("provider-");
  const context = {
    order: view,
    config: order.config as CalculatorConfigInput,
    iban: order.iban,
    mandateText: order.mandateText,
    creditor: order.mandateReference ? mandateCreditor(order.paymentKind as "sepa" | "provider-sepa", { id: order.dealerId, name: view.Dealer.Name }) : null,
    providerName: viaProvider ? deps.provider.displayName : null,
    origin: deps.origin(order.countryId),
  };
  const mail = job.template === "order-confirmation" ? customerConfirmationMail(context) : dealerNotificationMail(context);
  await deps.mailer.send({ ...mail, messageId });
}
