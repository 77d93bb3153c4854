import { trackingSource } from "../../../domain/adverts/tracking-source.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { advertById, clickedItem } from "./adverts.repo.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";

/**
 * `GET /api/iam/click/{token}` (decision 0068): a signed click of an advert in a slot is counted and answered
 * with the advert's own target, tagged with the campaign tracking source of spec §9 (the slot's page and
 * whether the click came from a phone). A forged, altered or outdated link counts nothing: German 404.
 */
export async function followClick(
  deps: Pick<AdvertsDeps, "db" | "clicks" | "counters">,
  input: { token: string; mobile: boolean },
): Promise<string> {
  const ref = deps.clicks.verify(input.token);
  const item = ref ? await clickedItem(deps.db, ref) : null;
  const advert = ref && item ? await advertById(deps.db, ref.advertId) : null;
  if (!ref || !item || !advert) throw new AppError("ADVERT_CLICK_INVALID");
  await deps.counters.click({ campaignId: ref.campaignId, slotId: ref.slotId, countryId: item.countryId });
  const target = new URL(advert.targetUrl);
  if (!target.searchParams.has("utm_source")) {
    target.searchParams.set("utm_source", "heizoel-marktplatz");
    target.searchParams.set("utm_medium", "anzeige");
    target.searchParams.set("utm_campaign", String(ref.campaignId));
    target.searchParams.set("utm_content", trackingSource(item.slotKey, input.mobile));
  }
  return target.href;
}
