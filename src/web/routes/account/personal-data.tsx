/**
 * /persoenliche-daten (spec §2 Account): name and titles, address book with an add/edit dialog,
 * e-mail change, password change and notifications. Logged-in users only (guests too). The one page of
 * this form (decision 0045): /kunde/stammdaten leads here, and a customer sees it inside her area's tabs
 * (the customer area's layout; a guest, whom the area does not open, sees it without them). Its forms are
 * actions (decision 0061).
 */
import { Link, redirect } from "react-router";
import type { Route } from "./+types/personal-data";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { passes } from "../../../domain/access/roles.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { PersonalDataSections } from "../../components/account/personal-data-sections.tsx";
import { noticeOf } from "../../lib/page.server.ts";
import { PERSONAL_DATA_NOTICES, personalDataAction } from "./personal-data.server.ts";

export function meta() {
  return [{ title: "Persönliche Daten | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.user) throw redirect(loginUrl(`${url.pathname}${url.search}`));
  return {
    data: await context.services.account.baseData(context.user.id),
    countryId: context.country.countryId,
    customer: passes(context.user.roles, "CUSTOMER"),
    notice: noticeOf(request, PERSONAL_DATA_NOTICES),
  };
}

/** Every form of the page (decision 0061). */
export function action({ context, request }: Route.ActionArgs) {
  return personalDataAction(request, context, "/persoenliche-daten");
}

export default function PersonalDataPage({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  return (
    <main className="account-page">
      <h1>Persönliche Daten</h1>
      <p className="account-page__lead">
        Angemeldet als <strong>{data.Email}</strong>
        {data.IsGuest ? " (Gast)" : ""}
        {loaderData.customer && (
          <>
            . Ihre Daten herunterladen oder Ihr Konto löschen: <Link to="/kunde/meine-daten">Meine Daten</Link>.
          </>
        )}
      </p>
      {data.IsGuest && (
        <Alert kind="info">
          Sie sind als Gast angemeldet. Mit einem Kundenkonto können Sie Ihre Bestellungen verfolgen und E-Mail-Adresse und Kennwort selbst
          verwalten.
        </Alert>
      )}
      <PersonalDataSections data={data} countryId={loaderData.countryId} notice={loaderData.notice} />
    </main>
  );
}
