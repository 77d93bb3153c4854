import { TIMINGS } from "../../domain/shared/spec-constants.ts";
import { apiPost } from "./api.ts";

// Spec §4: global zip checks are cached 2 days (per country key in browser storage).
const KEY = (countryId: number) => `zip-checks-${countryId}`;

type Cache = Record<string, number>; // zip → checked-at (ms); only existing zips are stored

function read(countryId: number): Cache {
  try {
    return JSON.parse(localStorage.getItem(KEY(countryId)) ?? "{}") as Cache;
  } catch {
    return {};
  }
}

/** True when the postcode exists in the country. A failed check counts as false (spec §8). */
export async function zipExists(zip: string, countryId: number, now = Date.now()): Promise<boolean> {
  const cache = read(countryId);
  const at = cache[zip];
  if (at && now - at < TIMINGS.zipCheckCacheMs) return true;
  try {
    // Through the API helper: a logged-in visitor's cookie makes the CSRF header mandatory (decision 0014).
    const exists = (await apiPost<unknown>("/api/location/check-zipcode", { ZipCode: zip, CountryId: countryId })) === true;
    if (exists) {
      cache[zip] = now;
      try {
        localStorage.setItem(KEY(countryId), JSON.stringify(cache));
      } catch {
        // Storage full or blocked: the check simply runs again next time.
      }
    }
    return exists;
  } catch {
    return false;
  }
}

/** Which of the given countries know this postcode (for the other-country hint). */
export async function countriesWithZip(zip: string, countryIds: number[]): Promise<number[]> {
  if (countryIds.length === 0) return [];
  try {
    const items = await apiPost<{ CountryId: number }[]>(
      "/api/location/check-zipcodes",
      countryIds.map((CountryId) => ({ ZipCode: zip, CountryId })),
    );
    return items.map((i) => i.CountryId);
  } catch {
    return [];
  }
}
