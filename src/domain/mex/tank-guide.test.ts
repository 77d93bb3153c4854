import { describe, expect, it } from "vitest";
import {
  finishGuide,
  GUIDE_STEPS,
  guideStorageKey,
  hiddenSteps,
  nextStep,
  previousStep,
  PROGRESS_STEPS,
  rememberProgress,
  stepFromRoute,
  stepPath,
  type GuideProgress,
  type GuideStepKey,
} from "./tank-guide.ts";

const index = (key: GuideStepKey) => GUIDE_STEPS.findIndex((s) => s.key === key);
const progress = (i: number): GuideProgress => ({ tank: { Name: `Tank ${i}` }, index: i, hidden: [] });

/** Spec §2 "Tank setup guide steps" and §4 "Tank guide". */
describe("tank guide (spec §4)", () => {
  it("has eight entries and seven progress steps in the spec's order and keys", () => {
    expect(GUIDE_STEPS.map((s) => [s.key, s.progress])).toEqual([
      ["required-tools", null],
      ["sensor-installation", 1],
      ["tank-type", 2],
      ["tank-dimensions", 3],
      ["tank-volume", 4],
      ["sensor-connection", 5],
      ["level-calibration", 6],
      ["final", 7],
    ]);
    expect(PROGRESS_STEPS).toBe(7);
  });

  it("the tank-type step's next button reads 'Einrichtung starten'; no other step overrides it", () => {
    expect(GUIDE_STEPS[index("tank-type")]).toMatchObject({ nextText: "Einrichtung starten" });
    expect(GUIDE_STEPS.filter((s) => "nextText" in s).map((s) => s.key)).toEqual(["tank-type"]);
  });

  describe("next moves forward, skipping hidden steps; past the last it finishes (null)", () => {
    it.each([
      { from: 0, hidden: [], to: 1 },
      { from: 3, hidden: [], to: 4 },
      { from: 6, hidden: [], to: 7 },
      { from: 7, hidden: [], to: null },
      { from: 0, hidden: ["sensor-installation"], to: 2 },
      { from: 4, hidden: ["sensor-connection"], to: 6 },
      { from: 0, hidden: ["sensor-installation", "sensor-connection"], to: 2 },
      { from: 6, hidden: ["final"], to: null },
    ] as { from: number; hidden: GuideStepKey[]; to: number | null }[])("from $from with $hidden hidden → $to", ({ from, hidden, to }) => {
      expect(nextStep(from, hidden)).toBe(to);
    });
  });

  describe("previous moves back, skipping hidden steps; the first entry stays at 0", () => {
    it.each([
      { from: 0, hidden: [], to: 0 },
      { from: 1, hidden: [], to: 0 },
      { from: 7, hidden: [], to: 6 },
      { from: 2, hidden: ["sensor-installation"], to: 0 },
      { from: 6, hidden: ["sensor-connection"], to: 4 },
      { from: 1, hidden: ["required-tools"], to: 1 },
    ] as { from: number; hidden: GuideStepKey[]; to: number }[])("from $from with $hidden hidden → $to", ({ from, hidden, to }) => {
      expect(previousStep(from, hidden)).toBe(to);
    });
  });

  describe("the route's step: absent is the first entry, an explicit 1-based number within range jumps there, anything else is no step", () => {
    it.each([
      { step: undefined, to: 0 },
      { step: "", to: 0 },
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({ step: String(n), to: n })),
      ...["0", "8", "abc", "-1", "1.5", "99", " 1"].map((step) => ({ step, to: null })),
    ] as { step: string | undefined; to: number | null }[])("step $step → $to", ({ step, to }) => {
      expect(stepFromRoute(step)).toBe(to);
    });
  });

  it("every entry's route leads back to it (first entry without a number)", () => {
    expect(stepPath(42, 0)).toBe("/mex/tanks/42");
    expect(stepPath(42, 3)).toBe("/mex/tanks/42/3");
    for (let i = 0; i < GUIDE_STEPS.length; i++) {
      const step = stepPath(42, i).split("/")[4];
      expect(stepFromRoute(step)).toBe(i);
    }
  });

  it("a tank whose sensor already reports skips mounting and connecting; a new one skips nothing", () => {
    expect(hiddenSteps({ sensorReports: true })).toEqual(["sensor-installation", "sensor-connection"]);
    expect(hiddenSteps({ sensorReports: false })).toEqual([]);
    // The walk of an existing setup: required-tools, tank-type … level-calibration, final, finished.
    const hidden = hiddenSteps({ sensorReports: true });
    const walk: (number | null)[] = [0];
    while (walk.at(-1) !== null) walk.push(nextStep(walk.at(-1)!, hidden));
    expect(walk).toEqual([0, 2, 3, 4, 6, 7, null]);
  });

  it("progress is kept per tank id (tank fields, step index, hidden steps); remembering again replaces it", () => {
    const store = rememberProgress(rememberProgress({}, 1, progress(2)), 2, {
      tank: { Name: "Garage" },
      index: 4,
      hidden: ["sensor-installation"],
    });
    expect(store).toEqual({ "1": progress(2), "2": { tank: { Name: "Garage" }, index: 4, hidden: ["sensor-installation"] } });
    expect(rememberProgress(store, 1, progress(5))["1"]).toEqual(progress(5));
    // The store given is not changed (it is what the browser storage held).
    expect(store["1"]).toEqual(progress(2));
  });

  it("finishing clears that tank's stored progress only", () => {
    const store = { "1": progress(7), "2": progress(3) };
    expect(finishGuide(store, 1)).toEqual({ "2": progress(3) });
    expect(finishGuide(store, 9)).toEqual(store);
    expect(store).toEqual({ "1": progress(7), "2": progress(3) });
  });

  it.each([
    ["de", "de.tankGuide"],
    ["at", "at.tankGuide"],
    ["ch", "ch.tankGuide"],
  ])("browser storage key is per country: %s → %s", (country, key) => {
    expect(guideStorageKey(country)).toBe(key);
  });
});
