/** /preiswecker/{token}/bestaetigen (decision 0029): the visitor's double opt-in of a price alarm. */
import type { Route } from "./+types/confirm-price-alarm";
import { ConfirmLink } from "../account/confirm-link.tsx";

export function meta() {
  return [{ title: "Preiswecker bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { token: params.token, valid: await context.services.priceAlarm.linkIsValid(params.token, "confirm") };
}

export default function ConfirmPriceAlarmPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmLink title="Preiswecker bestätigen" valid={loaderData.valid} token={loaderData.token} url="/api/site/price-alarms/confirm" />
  );
}
