/**
 * /kunde/bestellungen/uebernehmen/{token} (decision 0028): the link of the takeover mail.
 * Opening it shows a button (mail scanners that fetch links change nothing); the button takes her guest
 * orders over and leads to her order list.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/claim-orders";
import { isClientError } from "../../../domain/shared/errors.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Gastbestellungen übernehmen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  callerId(context);
  return { valid: await context.services.account.linkIsValid(params.token, ["claim-orders"]) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  try {
    const { claimed } = await context.services.account.claimGuestOrders(userId, params.token);
    return redirect(`/kunde/bestellungen?uebernommen=${claimed}`);
  } catch (err) {
    if (isClientError(err)) return data({ message: err.message }, { status: err.statusCode });
    throw err;
  }
}

export default function ClaimOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problem = (actionData as { message: string } | undefined)?.message;
  return (
    <main>
      <h1>Gastbestellungen übernehmen</h1>
      {problem || !loaderData.valid ? (
        <Alert kind="error">{problem ?? "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an."}</Alert>
      ) : (
        <Form method="post">
          <p>Die Bestellungen, die Sie als Gast mit Ihrer E-Mail-Adresse aufgegeben haben, erscheinen danach unter „Bestellungen“.</p>
          <button type="submit" className="button button--primary" disabled={busy}>
            Bestellungen übernehmen
          </button>
        </Form>
      )}
    </main>
  );
}
