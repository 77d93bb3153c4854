/**
 * /mex/tanks/{id}/{step?} (route id mex-tanks-id; spec §2 "Tank setup guide steps", §4 "Tank guide"): eight
 * entries, seven progress steps; the step index follows the route. Tank type and dimensions travel in the
 * query string from step to step (and, with JavaScript, in browser storage under the country's key), the
 * volume step saves the tank, the connection step waits for the first reading live, the calibration solves
 * the sensor's distance to the bottom from a dipstick reading, and finishing clears the stored progress.
 * Plain forms: every step works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/tank-guide";
import { isClientError } from "../../../domain/shared/errors.ts";
import { tankBodySchema, tankTypeStepSchema } from "../../../domain/mex/mex.schemas.ts";
import {
  GUIDE_STEPS,
  guideStorageKey,
  hiddenSteps,
  nextStep,
  PROGRESS_STEPS,
  previousStep,
  rememberProgress,
  stepFromRoute,
  stepPath,
  type GuideStore,
} from "../../../domain/mex/tank-guide.ts";
import { onlyFieldsOfType } from "../../../domain/mex/tank-type-fields.ts";
import { dipChartText, parseDipChartText } from "../../../domain/mex/dip-chart-text.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import "../../components/mex/mex.css";
import { callerId, asErrorPage, assertSameOrigin, fieldErrorsOf } from "../../lib/page.server.ts";
import { StepBody, stepFieldsOf } from "../../components/mex/tank-guide-steps.tsx";

/** The tank fields the steps collect before the volume step saves them. */
const FIELDS = [
  "TankTypeId",
  "TankCount",
  "Horizontal",
  "LengthMm",
  "WidthMm",
  "HeightMm",
  "DiameterMm",
  "NominalLitres",
  "Name",
  "ZipCode",
  "DipChart",
  "ReservePercent",
] as const;

export function meta() {
  return [{ title: "Tank einrichten | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const index = stepFromRoute(params.step);
  const tankId = Number(params.id);
  if (index === null || !Number.isInteger(tankId) || tankId < 1) throw new Response(null, { status: 404 });
  let tank;
  try {
    tank = await context.services.mex.getTank({ userId, tankId });
  } catch (err) {
    throw asErrorPage(err);
  }
  const q = new URL(request.url).searchParams;
  // A count only for a battery, a position only for a cylinder (decision 0047): the stored defaults of
  // another type (one tank, lying) are not the customer's answers, so switching to a type starts its field empty.
  const stored: Record<string, string> = {
    TankTypeId: String(tank.tankTypeId),
    TankCount: tank.tankTypeId === 4 ? String(tank.tankCount) : "",
    Horizontal: tank.tankTypeId === 2 ? String(tank.horizontal) : "",
    LengthMm: tank.lengthMm?.toString() ?? "",
    WidthMm: tank.widthMm?.toString() ?? "",
    HeightMm: tank.heightMm?.toString() ?? "",
    DiameterMm: tank.diameterMm?.toString() ?? "",
    NominalLitres: tank.nominalLitres?.toString() ?? "",
    Name: tank.name,
    ZipCode: tank.zipCode ?? "",
    DipChart: dipChartText(tank.dipChart),
    ReservePercent: String(tank.reservePercent),
  };
  const fields = Object.fromEntries(FIELDS.map((f) => [f, q.get(f) ?? stored[f]])) as Record<(typeof FIELDS)[number], string>;
  const sensors = tank.sensorId ? await context.services.mex.listSensors(userId) : null;
  const sensor = sensors?.sensors.find((s) => s.id === tank.sensorId) ?? null;
  return {
    tank,
    fields,
    index,
    hidden: hiddenSteps({ sensorReports: tank.setupComplete && tank.readingCount > 0 }),
    sensor,
    locale: context.country,
  };
}

const query = (fields: Record<string, string>) => new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== "")).toString();

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const tankId = Number(params.id);
  const index = stepFromRoute(params.step);
  if (index === null) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const fields = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<string, string>;
  const tank = await context.services.mex.getTank({ userId, tankId }).catch(asErrorPage);
  const hidden = hiddenSteps({ sensorReports: tank.setupComplete && tank.readingCount > 0 });
  if (form.get("intent") === "back") return redirect(`${stepPath(tankId, previousStep(index, hidden))}?${query(fields)}`);
  const key = GUIDE_STEPS[index].key;
  const chart = parseDipChartText(fields.DipChart);
  if (!chart.ok)
    return data({ message: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors: { DipChart: [chart.message] }, fields }, { status: 400 });
  // The whole chart is sent each time: every row as Added, the stored ones replaced (spec §3 change states).
  const dipRows = chart.rows.map((r) => ({ LevelCm: r.levelCm, Litres: r.litres, ChangeState: "Added" as const }));
  // The schema keeps only the fields of the tank's type (decision 0047).
  const body = () => ({ ...fields, CountryId: context.country.countryId, ZipCode: fields.ZipCode || undefined, DipChart: dipRows });
  try {
    if (key === "tank-type") {
      const parsed = tankTypeStepSchema.safeParse(fields);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        return data({ message: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors, fields }, { status: 400 });
      }
      // What the next steps carry is what this step showed: the type's own fields, the others emptied.
      const kept = onlyFieldsOfType(fields) as Record<string, unknown>;
      for (const f of FIELDS) fields[f] = kept[f] === null ? "" : String(kept[f] ?? "");
      fields.Horizontal = parsed.data.TankTypeId === 2 ? String(parsed.data.Horizontal) : "";
      fields.TankCount = parsed.data.TankTypeId === 4 ? String(parsed.data.TankCount) : "";
    }
    if (key === "tank-volume") {
      const parsed = tankBodySchema.safeParse(body());
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        // Spec §8: a refused tank save is logged with what was sent and by whom.
        context.logPageError(
          new Error(`tank save refused: ${parsed.error.issues[0]?.message} (user ${userId}, PUT /api/mex/tanks/${tankId})`),
          new URL(request.url).pathname,
        );
        for (const i of parsed.error.issues) (fieldErrors[String(i.path[0])] ??= []).push(i.message);
        return data({ message: "Bitte prüfen Sie Ihre Eingaben.", fieldErrors, fields }, { status: 400 });
      }
      await context.services.mex.saveTank({ userId, tankId, body: parsed.data });
    }
    if (key === "level-calibration") {
      const cm = Number(String(form.get("DipstickCm") ?? "").replace(",", "."));
      if (!Number.isFinite(cm) || cm < 0 || cm > 1000 || String(form.get("DipstickCm") ?? "").trim() === "")
        return data(
          {
            message: "Bitte prüfen Sie Ihre Eingabe.",
            fieldErrors: { DipstickCm: ["Bitte geben Sie die am Peilstab abgelesene Füllhöhe in Zentimetern an, z. B. 62,5."] },
            fields,
          },
          { status: 400 },
        );
      const parsed = tankBodySchema.parse({ ...body(), DipstickLevelMm: Math.round(cm * 10) });
      await context.services.mex.saveTank({ userId, tankId, body: parsed });
    }
    if (key === "final") {
      await context.services.mex.saveTank({ userId, tankId, body: tankBodySchema.parse({ ...body(), SetupComplete: true }) });
      return redirect(tank.sensorId ? `/mex/sensors/${tank.sensorId}?eingerichtet=1` : "/mex/sensors");
    }
  } catch (err) {
    if (isClientError(err))
      return data(
        { message: err.message, fieldErrors: (err as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {}, fields },
        { status: err.statusCode },
      );
    throw err;
  }
  const next = nextStep(index, hidden);
  return redirect(next === null ? "/mex/sensors" : `${stepPath(tankId, next)}?${query(fields)}`);
}

