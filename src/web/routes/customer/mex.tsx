/**
 * /kunde/mex (spec §2; decision 0030): tank monitoring in the customer area. A customer without a sensor learns
 * what it does and pairs one (she becomes a mex customer at once and goes to the setup guide); a mex
 * customer sees her tanks and the way to the sensor pages.
 */
import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/mex";
import { PairForm } from "../../components/mex/pair-form.tsx";
import { TankCard } from "../../components/mex/tank-card.tsx";
import { pairAction } from "../mex/mex.server.ts";
import "../../components/mex/mex.css";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Tankfüllstand mit mex | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const userId = callerId(context);
  return { list: await context.services.mex.listSensors(userId), locale: context.country };
}

export async function action({ context, request }: Route.ActionArgs) {
  callerId(context);
  // Refused before the form is read; pairAction checks as well, whoever calls it.
  assertSameOrigin(request);
  return pairAction(request, context, await request.formData());
}

export default function CustomerMex() {
  const { list, locale } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="customer-section">
      <h1>Tankfüllstand mit mex</h1>
      {list.sensors.length ? (
        <>
          <ul className="tank-cards">
            {list.sensors.map((s) => (
              <TankCard key={s.id} s={s} locale={locale} />
            ))}
          </ul>
          <p className="tank-card__actions">
            <Link to="/mein-mex" className="button button--primary">
              Zu Mein mex
            </Link>
            <Link to="/mex/sensors" className="button button--secondary">
              Sensoren verwalten
            </Link>
          </p>
        </>
      ) : (
        <p>
          Ein mex-Sensor sitzt oben auf Ihrem Tank und misst einmal am Tag den Abstand zur Öloberfläche. Daraus berechnen wir Liter und
          Füllstand, Ihren Verbrauch und wie lange der Vorrat reicht – und sagen Ihnen rechtzeitig, bis wann Sie bestellen sollten.
        </p>
      )}
      <PairForm action="/kunde/mex" result={result} />
    </section>
  );
}
