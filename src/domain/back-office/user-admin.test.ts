import { describe, expect, it } from "vitest";
import { grantableRoles, impersonationBanner, rolesAfterEdit, searchKindOf } from "./user-admin.ts";

describe("which roles an editor may grant (decision 0031)", () => {
  it.each([
    ["admin: every role", ["ADMIN"], 9],
    ["dealer support: none (only admins change roles, decision 0036)", ["Role_Heizoel24_DealerSupport"], 0],
    ["customer support: none", ["Role_Heizoel24_CustomerSupport"], 0],
    ["finance: none", ["Role_Heizoel24_Financial"], 0],
  ])("%s", (_n, roles, count) => {
    expect(grantableRoles(roles)).toHaveLength(count);
  });

  it("roles the editor may not grant stay as they were, whatever the form sends", () => {
    expect(rolesAfterEdit(["ADMIN", "Role_Customer"], [], ["Role_Heizoel24_DealerSupport"])).toEqual(["ADMIN", "Role_Customer"]);
    expect(rolesAfterEdit([], ["ADMIN", "DEALER"], ["Role_Heizoel24_DealerSupport"])).toEqual([]);
    expect(rolesAfterEdit([], ["ADMIN"], ["Role_Heizoel24_CustomerSupport"])).toEqual([]);
  });

  it("an admin sets and removes roles; unknown names are ignored", () => {
    expect(rolesAfterEdit(["Role_Heizoel24_Editor"], ["Role_Heizoel24_Financial", "Role_Evil"], ["ADMIN"])).toEqual([
      "Role_Heizoel24_Financial",
    ]);
  });
});

describe("the impersonation banner", () => {
  it("names the customer", () => {
    expect(impersonationBanner({ firstName: "Erika", lastName: "Mustermann" })).toBe("Sie handeln als Erika Mustermann.");
    expect(impersonationBanner({ firstName: "", lastName: "" })).toBe("Sie handeln als einen Gast.");
  });
});

describe("what a search term is", () => {
  it.each([
    ["HM-2026-000123", "order-number"],
    ["hm-2026-000123", "order-number"],
    ["80331", "postcode"],
    ["8010", "postcode"],
    ["#42", "id"],
    ["erika@", "email"],
    ["Mustermann", "name"],
    ["  ", "all"],
  ])("%s → %s", (term, kind) => {
    expect(searchKindOf(term)).toBe(kind);
  });
});