export default function TankGuide() {
  const { tank, fields: loaded, index, hidden, sensor, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const fields = { ...loaded, ...(result?.fields ?? {}) };
  const step = GUIDE_STEPS[index];
  const err = (f: string) => (result?.fieldErrors as Record<string, string[]> | undefined)?.[f]?.[0];

  // Spec §4: progress per tank id in browser storage (per-country key); finishing clears it.
  useEffect(() => {
    const key = guideStorageKey(locale.code);
    try {
      const store = JSON.parse(localStorage.getItem(key) ?? "{}") as GuideStore;
      const next = rememberProgress(store, tank.id, { tank: loaded, index, hidden });
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or forbidden (private mode): the query string still carries the progress.
    }
  }, [locale.code, tank.id, index, loaded, hidden]);

  const hiddenInputs = Object.entries(fields)
    .filter(([k]) => !stepFieldsOf(step.key).includes(k))
    .map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);

  return (
    <section className="guide-step" aria-labelledby="guide-title">
      {step.progress !== null ? (
        <>
          <p className="guide-step__count">
            Schritt {step.progress} von {PROGRESS_STEPS}
          </p>
          <ol className="guide-progress" aria-hidden="true">
            {GUIDE_STEPS.filter((s) => s.progress !== null).map((s) => (
              <li key={s.key} className={s.progress! < step.progress! ? "is-done" : s.progress === step.progress ? "is-current" : ""} />
            ))}
          </ol>
        </>
      ) : null}
      <h1 id="guide-title">{step.title}</h1>
      {result ? <Alert kind="error">{result.message}</Alert> : null}
      {/* Keyed by step: a client-side step change must not carry one step's typed values into the next step's fields. */}
      <Form method="post" replace key={step.key}>
        {hiddenInputs}
        <StepBody stepKey={step.key} fields={fields} err={err} tank={tank} sensor={sensor} locale={locale} />
        <div className="guide-actions">
          {index > 0 ? (
            <button type="submit" name="intent" value="back" className="button button--secondary" formNoValidate disabled={busy}>
              Zurück
            </button>
          ) : (
            <Link to="/mex/sensors" className="button button--secondary">
              Abbrechen
            </Link>
          )}
          <button
            type="submit"
            name="intent"
            value="next"
            className="button button--primary"
            disabled={busy || (step.key === "sensor-connection" && tank.readingCount === 0)}
          >
            {"nextText" in step ? step.nextText : step.key === "final" ? "Fertig" : step.key === "required-tools" ? "Los geht's" : "Weiter"}
          </button>
        </div>
      </Form>
    </section>
  );
}
