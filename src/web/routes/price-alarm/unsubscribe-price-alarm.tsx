/** /preiswecker/{token}/abmelden (decision 0029): one click from any price alarm mail ends the alarm. */
import type { Route } from "./+types/unsubscribe-price-alarm";
import { ConfirmLink } from "../account/confirm-link.tsx";

export function meta() {
  return [{ title: "Preiswecker abbestellen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { token: params.token, valid: await context.services.priceAlarm.linkIsValid(params.token, "unsubscribe") };
}

export default function UnsubscribePriceAlarmPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmLink
      title="Preiswecker abbestellen"
      valid={loaderData.valid}
      token={loaderData.token}
      url="/api/site/price-alarms/unsubscribe"
    />
  );
}
