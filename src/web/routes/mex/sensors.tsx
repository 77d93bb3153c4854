/**
 * /mex/sensors (spec §2, §7; decision 0030): her sensors with their tanks — set the main one (afterwards the
 * dashboard is reset, the app wrapper gets 'main-sensor-changed' and the list reloads), rename, delete
 * after a confirmation step — and pair another one. Plain forms: everything works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/sensors";
import { isClientError } from "../../../domain/shared/errors.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { PairForm } from "../../components/mex/pair-form.tsx";
import { TankCard } from "../../components/mex/tank-card.tsx";
import { pairAction, type PairResult } from "./mex.server.ts";
import "../../components/mex/mex.css";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Meine Tanksensoren | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const list = await context.services.mex.listSensors(userId);
  const url = new URL(request.url);
  const ask = Number(url.searchParams.get("entfernen"));
  const edit = Number(url.searchParams.get("umbenennen"));
  return {
    list,
    locale: context.country,
    deleteAsk: list.sensors.some((s) => s.id === ask) ? ask : null,
    renameId: list.sensors.some((s) => s.id === edit) ? edit : null,
    changed: url.searchParams.get("hauptsensor") === "1",
    isAppView: context.isAppView,
  };
}

type ActionResult =
  | PairResult
  | { ok: false; message: string; fieldErrors: Record<string, string[]>; values: Record<string, string>; intent: string };

export async function action({ context, request }: Route.ActionArgs) {
  const userId = callerId(context);
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "pair") return pairAction(request, context, form);
  const sensorId = Number(form.get("id"));
  const mex = context.services.mex;
  try {
    switch (intent) {
      case "set-main":
        await mex.setMain({ userId, sensorId });
        return redirect("/mex/sensors?hauptsensor=1");
      case "delete-ask":
        return redirect(`/mex/sensors?entfernen=${sensorId}`);
      case "delete":
        await mex.deleteSensor({ userId, sensorId });
        return redirect("/mex/sensors");
      case "rename": {
        const name = String(form.get("Name") ?? "").trim();
        if (!name || name.length > 60)
          return data<ActionResult>(
            {
              ok: false,
              intent,
              message: "Bitte prüfen Sie Ihre Eingaben.",
              fieldErrors: { Name: [name ? "Der Name darf höchstens 60 Zeichen lang sein." : "Bitte geben Sie einen Namen an."] },
              values: { Name: name, id: String(sensorId) },
            },
            { status: 400 },
          );
        await mex.updateSensor({ userId, sensorId, name });
        return redirect("/mex/sensors");
      }
      default:
        return data<ActionResult>(
          { ok: false, intent, message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", fieldErrors: {}, values: {} },
          { status: 400 },
        );
    }
  } catch (err) {
    if (isClientError(err))
      return data<ActionResult>({ ok: false, intent, message: err.message, fieldErrors: {}, values: {} }, { status: err.statusCode });
    throw err;
  }
}

export default function Sensors() {
  const { list, locale, deleteAsk, renameId, changed, isAppView } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // Spec §7: after set-main the app wrapper hears of it (inside the native app only).
  useEffect(() => {
    if (!changed || !isAppView) return;
    const bridge = (window as unknown as { ReactNativeWebView?: { postMessage: (m: string) => void } }).ReactNativeWebView;
    bridge?.postMessage(JSON.stringify({ type: "main-sensor-changed" }));
  }, [changed, isAppView]);
  const pairResult = result && "intent" in result ? undefined : result;
  const otherError = result && "intent" in result ? result : undefined;
  return (
    <section className="customer-section">
      <h1>Meine Tanksensoren</h1>
      {changed ? <Alert kind="success">Der Haupttank ist geändert. Die Übersicht zeigt jetzt ihn.</Alert> : null}
      {otherError && !otherError.fieldErrors.Name ? <Alert kind="error">{otherError.message}</Alert> : null}
      {list.sensors.length === 0 ? (
        <div className="customer-empty">
          <h2>Noch kein Sensor verbunden</h2>
          <p>
            Verbinden Sie Ihren Tanksensor unten mit Gerätekennung und Kopplungscode; danach führt Sie die Einrichtung Schritt für Schritt
            durch Tankart, Maße und Abgleich.
          </p>
        </div>
      ) : (
        <ul className="tank-cards">
          {list.sensors.map((s) => (
            <TankCard key={s.id} s={s} locale={locale}>
              {deleteAsk === s.id ? (
                <Form method="post" className="tank-card__confirm" role="alertdialog" aria-labelledby={`del-${s.id}`}>
                  <p id={`del-${s.id}`}>
                    <strong>„{s.name}“ wirklich entfernen?</strong> Der Tank und seine Einstellungen werden gelöscht; den Sensor können Sie
                    später wieder verbinden.
                  </p>
                  <input type="hidden" name="id" value={s.id} />
                  <div className="tank-card__actions">
                    <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
                      Ja, entfernen
                    </button>
                    <Link to="/mex/sensors" className="button button--secondary">
                      Abbrechen
                    </Link>
                  </div>
                </Form>
              ) : renameId === s.id || (otherError?.intent === "rename" && otherError.values.id === String(s.id)) ? (
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <TextField
                    label="Neuer Name"
                    name="Name"
                    defaultValue={otherError?.values.Name ?? s.name}
                    maxLength={60}
                    required
                    error={otherError?.fieldErrors.Name?.[0]}
                  />
                  <div className="tank-card__actions">
                    <button type="submit" name="intent" value="rename" className="button button--primary" disabled={busy}>
                      Speichern
                    </button>
                    <Link to="/mex/sensors" className="button button--secondary">
                      Abbrechen
                    </Link>
                  </div>
                </Form>
              ) : (
                <div className="tank-card__actions">
                  {!s.isMain ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={s.id} />
                      <button type="submit" name="intent" value="set-main" className="button button--secondary" disabled={busy}>
                        Als Haupttank festlegen
                      </button>
                    </Form>
                  ) : null}
                  <Link to={`/mex/sensors?umbenennen=${s.id}`} className="button button--secondary">
                    Umbenennen
                  </Link>
                  <Link to={`/mex/tanks/${s.tankId}/2`} className="button button--secondary">
                    Tank bearbeiten
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" name="intent" value="delete-ask" className="button button--secondary" disabled={busy}>
                      Entfernen
                    </button>
                  </Form>
                </div>
              )}
            </TankCard>
          ))}
        </ul>
      )}
      <PairForm action="/mex/sensors" result={pairResult} />
    </section>
  );
}
