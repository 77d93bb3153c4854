import { AppError } from "../../../domain/shared/errors.ts";
import { CACHE_AREA_LABELS } from "../../../domain/operations/cache-figures.ts";
import type { CacheClearAnswer } from "../../../domain/operations/operations.schemas.ts";
import { recordAudit } from "../../platform/audit.ts";
import { cacheOverview } from "./cache-overview.ts";
import type { Actor, OperationsDeps } from "./operations.deps.ts";

/**
 * Empties one key area, or all (area missing). The cache's own invalidation does it, so with Redis every
 * instance loses the entries at once and hears the announcement (in-process copies such as the market
 * snapshot drop themselves; "" tells them anything may have changed). Every cached value can be loaded
 * again from the database (session checks included), so clearing costs time, never correctness.
 */
export async function clearCache(deps: OperationsDeps, input: { actor: Actor; area?: string }): Promise<CacheClearAnswer> {
  const before = await cacheOverview(deps);
  const known = before.Areas.map((a) => a.Area);
  if (input.area !== undefined && !known.includes(input.area) && !(input.area in CACHE_AREA_LABELS))
    throw new AppError("CACHE_AREA_UNKNOWN");
  const areas = input.area === undefined ? known : [input.area];
  for (const area of areas) {
    // A new generation for the area (Redis), so a load running across the clear cannot bring old values back.
    await deps.cache.invalidatePrefix(`${area}:`);
    // Keys without a segment ("sitemap") are their own area.
    await deps.cache.delete(area);
  }
  if (input.area === undefined) await deps.cache.invalidatePrefix("");
  const entries = (rows: typeof before.Areas) =>
    Object.fromEntries(rows.filter((a) => areas.includes(a.Area)).map((a) => [a.Area, a.Entries]));
  const after = await cacheOverview(deps);
  await recordAudit(deps.db, {
    actorUserId: input.actor.id,
    action: "cache.clear",
    targetKind: "cache",
    targetId: input.area ?? "*",
    before: { Entries: entries(before.Areas), Shared: before.Shared },
    after: { Entries: entries(after.Areas) },
    requestId: input.actor.requestId,
  });
  const message =
    input.area === undefined
      ? `Alle Caches wurden geleert${deps.sharedCache ? " – auf allen Instanzen" : ""}.`
      : `Der Cache „${input.area}“ wurde geleert${deps.sharedCache ? " – auf allen Instanzen" : ""}.`;
  return { success: true, Cleared: areas, message };
}
