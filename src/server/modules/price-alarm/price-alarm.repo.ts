import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { priceAlarmHits, priceAlarms } from "../../../db/schema/index.ts";
import { productById } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { exportCountry, exportMoney, exportTime, type ExportTables } from "../../../domain/customer/data-export.ts";
import { productGroupById } from "../../../domain/shared/products.ts";

export type PriceAlarmRow = typeof priceAlarms.$inferSelect;

export async function insertAlarm(db: Db, row: typeof priceAlarms.$inferInsert): Promise<PriceAlarmRow> {
  const [created] = await db.insert(priceAlarms).values(row).returning();
  return created;
}

export async function setAlarmTokens(db: Db, id: number, tokens: { confirmTokenHash: string | null; unsubscribeTokenHash: string }) {
  await db.update(priceAlarms).set(tokens).where(eq(priceAlarms.id, id));
}

export async function alarmByConfirmHash(db: Db, hash: string) {
  const [row] = await db
    .select()
    .from(priceAlarms)
    .where(and(eq(priceAlarms.confirmTokenHash, hash), isNull(priceAlarms.deletedAt)));
  return row;
}

export async function alarmByUnsubscribeHash(db: Db, hash: string) {
  const [row] = await db.select().from(priceAlarms).where(eq(priceAlarms.unsubscribeTokenHash, hash));
  return row;
}

export async function updateAlarm(db: Db, id: number, patch: Partial<typeof priceAlarms.$inferInsert>) {
  await db.update(priceAlarms).set(patch).where(eq(priceAlarms.id, id));
}

export async function alarmsOfUser(db: Db, userId: number): Promise<PriceAlarmRow[]> {
  return db
    .select()
    .from(priceAlarms)
    .where(and(eq(priceAlarms.userId, userId), isNull(priceAlarms.deletedAt)))
    .orderBy(asc(priceAlarms.createdAt), asc(priceAlarms.id));
}

export async function alarmOfUser(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(priceAlarms)
    .where(and(eq(priceAlarms.id, id), eq(priceAlarms.userId, userId), isNull(priceAlarms.deletedAt)));
  return row;
}

/** Confirmed, not deleted alarms: what a check looks at. */
export async function activeAlarms(db: Db): Promise<PriceAlarmRow[]> {
  return db
    .select()
    .from(priceAlarms)
    .where(and(isNotNull(priceAlarms.confirmedAt), isNull(priceAlarms.deletedAt)))
    .orderBy(asc(priceAlarms.id));
}

/** Records the crossing once per price update; false when this update was already reported. */
export async function recordHit(tx: Db, hit: typeof priceAlarmHits.$inferInsert): Promise<number | null> {
  const rows = await tx.insert(priceAlarmHits).values(hit).onConflictDoNothing().returning({ id: priceAlarmHits.id });
  return rows[0]?.id ?? null;
}

/**
 * Decisions 0028 and 0046: her alarms, each with its hits, under the export's documented keys;
 * without token hashes and without the market version a hit was checked against (internal).
 */
export async function alarmDataOf(db: Db, userId: number): Promise<ExportTables> {
  const alarms = await db.select().from(priceAlarms).where(eq(priceAlarms.userId, userId)).orderBy(asc(priceAlarms.id));
  const hits = alarms.length
    ? await db
        .select()
        .from(priceAlarmHits)
        .where(
          inArray(
            priceAlarmHits.alarmId,
            alarms.map((a) => a.id),
          ),
        )
        .orderBy(asc(priceAlarmHits.createdAt))
    : [];
  return {
    Preiswecker: alarms.map((a) => ({
      "E-Mail": a.email,
      Land: exportCountry(a.countryId),
      PLZ: a.zip,
      Produktgruppe: productGroupById(a.productGroupId)?.name ?? null,
      Produkt: productById(a.productId)?.DisplayName ?? null,
      Menge: a.amount,
      Währung: localeById(a.countryId)?.currencyCode ?? null,
      "Melden bei höchstens": exportMoney(a.belowPerBasis),
      "Melden bei mindestens": exportMoney(a.abovePerBasis),
      "Prüfen ab": a.startsOn,
      "Bestätigt am": exportTime(a.confirmedAt),
      "Zuletzt geprüfter Preis": exportMoney(a.lastPricePerBasis),
      "Zuletzt geprüft am": exportTime(a.lastCheckedAt),
      "Zuletzt gemeldet am": exportTime(a.lastNotifiedAt),
      "Angelegt am": exportTime(a.createdAt),
      "Beendet am": exportTime(a.deletedAt),
      Meldungen: hits
        .filter((h) => h.alarmId === a.id)
        .map((h) => ({
          Richtung: h.direction === "above" ? "gestiegen" : "gefallen",
          Preis: exportMoney(h.pricePerBasis),
          Zeitpunkt: exportTime(h.createdAt),
        })),
    })),
  };
}

/** Deleting the account: her alarms end and forget her address. */
export async function eraseAlarmData(tx: Db, userId: number, at: Date) {
  await tx
    .update(priceAlarms)
    .set({ deletedAt: at, email: "", confirmTokenHash: null })
    .where(and(eq(priceAlarms.userId, userId), isNull(priceAlarms.deletedAt)));
  await tx.update(priceAlarms).set({ email: "" }).where(eq(priceAlarms.userId, userId));
}
