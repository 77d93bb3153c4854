import type { GuestInput } from "../../../domain/account/account.schemas.ts";
import type { AccountDeps } from "./account-deps.ts";
import { insertUser } from "./account.repo.ts";
import { startSession, type Session } from "./issue-session.ts";

/**
 * Guest for one order (POST /api/account/gast): a user row with is_guest and no password, logged in at
 * once. Every guest login creates a new row: knowing someone's e-mail address must never open their
 * earlier guest orders.
 */
export async function registerGuest(deps: AccountDeps, input: GuestInput, siteCountryId: number): Promise<Session> {
  const user = await insertUser(deps.db, {
    countryId: input.CountryId ?? siteCountryId,
    email: input.Email,
    firstName: input.FirstName,
    lastName: input.LastName,
    isGuest: true,
  });
  return startSession(deps, user);
}
