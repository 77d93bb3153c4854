import type { Route } from "./+types/privacy";
import { privacyPolicy } from "../../../domain/site/legal-pages.ts";
import { LegalPageView } from "../../components/content/legal-page-view.tsx";

export function meta() {
  return [{ title: "Datenschutzerklärung | Heizöl-Marktplatz" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { page: privacyPolicy(context.country) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
