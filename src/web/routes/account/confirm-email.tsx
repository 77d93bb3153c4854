/** /email-anpassung-bestaetigen/{token}: confirms the address of a new account or applies an address change. */
import type { Route } from "./+types/confirm-email";
import { ConfirmLink } from "./confirm-link.tsx";
import { confirmLinkAction } from "./confirm-link.server.ts";
import { confirmTokenSchema } from "../../../domain/account/account.schemas.ts";

export function meta() {
  return [{ title: "E-Mail-Adresse bestätigen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: await context.services.account.linkIsValid(params.token, ["confirm-email", "change-email"]) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return confirmLinkAction(request, params.token, confirmTokenSchema, (token) => context.services.account.confirmEmail(token));
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  return <ConfirmLink title="E-Mail-Adresse bestätigen" valid={loaderData.valid} />;
}
