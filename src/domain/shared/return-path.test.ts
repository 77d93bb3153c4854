import { describe, expect, it } from "vitest";
import { DEALER_PORTAL_PATH, dealerLoginTarget, dealerRedirectUrl, safeReturnPath } from "./return-path.ts";

describe("safeReturnPath: a ReturnUrl / RedirectUrl leads to a path of this site only", () => {
  it.each([
    ["/heizoel/bestellung?zipCode=80331&amount=3000", "/heizoel/bestellung?zipCode=80331&amount=3000"],
    ["/persoenliche-daten", "/persoenliche-daten"],
    ["/heizoelpreise#bayern", "/heizoelpreise#bayern"],
    ["/a/../b", "/b"],
    ["/", "/"],
    // Query and fragment may hold anything: they never change the target's origin.
    ["/suche?ReturnUrl=%2F%2Fevil.example", "/suche?ReturnUrl=%2F%2Fevil.example"],
    ["/x?q=//evil.example", "/x?q=//evil.example"],
    ["/x#//evil.example", "/x#//evil.example"],
  ])("keeps %j → %j", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    // Other origins, written out or scheme-relative.
    "https://evil.example",
    "https://evil.example/",
    "http://evil.example/heizoelpreise",
    "HTTPS://evil.example",
    "//evil.example",
    "//evil.example/x",
    "///evil.example",
    "////evil.example",
    // Dot segments that normalise to "//host" (the probe's finding).
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/././/evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    // Backslashes, which browsers read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/./\\evil.example",
    "/ok\\x",
    // Encoded slashes and backslashes, for proxies that decode them.
    "/%2F/evil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    // Still encoded once more: not even a path.
    "%2F%2Fevil.example",
    "%2F.%2F%2Fevil.example",
    // Control characters that browsers strip before parsing ("/\t/evil.example" is "//evil.example").
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/a\nb",
    "/\u0000/evil.example",
    "/\u007f",
    "/\u0085/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%00",
    " //evil.example",
    "\t//evil.example",
    // Other schemes.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:a@example.com",
    // Not a path at all.
    "heizoel",
    "evil.example",
    "@evil.example",
    "?ReturnUrl=x",
    "#x",
    "/%",
    "/%zz",
    "",
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw)).toBe("/");
  });

  it("answers the given fallback for missing values", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(undefined, "/benutzerkonto")).toBe("/benutzerkonto");
    expect(safeReturnPath("//evil.example", "")).toBe("");
  });

  it("whatever it answers stays on this origin wherever it is resolved", () => {
    const hostile = ["/.//evil.example", "/%2e%2e//evil.example", "/x/../..//evil.example", "/%252F%252Fevil.example", "/./%2F/evil"];
    for (const raw of hostile) {
      const path = safeReturnPath(raw);
      expect(new URL(path, "https://de.heizoel.example").origin).toBe("https://de.heizoel.example");
    }
  });
});

describe("dealerRedirectUrl: the only external target (a dealer's stored redirect URL)", () => {
  it.each([
    ["https://portal.haendler.example/login", "https://portal.haendler.example/login"],
    ["http://portal.haendler.example", "http://portal.haendler.example/"],
  ])("keeps %j", (raw, expected) => {
    expect(dealerRedirectUrl(raw)).toBe(expected);
  });
  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "//portal.example",
    "/relative",
    "https://user:pw@portal.example",
    "https://portal.example/\n",
    "",
    null,
  ])("refuses %j", (raw) => {
    expect(dealerRedirectUrl(raw)).toBeNull();
  });
});

describe("dealerLoginTarget: where a login leads besides the ReturnUrl (spec §4 Session, decision 0026)", () => {
  it.each([
    // stored value, dealer's staff?, target
    ["/haendlerportal", true, { kind: "path", path: "/haendlerportal" }],
    ["/haendlerportal/bestellungen", false, { kind: "path", path: "/haendlerportal/bestellungen" }],
    [null, true, { kind: "path", path: DEALER_PORTAL_PATH }],
    ["", true, { kind: "path", path: DEALER_PORTAL_PATH }],
    [null, false, null],
    ["https://portal.haendler.example/login", true, { kind: "external", url: "https://portal.haendler.example/login" }],
    ["https://portal.haendler.example/login", false, { kind: "external", url: "https://portal.haendler.example/login" }],
    ["//evil.example", true, { kind: "invalid" }],
    ["/\\evil.example", true, { kind: "invalid" }],
    ["/.//evil.example", true, { kind: "invalid" }],
    ["javascript:alert(1)", true, { kind: "invalid" }],
    ["https://user:pw@portal.example", true, { kind: "invalid" }],
  ] as const)("%j (dealer staff: %j) → %j", (stored, staff, expected) => {
    expect(dealerLoginTarget(stored, staff)).toEqual(expected);
  });
});
