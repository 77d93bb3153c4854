import { randomBytes } from "node:crypto";
import type { ZodType } from "zod";
import { type ComparisonAnswers, firstOpenStep, RESULT_STEP, stepSchemas } from "../../../domain/consumption/comparison-steps.ts";
import { compareConsumption, type ConsumptionResult, periodProblem } from "../../../domain/consumption/heizspiegel.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { LOCALES, localeById } from "../../../domain/shared/countries.ts";
import {
  type GuideAnswers,
  type LeadGuide,
  leadGuide,
  type OilGuideResult,
  oilGuideResult,
  readAnswers,
} from "../../../domain/consumption/lead-guides.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { ConsumptionNeeds } from "./consumption.needs.ts";

/** A visitor's answers between the steps (decision 0070): server-side, a day, under the cookie's token. */
const ANSWERS_TTL_MS = 24 * 3_600_000;
const TOKEN = /^[0-9a-f]{32}$/;
type Stored = { countryId: number; answers: ComparisonAnswers };

export type StepProblem = { message: string; fieldErrors: Record<string, string> };
export type StepOutcome = { token: string; next: number } | { problem: StepProblem };

function parse<T>(schema: ZodType<T>, values: Record<string, string>): { data: T } | { problem: StepProblem } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "Form")] ??= issue.message;
  return { problem: { message: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie Ihre Angaben.", fieldErrors } };
}

const fieldList = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]]));

/** The consumption comparison (decision 0070): the steps' answers, checked and kept, and the result. */
export function createConsumptionServices({ cache, clock }: Pick<PlatformDeps, "cache" | "clock">, needs: ConsumptionNeeds) {
  const key = (token: string) => `consumption:answers:${token}`;
  const read = async (token: string | null): Promise<Stored | null> =>
    token && TOKEN.test(token) ? ((await cache.get<Stored>(key(token))) ?? null) : null;

  const checkStep = async (countryId: number, step: number, values: Record<string, string>) => {
    const locale = localeById(countryId) ?? LOCALES.de;
    const today = calendarDay(clock.now(), locale.timeZone);
    if (step === 1) return parse(stepSchemas[1], values);
    if (step === 2) return parse(stepSchemas[2](Number(today.slice(0, 4))), values);
    if (step === 3) {
      const got = parse(stepSchemas[3], values);
      if ("data" in got && got.data.Mode === "zeitraum") {
        const message = periodProblem(countryId, { from: got.data.From, to: got.data.To }, today);
        if (message) return { problem: { message, fieldErrors: { To: message } } };
      }
      return got;
    }
    const got = parse(stepSchemas[4](locale.zipPattern, locale.countryName), values);
    if ("data" in got && !(await needs.location.zipExists(countryId, got.data.ZipCode))) {
      const message = `Die Postleitzahl ${got.data.ZipCode} gibt es in ${locale.countryName} nicht. Bitte prüfen Sie sie.`;
      return { problem: { message, fieldErrors: { ZipCode: message } } };
    }
    return got;
  };

  return {
    /** The answers a visitor gave on this site so far ({} without any). */
    answers: async (token: string | null, countryId: number): Promise<ComparisonAnswers> => {
      const stored = await read(token);
      return stored?.countryId === countryId ? stored.answers : {};
    },
    /**
     * One step's form: checked (German messages by field), then kept with the earlier answers; a new visitor gets
     * a token. `next` is the first step still open. A step after an open one is not taken.
     */
    saveStep: async (input: {
      token: string | null;
      countryId: number;
      step: number;
      values: Record<string, string>;
    }): Promise<StepOutcome> => {
      const stored = await read(input.token);
      const answers = stored?.countryId === input.countryId ? stored.answers : {};
      if (input.step < 1 || input.step >= RESULT_STEP || input.step > firstOpenStep(answers))
        return { problem: { message: "Bitte beantworten Sie zuerst die vorherigen Schritte.", fieldErrors: {} } };
      const got = await checkStep(input.countryId, input.step, input.values);
      if ("problem" in got) return got;
      const token = stored && input.token ? input.token : randomBytes(16).toString("hex");
      const next = { ...answers, [input.step]: got.data } as ComparisonAnswers;
      await cache.set(key(token), { countryId: input.countryId, answers: next } satisfies Stored, ANSWERS_TTL_MS);
      return { token, next: firstOpenStep(next) };
    },
    /** GET /api/leads/guide/{id}: the guide's steps and inputs. */
    leadGuide: (id: number): LeadGuide => {
      const guide = leadGuide(id);
      if (!guide) throw new AppError("LEAD_GUIDE_NOT_FOUND");
      return guide;
    },
    /**
     * POST /api/leads/{guideId}/compare: the flat answers read as the guide's inputs (unknown keys and misfits a
     * German 400 by key), a postcode that must exist in the site's country, then the amount to order.
     */
    compareGuide: async (id: number, answers: GuideAnswers, countryId: number): Promise<OilGuideResult> => {
      const guide = leadGuide(id);
      if (!guide) throw new AppError("LEAD_GUIDE_NOT_FOUND");
      const locale = localeById(countryId) ?? LOCALES.de;
      const read = readAnswers(guide, answers, locale.zipPattern);
      if ("problem" in read)
        throw new AppError("LEAD_ANSWERS_INVALID", { message: read.problem.message, fieldErrors: fieldList(read.problem.fieldErrors) });
      if (!(await needs.location.zipExists(countryId, String(read.values.ZipCode)))) {
        const message = `Die Postleitzahl ${read.values.ZipCode} gibt es in ${locale.countryName} nicht.`;
        throw new AppError("LEAD_ANSWERS_INVALID", { message, fieldErrors: { ZipCode: [message] } });
      }
      return oilGuideResult(read.values, countryId);
    },
    /** The comparison of complete answers; null while a step is open. */
    result: (answers: ComparisonAnswers, countryId: number): ConsumptionResult | null => {
      const [a1, a2, a3] = [answers[1], answers[2], answers[3]];
      if (!a1 || !a2 || !a3 || !answers[4]) return null;
      return compareConsumption({
        countryId,
        buildingM2: a1.BuildingM2,
        litres: a3.Litres,
        period: a3.Mode === "zeitraum" ? { from: a3.From, to: a3.To } : null,
        hotWaterWithOil: a2.HotWater === "oel",
      });
    },
  };
}

export type ConsumptionServices = ReturnType<typeof createConsumptionServices>;
