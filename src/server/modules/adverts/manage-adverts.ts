import { eq } from "drizzle-orm";
import { adverts } from "../../../db/schema/adverts.ts";
import { foreignCssLoads } from "../../../domain/adverts/advert-css.ts";
import { advertInput, type AdvertInput } from "../../../domain/adverts/adverts.schemas.ts";
import type { AdvertDetail, AdvertSaved } from "../../../domain/adverts/manage.schemas.ts";
import { REMOVED_LABELS, type RemovedKind, removedKinds } from "../../../domain/adverts/removed-parts.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import type { AdvertsActor } from "./adverts.actor.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { advertRow, advertRows, advertUses } from "./manage.repo.ts";
import { isRunning, refreshSlots } from "./refresh-slots.ts";
import { stylesFileName } from "./slot-catalogue.ts";

type Deps = Pick<AdvertsDeps, "db" | "cache" | "clock" | "slots">;

export async function listAdverts(deps: Pick<AdvertsDeps, "db">) {
  const rows = await advertRows(deps.db);
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    TargetUrl: r.targetUrl,
    Variants: r.variants.length,
    UpdatedAt: r.updatedAt.toISOString(),
    Campaigns: r.campaigns,
  }));
}

export async function getAdvert(deps: Pick<AdvertsDeps, "db" | "clock">, id: number): Promise<AdvertDetail> {
  const row = await advertRow(deps.db, id);
  if (!row) throw new AppError("ADVERT_NOT_FOUND");
  const today = deps.clock.today(1);
  const uses = await advertUses(deps.db, id);
  const byCampaign = new Map(uses.map((u) => [u.campaignId, u]));
  return {
    Id: row.id,
    Name: row.name,
    TargetUrl: row.targetUrl,
    Variants: row.variants,
    Css: row.css,
    StylesFileName: stylesFileName(row),
    UpdatedAt: row.updatedAt.toISOString(),
    UsedBy: [...byCampaign.values()].map((u) => ({ CampaignId: u.campaignId, CampaignName: u.campaignName, Running: isRunning(u, today) })),
  };
}

/**
 * The advert as written, cleaned by the advert allow-list (decision 0068 with 0056): scripts, frames, handlers
 * and foreign link schemes go, and `removed` names what went for the editor's notice; a stylesheet that would
 * load from another host is refused (German 400, field "Css"), so she knows what her advert will look like.
 */
function cleaned(raw: AdvertInput) {
  const input = advertInput.parse(raw);
  if (foreignCssLoads(input.Css).length > 0) throw new AppError("ADVERT_CSS_REFUSED", { field: "Css" });
  const variants = input.Variants.map((html) => sanitizeHtml(html, "advert"));
  if (variants.some((html) => !html.trim())) throw new AppError("ADVERT_EMPTY", { field: "Variants" });
  const found = new Set(input.Variants.flatMap((html, i) => removedKinds(html, variants[i])));
  const removed = (Object.keys(REMOVED_LABELS) as RemovedKind[]).filter((k) => found.has(k));
  return { input, variants, removed };
}

export async function createAdvert(deps: Deps, actor: AdvertsActor, raw: AdvertInput): Promise<AdvertSaved> {
  const { input, variants, removed } = cleaned(raw);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adverts)
      .values({ name: input.Name, targetUrl: input.TargetUrl, variants, css: input.Css })
      .returning({ id: adverts.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "advert.create",
      targetKind: "advert",
      targetId: row.id,
      after: { Name: input.Name, TargetUrl: input.TargetUrl, Variants: variants.length },
      requestId: actor.requestId,
    });
    return row.id;
  });
  // A new advert is in no slot yet: only the catalogue (read by the public content call) is dropped.
  await refreshSlots(deps, []);
  return { ...(await getAdvert(deps, id)), Removed: removed.map((k) => REMOVED_LABELS[k]), RemovedKinds: removed };
}

/** Every slot that shows the advert drops its cached offer: the next page shows the new HTML and sheet. */
export async function updateAdvert(deps: Deps, actor: AdvertsActor, id: number, raw: AdvertInput): Promise<AdvertSaved> {
  const { input, variants, removed } = cleaned(raw);
  const before = await advertRow(deps.db, id);
  if (!before) throw new AppError("ADVERT_NOT_FOUND");
  await deps.db.transaction(async (tx) => {
    await tx
      .update(adverts)
      .set({ name: input.Name, targetUrl: input.TargetUrl, variants, css: input.Css, updatedAt: new Date() })
      .where(eq(adverts.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "advert.update",
      targetKind: "advert",
      targetId: id,
      before: { Name: before.name, TargetUrl: before.targetUrl, Variants: before.variants.length },
      after: { Name: input.Name, TargetUrl: input.TargetUrl, Variants: variants.length, CssChanged: before.css !== input.Css },
      requestId: actor.requestId,
    });
  });
  await refreshSlots(
    deps,
    (await advertUses(deps.db, id)).map((u) => u.slotKey),
  );
  return { ...(await getAdvert(deps, id)), Removed: removed.map((k) => REMOVED_LABELS[k]), RemovedKinds: removed };
}

/**
 * Refused while a running campaign shows it (decision 0068, "Back office"): the advertiser paid for it. An
 * advert only in paused or ended campaigns goes with its places there; the counts are the campaign's and stay.
 */
export async function deleteAdvert(deps: Deps, actor: AdvertsActor, id: number): Promise<void> {
  const row = await advertRow(deps.db, id);
  if (!row) throw new AppError("ADVERT_NOT_FOUND");
  const today = deps.clock.today(1);
  const uses = await advertUses(deps.db, id);
  const running = [...new Set(uses.filter((u) => isRunning(u, today)).map((u) => `„${u.campaignName}“`))];
  if (running.length > 0)
    throw new AppError("ADVERT_IN_USE", {
      message: `Diese Anzeige läuft noch in ${running.join(", ")}. Pausieren oder beenden Sie die Kampagne oder nehmen Sie die Anzeige dort heraus; dann können Sie sie löschen.`,
    });
  await deps.db.transaction(async (tx) => {
    await tx.delete(adverts).where(eq(adverts.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "advert.delete",
      targetKind: "advert",
      targetId: id,
      before: { Name: row.name, TargetUrl: row.targetUrl, Variants: row.variants.length },
      requestId: actor.requestId,
    });
  });
  await refreshSlots(
    deps,
    uses.map((u) => u.slotKey),
  );
}
