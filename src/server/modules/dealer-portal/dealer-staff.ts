import {
  DEALER_ROLE_LABELS,
  type DealerRole,
  type InviteStaffRequest,
  type StaffAnswer,
  type StaffMember,
} from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { adminActor } from "./dealer-branches.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { adminCount, dealerLinkOf, lockDealerStaff, removeFromDealer, setDealerRole, staffOf } from "./dealer-settings.repo.ts";

type StaffRow = Awaited<ReturnType<typeof staffOf>>[number];

function member(row: StaffRow, selfId: number): StaffMember {
  const role: DealerRole = row.dealerRole === "admin" ? "admin" : "staff";
  return {
    Id: row.id,
    Email: row.email,
    Title1: row.title1,
    FirstName: row.firstName,
    LastName: row.lastName,
    DealerRole: role,
    RoleLabel: DEALER_ROLE_LABELS[role],
    InvitationPending: !row.hasPassword,
    IsSelf: row.id === selfId,
  };
}

/** GET /api/haendlerportal/mitarbeiter: everyone who logs in for the dealer. */
export async function listStaff(deps: DealerSettingsDeps, userId: number): Promise<StaffAnswer> {
  const actor = await adminActor(deps, userId);
  const rows = await staffOf(deps.db, actor.dealerId);
  return { DealerName: actor.dealer.name, Staff: rows.map((r) => member(r, userId)) };
}

/**
 * POST /api/haendlerportal/mitarbeiter: a login for the dealer with the chosen role and a mailed link to
 * set the first password (the account area's invitation). Someone already on the team is named as
 * such; any other existing account gets one message that does not say whose it is.
 */
export async function inviteStaff(
  deps: DealerSettingsDeps,
  userId: number,
  input: InviteStaffRequest,
): Promise<{ Member: StaffMember; message: string }> {
  const actor = await adminActor(deps, userId);
  const team = await staffOf(deps.db, actor.dealerId);
  if (team.some((r) => r.email === input.Email)) throw new AppError("STAFF_ALREADY_MEMBER", { field: "Email" });
  const user = await deps.account.inviteDealerStaff({
    dealerId: actor.dealerId,
    dealerName: actor.dealer.name,
    countryId: actor.dealer.countryId,
    email: input.Email,
    title1: input.Title1,
    firstName: input.FirstName,
    lastName: input.LastName,
    dealerRole: input.DealerRole,
    roleLabel: DEALER_ROLE_LABELS[input.DealerRole],
  });
  return {
    Member: member({ ...user, hasPassword: false }, userId),
    message: `Die Einladung an ${user.email} ist unterwegs. Der Link darin ist sieben Tage gültig.`,
  };
}

/** POST /api/haendlerportal/mitarbeiter/{userId}/einladung: a new link for an invitation not used yet. */
export async function resendInvitation(deps: DealerSettingsDeps, userId: number, memberId: number): Promise<{ message: string }> {
  const actor = await adminActor(deps, userId);
  const target = (await staffOf(deps.db, actor.dealerId)).find((r) => r.id === memberId);
  if (!target) throw new AppError("STAFF_NOT_FOUND");
  if (target.hasPassword) throw new AppError("INVITATION_NOT_PENDING");
  await deps.account.resendStaffInvitation(target.id, {
    dealerName: actor.dealer.name,
    roleLabel: DEALER_ROLE_LABELS[target.dealerRole === "admin" ? "admin" : "staff"],
  });
  return { message: `Eine neue Einladung an ${target.email} ist unterwegs; der alte Link gilt nicht mehr.` };
}

/** PUT /api/haendlerportal/mitarbeiter/{userId}: administration or staff. */
export async function changeStaffRole(
  deps: DealerSettingsDeps,
  userId: number,
  memberId: number,
  role: DealerRole,
): Promise<{ Member: StaffMember; message: string }> {
  const actor = await adminActor(deps, userId);
  const changed = await deps.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor.dealerId, userId, memberId);
    if (target.dealerRole === "admin" && role !== "admin" && (await adminCount(tx, actor.dealerId)) <= 1) throw new AppError("LAST_ADMIN");
    await setDealerRole(tx, target.id, role);
    return { ...target, dealerRole: role };
  });
  return {
    Member: member(changed, userId),
    message: `${changed.firstName} ${changed.lastName} hat jetzt die Rolle „${DEALER_ROLE_LABELS[role]}“.`,
  };
}

/**
 * DELETE /api/haendlerportal/mitarbeiter/{userId}: the person can no longer log in for the dealer; their
 * sessions end on every instance at once. Not oneself, never the last admin.
 */
export async function removeStaff(deps: DealerSettingsDeps, userId: number, memberId: number): Promise<{ message: string }> {
  const actor = await adminActor(deps, userId);
  const removed = await deps.db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor.dealerId, userId, memberId);
    if (target.dealerRole === "admin" && (await adminCount(tx, actor.dealerId)) <= 1) throw new AppError("LAST_ADMIN");
    await removeFromDealer(tx, target.id, deps.clock.now());
    return target;
  });
  await deps.account.sessions.endAllOf(removed.id);
  return { message: `${removed.firstName} ${removed.lastName} (${removed.email}) hat keinen Zugang zum Händlerportal mehr.` };
}

/**
 * Inside the dealer's staff lock: the caller must still be an admin (another admin may have just changed
 * that), the target must be on the caller's team (else 404, like an unknown id), and not the caller.
 */
async function lockedTarget(tx: DealerSettingsDeps["db"], dealerId: number, userId: number, memberId: number): Promise<StaffRow> {
  await lockDealerStaff(tx, dealerId);
  const self = await dealerLinkOf(tx, userId);
  if (self?.dealerId !== dealerId || self.dealerRole !== "admin") throw new AppError("DEALER_ADMIN_ONLY");
  const target = (await staffOf(tx, dealerId)).find((r) => r.id === memberId);
  if (!target) throw new AppError("STAFF_NOT_FOUND");
  if (target.id === userId) throw new AppError("STAFF_SELF");
  return target;
}
