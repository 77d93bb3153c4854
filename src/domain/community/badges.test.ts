import { describe, expect, it } from "vitest";
import { badgesOf, displayName } from "./badges.ts";

describe("an author's marks and name (decision 0069)", () => {
  it.each([
    [{ dealerStaff: false, deliveredOrder: false, mex: false }, []],
    [{ dealerStaff: false, deliveredOrder: true, mex: false }, ["kunde"]],
    [{ dealerStaff: false, deliveredOrder: true, mex: true }, ["kunde", "mex"]],
    [{ dealerStaff: false, deliveredOrder: false, mex: true }, ["mex"]],
    [{ dealerStaff: true, deliveredOrder: true, mex: true }, ["haendler"]],
  ])("%j → %j", (facts, badges) => {
    expect(badgesOf(facts)).toEqual(badges);
  });

  it.each([
    ["Erika", "Mustermann", "Erika M."],
    [" Hans ", "", "Hans"],
    ["", "müller", "M."],
    ["", "", "Mitglied"],
  ])("%j %j → %j", (first, last, name) => {
    expect(displayName(first, last)).toBe(name);
  });
});
