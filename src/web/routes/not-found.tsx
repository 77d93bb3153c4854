import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/not-found";
import { normalisePath } from "../../domain/cms/page-path.ts";
import { countrySpelling } from "../../domain/shared/country-texts.ts";
import { CmsPageView } from "../components/cms/cms-page-view.tsx";
import { ErrorPage } from "../components/error-page.tsx";
import type { PageHandle } from "../layouts/page-handle.ts";

// A CMS page is the same for every visitor without a session: served from the shared page cache (decision 0062),
// dropped on every instance when an editor saves (decision 0065).
export const handle: PageHandle = { publicCache: true };

export function meta({ data }: Route.MetaArgs) {
  if (!data?.page) return [];
  return [{ title: `${data.page.SeoTitle} | Heizöl-Marktplatz` }, { name: "description", content: data.page.SeoDescription }];
}

/**
 * Any path that no route of the product claims: a CMS page when an editor put one there (decision 0065),
 * 410 when it ended, the editor's redirect, else the German 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  let path: string;
  try {
    path = normalisePath(decodeURIComponent(pathname));
  } catch {
    throw data(null, { status: 404 });
  }
  const { state, page } = await context.services.cms.publicPage(context.country.countryId, path);
  if (state.kind === "redirect") throw redirect(state.to, 301);
  if (state.kind === "gone") throw data(null, { status: 410 });
  if (!page) throw data(null, { status: 404 });
  if (pathname !== path) throw redirect(path, 301);
  const spell = (t: string) => countrySpelling(t, context.country);
  return { page: { ...page, Title: spell(page.Title), SeoTitle: spell(page.SeoTitle), Html: spell(page.Html) } };
}

export default function ContentPageOrNotFound({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Under a guarded area's prefix the page guard answers first (401/403, decision 0019).
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 404} />;
}
