import type { Db } from "../../../db/client.ts";
import { exportTime, tablesToCsv, tablesToJson, type ExportTables } from "../../../domain/customer/data-export.ts";
import type { Clock } from "../../platform/clock.ts";
import { eraseMessageData, messageDataOf } from "./customer-messages.repo.ts";

/** The areas that hold her data, each answering for its own tables (decision 0028). */
export interface PrivacyDeps {
  db: Db;
  clock: Clock;
  account: {
    exportAccountData: (userId: number) => Promise<ExportTables>;
    deleteAccount: (
      caller: { id: number; isImpersonated: boolean },
      input: { Password: string },
      hooks: { hasOpenOrders: (userId: number) => Promise<boolean>; eraseElsewhere: (tx: Db, userId: number) => Promise<void> },
    ) => Promise<{ success: true; message: string }>;
  };
  orders: { exportOrderData: (userId: number) => Promise<ExportTables>; hasOpenOrders: (userId: number) => Promise<boolean> };
  priceAlarm: { exportAlarmData: (userId: number) => Promise<ExportTables>; eraseAlarmData: (tx: Db, userId: number) => Promise<void> };
  mex: { exportMexData: (userId: number) => Promise<ExportTables>; eraseMexData: (tx: Db, userId: number) => Promise<void> };
  contact: { exportContactData: (userId: number) => Promise<ExportTables>; eraseContactData: (tx: Db, userId: number) => Promise<void> };
}

const MESSAGE_KINDS: Record<string, string> = { order: "Bestellung", "price-alarm": "Preiswecker", tank: "Tank", community: "Community" };

/** This area's tables of her export (decision 0046): her messages and her notification settings. */
async function exportMessageData(db: Db, userId: number): Promise<ExportTables> {
  const { messages, settings } = await messageDataOf(db, userId);
  return {
    Nachrichten: messages.map((m) => ({
      Art: MESSAGE_KINDS[m.kind] ?? m.kind,
      Titel: m.title,
      Text: m.body,
      Link: m.link,
      "Erhalten am": exportTime(m.createdAt),
      "Gelesen am": exportTime(m.readAt),
    })),
    Benachrichtigungseinstellungen: settings.map((s) => ({
      Bestellungen: s.orderUpdates,
      Preiswecker: s.priceAlarms,
      Tankhinweise: s.tankAlerts,
      "Community-Antworten": s.communityReplies,
      "Community-Antworten per E-Mail": s.communityReplyMails,
      "Geändert am": exportTime(s.updatedAt),
    })),
  };
}

/** Every table with her data, as a download: JSON or CSV, under the documented keys of decision 0046. */
export async function exportMyData(
  deps: PrivacyDeps,
  input: { userId: number; format: "json" | "csv" },
): Promise<{ body: string; contentType: string; fileName: string }> {
  const tables: ExportTables = {
    ...(await deps.account.exportAccountData(input.userId)),
    ...(await deps.orders.exportOrderData(input.userId)),
    ...(await exportMessageData(deps.db, input.userId)),
    ...(await deps.priceAlarm.exportAlarmData(input.userId)),
    ...(await deps.mex.exportMexData(input.userId)),
    ...(await deps.contact.exportContactData(input.userId)),
  };
  const day = deps.clock.now().toISOString().slice(0, 10);
  return input.format === "csv"
    ? { body: tablesToCsv(tables), contentType: "text/csv; charset=utf-8", fileName: `meine-daten-${day}.csv` }
    : { body: tablesToJson(tables, deps.clock.now()), contentType: "application/json; charset=utf-8", fileName: `meine-daten-${day}.json` };
}

/** Deletes her account: the account area anonymises; this area, the price alarm, mex and contact erase theirs in its transaction. */
export async function deleteMyAccount(deps: PrivacyDeps, input: { userId: number; isImpersonated: boolean; Password: string }) {
  return deps.account.deleteAccount(
    { id: input.userId, isImpersonated: input.isImpersonated },
    { Password: input.Password },
    {
      hasOpenOrders: deps.orders.hasOpenOrders,
      eraseElsewhere: async (tx, userId) => {
        await eraseMessageData(tx, userId);
        await deps.priceAlarm.eraseAlarmData(tx, userId);
        await deps.mex.eraseMexData(tx, userId);
        await deps.contact.eraseContactData(tx, userId);
      },
    },
  );
}
