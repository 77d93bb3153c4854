import { isValidZipFormat } from "../../../domain/postcode.ts";
import type { Db } from "../../../db/client.ts";
import { placesOfZip } from "../location/location.repo.ts";
import { listCountryStates } from "../site/list-country-states.ts";

const FALLBACK = "/heizoelpreise";

/**
 * Spec §2/§7 local-page redirect: city and postcode → the local price page; anything unknown falls back
 * to the heating-oil prices page. (The finer county and postcode pages are not built yet: the state page
 * is the most local one.)
 */
export async function localPageLink(db: Db, countryId: number, zipCode?: string, city?: string): Promise<string> {
  const zip = zipCode?.trim() ?? "";
  if (!isValidZipFormat(zip, countryId)) return FALLBACK;
  const places = await placesOfZip(db, countryId, [zip]);
  const match = places.find((p) => city && p.place.toLowerCase() === city.trim().toLowerCase()) ?? places[0];
  if (!match) return FALLBACK;
  const state = (await listCountryStates(db, countryId)).find((s) => s.Id === match.stateId);
  return state ? `/heizoelpreise/${state.Name}` : FALLBACK;
}
