/**
 * The tank setup guide (spec §2 "Tank setup guide steps", §4 "Tank guide"): eight entries, seven progress
 * steps. The route's step is the entry's index (/mex/tanks/{id} is required-tools, /mex/tanks/{id}/3 the
 * tank dimensions), so a jump to an explicit 1-based number is a jump to that progress step.
 */
export const GUIDE_STEPS = [
  { key: "required-tools", progress: null, title: "Das brauchen Sie" },
  { key: "sensor-installation", progress: 1, title: "Sensor montieren" },
  { key: "tank-type", progress: 2, title: "Tankart", nextText: "Einrichtung starten" },
  { key: "tank-dimensions", progress: 3, title: "Tankmaße" },
  { key: "tank-volume", progress: 4, title: "Tankvolumen" },
  { key: "sensor-connection", progress: 5, title: "Sensor verbinden" },
  { key: "level-calibration", progress: 6, title: "Füllstand abgleichen" },
  { key: "final", progress: 7, title: "Fertig" },
] as const;

export type GuideStepKey = (typeof GUIDE_STEPS)[number]["key"];
export const PROGRESS_STEPS = GUIDE_STEPS.filter((s) => s.progress !== null).length;

/** Next entry, skipping hidden ones; null when moving past the last (the guide is finished). */
export function nextStep(index: number, hidden: readonly GuideStepKey[] = []): number | null {
  for (let i = index + 1; i < GUIDE_STEPS.length; i++) if (!hidden.includes(GUIDE_STEPS[i].key)) return i;
  return null;
}

/** Previous entry, skipping hidden ones; the first entry stays where it is. */
export function previousStep(index: number, hidden: readonly GuideStepKey[] = []): number {
  for (let i = index - 1; i >= 0; i--) if (!hidden.includes(GUIDE_STEPS[i].key)) return i;
  return Math.max(0, Math.min(index, GUIDE_STEPS.length - 1));
}

/**
 * The route's step parameter: absent is the first entry; an explicit 1-based number within range jumps to
 * that step; anything else (0, 8, "abc") is not a step of the guide (null: the page answers 404).
 */
export function stepFromRoute(step: string | undefined): number | null {
  if (step === undefined || step === "") return 0;
  if (!/^\d{1,2}$/.test(step)) return null;
  const n = Number(step);
  return n >= 1 && n < GUIDE_STEPS.length ? n : null;
}

/** The route of an entry: /mex/tanks/{id} for the first, /mex/tanks/{id}/{n} after it. */
export const stepPath = (tankId: number, index: number) => (index === 0 ? `/mex/tanks/${tankId}` : `/mex/tanks/${tankId}/${index}`);

/**
 * Which steps a tank skips: a tank whose sensor already reports (the customer edits an existing setup)
 * needs neither the mounting nor the connection again.
 */
export function hiddenSteps(tank: { sensorReports: boolean }): GuideStepKey[] {
  return tank.sensorReports ? ["sensor-installation", "sensor-connection"] : [];
}

/** Progress kept in browser storage per tank id (spec §4): tank fields, step index, hidden steps. */
export interface GuideProgress {
  tank: Record<string, unknown>;
  index: number;
  hidden: GuideStepKey[];
}
export type GuideStore = Record<string, GuideProgress>;

/** Browser storage key (spec §9: per-country keys, tank guide). */
export const guideStorageKey = (country: string) => `${country}.tankGuide`;

export function rememberProgress(store: GuideStore, tankId: number, progress: GuideProgress): GuideStore {
  return { ...store, [String(tankId)]: progress };
}

/** Finishing clears tank, index, stored progress and tank id (spec §4). */
export function finishGuide(store: GuideStore, tankId: number): GuideStore {
  const { [String(tankId)]: _done, ...rest } = store;
  return rest;
}
