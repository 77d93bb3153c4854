import { describe, expect, it } from "vitest";
import { allowSupportInfo, showSupportInfo, supportInfoVisible } from "./support-info.ts";

describe("spec §4: support info shows only if ShowSupportInfo and AllowSupportInfo are both true", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("Show %s, Allow %s → %s", (ShowSupportInfo, AllowSupportInfo, expected) => {
    expect(supportInfoVisible({ ShowSupportInfo, AllowSupportInfo })).toBe(expected);
  });
});

describe("who is shown support info (decision 0031)", () => {
  it.each([
    ["anonymous", null, false],
    ["a customer", { roles: ["CUSTOMER"], isImpersonatedS: false }, false],
    ["a dealer", { roles: ["DEALER"], isImpersonatedS: false }, false],
    ["customer support", { roles: ["Role_Heizoel24_CustomerSupport"], isImpersonatedS: false }, true],
    ["an admin", { roles: ["ADMIN"], isImpersonatedS: false }, true],
    ["support acting as a customer", { roles: ["CUSTOMER"], isImpersonatedS: true }, true],
  ])("%s", (_n, user, expected) => {
    expect(showSupportInfo(user)).toBe(expected);
  });

  it("the panel is off until switched on by its cookie (decision 0036)", () => {
    expect(allowSupportInfo(null)).toBe(false);
    expect(allowSupportInfo("a=1; support_info=aus")).toBe(false);
    expect(allowSupportInfo("support_info=an")).toBe(true);
  });
});
