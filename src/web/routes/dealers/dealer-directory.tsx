import { Link } from "react-router";
import type { Route } from "./+types/dealer-directory";
import type { PageHandle } from "../../layouts/page-handle.ts";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true };

export function meta({ data }: Route.MetaArgs) {
  const where = data?.locale.countryNameWithArticle ?? "";
  return [
    { title: `Heizölhändler ${where} | Heizöl-Marktplatz` },
    { name: "description", content: `Heizölhändler ${where} nach Region: Bewertungen, Liefergebiete und Produkte.` },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { locale: context.country, states: await context.services.location.listCountryStates(context.country.countryId) };
}

export default function DealerDirectory({ loaderData }: Route.ComponentProps) {
  const { locale, states } = loaderData;
  return (
    <main className="container directory">
      <h1>Heizölhändler {locale.countryNameWithArticle}</h1>
      <p>Wählen Sie Ihre Region, um die Händler mit Sitz dort zu sehen.</p>
      <ul className="state-list">
        {states.map((s) => (
          <li key={s.Id}>
            <Link to={`/heizoelhaendler/${s.Name}`}>{s.FriendlyName}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
