/**
 * The back office's user administration (decision 0031): search, one user's page, edits
 * within what the editor's role may grant, lock and unlock, and the account mails support sends on a
 * customer's behalf. Every change writes its audit row in the same transaction.
 */
import { sql } from "drizzle-orm";
import {
  USER_PAGE_SIZE,
  type UserDetail,
  type UserList,
  type UserListItem,
  type UserSearchQuery,
  type UserState,
  type UserUpdateRequest,
} from "../../../domain/back-office/support-users.schemas.ts";
import { grantableRoles, rolesAfterEdit, searchKindOf } from "../../../domain/back-office/user-admin.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { allowedUserAdminActions, userAdminRefusal, type UserAdminAction } from "../../../domain/access/user-authority.ts";
import { recordAudit } from "../../platform/audit.ts";
import { backOfficeChangeNoticeMail, confirmEmailMail, passwordResetMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, findUserById, updateUser, type UserRow } from "./account.repo.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";
import type { Db } from "../../../db/client.ts";
import {
  activeAddresses,
  countActiveAdmins,
  lockAdminChanges,
  lockUserRow,
  orderCounts,
  ownerOfOrderNumber,
  searchUsers,
} from "./support-users.repo.ts";

export interface BackOfficeActor {
  id: number;
  roles: readonly string[];
  requestId?: string | null;
}

function stateOf(u: UserRow): UserState {
  if (u.anonymisedAt) return "deleted";
  if (u.lockedAt) return "locked";
  if (u.isGuest) return "guest";
  if (!u.emailConfirmedAt) return "unconfirmed";
  return "active";
}

function listItem(u: UserRow, orderCount: number): UserListItem {
  return {
    Id: u.id,
    Email: u.email,
    FirstName: u.firstName,
    LastName: u.lastName,
    CountryId: u.countryId,
    Roles: u.roles,
    State: stateOf(u),
    CreatedAt: u.createdAt.toISOString(),
    OrderCount: orderCount,
  };
}

/** What the audit log keeps of a user: the fields the form edits and the state; never hashes or tokens. */
const auditView = (u: UserRow) => ({
  Title1: u.title1,
  FirstName: u.firstName,
  LastName: u.lastName,
  Phone: u.phone,
  Email: u.email,
  Roles: u.roles,
  Locked: Boolean(u.lockedAt),
});

export async function supportSearchUsers(deps: AccountDeps, query: UserSearchQuery): Promise<UserList> {
  const owner = searchKindOf(query.q) === "order-number" ? await ownerOfOrderNumber(deps.db, query.q.trim()) : null;
  const { rows, total } = await searchUsers(deps.db, query, USER_PAGE_SIZE, owner);
  const counts = await orderCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { Items: rows.map((r) => listItem(r, counts.get(r.id) ?? 0)), Total: total, Page: query.page, PageSize: USER_PAGE_SIZE };
}

async function existingUser(deps: AccountDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("USER_NOT_FOUND");
  return user;
}

/**
 * The authority rule (decision 0036) for one action: throws its refusal. `db` is the action's transaction
 * where there is one, so the admin count it reads is the one the change commits against.
 */
export async function assertUserAdmin(
  db: Db,
  actor: BackOfficeActor,
  target: UserRow,
  action: UserAdminAction,
  rolesAfter?: readonly string[],
): Promise<void> {
  const refusal = userAdminRefusal(actor, target, action, { activeAdmins: await countActiveAdmins(db) }, rolesAfter);
  if (refusal) throw new AppError(refusal);
}

export async function supportUserDetail(deps: AccountDeps, input: { actor: BackOfficeActor; userId: number }): Promise<UserDetail> {
  const user = await existingUser(deps, input.userId);
  const counts = await orderCounts(deps.db, [user.id]);
  const addresses = await activeAddresses(deps.db, user.id);
  const allowed = allowedUserAdminActions(input.actor, user, { activeAdmins: await countActiveAdmins(deps.db) });
  return {
    ...listItem(user, counts.get(user.id) ?? 0),
    Title1: user.title1,
    Phone: user.phone,
    DealerId: user.dealerId,
    LockedAt: user.lockedAt?.toISOString() ?? null,
    EmailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    GrantableRoles: allowed.includes("change-roles") ? grantableRoles(input.actor.roles) : [],
    MayImpersonate: allowed.includes("impersonate"),
    AllowedActions: allowed,
    Addresses: addresses.map((a) => ({
      Id: a.id,
      AddressType: a.addressType,
      Label: [
        a.companyName,
        [a.firstName, a.lastName].filter(Boolean).join(" "),
        `${a.street} ${a.houseNumber}`.trim(),
        `${a.zip} ${a.city}`,
      ]
        .filter(Boolean)
        .join(", "),
    })),
  };
}

