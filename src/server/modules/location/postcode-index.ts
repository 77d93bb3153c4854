import type { Db } from "../../../db/client.ts";
import { allZips } from "./location.repo.ts";

export type PostcodeIndex = Map<number, Set<string>>;

// Postcodes are reference data that only a deploy changes; ~14,000 of them fit in a few hundred KB.
// Holding them in memory turns every zip check into a Set lookup instead of a database round trip.
export async function loadPostcodeIndex(db: Db): Promise<PostcodeIndex> {
  const byCountry: PostcodeIndex = new Map();
  for (const r of await allZips(db)) {
    let set = byCountry.get(r.countryId);
    if (!set) byCountry.set(r.countryId, (set = new Set()));
    set.add(r.zip);
  }
  return byCountry;
}
