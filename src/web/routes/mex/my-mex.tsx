/**
 * /mein-mex (spec §2; decision 0030): the mex customer's start — her tanks at a glance (the main one first),
 * the main tank's range and order-by date, and where to go next.
 */
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import { ApiKeys } from "../../components/mex/api-keys.tsx";
import type { Route } from "./+types/my-mex";
import { RangeBlock } from "../../components/mex/range-block.tsx";
import { TankCard } from "../../components/mex/tank-card.tsx";
import "../../components/mex/mex.css";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Mein mex | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const list = await context.services.mex.listSensors(userId);
  const main = list.sensors.find((s) => s.id === list.selectedId);
  const keys = (await context.services.mex.listTokens({ userId })).tokens;
  const ask = Number(new URL(request.url).searchParams.get("widerrufen"));
  return {
    list,
    keys,
    revokeAsk: keys.some((k) => k.id === ask) ? ask : null,
    origin: context.countryOrigins[context.country.code],
    locale: context.country,
    main: main ? await context.services.mex.sensorDetail({ userId, sensorId: main.id }) : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  try {
    switch (form.get("intent")) {
      case "create-key": {
        const name = String(form.get("Name") ?? "").trim();
        if (!name || name.length > 60)
          return data({ created: null, error: "Bitte geben Sie dem Schlüssel einen Namen (höchstens 60 Zeichen)." }, { status: 400 });
        // Shown once, in this answer only: never in a URL, never stored readable.
        const created = await context.services.mex.createToken({ userId, isImpersonated: context.user?.isImpersonatedS ?? false, name });
        return { created: { name: created.name, token: created.token }, error: undefined };
      }
      case "revoke-ask":
        return redirect(`/mein-mex?widerrufen=${id}#schluessel`);
      case "revoke":
        await context.services.mex.revokeOwnToken({ userId, id });
        return redirect("/mein-mex#schluessel");
      default:
        return data({ created: null, error: "Unbekannte Aktion. Bitte laden Sie die Seite neu." }, { status: 400 });
    }
  } catch (err) {
    if (isClientError(err)) return data({ created: null, error: err.message }, { status: err.statusCode });
    throw err;
  }
}

export default function MyMex() {
  const { list, locale, main, keys, revokeAsk, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sorted = [...list.sensors].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return (
    <section className="customer-section">
      <h1>Mein mex</h1>
      {sorted.length === 0 ? (
        <div className="customer-empty">
          <h2>Noch kein Tanksensor verbunden</h2>
          <p>
            Verbinden Sie Ihren Sensor mit Gerätekennung und Kopplungscode; die Einrichtung führt Sie danach durch Tankart, Maße und
            Abgleich.
          </p>
          <Link to="/mex/sensors" className="button button--primary">
            Sensor verbinden
          </Link>
        </div>
      ) : (
        <>
          <ul className="tank-cards">
            {sorted.map((s) => (
              <TankCard key={s.id} s={s} locale={locale} />
            ))}
          </ul>
          {main ? (
            <>
              <h2>Reichweite: {main.sensor.name}</h2>
              <RangeBlock detail={main} locale={locale} />
            </>
          ) : null}
          <p className="tank-card__actions">
            <Link to="/mex/sensors" className="button button--secondary">
              Sensoren verwalten
            </Link>
          </p>
          <ApiKeys
            keys={keys}
            created={result?.created ?? null}
            error={result?.error}
            revokeAsk={revokeAsk}
            locale={locale}
            origin={origin}
          />
        </>
      )}
    </section>
  );
}
