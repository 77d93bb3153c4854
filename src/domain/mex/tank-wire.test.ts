import { describe, expect, it } from "vitest";
import { sensorTypeOnLoad, tankTypeOnLoad, tankTypeOnSave } from "./tank-wire.ts";

/** Spec §4 "Tank guide": loading and saving a tank's types. */
describe("tank types on the wire (spec §4)", () => {
  it.each([
    { tankTypeId: 1, tankCount: 2, loaded: 4, why: "two angular tanks are a battery" },
    { tankTypeId: 1, tankCount: 5, loaded: 4, why: "five angular tanks are a battery" },
    { tankTypeId: 1, tankCount: 1, loaded: 1, why: "one angular tank stays angular" },
    { tankTypeId: 2, tankCount: 2, loaded: 2, why: "cylinders stay cylinders whatever the count" },
    { tankTypeId: 3, tankCount: 3, loaded: 3, why: "balls stay balls whatever the count" },
    { tankTypeId: 4, tankCount: 3, loaded: 4, why: "a battery stays a battery" },
  ])("loading: $why ($tankTypeId × $tankCount → $loaded)", ({ tankTypeId, tankCount, loaded }) => {
    expect(tankTypeOnLoad({ tankTypeId, tankCount })).toBe(loaded);
  });

  it.each([
    [4, 3],
    [1, 1],
    [2, 2],
    [3, 3],
  ])("loading: the old sensor type 4 is radio (funk, 3), others are kept: %i → %i", (given, loaded) => {
    expect(sensorTypeOnLoad(given)).toBe(loaded);
  });

  it.each([
    [4, 1],
    [1, 1],
    [2, 2],
    [3, 3],
  ])("saving: a battery goes back as angular, others as they are: %i → %i", (given, saved) => {
    expect(tankTypeOnSave(given)).toBe(saved);
  });
});
