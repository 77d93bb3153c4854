/**
 * The consumption comparison's steps (decision 0070): each its own URL and form, /heizoel-verbrauchsvergleich/
 * schritt-1 … schritt-4, and the result as schritt-5. A step is open only when every earlier one is complete.
 */
import { z } from "zod";
import { isCalendarDay } from "../shared/calendar-day.ts";

export const BUILDING_TYPES = {
  haus: "Einfamilienhaus",
  wohnung: "Wohnung",
  mehrfamilienhaus: "Mehrfamilienhaus",
} as const;
export type BuildingType = keyof typeof BUILDING_TYPES;

export const COMPARISON_PATH = "/heizoel-verbrauchsvergleich";
export const stepPath = (step: number) => `${COMPARISON_PATH}/schritt-${step}`;
export const RESULT_STEP = 5;
export const STEP_TITLES = ["Ihr Gebäude", "Baujahr und Haushalt", "Ihr Verbrauch", "Ihre Postleitzahl", "Ihr Ergebnis"] as const;

const whole = (label: string, min: number, max: number, unit = "") =>
  z.coerce
    .number({ error: `Bitte geben Sie ${label} als Zahl an.` })
    .int(`Bitte geben Sie ${label} als ganze Zahl an.`)
    .min(min, `${label[0].toUpperCase()}${label.slice(1)} muss mindestens ${min.toLocaleString("de-DE")}${unit} betragen.`)
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} darf höchstens ${max.toLocaleString("de-DE")}${unit} betragen.`);

const day = (label: string) => z.string().refine(isCalendarDay, `Bitte geben Sie ${label} als Datum an.`);

export const stepSchemas = {
  1: z.object({
    BuildingType: z.enum(Object.keys(BUILDING_TYPES) as [BuildingType, ...BuildingType[]], {
      error: "Bitte wählen Sie, ob Sie in einem Einfamilienhaus, einer Wohnung oder einem Mehrfamilienhaus wohnen.",
    }),
    BuildingM2: whole("die Wohnfläche", 20, 9_999, " m²"),
  }),
  2: (thisYear: number) =>
    z.object({
      BuildYear: whole("das Baujahr", 1800, thisYear),
      Persons: whole("die Zahl der Personen", 1, 30),
      HotWater: z.enum(["oel", "andere"], { error: "Bitte wählen Sie, wie Ihr Warmwasser bereitet wird." }),
    }),
  3: z.discriminatedUnion(
    "Mode",
    [
      z.object({ Mode: z.literal("jahr"), Litres: whole("der Verbrauch", 1, 99_999, " l") }),
      z.object({
        Mode: z.literal("zeitraum"),
        Litres: whole("der Verbrauch", 1, 99_999, " l"),
        From: day("den Beginn"),
        To: day("das Ende"),
      }),
    ],
    { error: "Bitte wählen Sie, ob Sie den Verbrauch eines Jahres oder eines Zeitraums angeben." },
  ),
  4: (zipPattern: string, countryName: string) =>
    z.object({
      ZipCode: z.string().trim().regex(new RegExp(zipPattern), `Bitte geben Sie eine Postleitzahl aus ${countryName} an.`),
    }),
} as const;

export type ComparisonAnswers = {
  1?: z.infer<(typeof stepSchemas)[1]>;
  2?: z.infer<ReturnType<(typeof stepSchemas)[2]>>;
  3?: z.infer<(typeof stepSchemas)[3]>;
  4?: z.infer<ReturnType<(typeof stepSchemas)[4]>>;
};

/** The first step without an answer (5: all answered, the result may be shown). */
export function firstOpenStep(answers: ComparisonAnswers): number {
  for (const step of [1, 2, 3, 4] as const) if (!answers[step]) return step;
  return RESULT_STEP;
}

/**
 * The cookie that finds a visitor's answers (kept on the server a day): only on the comparison's own paths, so
 * no other page stops being one the shared page cache may serve (decision 0062).
 */
export const COMPARISON_COOKIE = "verbrauchsvergleich";
export const comparisonCookie = (token: string, secure: boolean) =>
  `${COMPARISON_COOKIE}=${token}; Path=${COMPARISON_PATH}; Max-Age=86400; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
export function comparisonToken(cookieHeader: string | null): string | null {
  return /(?:^|;\s*)verbrauchsvergleich=([0-9a-f]{32})(?:;|$)/.exec(cookieHeader ?? "")?.[1] ?? null;
}
