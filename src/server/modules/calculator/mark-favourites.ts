import type { Db } from "../../../db/client.ts";
import { listFavouriteDealerIds } from "../account/list-favourite-dealers.ts";
import type { WireOffer } from "./offer-wire.ts";

/**
 * Spec §3 result items carry IsFavourite: true for the dealers the customer marked. Only a logged-in
 * customer (not a guest, spec §6) has favourites; everyone else gets the result unchanged.
 */
export async function markFavourites<T extends { Items: WireOffer[] }>(db: Db, result: T, user: { id: number; isGuest: boolean } | null): Promise<T> {
  if (!user || user.isGuest || result.Items.length === 0) return result;
  const favourites = new Set(await listFavouriteDealerIds(db, user.id));
  if (favourites.size === 0) return result;
  return { ...result, Items: result.Items.map((o) => (favourites.has(o.DealerId) ? { ...o, IsFavourite: true } : o)) };
}
