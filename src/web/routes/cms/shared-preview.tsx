import type { Route } from "./+types/shared-preview";
import { formatDate } from "../../../domain/shared/format.ts";
import { CmsPageView } from "../../components/cms/cms-page-view.tsx";
import { orErrorPage } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Vorschau: ${data?.page.Title ?? "Inhaltsseite"} | Heizöl-Marktplatz` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A preview link an editor shared (decision 0065): one saved version, for 24 hours, for whoever holds the link. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await orErrorPage(() => context.services.cms.previewByToken(params.token));
  return { page, locale: context.country };
}

export default function SharedPreview({ loaderData }: Route.ComponentProps) {
  const { page, locale } = loaderData;
  const until = formatDate(page.ExpiresAt, "shortDT", locale);
  return (
    <CmsPageView page={page} preview={{ note: `so sieht die Seite nach der Veröffentlichung aus. Dieser Link gilt bis ${until} Uhr.` }} />
  );
}
