/**
 * /kunde/stammdaten (spec §2 Customer; issue 12 item 6, decision 0028): her personal data, delivery and
 * invoice addresses with the add/edit dialog, login data and e-mail notifications — the same sections as
 * /persoenliche-daten, inside the customer area.
 */
import { Link } from "react-router";
import type { Route } from "./+types/stammdaten";
import { PersonalDataSections } from "../../components/account/personal-data-sections.tsx";
import { customerId } from "./customer.server.ts";

export function meta() {
  return [{ title: "Meine Stammdaten | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { data: await context.services.account.baseData(customerId(context)), countryId: context.country.countryId };
}

export default function CustomerMasterDataPage({ loaderData }: Route.ComponentProps) {
  const { data, countryId } = loaderData;
  return (
    <main className="account-page">
      <h1>Meine Stammdaten</h1>
      <p className="customer-lead">
        Angemeldet als <strong>{data.Email}</strong>. Ihre Daten herunterladen oder Ihr Konto löschen: <Link to="/kunde/meine-daten">Meine Daten</Link>.
      </p>
      <PersonalDataSections data={data} countryId={countryId} />
    </main>
  );
}
