import type { AccountDeps } from "./account-deps.ts";
import { userHasAnyOrder } from "./account.repo.ts";

/** GET /api/jwt/kunde/hat-bestellungen (spec §6: hasAnyOrder only for a logged-in user with an order history). */
export function hasAnyOrder(deps: AccountDeps, userId: number): Promise<boolean> {
  return userHasAnyOrder(deps.db, userId);
}
