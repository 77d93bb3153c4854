import type { Route } from "./+types/privacy";
import { privacyPolicy } from "../../../domain/site/legal-pages.ts";
import { LegalPageView } from "../../components/content/legal-page-view.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true };

export function meta() {
  return [{ title: "Datenschutzerklärung | Heizöl-Marktplatz" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { page: privacyPolicy(context.country) };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
