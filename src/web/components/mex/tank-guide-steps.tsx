/** The tank guide's steps (spec §4 "Tank guide"): what each step asks and shows, in plain form fields. */
import { Link, useRevalidator } from "react-router";
import { useEffect } from "react";
import type { Route } from "../../routes/mex/+types/tank-guide";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import { TANK_TYPE_TEXT } from "../../../domain/mex/tank-wire.ts";
import { TextField } from "../account/form-fields.tsx";

/** What the guide's loader answers. */
type GuideData = Route.ComponentProps["loaderData"];

/** The tank fields a step shows itself; the others travel along as hidden inputs. */
export function stepFieldsOf(key: string): string[] {
  if (key === "tank-type") return ["TankTypeId", "TankCount", "Horizontal"];
  if (key === "tank-dimensions") return ["LengthMm", "WidthMm", "HeightMm", "DiameterMm"];
  if (key === "tank-volume") return ["NominalLitres", "Name", "ZipCode", "DipChart", "ReservePercent"];
  return [];
}

type StepProps = {
  stepKey: string;
  fields: Record<string, string>;
  err: (f: string) => string | undefined;
  tank: GuideData["tank"];
  sensor: GuideData["sensor"];
  locale: GuideData["locale"];
};

export function StepBody({ stepKey, fields, err, tank, sensor, locale }: StepProps) {
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
