import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { advertCampaigns, advertCounts, advertSlotItems, advertSlots, adverts, bannerPartnerCoverage } from "../../../db/schema/adverts.ts";
import type { CampaignRule } from "../../../domain/adverts/draw-rules.ts";

export interface CatalogueSlot {
  id: number;
  key: string;
  slotTypeId: number;
  appliesZipFiltering: boolean;
  width: number;
  height: number;
  mobileWidth: number;
  mobileHeight: number;
  items: Array<{ id: number; advertId: number; campaignId: number; weight: number }>;
}

export interface CatalogueAdvert {
  id: number;
  targetUrl: string;
  variants: string[];
  css: string;
}

/** One country's slots with their items, the campaigns and adverts they name: what every draw reads (JSON-safe, cached). */
export interface Catalogue {
  slots: CatalogueSlot[];
  campaigns: CampaignRule[];
  adverts: CatalogueAdvert[];
}

export async function loadCatalogue(db: Db, countryId: number): Promise<Catalogue> {
  const slotRows = await db.select().from(advertSlots).where(eq(advertSlots.countryId, countryId)).orderBy(advertSlots.id);
  const slotIds = slotRows.map((s) => s.id);
  const itemRows = slotIds.length
    ? await db.select().from(advertSlotItems).where(inArray(advertSlotItems.slotId, slotIds)).orderBy(advertSlotItems.id)
    : [];
  const campaignIds = [...new Set(itemRows.map((i) => i.campaignId))];
  const advertIds = [...new Set(itemRows.map((i) => i.advertId))];
  const [campaignRows, advertRows] = await Promise.all([
    campaignIds.length
      ? db
          .select({
            id: advertCampaigns.id,
            campaignTypeId: advertCampaigns.campaignTypeId,
            startsOn: advertCampaigns.startsOn,
            endsOn: advertCampaigns.endsOn,
            countryIds: advertCampaigns.countryIds,
            zipPrefixes: advertCampaigns.zipPrefixes,
            impressionCap: advertCampaigns.impressionCap,
            status: advertCampaigns.status,
            impressions: sql<number>`coalesce((select sum(${advertCounts.impressions}) from ${advertCounts} where ${advertCounts.campaignId} = ${advertCampaigns.id}), 0)::int`,
          })
          .from(advertCampaigns)
          .where(inArray(advertCampaigns.id, campaignIds))
      : [],
    advertIds.length
      ? db
          .select({ id: adverts.id, targetUrl: adverts.targetUrl, variants: adverts.variants, css: adverts.css })
          .from(adverts)
          .where(inArray(adverts.id, advertIds))
      : [],
  ]);
  return {
    slots: slotRows.map((s) => ({
      id: s.id,
      key: s.key,
      slotTypeId: s.slotTypeId,
      appliesZipFiltering: s.appliesZipFiltering,
      width: s.width,
      height: s.height,
      mobileWidth: s.mobileWidth,
      mobileHeight: s.mobileHeight,
      items: itemRows
        .filter((i) => i.slotId === s.id)
        .map((i) => ({ id: i.id, advertId: i.advertId, campaignId: i.campaignId, weight: i.weight })),
    })),
    campaigns: campaignRows,
    adverts: advertRows,
  };
}

export async function advertById(db: Db, id: number): Promise<CatalogueAdvert | null> {
  const [row] = await db
    .select({ id: adverts.id, targetUrl: adverts.targetUrl, variants: adverts.variants, css: adverts.css })
    .from(adverts)
    .where(eq(adverts.id, id));
  return row ?? null;
}

/** The slot of a clicked item while the item still exists (a click of an old page for a removed item counts nothing). */
export async function clickedItem(db: Db, item: { campaignId: number; slotId: number; advertId: number }) {
  const [row] = await db
    .select({ slotKey: advertSlots.key, countryId: advertSlots.countryId })
    .from(advertSlotItems)
    .innerJoin(advertSlots, eq(advertSlots.id, advertSlotItems.slotId))
    .where(
      and(
        eq(advertSlotItems.campaignId, item.campaignId),
        eq(advertSlotItems.slotId, item.slotId),
        eq(advertSlotItems.advertId, item.advertId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds to the day's sums of a campaign in a slot (one row per day, campaign and slot; no visitor in it). */
export async function addCounts(
  db: Db,
  rows: ReadonlyArray<{ day: string; campaignId: number; slotId: number; impressions: number; clicks: number }>,
) {
  if (rows.length === 0) return;
  await db
    .insert(advertCounts)
    .values([...rows])
    .onConflictDoUpdate({
      target: [advertCounts.day, advertCounts.campaignId, advertCounts.slotId],
      set: {
        impressions: sql`${advertCounts.impressions} + excluded.impressions`,
        clicks: sql`${advertCounts.clicks} + excluded.clicks`,
      },
    });
}

/** The counted sums, newest day first (the reports' table will read this). */
export async function countsOf(db: Db, campaignId: number) {
  return db
    .select()
    .from(advertCounts)
    .where(eq(advertCounts.campaignId, campaignId))
    .orderBy(sql`${advertCounts.day} desc`, advertCounts.slotId);
}

/** The sandbox partner's coverage row whose prefix is the longest start of the postcode. */
export async function coverageOf(db: Db, countryId: number, zipCode: string) {
  const [row] = await db
    .select()
    .from(bannerPartnerCoverage)
    .where(and(eq(bannerPartnerCoverage.countryId, countryId), sql`${zipCode} like ${bannerPartnerCoverage.zipPrefix} || '%'`))
    .orderBy(sql`length(${bannerPartnerCoverage.zipPrefix}) desc`)
    .limit(1);
  return row ?? null;
}
