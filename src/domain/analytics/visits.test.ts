import { describe, expect, it } from "vitest";
import { countedPath, isVisitId, orderClaimable, successPageOrderId, visitOpenSince } from "./visits.ts";

const at = (iso: string) => new Date(iso);

describe("visits (decision 0043)", () => {
  it.each([
    ["2026-11-27T10:00:00Z", "2026-11-27T10:29:59Z", true],
    ["2026-11-27T10:00:00Z", "2026-11-27T10:30:00Z", true],
    ["2026-11-27T10:00:00Z", "2026-11-27T10:30:01Z", false],
    ["2026-11-27T10:00:00Z", "2026-11-27T13:00:00Z", false],
  ])("last seen %s, page view %s → the visit goes on: %s", (last, now, expected) => {
    expect(at(last) >= visitOpenSince(at(now))).toBe(expected);
  });

  it.each([
    ["2026-11-27T10:00:00Z", "2026-11-27T10:00:05Z", true],
    ["2026-11-27T10:00:00Z", "2026-11-27T11:00:00Z", true],
    ["2026-11-27T10:00:00Z", "2026-11-27T11:00:01Z", false],
    ["2026-11-27T10:00:00Z", "2026-12-27T10:00:00Z", false],
  ])("order placed %s, success page %s → claimable: %s", (placed, now, expected) => {
    expect(orderClaimable(at(placed), at(now))).toBe(expected);
  });

  it.each([
    ["/heizoel/bestellung-erfolgreich/42", 42],
    ["/holzpellets-lose/bestellung-erfolgreich/7/", 7],
    ["/heizoel/bestellung-erfolgreich/0", null],
    ["/kaese/bestellung-erfolgreich/42", null],
    ["/heizoel/bestellung-erfolgreich/42/rechnung", null],
    ["/heizoel/angebotsliste", null],
  ])("%s → order %s", (path, id) => {
    expect(successPageOrderId(path)).toBe(id);
  });

  it.each([
    ["/heizoel/angebotsliste?zipCode=80331&amount=3000", "/heizoel/angebotsliste"],
    ["/heizoel/bestellung-erfolgreich/42", "/heizoel/bestellung-erfolgreich"],
    ["/news#top", "/news"],
  ])("counts %s as %s", (path, counted) => {
    expect(countedPath(path)).toBe(counted);
  });

  it("takes only the cookie's own shape as a visit id", () => {
    expect(isVisitId("AAAAAAAAAAAAAAAAAAAAAA")).toBe(true);
    expect(isVisitId("abc")).toBe(false);
    expect(isVisitId("AAAAAAAAAAAAAAAAAAAAA'")).toBe(false);
    expect(isVisitId(undefined)).toBe(false);
  });
});
