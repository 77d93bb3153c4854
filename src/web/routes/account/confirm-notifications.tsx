/** /benachrichtigungen/{token}/bestaetigen: the double opt-in of e-mail notifications. */
import type { Route } from "./+types/confirm-notifications";
import { ConfirmLink } from "./confirm-link.tsx";
import { confirmLinkAction } from "./confirm-link.server.ts";
import { confirmTokenSchema } from "../../../domain/account/account.schemas.ts";

export function meta() {
  return [{ title: "Benachrichtigungen bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: await context.services.account.linkIsValid(params.token, ["notifications"]) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return confirmLinkAction(request, params.token, confirmTokenSchema, (token) => context.services.account.confirmNotifications(token));
}

export default function ConfirmNotificationsPage({ loaderData }: Route.ComponentProps) {
  return <ConfirmLink title="Benachrichtigungen bestätigen" valid={loaderData.valid} />;
}
