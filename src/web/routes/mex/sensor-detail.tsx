/**
 * /mex/sensors/{sensorId} (spec §2; decision 0030): one tank — level now and over the year, use per
 * month and heating season, refills matched to her deliveries, the range as a band with the likely empty
 * date, and the order-by date with today's best offer for what fits in, one click into the offer list.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import { SelectField, TextField } from "../../components/account/form-fields.tsx";
import { useEffect } from "react";
import { finishGuide, guideStorageKey, type GuideStore } from "../../../domain/mex/tank-guide.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import type { Route } from "./+types/sensor-detail";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import { BarChart } from "../../components/customer-area/bar-chart.tsx";
import { LevelChart } from "../../components/mex/level-chart.tsx";
import { TankGauge } from "../../components/mex/tank-gauge.tsx";
import { RangeBlock } from "../../components/mex/range-block.tsx";
import "../../components/mex/mex.css";
import { callerId, asErrorPage, assertSameOrigin } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.detail.sensor.name ?? "Tank"} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = callerId(context);
  const sensorId = Number(params.sensorId);
  if (!Number.isInteger(sensorId) || sensorId < 1) throw new Response(null, { status: 404 });
  try {
    const detail = await context.services.mex.sensorDetail({ userId, sensorId });
    const { deliveryAddresses } = await context.services.mex.listSensors(userId);
    return { detail, deliveryAddresses, locale: context.country };
  } catch (err) {
    throw asErrorPage(err);
  }
}

/** The sensor's settings (spec §7 PUT /api/mex/sensors/{id}): its name and the delivery address the tank stands at. */
export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const sensorId = Number(params.sensorId);
  const form = await request.formData();
  const name = String(form.get("Name") ?? "").trim();
  if (!name || name.length > 60)
    return data({ error: name ? "Der Name darf höchstens 60 Zeichen lang sein." : "Bitte geben Sie einen Namen an." }, { status: 400 });
  const address = String(form.get("DeliveryAddressId") ?? "");
  try {
    await context.services.mex.updateSensor({ userId, sensorId, name, deliveryAddressId: address ? Number(address) : null });
  } catch (err) {
    if (isClientError(err)) return data({ error: err.message }, { status: err.statusCode });
    throw err;
  }
  return redirect(`/mex/sensors/${sensorId}?gespeichert=1`);
}

