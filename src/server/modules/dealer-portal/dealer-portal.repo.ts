import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";

/** The portal's order pages' queries (decision 0026): who the caller is for which dealer. */

/** The user's dealer and role there, read on every call: a removed or demoted member loses access at once. */
export async function portalUserOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      dealerId: users.dealerId,
      dealerRole: users.dealerRole,
      title2: users.title2,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isGuest, false)))
    .limit(1);
  return row ?? null;
}

export async function portalDealerOf(db: Db, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id, name: dealers.name, countryId: dealers.countryId, tolerancePct: dealers.deliveryTolerancePct })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .limit(1);
  return row ?? null;
}
