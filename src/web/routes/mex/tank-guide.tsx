/**
 * /mex/tanks/{id}/{step?} (route id mex-tanks-id; spec §2 "Tank setup guide steps", §4 "Tank guide"): eight
 * entries, seven progress steps; the step index follows the route. Tank type and dimensions travel in the
 * query string from step to step (and, with JavaScript, in browser storage under the country's key), the
 * volume step saves the tank, the connection step waits for the first reading live, the calibration solves
 * the sensor's distance to the bottom from a dipstick reading, and finishing clears the stored progress.
 * Plain forms: every step works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/tank-guide";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
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
import { TANK_TYPE_TEXT } from "../../../domain/mex/tank-wire.ts";
import { onlyFieldsOfType } from "../../../domain/mex/tank-type-fields.ts";
import { dipChartText, parseDipChartText } from "../../../domain/mex/dip-chart-text.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import "../../components/mex/mex.css";
import { callerId, asErrorPage, assertSameOrigin, fieldErrorsOf } from "../../lib/page.server.ts";

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

function stepFieldsOf(key: string): string[] {
  if (key === "tank-type") return ["TankTypeId", "TankCount", "Horizontal"];
  if (key === "tank-dimensions") return ["LengthMm", "WidthMm", "HeightMm", "DiameterMm"];
  if (key === "tank-volume") return ["NominalLitres", "Name", "ZipCode", "DipChart", "ReservePercent"];
  return [];
}

type StepProps = {
  stepKey: string;
  fields: Record<string, string>;
  err: (f: string) => string | undefined;
  tank: Awaited<ReturnType<typeof loader>>["tank"];
  sensor: Awaited<ReturnType<typeof loader>>["sensor"];
  locale: Awaited<ReturnType<typeof loader>>["locale"];
};

function StepBody({ stepKey, fields, err, tank, sensor, locale }: StepProps) {
  switch (stepKey) {
    case "required-tools":
      return (
        <>
          <p>Die Einrichtung dauert etwa 15 Minuten. Legen Sie sich bereit:</p>
          <ul>
            <li>einen Zollstock oder ein Maßband (für die Maße des Tanks),</li>
            <li>einen Peilstab oder eine saubere Holzlatte (für den Abgleich des Füllstands),</li>
            <li>das Typenschild des Tanks (Nennvolumen in Litern) und, falls vorhanden, die Peiltabelle,</li>
            <li>den Sensor mit Gerätekennung und Kopplungscode.</li>
          </ul>
        </>
      );
    case "sensor-installation":
      return (
        <>
          <p>
            Schrauben Sie den Sensor in eine freie Öffnung oben am Tank (Tankdom, Reserveöffnung mit 1½″- oder 2″-Gewinde), sodass er
            senkrecht nach unten auf die Öloberfläche zeigt.
          </p>
          <ul>
            <li>Nicht direkt über dem Füllrohr oder der Entnahmeleitung: Dort stört der Einfüllstrahl die Messung.</li>
            <li>Bei einer Tankbatterie in den ersten Tank, in den das Heizöl beim Befüllen fließt.</li>
            <li>Der Sensor misst ab 20 cm Abstand: Zwischen Sensor und höchstem Füllstand muss so viel Platz bleiben.</li>
          </ul>
        </>
      );
    case "tank-type":
      return <TankTypeChoice fields={fields} err={err} />;
    case "tank-dimensions": {
      const type = Number(fields.TankTypeId);
      const lying = fields.Horizontal === "true";
      return (
        <fieldset>
          <legend>Innenmaße {type === 4 ? "eines Tanks der Batterie" : "des Tanks"} in Millimetern</legend>
          {type === 1 || type === 4 || (type === 2 && lying) ? (
            <TextField
              label="Länge (mm)"
              name="LengthMm"
              inputMode="numeric"
              defaultValue={fields.LengthMm}
              error={err("LengthMm")}
              required
            />
          ) : null}
          {type === 1 || type === 4 ? (
            <TextField
              label="Breite (mm)"
              name="WidthMm"
              inputMode="numeric"
              defaultValue={fields.WidthMm}
              error={err("WidthMm")}
              required
            />
          ) : null}
          {type === 1 || type === 4 || (type === 2 && !lying) ? (
            <TextField
              label="Höhe (mm)"
              name="HeightMm"
              inputMode="numeric"
              defaultValue={fields.HeightMm}
              error={err("HeightMm")}
              required
            />
          ) : null}
          {type === 2 || type === 3 ? (
            <TextField
              label="Durchmesser (mm)"
              name="DiameterMm"
              inputMode="numeric"
              defaultValue={fields.DiameterMm}
              error={err("DiameterMm")}
              required
            />
          ) : null}
        </fieldset>
      );
    }
    case "tank-volume":
      return (
        <fieldset>
          <legend>Volumen und Standort</legend>
          <TextField
            label={Number(fields.TankTypeId) === 4 ? "Nennvolumen aller Tanks zusammen (Liter)" : "Nennvolumen laut Typenschild (Liter)"}
            name="NominalLitres"
            inputMode="numeric"
            defaultValue={fields.NominalLitres}
            error={err("NominalLitres") ?? err("LengthMm") ?? err("WidthMm") ?? err("HeightMm") ?? err("DiameterMm") ?? err("TankCount")}
            hint="Wir rechnen die Maße auf dieses Volumen um; reale Tanks weichen von ihren Nennmaßen ab."
          />
          <TextField label="Name des Tanks" name="Name" defaultValue={fields.Name} error={err("Name")} maxLength={60} />
          <TextField
            label="Postleitzahl des Tanks"
            name="ZipCode"
            inputMode="numeric"
            defaultValue={fields.ZipCode}
            error={err("ZipCode")}
            hint="Für das beste Angebot und die Lieferzeit der Händler vor Ort."
          />
          <TextField
            label="Reserve beim Bestelltermin (%)"
            name="ReservePercent"
            inputMode="numeric"
            defaultValue={fields.ReservePercent}
            error={err("ReservePercent")}
            hint="So viel soll noch im Tank sein, wenn die Lieferung kommt (üblich: 10 %). Danach richtet sich Ihr Bestelltermin."
          />
          <div className={`account-field${err("DipChart") ? " account-field--invalid" : ""}`}>
            <label htmlFor="DipChart">
              Peiltabelle <span className="account-field__optional">(optional)</span>
            </label>
            <textarea
              id="DipChart"
              name="DipChart"
              rows={4}
              defaultValue={fields.DipChart}
              placeholder={"10;120\n20;310\n…"}
              aria-describedby="DipChart-hint"
              aria-invalid={err("DipChart") ? true : undefined}
            />
            <p id="DipChart-hint" className="account-field__hint">
              Je Zeile Füllhöhe in Zentimetern und Liter, z. B. „50;1200“. Mit Peiltabelle rechnen wir nach ihr statt nach den Maßen –
              genauer bei gewölbten Böden und Kellertanks.
            </p>
            {err("DipChart") ? <p className="account-field__error">{err("DipChart")}</p> : null}
          </div>
        </fieldset>
      );
    case "sensor-connection":
      return <SensorConnection tank={tank} locale={locale} />;
    case "level-calibration":
      return (
        <>
          <p>
            Stecken Sie den Peilstab senkrecht bis auf den Tankboden und lesen Sie ab, bis wohin er nass ist. Aus dieser Füllhöhe und der
            letzten Messung des Sensors
            {tank.lastDistanceMm !== null ? ` (${formatQuantity(tank.lastDistanceMm, locale)} mm Abstand zur Oberfläche)` : ""} berechnen
            wir, wie weit der Sensor über dem Tankboden sitzt.
          </p>
          <TextField label="Füllhöhe am Peilstab (cm)" name="DipstickCm" inputMode="decimal" error={err("DipstickCm")} required />
        </>
      );
    case "final":
      return (
        <>
          <p>Ihr Tank ist eingerichtet.</p>
          {sensor?.litres != null ? (
            <p data-testid="final-litres">
              Aktueller Füllstand: <strong>{formatQuantity(Math.round(sensor.litres), locale)} Liter</strong> ({sensor.levelPercent} %).
            </p>
          ) : null}
          <p>Ab jetzt sehen Sie Füllstand, Verbrauch und Reichweite in Ihrer Übersicht; wir melden uns, wenn es Zeit zum Bestellen ist.</p>
        </>
      );
    default:
      return null;
  }
}

/**
 * Step 2 (decision 0047): the type and only its own fields — a battery's count, a cylinder's position. CSS
 * follows the checked type (`:has`), so the fields appear with their type with or without JavaScript; what a
 * plain post still sends of the hidden ones the server sets aside.
 */
