import type { Route } from "./+types/cms-preview";
import { CMS_STATUS_LABELS } from "../../../domain/cms/page-status.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { CmsPageView } from "../../components/cms/cms-page-view.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Vorschau: ${data?.page.Title ?? "Inhaltsseite"} | Heizöl-Marktplatz` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** /support/cms/{pageId}/preview (decision 0065): the page as saved, in the site's frame, as visitors will see it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  caller(context);
  const id = parseIdText(params.pageId);
  if (id === null) throw new Response(null, { status: 404 });
  const page = await orErrorPage(() => context.services.cms.previewPage(id));
  const spell = (t: string) => countrySpelling(t, context.country);
  return { page: { ...page, Title: spell(page.Title), Html: spell(page.Html) } };
}

export default function CmsPreview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <CmsPageView
      page={page}
      preview={{
        note: `Fassung ${page.Version}, Status „${CMS_STATUS_LABELS[page.Input.Status]}“, Adresse ${page.Path}. Besucher sehen die Seite erst, wenn sie veröffentlicht ist.`,
      }}
    />
  );
}
