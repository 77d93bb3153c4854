import { describe, expect, it } from "vitest";
import { accountKindOf, allowedUserAdminActions, userAdminRefusal, type AccountKind, type UserAdminAction } from "./user-authority.ts";

const ACTORS = {
  admin: ["ADMIN"],
  "long-named admin": ["Role_Heizoel24_Admin"],
  "customer support": ["Role_Heizoel24_CustomerSupport"],
  "dealer support": ["Role_Heizoel24_DealerSupport"],
  "mex support": ["Role_Heizoel24_meXSupport"],
  finance: ["Role_Heizoel24_Financial"],
  editor: ["Role_Heizoel24_Editor"],
  dealer: ["DEALER"],
  customer: ["CUSTOMER"],
} as const;

const TARGETS: Record<AccountKind, string[]> = {
  customer: ["Role_Customer"],
  dealer: ["DEALER"],
  "back-office": ["Role_Heizoel24_Financial"],
  admin: ["ADMIN"],
};

const open = { lockedAt: null, anonymisedAt: null };
const twoAdmins = { activeAdmins: 2 };
const allow = (actor: readonly string[], target: readonly string[]) =>
  allowedUserAdminActions({ id: 1, roles: actor }, { id: 2, roles: target, ...open }, twoAdmins).sort();

const SUPPORT_ON_ACCOUNTS: UserAdminAction[] = ["change-email", "edit", "lock", "reset-password", "resend-confirmation", "unlock"];

describe("what kind of account someone is (decision 0036)", () => {
  it.each([
    [[], "customer"],
    [["Role_Customer", "MEX_CUSTOMER"], "customer"],
    [["DEALER"], "dealer"],
    [["DEALER", "Role_Heizoel24_DealerSupport"], "back-office"],
    [["Role_Heizoel24_Marketing"], "back-office"],
    [["Role_Heizoel24_AdManager"], "back-office"],
    [["Role_Heizoel24_Admin"], "admin"],
    [["ADMIN", "DEALER"], "admin"],
  ])("%j → %s", (roles, kind) => {
    expect(accountKindOf(roles)).toBe(kind);
  });
});

describe("who may do what to which account (decision 0036)", () => {
  it.each([
    ["admin", "customer", [...SUPPORT_ON_ACCOUNTS, "change-roles", "impersonate"]],
    ["admin", "dealer", [...SUPPORT_ON_ACCOUNTS, "change-roles"]],
    ["admin", "back-office", [...SUPPORT_ON_ACCOUNTS, "change-roles"]],
    ["admin", "admin", [...SUPPORT_ON_ACCOUNTS, "change-roles"]],
    ["long-named admin", "admin", [...SUPPORT_ON_ACCOUNTS, "change-roles"]],
    ["customer support", "customer", [...SUPPORT_ON_ACCOUNTS, "impersonate"]],
    ["customer support", "dealer", SUPPORT_ON_ACCOUNTS],
    ["customer support", "back-office", []],
    ["customer support", "admin", []],
    ["dealer support", "dealer", SUPPORT_ON_ACCOUNTS],
    ["dealer support", "admin", []],
    ["mex support", "back-office", []],
    ["finance", "customer", []],
    ["finance", "admin", []],
    ["editor", "customer", []],
    ["dealer", "customer", []],
    ["customer", "customer", []],
  ] as const)("%s on a %s account: %j", (actor, target, expected) => {
    expect(allow(ACTORS[actor], TARGETS[target])).toEqual([...expected].sort());
  });

  it("support's refusals name the rule, so the page and the API say why", () => {
    const support = { id: 1, roles: ACTORS["customer support"] };
    expect(userAdminRefusal(support, { id: 9, roles: ["ADMIN"], ...open }, "change-email", twoAdmins)).toBe("USER_ADMIN_FORBIDDEN");
    expect(userAdminRefusal(support, { id: 9, roles: ["ADMIN"], ...open }, "lock", twoAdmins)).toBe("USER_ADMIN_FORBIDDEN");
    expect(userAdminRefusal(support, { id: 9, roles: ["Role_Customer"], ...open }, "change-roles", twoAdmins)).toBe("USER_ADMIN_FORBIDDEN");
    expect(userAdminRefusal(support, { id: 9, roles: ["DEALER"], ...open }, "impersonate", twoAdmins)).toBe("IMPERSONATION_NOT_ALLOWED");
  });

  it("nobody acts on their own account through the back office beyond an admin's own data", () => {
    const admin = { id: 5, roles: ["ADMIN"] };
    const self = { id: 5, roles: ["ADMIN"], ...open };
    expect(userAdminRefusal(admin, self, "lock", twoAdmins)).toBe("SELF_LOCK");
    expect(userAdminRefusal(admin, self, "impersonate", twoAdmins)).toBe("IMPERSONATION_NOT_ALLOWED");
    expect(userAdminRefusal(admin, self, "edit", twoAdmins)).toBeNull();
    const support = { id: 6, roles: ["Role_Heizoel24_CustomerSupport"] };
    expect(userAdminRefusal(support, { ...support, ...open }, "change-email", twoAdmins)).toBe("USER_ADMIN_FORBIDDEN");
    expect(userAdminRefusal(support, { ...support, ...open }, "lock", twoAdmins)).toBe("SELF_LOCK");
  });

  it("the last active admin is neither locked nor demoted; with a second one both are fine", () => {
    const admin = { id: 1, roles: ["ADMIN"] };
    const other = { id: 2, roles: ["ADMIN"], ...open };
    expect(userAdminRefusal(admin, other, "lock", { activeAdmins: 1 })).toBe("LAST_PLATFORM_ADMIN");
    expect(userAdminRefusal(admin, other, "change-roles", { activeAdmins: 1 }, ["Role_Heizoel24_Financial"])).toBe("LAST_PLATFORM_ADMIN");
    expect(userAdminRefusal(admin, other, "change-roles", { activeAdmins: 1 }, ["ADMIN", "Role_Heizoel24_Financial"])).toBeNull();
    expect(userAdminRefusal(admin, other, "lock", { activeAdmins: 2 })).toBeNull();
    expect(userAdminRefusal(admin, other, "change-roles", { activeAdmins: 2 }, [])).toBeNull();
    // A locked admin is not counted: unlocking or editing it never trips the rule.
    expect(userAdminRefusal(admin, { ...other, lockedAt: new Date() }, "unlock", { activeAdmins: 1 })).toBeNull();
  });

  it("nobody acts as a locked or deleted customer", () => {
    const support = { id: 1, roles: ["Role_Heizoel24_CustomerSupport"] };
    expect(userAdminRefusal(support, { id: 2, roles: [], lockedAt: new Date(), anonymisedAt: null }, "impersonate", twoAdmins)).toBe(
      "IMPERSONATION_NOT_ALLOWED",
    );
    expect(userAdminRefusal(support, { id: 2, roles: [], lockedAt: null, anonymisedAt: new Date() }, "impersonate", twoAdmins)).toBe(
      "IMPERSONATION_NOT_ALLOWED",
    );
  });
});
