import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { dealerExists, setFavouriteDealer } from "./account.repo.ts";

/**
 * POST /api/jwt/kunde/set/favourite {UserId, State}: UserId is the id of the DEALER being marked (the
 * dealer's user id in the spec's wording), State true marks, false unmarks. Answers true (spec §4: the
 * favourite toggles only when the server returns truthy). Idempotent.
 */
export async function setFavourite(deps: AccountDeps, userId: number, input: { UserId: number; State: boolean }): Promise<true> {
  if (!(await dealerExists(deps.db, input.UserId))) throw new AppError("DEALER_NOT_FOUND");
  await setFavouriteDealer(deps.db, userId, input.UserId, input.State);
  return true;
}
