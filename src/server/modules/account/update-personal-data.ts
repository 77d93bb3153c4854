import type { PersonalDataInput } from "../../../domain/account/account.schemas.ts";
import type { AccountDeps } from "./account-deps.ts";
import { updateUser } from "./account.repo.ts";
import { personalDataOf, type PersonalData } from "./get-personal-data.ts";
import { currentUser } from "./guards.ts";

/** PUT /api/jwt/konto/persoenliche-daten: names, titles and phone (the token's name claims follow at the next renewal). */
export async function updatePersonalData(deps: AccountDeps, userId: number, input: PersonalDataInput): Promise<PersonalData> {
  await currentUser(deps, userId);
  const row = await updateUser(deps.db, userId, {
    title1: input.Title1,
    title2: input.Title2,
    firstName: input.FirstName,
    lastName: input.LastName,
    phone: input.Phone,
  });
  return personalDataOf(row!);
}
