/**
 * Consented visits over the demo's two years (decision 0043): what the period statistic's conversion is
 * measured on. Three in five orders come from a visitor who agreed to statistics and saw the success page,
 * so their visit holds the order; the other visits end without one, about 3 % converting, more in the
 * heating season and fewer at weekends. Orders of visitors without consent stay orders without a visit.
 */
import { randomBytes } from "node:crypto";
import { gte, sql } from "drizzle-orm";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import type { Db } from "../../client.ts";
import { visitOrders, visits } from "../../schema/analytics.ts";
import { orders } from "../../schema/orders.ts";
import { seededRandom } from "../market/random.ts";

const DAYS = 730;
/** Visitors who agree to statistics. */
const CONSENT_SHARE = 0.6;
/** Visits with an order among the consented ones. */
const CONVERSION = 0.032;
const DAY = 86_400_000;

const newVisitId = () => randomBytes(16).toString("base64url");

export async function seedDemoVisits(db: Db, now = new Date()): Promise<{ visits: number; withOrder: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(visits);
  if (n > 0) return null;
  const start = new Date(now.getTime() - DAYS * DAY);
  const placed = await db
    .select({ id: orders.id, countryId: orders.countryId, createdAt: orders.createdAt })
    .from(orders)
    .where(gte(orders.createdAt, start))
    .orderBy(orders.id);
  if (placed.length === 0) return null;
  const rng = seededRandom(20430743);
  const zone = (countryId: number) => (localeById(countryId) ?? LOCALES.de).timeZone;
  const rows: (typeof visits.$inferInsert)[] = [];
  const claims: (typeof visitOrders.$inferInsert)[] = [];
  const minutes = (m: number) => m * 60_000;

  for (const o of placed) {
    if (!rng.chance(CONSENT_SHARE)) continue;
    const id = newVisitId();
    const startedAt = new Date(Math.max(start.getTime(), o.createdAt.getTime() - minutes(rng.int(4, 40))));
    rows.push({
      id,
      countryId: o.countryId,
      day: calendarDay(startedAt, zone(o.countryId)),
      startedAt,
      lastSeenAt: new Date(o.createdAt.getTime() + minutes(rng.int(1, 5))),
      views: rng.int(4, 18),
    });
    claims.push({ orderId: o.id, visitId: id });
  }

  // Visits without an order: as many per day as make about 3 % of the consented visits convert.
  for (const countryId of [1, 2, 3]) {
    const ordersHere = placed.filter((o) => o.countryId === countryId).length;
    const perDay = (ordersHere * CONSENT_SHARE) / CONVERSION / DAYS;
    for (let d = DAYS; d >= 0; d--) {
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - d * DAY;
      const date = new Date(midnight);
      // Heating oil is bought before and in the winter; people compare prices on weekdays.
      const season = 1 + 0.25 * Math.cos((2 * Math.PI * (date.getUTCMonth() - 10)) / 12);
      const weekday = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 0.75 : 1.08;
      const count = Math.round(perDay * season * weekday * rng.between(0.8, 1.2));
      for (let i = 0; i < count; i++) {
        // 05:00–21:00 UTC: the same calendar day in Berlin, Vienna and Zurich.
        const startedAt = new Date(midnight + minutes(rng.int(5 * 60, 21 * 60)));
        if (startedAt > now || startedAt < start) continue;
        const views = rng.int(1, 9);
        rows.push({
          id: newVisitId(),
          countryId,
          day: calendarDay(startedAt, zone(countryId)),
          startedAt,
          lastSeenAt: new Date(startedAt.getTime() + minutes(views * rng.int(1, 3))),
          views,
        });
      }
    }
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(visits).values(rows.slice(i, i + 2000));
    for (let i = 0; i < claims.length; i += 2000) await tx.insert(visitOrders).values(claims.slice(i, i + 2000));
  });
  return { visits: rows.length, withOrder: claims.length };
}
