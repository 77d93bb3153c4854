import { localeById } from "../../../domain/shared/countries.ts";
import type { AreaChangeRequest, BranchArea, DeliveryMap } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { drawDeliveryMap } from "../../../domain/dealer-portal/delivery-map.ts";
import { checkPostcodeList, checkRadius } from "../../../domain/dealer-portal/delivery-area.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { announcePriceChange } from "../dealers/dealers.module.ts";
import { adminActor, branchSummary, requireOwnBranch } from "./dealer-branches.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { branchesOfDealer, postcodeListOf, replaceDeliveryArea, type BranchRow } from "./dealer-settings.repo.ts";

/** GET /api/haendlerportal/liefergebiete: radius, postcode list and map points of every branch. */
export async function dealerAreas(deps: DealerSettingsDeps, userId: number): Promise<{ Branches: BranchArea[] }> {
  const actor = await adminActor(deps, userId);
  const own = await branchesOfDealer(deps.db, actor.dealerId);
  const Branches: BranchArea[] = [];
  for (const b of own) Branches.push(await areaOf(deps, b));
  return { Branches };
}

/** One branch's area with its map points (the page shows one map at a time). */
export async function dealerArea(deps: DealerSettingsDeps, userId: number, branchId: number): Promise<BranchArea> {
  const actor = await adminActor(deps, userId);
  return areaOf(deps, await requireOwnBranch(deps, actor, branchId));
}

/**
 * The delivery area page's map (decision 0048): the branch's area with its radius, the listed postcodes,
 * the borders and the towns inside and near the radius, drawn on the state maps' projection.
 */
export async function dealerAreaMap(
  deps: DealerSettingsDeps,
  userId: number,
  branchId: number,
): Promise<{ Area: BranchArea; Map: DeliveryMap }> {
  const actor = await adminActor(deps, userId);
  const Area = await areaOf(deps, await requireOwnBranch(deps, actor, branchId));
  const map = drawDeliveryMap(await deps.location.regionGeodata(), {
    country: localeById(Area.Branch.CountryId)!.code,
    position: Area.Position && { lat: Area.Position.Lat, lon: Area.Position.Lon },
    radiusKm: Area.RadiusKm,
    postcodes: Area.PostcodePoints.map((p) => ({ zip: p.ZipCode, lat: p.Lat, lon: p.Lon })),
  });
  return { Area, Map: map };
}

/**
 * PUT /api/haendlerportal/liefergebiete/{branchId}: radius (0–150 km) and postcode list (full postcodes
 * or prefixes that exist in the branch's country) replace the old ones together; every instance
 * rebuilds its market, so the offers follow at once.
 */
export async function saveDealerArea(
  deps: DealerSettingsDeps,
  userId: number,
  branchId: number,
  input: AreaChangeRequest,
): Promise<BranchArea> {
  const actor = await adminActor(deps, userId);
  const branch = await requireOwnBranch(deps, actor, branchId);
  const fieldErrors: Record<string, string[]> = {};
  const radiusProblem = checkRadius(input.RadiusKm);
  if (radiusProblem) fieldErrors.RadiusKm = [radiusProblem];
  const { entries, problems } = checkPostcodeList(input.Postcodes, branch.countryId);
  const unknown = await unknownEntries(deps, branch.countryId, entries);
  const where = localeById(branch.countryId)!.countryNameWithArticle;
  for (const e of unknown)
    problems.push(
      e.length === localeById(branch.countryId)!.zipLength
        ? `Die Postleitzahl „${e}“ gibt es ${where} nicht.`
        : `Keine Postleitzahl ${where} beginnt mit „${e}“.`,
    );
  if (problems.length > 0) fieldErrors.Postcodes = problems;
  if (!radiusProblem && input.RadiusKm === 0 && entries.length === 0 && problems.length === 0)
    fieldErrors.RadiusKm = ["Bitte geben Sie einen Radius oder mindestens eine Postleitzahl an; sonst liefert die Filiale nirgendwohin."];
  const keys = Object.keys(fieldErrors);
  if (keys.length > 0) throw new AppError("DELIVERY_AREA_INVALID", { message: fieldErrors[keys[0]][0], fieldErrors });
  await replaceDeliveryArea(deps.db, branch.id, input.RadiusKm, entries);
  await announcePriceChange(deps.cache);
  return areaOf(deps, { ...branch, deliveryRadiusKm: input.RadiusKm });
}

async function unknownEntries(deps: DealerSettingsDeps, countryId: number, entries: readonly string[]): Promise<string[]> {
  const zipLength = localeById(countryId)!.zipLength;
  const zips = entries.some((e) => e.length < zipLength) ? await deps.location.zipsOf(countryId) : [];
  const unknown: string[] = [];
  for (const e of entries) {
    const exists = e.length === zipLength ? await deps.location.zipExists(countryId, e) : zips.some((z) => z.startsWith(e));
    if (!exists) unknown.push(e);
  }
  return unknown;
}

async function areaOf(deps: DealerSettingsDeps, branch: BranchRow): Promise<BranchArea> {
  const postcodes = await postcodeListOf(deps.db, branch.id);
  // The branch's own position once geography knows it (decision 0024), else its postcode's centre.
  const [own] =
    branch.lat !== null && branch.lon !== null
      ? [{ lat: branch.lat, lon: branch.lon }]
      : await deps.location.postcodeCentresOf(branch.countryId, [branch.zip], 1);
  const points = await deps.location.postcodeCentresOf(branch.countryId, postcodes);
  return {
    Branch: branchSummary(branch),
    RadiusKm: branch.deliveryRadiusKm,
    Postcodes: postcodes,
    Position: own && own.lat !== null && own.lon !== null ? { Lat: own.lat, Lon: own.lon } : null,
    PostcodePoints: points.flatMap((p) => (p.lat === null || p.lon === null ? [] : [{ ZipCode: p.zip, Lat: p.lat, Lon: p.lon }])),
  };
}
