import type { Route } from "./+types/impressum";
import { impressum } from "../../../domain/site/legal-pages.ts";
import { LegalPageView } from "../../components/content/legal-page-view.tsx";

export function meta() {
  return [{ title: "Impressum | Heizöl-Marktplatz" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { page: impressum(context.country) };
}

export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