export default function SensorDetail() {
  const { detail: d, locale, deliveryAddresses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const s = d.sensor;
  const litres = (v: number) => formatQuantity(Math.round(v), locale);
  const [params] = useSearchParams();
  const justSetUp = params.get("eingerichtet") === "1";
  // Spec §4: finishing the guide clears the tank's stored progress (the guide leads here when done).
  useEffect(() => {
    if (!justSetUp) return;
    try {
      const key = guideStorageKey(locale.code);
      const store = JSON.parse(localStorage.getItem(key) ?? "{}") as GuideStore;
      localStorage.setItem(key, JSON.stringify(finishGuide(store, s.tankId)));
    } catch {
      // No storage: nothing was kept.
    }
  }, [justSetUp, locale.code, s.tankId]);
  return (
    <section className="customer-section">
      <p>
        <Link to="/mex/sensors">← Alle Tanksensoren</Link>
      </p>
      <h1>{s.name}</h1>
      {justSetUp ? (
        <Alert kind="success">Ihr Tank ist eingerichtet. Ab jetzt sehen Sie hier Füllstand, Verbrauch und Reichweite.</Alert>
      ) : null}
      {params.get("gespeichert") === "1" ? <Alert kind="success">Die Einstellungen des Sensors sind gespeichert.</Alert> : null}
      <div className="tank-card">
        <TankGauge percent={s.levelPercent} label={s.levelPercent === null ? "Füllstand unbekannt" : `${s.levelPercent} Prozent gefüllt`} />
        <div className="tank-card__body">
          <p data-testid="tank-litres">
            <strong>{s.litres === null ? "Noch kein Füllstand" : `${litres(s.litres)} Liter`}</strong>
            {s.capacityLitres ? ` von ${litres(s.capacityLitres)} Litern (bei 15 °C)` : ""}
          </p>
          <p className="tank-card__meta">
            {s.lastMeasuredAt ? `Letzte Messung ${formatDate(s.lastMeasuredAt, "shortDT", locale)}` : "Noch keine Messung"}
            {s.statusText ? ` · ${s.statusText}` : ""}
            {s.batteryV !== null
              ? ` · Batterie ${s.batteryV.toLocaleString(locale.intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} V`
              : ""}
          </p>
          <p className="tank-card__actions">
            <Link to={`/mex/tanks/${s.tankId}/2`} className="button button--secondary">
              Tank bearbeiten
            </Link>
            <a href={`/mex/sensors/${s.id}/verlauf.csv`} className="button button--secondary" download>
              Verlauf als CSV
            </a>
          </p>
        </div>
      </div>

      <RangeBlock detail={d} locale={locale} />

      <h2>Füllstand der letzten 12 Monate</h2>
      {d.history.length > 1 && s.capacityLitres ? (
        <LevelChart
          points={d.history}
          capacity={s.capacityLitres}
          formatDay={(day) => formatDate(day, "xShortD", locale)}
          summary={`Liniendiagramm des Füllstands vom ${formatDate(d.history[0].day, "shortD", locale)} bis ${formatDate(d.history.at(-1)!.day, "shortD", locale)}; Nachfüllungen sind als Sprünge zu sehen.`}
        />
      ) : (
        <p>Sobald der Sensor einige Tage gemessen hat, sehen Sie hier den Verlauf.</p>
      )}

      <h2>Nachfüllungen</h2>
      {d.refills.length === 0 ? (
        <p>Im letzten Jahr hat der Sensor keine Nachfüllung gemessen.</p>
      ) : (
        <ul data-testid="refills">
          {d.refills.map((r) => (
            <li key={r.at}>
              {formatDate(r.at, "shortD", locale)}: {litres(r.litres)} Liter nachgefüllt
              {r.orderNumber
                ? ` – Bestellung ${r.orderNumber} (${litres(r.deliveredLitres ?? 0)} Liter geliefert)`
                : " – keiner Bestellung zugeordnet"}
              {r.deviates ? " · Achtung: gemessene und gelieferte Menge weichen um mehr als 3 % ab." : ""}
            </li>
          ))}
        </ul>
      )}

      <details className="tank-settings" open={Boolean(result)}>
        <summary>Einstellungen des Sensors</summary>
        <Form method="post" className="account-form">
          <TextField label="Name" name="Name" defaultValue={s.name} maxLength={60} required error={result?.error} />
          <SelectField
            label="Lieferadresse, an der der Tank steht"
            name="DeliveryAddressId"
            defaultValue={s.deliveryAddressId?.toString() ?? ""}
            options={[{ value: "", label: "Keine Angabe" }, ...deliveryAddresses.map((a) => ({ value: String(a.id), label: a.label }))]}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            Speichern
          </button>
        </Form>
      </details>

      <h2>Verbrauch je Monat</h2>
      {d.months.length ? (
        <BarChart
          labels={d.months.map((m) => formatDate(`${m.month}-01`, "xShortD", locale).slice(3))}
          series={[{ name: "Liter", className: "", values: d.months.map((m) => m.litres) }]}
          format={litres}
          summary="Balkendiagramm des gemessenen Verbrauchs je Monat."
        />
      ) : (
        <p>Noch kein Verbrauch gemessen.</p>
      )}
      {d.seasons.length ? (
        <p>
          Je Heizperiode (1. Juli bis 30. Juni):{" "}
          {d.seasons.map((x) => `${x.season}: ${litres(x.litres)} Liter${x.partial ? " (Teilzeitraum)" : ""}`).join(" · ")}
        </p>
      ) : null}
    </section>
  );
}
