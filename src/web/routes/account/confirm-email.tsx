/** /email-anpassung-bestaetigen/{token}: confirms the address of a new account or applies an address change. */
import type { Route } from "./+types/confirm-email";
import { ConfirmLink } from "./confirm-link.tsx";

export function meta() {
  return [{ title: "E-Mail-Adresse bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { token: params.token, valid: await context.services.account.linkIsValid(params.token, ["confirm-email", "change-email"]) };
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmLink title="E-Mail-Adresse bestätigen" valid={loaderData.valid} token={loaderData.token} url="/api/account/email/bestaetigen" />
  );
}
