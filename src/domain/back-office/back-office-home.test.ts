import { describe, expect, it } from "vitest";
import { afterLoginPath } from "../account/login-flow.ts";
import { backOfficeStartPage, impersonationEndPath, isBackOfficePage } from "./back-office-home.ts";

describe("where back-office staff land after login (decision 0036)", () => {
  it.each([
    [["ADMIN"], "/support/user/list"],
    [["Role_Heizoel24_CustomerSupport"], "/support/user/list"],
    [["Role_Heizoel24_DealerSupport"], "/support/user/list"],
    [["Role_Heizoel24_Financial"], "/admin/verkaufsliste"],
    [["Role_Heizoel24_Marketing"], "/support/cms/list"],
    [["Role_Heizoel24_Editor"], "/support/cms/list"],
    [["Role_Heizoel24_AdManager"], "/support/adverts"],
    [["DEALER"], null],
    [[], null],
    [["MEX_CUSTOMER"], null],
  ])("%j → %s", (roles, page) => {
    expect(backOfficeStartPage(roles)).toBe(page);
  });

  it("a ReturnUrl into the back office is kept; a shop page gives way to the desk", () => {
    expect(afterLoginPath("/support/user/list", "/stornomanagement?status=1")).toBe("/stornomanagement?status=1");
    expect(afterLoginPath("/support/user/list", "/")).toBe("/support/user/list");
    expect(afterLoginPath("/admin/verkaufsliste", "/heizoel/angebotsliste")).toBe("/admin/verkaufsliste");
    // A dealer's portal still wins over a back-office ReturnUrl it cannot open.
    expect(afterLoginPath("/haendlerportal", "/support/user/list")).toBe("/haendlerportal");
  });

  it("knows the back office's pages and where an impersonation ends", () => {
    expect(isBackOfficePage("/support/protokoll")).toBe(true);
    expect(isBackOfficePage("/export-orders?x=1")).toBe(true);
    expect(isBackOfficePage("/kunde/startseite")).toBe(false);
    expect(isBackOfficePage("/")).toBe(false);
    expect(impersonationEndPath(42)).toBe("/support/benutzer/42/bearbeiten");
  });
});
