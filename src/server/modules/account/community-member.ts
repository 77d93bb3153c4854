import type { AccountDeps } from "./account-deps.ts";
import { findUserById } from "./account.repo.ts";

/** What the community needs to know of a writer (decision 0069): her name, her account's age, the facts behind her marks. */
export interface CommunityMember {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  isGuest: boolean;
  hasMexEnabled: boolean;
  /** A dealer's staff (the dealer portal's DEALER role with a dealer). */
  dealerStaff: boolean;
  /** Locked by the back office or deleted by herself: she writes nothing. */
  gone: boolean;
}

export async function communityMember(deps: AccountDeps, userId: number): Promise<CommunityMember | null> {
  const u = await findUserById(deps.db, userId);
  if (!u) return null;
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    createdAt: u.createdAt,
    isGuest: u.isGuest,
    hasMexEnabled: u.hasMexEnabled,
    dealerStaff: u.dealerId !== null,
    gone: u.anonymisedAt !== null || u.lockedAt !== null,
  };
}
