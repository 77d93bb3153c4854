/**
 * /preiswecker (decision 0029): the price alarm for anybody. Prefilled from the offer list or a price
 * page (zipCode, amount, produkt); a visitor confirms by mail, a customer's alarm is active at once and
 * listed under /kunde/benachrichtigungen. The compact "Preis beobachten" forms post here too.
 */
import { useActionData } from "react-router";
import type { Route } from "./+types/price-alarm";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { PriceAlarmForm } from "../../components/price-alarm/price-alarm-form.tsx";
import { PriceAlarmResult } from "../../components/price-alarm/price-alarm-result.tsx";
import { useSession } from "../../components/session/session-provider.tsx";
import { priceAlarmAction, type PriceAlarmActionResult } from "./price-alarm.server.ts";

export function meta() {
  return [
    { title: "Preiswecker: Heizölpreis beobachten | Heizöl-Marktplatz" },
    {
      name: "description",
      content:
        "Lassen Sie sich per E-Mail benachrichtigen, sobald der Heizölpreis für Ihre Menge und Postleitzahl Ihren Wunschpreis erreicht.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const group = productGroupByUrlName(q.get("produkt") ?? "") ?? productGroupByUrlName("heizoel")!;
  return {
    countryId: context.country.countryId,
    values: { ZipCode: q.get("zipCode") ?? "", Amount: q.get("amount") ?? "", ProductGroupId: String(group.id) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return priceAlarmAction(request, context);
}

export default function PriceAlarmPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<PriceAlarmActionResult>();
  const { user } = useSession();
  const customer = Boolean(user && !user.isGuest);
  const state =
    result && !result.ok ? { values: result.values, fieldErrors: result.fieldErrors } : { values: loaderData.values, fieldErrors: {} };
  return (
    <main className="container price-alarm-page">
      <h1>Preiswecker</h1>
      <p className="price-alarm-page__lead">
        Sagen Sie uns, was Ihnen Ihre Menge wert ist: Wir prüfen nach jeder Preisänderung der Händler das günstigste Angebot für Ihre
        Postleitzahl und schreiben Ihnen einmal, sobald es Ihren Wunschpreis erreicht – kein täglicher Newsletter. Abbestellen können Sie
        mit einem Klick in jeder E-Mail.
      </p>
      <PriceAlarmResult result={result} manageLink={customer} />
      {!result?.ok && <PriceAlarmForm countryId={loaderData.countryId} visitor={!customer} action="/preiswecker" state={state} />}
    </main>
  );
}
