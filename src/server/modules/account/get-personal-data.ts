import type { AccountDeps } from "./account-deps.ts";
import type { UserRow } from "./account.repo.ts";
import { currentUser } from "./guards.ts";

export interface PersonalData {
  Email: string;
  Title1: string;
  Title2: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  CountryId: number;
  IsGuest: boolean;
  EmailConfirmed: boolean;
  PendingEmail: string | null;
  NotificationsConfirmed: boolean;
}

export function personalDataOf(u: UserRow): PersonalData {
  return {
    Email: u.email,
    Title1: u.title1,
    Title2: u.title2,
    FirstName: u.firstName,
    LastName: u.lastName,
    Phone: u.phone,
    CountryId: u.countryId,
    IsGuest: u.isGuest,
    EmailConfirmed: Boolean(u.emailConfirmedAt),
    PendingEmail: u.pendingEmail,
    NotificationsConfirmed: Boolean(u.newsletterConfirmedAt),
  };
}

/** GET /api/jwt/konto/persoenliche-daten. */
export async function getPersonalData(deps: AccountDeps, userId: number): Promise<PersonalData> {
  return personalDataOf(await currentUser(deps, userId));
}
