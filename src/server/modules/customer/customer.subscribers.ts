import { ORDER_CHANGED_EVENTS, type EventCatalogue } from "../../../domain/events/catalogue.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import { ORDER_EVENT_LABELS, ORDER_STATUS_LABELS } from "../../../domain/orders/order-states.ts";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Events } from "../../platform/events/events.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { renderMail } from "../../platform/mail/mail-layout.ts";
import { resetDashboard } from "./customer-dashboard.ts";
import { addMessage } from "./customer-messages.ts";
import { settingsOf } from "./customer-messages.repo.ts";
import type { CustomerNeeds } from "./customer.needs.ts";
import type { Cache } from "../../platform/cache/cache.ts";

export interface CustomerSubscriberDeps {
  db: Db;
  jobs: Jobs;
  cache: Cache;
  config: Pick<Config, "countryOrigins">;
  account: Pick<CustomerNeeds["account"], "baseData">;
}

/**
 * What the customer area does when something happens elsewhere (decision 0051): her messages, her tank
 * notice mails, her dashboard. Each reaction is idempotent (a message per dedupe key, a mail per
 * Message-ID), since a delivery may run twice.
 */
export function subscribeCustomer(events: Pick<Events<EventCatalogue>, "subscribe">, deps: CustomerSubscriberDeps): void {
  // Every transition of her order: a message in her customer area, if her settings want order news.
  for (const event of ORDER_CHANGED_EVENTS)
    events.subscribe("customer", event, async (o) => {
      // Guests have no customer area: their mails are all they get.
      if (o.guest) return;
      await addMessage(deps.db, {
        userId: o.userId,
        kind: "order",
        title: `Bestellung ${o.orderNumber}: ${ORDER_STATUS_LABELS[o.status]}`,
        body: ORDER_EVENT_LABELS[o.event],
        link: orderStatusPath(o.productGroupId, o.orderId),
        orderId: o.orderId,
        dedupeKey: `order-event:${o.orderEventId}`,
      });
    });

  events.subscribe("customer", "price-alarm.hit", async (hit) => {
    await addMessage(deps.db, {
      userId: hit.userId,
      kind: "price-alarm",
      title: hit.title,
      body: hit.body,
      link: hit.link,
      dedupeKey: `price-alarm-hit:${hit.hitId}`,
    });
  });

  // A tank alert: her message and, to her account's address, a mail — both only while she wants tank notices.
  events.subscribe("customer", "tank.alert-raised", async (alert) => {
    if (!(await settingsOf(deps.db, alert.userId)).tankAlerts) return;
    const email = (await deps.account.baseData(alert.userId)).Email || null;
    await deps.db.transaction(async (tx) => {
      await addMessage(tx, {
        userId: alert.userId,
        kind: "tank",
        title: alert.title,
        body: alert.body,
        link: alert.link,
        dedupeKey: `tank-alert:${alert.alertId}`,
      });
      if (!email) return;
      const origin = deps.config.countryOrigins[localeById(alert.countryId)?.code ?? "de"];
      const mail = renderMail(alert.title, {
        greeting: "Guten Tag",
        blocks: [alert.body],
        action: { label: alert.action, url: `${origin}${alert.link}` },
        after: [
          "Diese Nachricht kommt einmal; wir melden uns erst wieder, wenn sich der Zustand Ihres Tanks ändert. Tank-Benachrichtigungen stellen Sie unter „Benachrichtigungen“ in Ihrem Kundenbereich ab.",
        ],
      });
      // The same Message-ID on every attempt: a delivery that runs twice sends one mail (decision 0038).
      await enqueueMail(
        deps.jobs,
        {
          to: email,
          template: `tank-alert-${alert.kind}`,
          countryId: alert.countryId,
          messageId: `<tank-alert-${alert.alertId}@heizoel-marktplatz.de>`,
          ...mail,
        },
        tx,
      );
    });
  });

  // A reply to her community post (decision 0069): her message while she wants community replies, and a mail
  // while she wants those mails too; one message per reply, one mail per Message-ID.
  events.subscribe("customer", "community.reply-posted", async (reply) => {
    const settings = await settingsOf(deps.db, reply.userId);
    if (!settings.communityReplies) return;
    const email = settings.communityReplyMails ? (await deps.account.baseData(reply.userId)).Email || null : null;
    await deps.db.transaction(async (tx) => {
      await addMessage(tx, {
        userId: reply.userId,
        kind: "community",
        title: reply.title,
        body: reply.body,
        link: reply.link,
        dedupeKey: `community-reply:${reply.replyId}`,
      });
      if (!email) return;
      const origin = deps.config.countryOrigins[localeById(reply.countryId)?.code ?? "de"];
      const mail = renderMail(reply.title, {
        greeting: "Guten Tag",
        blocks: [reply.body],
        action: { label: "Antwort lesen", url: `${origin}${reply.link}` },
        after: [
          "Sie erhalten diese E-Mail, weil jemand auf Ihren Beitrag in der Community geantwortet hat. Sie stellen sie unter „Benachrichtigungen“ in Ihrem Kundenbereich ab.",
        ],
      });
      await enqueueMail(
        deps.jobs,
        {
          to: email,
          template: "community-reply",
          countryId: reply.countryId,
          messageId: `<community-reply-${reply.replyId}@heizoel-marktplatz.de>`,
          ...mail,
        },
        tx,
      );
    });
  });

  // Spec §7: after set-main her dashboard is built afresh (its cache is dropped).
  events.subscribe("customer", "tank.main-sensor-changed", async ({ userId }) => {
    await resetDashboard({ cache: deps.cache }, { userId });
  });
}
