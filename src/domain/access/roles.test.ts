import { describe, expect, it } from "vitest";
import { CHECKS, passes, rolesOfClaim, shortRole, type Check } from "./roles.ts";

describe("§6 long role names map to the short roles the code checks", () => {
  it.each([
    ["Role_Customer", "CUSTOMER"],
    ["Role_Press", "PRESS"],
    ["Role_AdvertisingPartner", "ADVERTISING_PARTNER"],
    ["Role_Heizoel24_Admin", "ADMIN"],
    ["Role_Heizoel24_DealerSupport", "DEALER_SUPPORT"],
    ["Role_Heizoel24_CustomerSupport", "CUSTOMER_SUPPORT"],
    ["Role_Heizoel24_Editor", "EDITOR"],
    ["Role_Heizoel24_Financial", "FINANCE"],
    ["Role_Heizoel24_Marketing", "MARKETING"],
    ["Role_Heizoel24_meXSupport", "MEX_SUPPORT"],
    ["Role_Heizoel24_AdManager", "AD_MANAGER"],
    ["ComputedRole_Mex_Customer", "MEX_CUSTOMER"],
  ])("%s → %s", (long, short) => {
    expect(shortRole(long)).toBe(short);
  });

  it.each([
    ["a short name stays", "ADMIN", "ADMIN"],
    ["an unknown name stays", "Role_Unknown", "Role_Unknown"],
    ["an unknown provider suffix stays", "Role_Heizoel24_Janitor", "Role_Heizoel24_Janitor"],
    ["the suffix is matched exactly (meX, not Mex)", "Role_Heizoel24_MexSupport", "Role_Heizoel24_MexSupport"],
    ["an inherited object key is no role", "Role_X_constructor", "Role_X_constructor"],
  ])("%s", (_n, name, expected) => {
    expect(shortRole(name)).toBe(expected);
  });
});

describe("§6 checks: 'role or admin'", () => {
  type Row = [string, string[] | null, Check, boolean];
  it.each<Row>([
    ["the role itself passes", ["AD_MANAGER"], "AD_MANAGER", true],
    ["its long name passes", ["Role_Heizoel24_AdManager"], "AD_MANAGER", true],
    ["ADMIN passes every check", ["ADMIN"], "EDITOR", true],
    ["a long admin name passes every check", ["Role_Heizoel24_Admin"], "DEALER", true],
    ["ADMIN passes MEX_CUSTOMER too", ["ADMIN"], "MEX_CUSTOMER", true],
    ["another role does not pass", ["CUSTOMER"], "AD_MANAGER", false],
    ["customer support is support", ["CUSTOMER_SUPPORT"], "SUPPORT", true],
    ["dealer support is support", ["Role_Heizoel24_DealerSupport"], "SUPPORT", true],
    ["meX support is support", ["Role_Heizoel24_meXSupport"], "SUPPORT", true],
    ["dealer support does not pass the customer-support check", ["DEALER_SUPPORT"], "CUSTOMER_SUPPORT", false],
    ["an editor is not support", ["EDITOR"], "SUPPORT", false],
    ["finance is not admin", ["Role_Heizoel24_Financial"], "ADMIN", false],
    ["the computed mex role passes MEX_CUSTOMER", ["ComputedRole_Mex_Customer"], "MEX_CUSTOMER", true],
    ["no roles pass nothing", [], "CUSTOMER", false],
    ["anonymous passes nothing", null, "CUSTOMER", false],
  ])("%s", (_n, roles, check, expected) => {
    expect(passes(roles, check)).toBe(expected);
  });

  it("every check lists only short roles, and ADMIN passes each of them", () => {
    for (const [check, members] of Object.entries(CHECKS)) {
      for (const r of members) expect(shortRole(r)).toBe(r);
      expect(passes(["ADMIN"], check)).toBe(true);
    }
  });
});

describe("§6 computed roles", () => {
  it.each<[string, string | string[] | undefined, { isGuest: boolean; hasMexEnabled: boolean }, string[]]>([
    ["CUSTOMER when not a guest", undefined, { isGuest: false, hasMexEnabled: false }, ["CUSTOMER"]],
    ["no CUSTOMER for a guest", undefined, { isGuest: true, hasMexEnabled: false }, []],
    ["MEX_CUSTOMER when hasMexEnabled", "Role_Press", { isGuest: false, hasMexEnabled: true }, ["Role_Press", "MEX_CUSTOMER", "CUSTOMER"]],
    [
      "the claim's names are kept as they came",
      ["Role_Heizoel24_Admin"],
      { isGuest: false, hasMexEnabled: false },
      ["Role_Heizoel24_Admin", "CUSTOMER"],
    ],
  ])("%s", (_n, claim, flags, expected) => {
    expect(rolesOfClaim(claim, flags)).toEqual(expected);
  });
});