function TankTypeChoice({ fields, err }: Pick<StepProps, "fields" | "err">) {
  return (
    <fieldset className="tank-type">
      <legend>Welche Form hat Ihr Tank?</legend>
      {[1, 2, 3, 4].map((t) => (
        <label key={t} className="choice">
          <input type="radio" name="TankTypeId" value={t} defaultChecked={fields.TankTypeId === String(t)} required />
          <span>{TANK_TYPE_TEXT[t]}</span>
        </label>
      ))}
      {err("TankTypeId") ? <p className="account-field__error">{err("TankTypeId")}</p> : null}
      <div className="tank-type__extra" data-type="4">
        <TextField
          label="Anzahl der Tanks"
          name="TankCount"
          inputMode="numeric"
          defaultValue={fields.TankCount}
          error={err("TankCount")}
          hint="Wie viele gleich große Tanks sind verbunden? 2 bis 10."
        />
      </div>
      <fieldset className="tank-type__extra" data-type="2" aria-describedby={err("Horizontal") ? "Horizontal-error" : undefined}>
        <legend>Liegt der Zylindertank oder steht er?</legend>
        <label className="choice">
          <input type="radio" name="Horizontal" value="true" defaultChecked={fields.Horizontal === "true"} />
          <span>Liegend (waagerecht)</span>
        </label>
        <label className="choice">
          <input type="radio" name="Horizontal" value="false" defaultChecked={fields.Horizontal === "false"} />
          <span>Stehend (senkrecht)</span>
        </label>
        {err("Horizontal") ? (
          <p id="Horizontal-error" className="account-field__error">
            {err("Horizontal")}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}

/** Step 5: the first reading arrives live (a look every 5 s with JavaScript; a button without). */
function SensorConnection({ tank, locale }: Pick<StepProps, "tank" | "locale">) {
  const revalidator = useRevalidator();
  const waiting = tank.readingCount === 0;
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => revalidator.revalidate(), 5000);
    return () => clearInterval(t);
  }, [waiting, revalidator]);
  return (
    <div className={`guide-live${waiting ? "" : " guide-live--ok"}`} role="status" aria-live="polite" data-testid="first-reading">
      {tank.deviceId ? <p>Sensor {tank.deviceId}</p> : null}
      {waiting ? (
        <>
          <p>
            <strong>Warten auf die erste Messung …</strong> Drücken Sie kurz die Taste am Sensor: Er misst dann sofort und meldet sich
            innerhalb einer Minute.
          </p>
          <p>
            <Link to=".">Erneut prüfen</Link>
          </p>
        </>
      ) : (
        <p>
          <strong>Erste Messung empfangen</strong>
          {tank.lastMeasuredAt ? ` am ${formatDate(tank.lastMeasuredAt, "shortDT", locale)}` : ""}
          {tank.lastDistanceMm !== null ? `: ${formatQuantity(tank.lastDistanceMm, locale)} mm bis zur Öloberfläche.` : "."}
        </p>
      )}
    </div>
  );
}
