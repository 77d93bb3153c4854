import type { Db } from "../../../db/client.ts";
import { favouriteDealerIds } from "./account.repo.ts";

/** The ids of the dealers a customer marked as favourite (spec §3 IsFavourite on the offer list). */
export function listFavouriteDealerIds(db: Db, userId: number): Promise<number[]> {
  return favouriteDealerIds(db, userId);
}
