import { and, asc, count, countDistinct, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { advertCampaigns, advertCounts, advertSlotItems, advertSlots, adverts } from "../../../db/schema/adverts.ts";

/** The back office's reads (decision 0068, "Back office"); the draws read the catalogue (adverts.repo.ts). */

export async function advertRow(db: Db, id: number) {
  const [row] = await db.select().from(adverts).where(eq(adverts.id, id));
  return row ?? null;
}

export async function advertRows(db: Db) {
  return db
    .select({
      id: adverts.id,
      name: adverts.name,
      targetUrl: adverts.targetUrl,
      variants: adverts.variants,
      updatedAt: adverts.updatedAt,
      campaigns: countDistinct(advertSlotItems.campaignId),
    })
    .from(adverts)
    .leftJoin(advertSlotItems, eq(advertSlotItems.advertId, adverts.id))
    .groupBy(adverts.id)
    .orderBy(desc(adverts.updatedAt), desc(adverts.id));
}

/** The campaigns and slots an advert is in. */
export async function advertUses(db: Db, advertId: number) {
  return db
    .select({
      campaignId: advertCampaigns.id,
      campaignName: advertCampaigns.name,
      status: advertCampaigns.status,
      endsOn: advertCampaigns.endsOn,
      slotKey: advertSlots.key,
    })
    .from(advertSlotItems)
    .innerJoin(advertCampaigns, eq(advertCampaigns.id, advertSlotItems.campaignId))
    .innerJoin(advertSlots, eq(advertSlots.id, advertSlotItems.slotId))
    .where(eq(advertSlotItems.advertId, advertId))
    .orderBy(asc(advertCampaigns.id));
}

export async function campaignRow(db: Db, id: number) {
  const [row] = await db.select().from(advertCampaigns).where(eq(advertCampaigns.id, id));
  return row ?? null;
}

export async function campaignItemRows(db: Db, campaignId: number) {
  return db
    .select({
      id: advertSlotItems.id,
      slotId: advertSlotItems.slotId,
      slotKey: advertSlots.key,
      countryId: advertSlots.countryId,
      advertId: advertSlotItems.advertId,
      advertName: adverts.name,
      weight: advertSlotItems.weight,
    })
    .from(advertSlotItems)
    .innerJoin(advertSlots, eq(advertSlots.id, advertSlotItems.slotId))
    .innerJoin(adverts, eq(adverts.id, advertSlotItems.advertId))
    .where(eq(advertSlotItems.campaignId, campaignId))
    .orderBy(asc(advertSlotItems.id));
}

/** Every campaign with its counted sums (the list's summary). */
export async function campaignRows(db: Db) {
  const sums = db
    .select({
      campaignId: advertCounts.campaignId,
      impressions: sql<number>`sum(${advertCounts.impressions})::int`.as("impressions"),
      clicks: sql<number>`sum(${advertCounts.clicks})::int`.as("clicks"),
    })
    .from(advertCounts)
    .groupBy(advertCounts.campaignId)
    .as("sums");
  return db
    .select({
      campaign: advertCampaigns,
      impressions: sql<number>`coalesce(${sums.impressions}, 0)::int`,
      clicks: sql<number>`coalesce(${sums.clicks}, 0)::int`,
    })
    .from(advertCampaigns)
    .leftJoin(sums, eq(sums.campaignId, advertCampaigns.id))
    .orderBy(desc(advertCampaigns.endsOn), desc(advertCampaigns.id));
}

export async function slotRow(db: Db, id: number) {
  const [row] = await db.select().from(advertSlots).where(eq(advertSlots.id, id));
  return row ?? null;
}

export async function slotRows(db: Db) {
  return db
    .select({ slot: advertSlots, items: count(advertSlotItems.id) })
    .from(advertSlots)
    .leftJoin(advertSlotItems, eq(advertSlotItems.slotId, advertSlots.id))
    .groupBy(advertSlots.id)
    .orderBy(asc(advertSlots.countryId), asc(advertSlots.id));
}

export async function slotKeysByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { key: string; countryId: number }>();
  const rows = await db
    .select({ id: advertSlots.id, key: advertSlots.key, countryId: advertSlots.countryId })
    .from(advertSlots)
    .where(sql`${advertSlots.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, { key: r.key, countryId: r.countryId }]));
}

export async function countsInPeriod(db: Db, campaignId: number, from: string, to: string) {
  return db
    .select({ day: advertCounts.day, slotId: advertCounts.slotId, impressions: advertCounts.impressions, clicks: advertCounts.clicks })
    .from(advertCounts)
    .where(and(eq(advertCounts.campaignId, campaignId), gte(advertCounts.day, from), lte(advertCounts.day, to)));
}
