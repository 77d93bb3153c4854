import { eq, inArray } from "drizzle-orm";
import { advertCampaigns, advertSlotItems, adverts } from "../../../db/schema/adverts.ts";
import { campaignInput, type CampaignInput, slotItemInput, type SlotItemInput } from "../../../domain/adverts/adverts.schemas.ts";
import { clickRate } from "../../../domain/adverts/campaign-report.ts";
import { normalZipPrefixes } from "../../../domain/adverts/draw-rules.ts";
import type { CampaignDetail, CampaignSummary } from "../../../domain/adverts/manage.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Db } from "../../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AdvertsActor } from "./adverts.actor.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { campaignItemRows, campaignRow, campaignRows, slotKeysByIds } from "./manage.repo.ts";
import { isRunning, refreshSlots } from "./refresh-slots.ts";

type Deps = Pick<AdvertsDeps, "db" | "cache" | "clock" | "slots">;
type CampaignRow = typeof advertCampaigns.$inferSelect;
type Status = CampaignDetail["Status"];

const statusOf = (s: string): Status => (s === "paused" || s === "ended" ? s : "active");

function summary(row: CampaignRow, today: string): Omit<CampaignDetail, "Items"> {
  return {
    Id: row.id,
    Name: row.name,
    Advertiser: row.advertiser,
    CampaignTypeId: row.campaignTypeId,
    StartsOn: row.startsOn,
    EndsOn: row.endsOn,
    CountryIds: row.countryIds,
    ZipPrefixes: row.zipPrefixes,
    ImpressionCap: row.impressionCap,
    Status: statusOf(row.status),
    Running: isRunning(row, today),
  };
}

export async function listCampaigns(deps: Pick<AdvertsDeps, "db" | "clock">): Promise<CampaignSummary[]> {
  const today = deps.clock.today(1);
  const rows = await campaignRows(deps.db);
  return rows.map((r) => ({
    ...summary(r.campaign, today),
    Impressions: r.impressions,
    Clicks: r.clicks,
    ClickRate: clickRate(r.impressions, r.clicks),
  }));
}

export async function getCampaign(deps: Pick<AdvertsDeps, "db" | "clock">, id: number): Promise<CampaignDetail> {
  const row = await campaignRow(deps.db, id);
  if (!row) throw new AppError("ADVERT_CAMPAIGN_NOT_FOUND");
  const items = await campaignItemRows(deps.db, id);
  return {
    ...summary(row, deps.clock.today(1)),
    Items: items.map((i) => ({
      Id: i.id,
      SlotId: i.slotId,
      SlotKey: i.slotKey,
      CountryId: i.countryId,
      AdvertId: i.advertId,
      AdvertName: i.advertName,
      Weight: i.weight,
    })),
  };
}

/** The input checked: an end before the start is its own German 400; slots and adverts must exist, in the campaign's countries. */
async function checked(db: Db, raw: CampaignInput) {
  const parsed = campaignInput.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "EndsOn" && i.code === "custom"))
      throw new AppError("ADVERT_CAMPAIGN_DATES_INVALID", { field: "EndsOn" });
    throw parsed.error;
  }
  const c = parsed.data;
  const slots = await slotKeysByIds(
    db,
    c.Items.map((i) => i.SlotId),
  );
  if (c.Items.some((i) => !slots.has(i.SlotId))) throw new AppError("ADVERT_SLOT_NOT_FOUND", { field: "Items" });
  const advertIds = [...new Set(c.Items.map((i) => i.AdvertId))];
  const found = advertIds.length ? await db.select({ id: adverts.id }).from(adverts).where(inArray(adverts.id, advertIds)) : [];
  if (found.length !== advertIds.length) throw new AppError("ADVERT_NOT_FOUND", { field: "Items" });
  if (c.Items.some((i) => !(c.CountryIds as number[]).includes(slots.get(i.SlotId)!.countryId)))
    throw new AppError("ADVERT_ITEM_COUNTRY", { field: "Items" });
  return { c, slotKeys: [...slots.values()].map((s) => s.key) };
}

const columns = (c: ReturnType<typeof campaignInput.parse>) => ({
  name: c.Name,
  advertiser: c.Advertiser,
  campaignTypeId: c.CampaignTypeId,
  startsOn: c.StartsOn,
  endsOn: c.EndsOn,
  countryIds: c.CountryIds,
  zipPrefixes: normalZipPrefixes(c.ZipPrefixes),
  impressionCap: c.ImpressionCap,
  status: c.Status,
});

const auditView = (c: { name: string; status: string; startsOn: string; endsOn: string; zipPrefixes: string[] }, items: unknown) => ({
  Name: c.name,
  Status: c.status,
  StartsOn: c.startsOn,
  EndsOn: c.endsOn,
  ZipPrefixes: c.zipPrefixes,
  Items: items,
});

