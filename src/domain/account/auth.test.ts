import { describe, expect, it } from "vitest";
import { claimsForUser, hasRoleOrAdmin, isAdManager, ROLES, userFromClaims, type TokenClaims } from "./auth.ts";

const base: TokenClaims = { id: "42", firstName: "Erika", lastName: "Mustermann" };

describe("§6 roles from the token claims", () => {
  it.each<[string, TokenClaims, string[]]>([
    ["a single role value", { ...base, role: "ADMIN", isGuest: "False" }, ["ADMIN", "CUSTOMER"]],
    ["a list of roles", { ...base, role: ["AD_MANAGER", "Role_Press"], isGuest: "False" }, ["AD_MANAGER", "Role_Press", "CUSTOMER"]],
    ["no role claim, customer", { ...base, isGuest: "False" }, ["CUSTOMER"]],
    ["no role claim, flag missing → not a guest", { ...base }, ["CUSTOMER"]],
    ["MEX_CUSTOMER added when hasMexEnabled", { ...base, hasMexEnabled: "True", isGuest: "False" }, ["MEX_CUSTOMER", "CUSTOMER"]],
    ["guest 'True' gets no CUSTOMER", { ...base, isGuest: "True" }, []],
    ["guest '1' gets no CUSTOMER", { ...base, isGuest: "1" }, []],
    ["guest with mex keeps MEX_CUSTOMER only", { ...base, isGuest: "1", hasMexEnabled: "true" }, ["MEX_CUSTOMER"]],
    [
      "roles already present are not doubled",
      { ...base, role: ["CUSTOMER", "MEX_CUSTOMER"], hasMexEnabled: "True" },
      ["CUSTOMER", "MEX_CUSTOMER"],
    ],
  ])("%s", (_name, claims, roles) => {
    expect(userFromClaims(claims).roles).toEqual(roles);
  });

  it.each([
    ["True", true],
    ["1", true],
    ["False", false],
    ["true", false], // spec §6: only 'True' or '1'
    ["yes", false],
    [undefined, false],
  ])("§6 the guest flag %s → %s", (flag, expected) => {
    expect(userFromClaims({ ...base, isGuest: flag }).isGuest).toBe(expected);
  });

  it("§3 logged-in user fields come from the claims", () => {
    const u = userFromClaims({ ...base, title1: "Frau", title2: "Dr.", isImpersonatedS: "True", hasAnyOrder: "True" });
    expect(u).toMatchObject({
      id: 42,
      title1: "Frau",
      title2: "Dr.",
      isImpersonatedS: true,
      hasAnyOrder: true,
      firstName: "Erika",
      lastName: "Mustermann",
    });
  });

  it("§6 hasAnyOrder is false unless the claim says so", () => {
    expect(userFromClaims(base).hasAnyOrder).toBe(false);
    expect(userFromClaims({ ...base, hasAnyOrder: "False" }).hasAnyOrder).toBe(false);
  });

  it("claims for a user round-trip into the same user", () => {
    const record = {
      id: 7,
      title1: "Herr",
      title2: "",
      roles: ["ADMIN"],
      isGuest: false,
      hasMexEnabled: true,
      hasAnyOrder: true,
      firstName: "Max",
      lastName: "Muster",
    };
    const claims = claimsForUser(record);
    expect(claims.role).toBe("ADMIN");
    expect(claims.isGuest).toBe("False");
    expect(userFromClaims(claims)).toMatchObject({
      id: 7,
      roles: ["ADMIN", "MEX_CUSTOMER", "CUSTOMER"],
      isGuest: false,
      hasMexEnabled: true,
      hasAnyOrder: true,
    });
    expect(claimsForUser({ ...record, roles: [] }).role).toEqual([]);
    expect(claimsForUser({ ...record, roles: ["A", "B"] }).role).toEqual(["A", "B"]);
  });
});

describe("§6 'role or admin' checks", () => {
  const user = (...roles: string[]) => ({ roles });
  it.each<[string, { roles: string[] } | null, string, boolean]>([
    ["the role itself", user("AD_MANAGER"), ROLES.AD_MANAGER, true],
    ["ADMIN satisfies any role", user("ADMIN"), "Role_Editor", true],
    ["another role does not", user("CUSTOMER"), ROLES.AD_MANAGER, false],
    ["anonymous never", null, ROLES.CUSTOMER, false],
  ])("%s", (_n, u, role, expected) => {
    expect(hasRoleOrAdmin(u, role)).toBe(expected);
  });
  it("ad-manager rights go to the ad-manager role or admin", () => {
    expect(isAdManager(user("AD_MANAGER"))).toBe(true);
    expect(isAdManager(user("ADMIN"))).toBe(true);
    expect(isAdManager(user("CUSTOMER", "MEX_CUSTOMER"))).toBe(false);
    expect(isAdManager(undefined)).toBe(false);
  });
});
