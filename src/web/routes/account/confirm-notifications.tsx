/** /benachrichtigungen/{token}/bestaetigen: the double opt-in of e-mail notifications. */
import type { Route } from "./+types/confirm-notifications";
import { ConfirmLink } from "./confirm-link.tsx";

export function meta() {
  return [{ title: "Benachrichtigungen bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { token: params.token, valid: await context.services.account.linkIsValid(params.token, ["notifications"]) };
}

export default function ConfirmNotificationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmLink
      title="Benachrichtigungen bestätigen"
      valid={loaderData.valid}
      token={loaderData.token}
      url="/api/account/benachrichtigungen/bestaetigen"
    />
  );
}