export async function createCampaign(deps: Deps, actor: AdvertsActor, raw: CampaignInput): Promise<CampaignDetail> {
  const { c, slotKeys } = await checked(deps.db, raw);
  const id = await deps.db.transaction(async (tx) => {
    const values = columns(c);
    const [row] = await tx.insert(advertCampaigns).values(values).returning({ id: advertCampaigns.id });
    if (c.Items.length > 0)
      await tx
        .insert(advertSlotItems)
        .values(c.Items.map((i) => ({ slotId: i.SlotId, advertId: i.AdvertId, campaignId: row.id, weight: i.Weight })));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "campaign.create",
      targetKind: "advert_campaign",
      targetId: row.id,
      after: auditView(values, c.Items),
      requestId: actor.requestId,
    });
    return row.id;
  });
  await refreshSlots(deps, slotKeys);
  return getCampaign(deps, id);
}

/** Replaces the campaign's fields and its items; the slots it was in and is in now drop their cached offers. */
export async function updateCampaign(deps: Deps, actor: AdvertsActor, id: number, raw: CampaignInput): Promise<CampaignDetail> {
  const before = await getCampaign(deps, id);
  const { c, slotKeys } = await checked(deps.db, raw);
  await deps.db.transaction(async (tx) => {
    const values = columns(c);
    await tx.update(advertCampaigns).set(values).where(eq(advertCampaigns.id, id));
    await tx.delete(advertSlotItems).where(eq(advertSlotItems.campaignId, id));
    if (c.Items.length > 0)
      await tx
        .insert(advertSlotItems)
        .values(c.Items.map((i) => ({ slotId: i.SlotId, advertId: i.AdvertId, campaignId: id, weight: i.Weight })));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "campaign.update",
      targetKind: "advert_campaign",
      targetId: id,
      before: {
        Name: before.Name,
        Status: before.Status,
        StartsOn: before.StartsOn,
        EndsOn: before.EndsOn,
        ZipPrefixes: before.ZipPrefixes,
        Items: before.Items.map(({ SlotId, AdvertId, Weight }) => ({ SlotId, AdvertId, Weight })),
      },
      after: auditView(values, c.Items),
      requestId: actor.requestId,
    });
  });
  await refreshSlots(deps, [...before.Items.map((i) => i.SlotKey), ...slotKeys]);
  return getCampaign(deps, id);
}

/** Pausing, resuming or ending without the whole form (the list's and detail page's buttons). */
export async function setCampaignStatus(deps: Deps, actor: AdvertsActor, id: number, status: Status): Promise<CampaignDetail> {
  const before = await getCampaign(deps, id);
  await deps.db.transaction(async (tx) => {
    await tx.update(advertCampaigns).set({ status }).where(eq(advertCampaigns.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "campaign.status",
      targetKind: "advert_campaign",
      targetId: id,
      before: { Status: before.Status },
      after: { Status: status },
      requestId: actor.requestId,
    });
  });
  await refreshSlots(
    deps,
    before.Items.map((i) => i.SlotKey),
  );
  return getCampaign(deps, id);
}

/**
 * Refused while running (decision 0068, "Back office"): an advertiser's paid days are not deleted by a click.
 * A paused or ended campaign goes with its items and its counts (its report); "beendet" keeps the report.
 */
export async function deleteCampaign(deps: Deps, actor: AdvertsActor, id: number): Promise<void> {
  const before = await getCampaign(deps, id);
  if (before.Running) throw new AppError("ADVERT_CAMPAIGN_RUNNING");
  await deps.db.transaction(async (tx) => {
    await tx.delete(advertCampaigns).where(eq(advertCampaigns.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "campaign.delete",
      targetKind: "advert_campaign",
      targetId: id,
      before: { Name: before.Name, Advertiser: before.Advertiser, Status: before.Status, Items: before.Items.length },
      requestId: actor.requestId,
    });
  });
  await refreshSlots(
    deps,
    before.Items.map((i) => i.SlotKey),
  );
}

/** One more advert of a campaign in a slot; a weight that is no positive whole number is a German 400. */
export async function addSlotItem(deps: Deps, actor: AdvertsActor, raw: SlotItemInput) {
  if (!Number.isSafeInteger(raw.Weight) || raw.Weight < 1) throw new AppError("ADVERT_WEIGHT_INVALID");
  const item = slotItemInput.parse(raw);
  const campaign = await getCampaign(deps, item.CampaignId);
  const { c } = await checked(deps.db, {
    ...campaign,
    CampaignTypeId: campaign.CampaignTypeId as 1 | 2,
    CountryIds: campaign.CountryIds as (1 | 2 | 3)[],
    Items: [...campaign.Items, item],
  });
  return updateCampaign(deps, actor, item.CampaignId, c);
}
