/** /preiswecker/{token}/bestaetigen (decision 0029): the visitor's double opt-in of a price alarm. */
import type { Route } from "./+types/confirm-price-alarm";
import { ConfirmLink } from "../account/confirm-link.tsx";
import { confirmLinkAction } from "../account/confirm-link.server.ts";
import { priceAlarmTokenSchema } from "../../../domain/price-alarm/price-alarm.schemas.ts";

export function meta() {
  return [{ title: "Preiswecker bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: await context.services.priceAlarm.linkIsValid(params.token, "confirm") };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return confirmLinkAction(request, params.token, priceAlarmTokenSchema, (token) => context.services.priceAlarm.confirmPriceAlarm(token));
}

export default function ConfirmPriceAlarmPage({ loaderData }: Route.ComponentProps) {
  return <ConfirmLink title="Preiswecker bestätigen" valid={loaderData.valid} />;
}