export async function supportUpdateUser(
  deps: AccountDeps,
  input: { actor: BackOfficeActor; userId: number; data: UserUpdateRequest },
): Promise<UserDetail> {
  const change = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${input.data.Email}`}))`);
    await lockAdminChanges(tx);
    const before = await lockUserRow(tx, input.userId);
    if (!before || before.anonymisedAt) throw new AppError("USER_NOT_FOUND");
    const emailChanged = input.data.Email !== before.email;
    const roles = rolesAfterEdit(before.roles, input.data.Roles, input.actor.roles);
    const rolesChanged = JSON.stringify(before.roles) !== JSON.stringify(roles);
    await assertUserAdmin(tx, input.actor, before, "edit");
    if (emailChanged) await assertUserAdmin(tx, input.actor, before, "change-email");
    if (rolesChanged) await assertUserAdmin(tx, input.actor, before, "change-roles", roles);
    if (emailChanged && !before.isGuest) {
      const other = await findCustomerByEmail(tx, input.data.Email);
      if (other && other.id !== before.id) throw new AppError("EMAIL_TAKEN", { field: "Email" });
    }
    const after = await updateUser(tx, before.id, {
      title1: input.data.Title1,
      firstName: input.data.FirstName,
      lastName: input.data.LastName,
      phone: input.data.Phone,
      email: input.data.Email,
      // A new address is unconfirmed until its owner confirms it (support may mistype).
      ...(emailChanged && { emailConfirmedAt: null }),
      roles,
    });
    await recordAudit(tx, {
      actorUserId: input.actor.id,
      action: "user.update",
      targetKind: "user",
      targetId: before.id,
      before: auditView(before),
      after: auditView(after!),
      requestId: input.actor.requestId,
    });
    return { before, emailChanged, rolesChanged };
  });
  // New roles or a new address take effect at once: the user's sessions end, the next login carries them
  // (after the commit: the session store is not part of the transaction). The old address hears of it.
  if (change.emailChanged || change.rolesChanged) {
    await deps.sessions.endAllOf(input.userId);
    if (!change.before.isGuest)
      await sendMailSafely(deps, {
        to: change.before.email,
        template: "back-office-change-notice",
        countryId: change.before.countryId,
        ...backOfficeChangeNoticeMail(change.before, {
          newEmail: change.emailChanged ? input.data.Email : null,
          rolesChanged: change.rolesChanged,
        }),
      });
  }
  return supportUserDetail(deps, { actor: input.actor, userId: input.userId });
}

export async function supportSetLocked(
  deps: AccountDeps,
  input: { actor: BackOfficeActor; userId: number; locked: boolean; reason?: string },
): Promise<UserDetail> {
  await deps.db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const before = await lockUserRow(tx, input.userId);
    if (!before) throw new AppError("USER_NOT_FOUND");
    await assertUserAdmin(tx, input.actor, before, input.locked ? "lock" : "unlock");
    const after = await updateUser(tx, before.id, { lockedAt: input.locked ? (before.lockedAt ?? deps.now()) : null });
    await recordAudit(tx, {
      actorUserId: input.actor.id,
      action: input.locked ? "user.lock" : "user.unlock",
      targetKind: "user",
      targetId: before.id,
      before: { Locked: Boolean(before.lockedAt) },
      after: { Locked: Boolean(after!.lockedAt), ...(input.reason && { Reason: input.reason }) },
      requestId: input.actor.requestId,
    });
  });
  // A locked account is logged out everywhere at once (its tokens are refused from now on).
  if (input.locked) await deps.sessions.endAllOf(input.userId);
  return supportUserDetail(deps, { actor: input.actor, userId: input.userId });
}

/** Support sends the confirmation link again (a customer who lost the first mail). */
export async function supportResendConfirmation(
  deps: AccountDeps,
  input: { actor: BackOfficeActor; userId: number },
): Promise<{ message: string }> {
  const user = await existingUser(deps, input.userId);
  await assertUserAdmin(deps.db, input.actor, user, "resend-confirmation");
  if (user.isGuest || user.anonymisedAt || user.emailConfirmedAt)
    return { message: "Die E-Mail-Adresse ist bereits bestätigt; es wurde nichts gesendet." };
  const token = await createMailToken(deps, user.id, "confirm-email", user.email);
  await sendMailSafely(deps, {
    to: user.email,
    template: "confirm-email",
    countryId: user.countryId,
    ...confirmEmailMail(user, `${siteOrigin(deps, user.countryId)}/email-anpassung-bestaetigen/${token}`),
  });
  await recordAudit(deps.db, {
    actorUserId: input.actor.id,
    action: "user.resend-confirmation",
    targetKind: "user",
    targetId: user.id,
    requestId: input.actor.requestId,
  });
  return { message: `Der Bestätigungslink ist an ${user.email} unterwegs.` };
}

/** Support triggers the password-reset mail; support never sees or sets a password. */
export async function supportPasswordReset(
  deps: AccountDeps,
  input: { actor: BackOfficeActor; userId: number },
): Promise<{ message: string }> {
  const user = await existingUser(deps, input.userId);
  await assertUserAdmin(deps.db, input.actor, user, "reset-password");
  if (user.isGuest || user.anonymisedAt) return { message: "Gäste und gelöschte Konten haben kein Kennwort; es wurde nichts gesendet." };
  const token = await createMailToken(deps, user.id, "reset-password");
  await sendMailSafely(deps, {
    to: user.email,
    template: "reset-password",
    countryId: user.countryId,
    ...passwordResetMail(user, `${siteOrigin(deps, user.countryId)}/neues-kennwort-setzen/${token}`),
  });
  await recordAudit(deps.db, {
    actorUserId: input.actor.id,
    action: "user.password-reset",
    targetKind: "user",
    targetId: user.id,
    requestId: input.actor.requestId,
  });
  return { message: `Der Link zum Zurücksetzen des Kennworts ist an ${user.email} unterwegs.` };
}
