import { sql } from "drizzle-orm";
import { AppError } from "../../../domain/shared/errors.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { staffInvitationMail } from "./account-mails.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, findUserById, insertUser, type UserRow } from "./account.repo.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";

export interface StaffInvitation {
  dealerId: number;
  dealerName: string;
  /** The dealer's country: the account's country and the site the link points to. */
  countryId: number;
  email: string;
  title1: string;
  firstName: string;
  lastName: string;
  dealerRole: "admin" | "staff";
  roleLabel: string;
}

/**
 * A dealer's admin invites a staff member (decision 0027): a login of the dealer (role DEALER, the given
 * portal role, no password yet) and a mail with a single-use link to set the first password through
 * /neues-kennwort-setzen/{token}, the password-reset page. User, link and mail job are written in one
 * transaction. An address that already has an account (a customer, another dealer's staff) is refused
 * with one message that does not say which.
 */
export async function inviteDealerStaff(deps: AccountDeps, input: StaffInvitation): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    // The registration's lock: an invitation and a registration of the same address never both win.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${email}`}))`);
    if (await findCustomerByEmail(tx, email)) throw new AppError("STAFF_EMAIL_TAKEN", { field: "Email" });
    const user = await insertUser(tx, {
      countryId: input.countryId,
      email,
      passwordHash: null,
      title1: input.title1,
      firstName: input.firstName,
      lastName: input.lastName,
      roles: ["DEALER"],
      dealerId: input.dealerId,
      dealerRole: input.dealerRole,
    });
    await mailInvitation({ ...deps, db: tx }, user, input);
    return user;
  });
}

/** A new link for an invitation that was not used yet (the old link stops working). */
export async function resendStaffInvitation(
  deps: AccountDeps,
  userId: number,
  invitation: Pick<StaffInvitation, "dealerName" | "roleLabel">,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError("STAFF_NOT_FOUND");
    if (user.passwordHash) throw new AppError("INVITATION_NOT_PENDING");
    await mailInvitation({ ...deps, db: tx }, user, { ...invitation, countryId: user.countryId });
  });
}

async function mailInvitation(
  deps: AccountDeps,
  user: UserRow,
  invitation: Pick<StaffInvitation, "dealerName" | "roleLabel" | "countryId">,
) {
  const token = await createMailToken(deps, user.id, "invite-staff");
  const url = `${siteOrigin(deps, invitation.countryId)}/neues-kennwort-setzen/${token}`;
  // In the transaction: no user without its mail, no mail for a user that was rolled back.
  await enqueueMail(
    deps.jobs,
    {
      to: user.email,
      template: "invite-staff",
      countryId: invitation.countryId,
      ...staffInvitationMail(user, { ...invitation, email: user.email }, url),
    },
    deps.db,
  );
}
