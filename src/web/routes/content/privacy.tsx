import type { Route } from "./+types/privacy";
import { privacyPolicy } from "../../../domain/site/legal-pages.ts";
import { CmsPageView } from "../../components/cms/cms-page-view.tsx";
import { LegalPageView } from "../../components/content/legal-page-view.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { legalPageData } from "./legal-page.server.ts";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.cms?.SeoTitle ?? "Datenschutzerklärung"} | Heizöl-Marktplatz` }];
}

export function loader({ context }: Route.LoaderArgs) {
  return legalPageData(context, "/datenschutz", privacyPolicy);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return loaderData.cms ? <CmsPageView page={loaderData.cms} /> : <LegalPageView page={loaderData.code} />;
}
