/** /preiswecker/{token}/abmelden (decision 0029): one click from any price alarm mail ends the alarm. */
import type { Route } from "./+types/unsubscribe-price-alarm";
import { ConfirmLink } from "../account/confirm-link.tsx";
import { confirmLinkAction } from "../account/confirm-link.server.ts";
import { priceAlarmTokenSchema } from "../../../domain/price-alarm/price-alarm.schemas.ts";

export function meta() {
  return [{ title: "Preiswecker abbestellen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: await context.services.priceAlarm.linkIsValid(params.token, "unsubscribe") };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return confirmLinkAction(request, params.token, priceAlarmTokenSchema, (token) =>
    context.services.priceAlarm.unsubscribePriceAlarm(token),
  );
}

export default function UnsubscribePriceAlarmPage({ loaderData }: Route.ComponentProps) {
  return <ConfirmLink title="Preiswecker abbestellen" valid={loaderData.valid} />;
}
