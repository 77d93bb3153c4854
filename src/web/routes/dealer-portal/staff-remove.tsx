/**
 * /haendlerportal/mitarbeiter/{userId}/entfernen (decision 0027): the confirmation before a person loses
 * access to the dealer portal, as a page of its own so it works without JavaScript.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/staff-remove";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { SettingsErrorBoundary } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem } from "./settings.server.ts";
import { callerId, orErrorPage, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Mitarbeiter entfernen | Händlerportal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = callerId(context);
  const memberId = parseIdText(params.userId);
  const { Staff } = await orErrorPage(() => context.services.dealerPortal.listStaff(userId));
  const member = Staff.find((m) => m.Id === memberId);
  if (!member) throw data({ message: "Dieses Mitarbeiterkonto gibt es nicht." }, { status: 404 });
  return { member };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const memberId = parseIdText(params.userId) ?? 0;
  const result = await orProblem(() => context.services.dealerPortal.removeStaff(userId, memberId));
  return result.ok ? redirect("/haendlerportal/mitarbeiter?hinweis=entfernt") : { problem: result.problem };
}

export default function StaffRemovePage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const busy = useNavigation().state !== "idle";
  const name = [member.FirstName, member.LastName].filter(Boolean).join(" ") || member.Email;
  return (
    <main className="settings-page settings-page--narrow">
      <p className="settings-breadcrumb">
        <Link to="/haendlerportal/mitarbeiter">Mitarbeiter</Link> › Entfernen
      </p>
      <h1>{name} entfernen?</h1>
      {actionData?.problem && <Alert kind="error">{actionData.problem.message}</Alert>}
      <p>
        {name} ({member.Email}, {member.RoleLabel}) kann sich danach nicht mehr für Ihr Händlerkonto anmelden; laufende Anmeldungen enden
        sofort. Bestellungen und ihr Verlauf bleiben erhalten.
      </p>
      <Form method="post" className="settings-actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          Ja, entfernen
        </button>
        <Link to="/haendlerportal/mitarbeiter" className="button button--secondary">
          Abbrechen
        </Link>
      </Form>
    </main>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
