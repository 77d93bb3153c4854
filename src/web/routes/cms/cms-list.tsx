/**
 * /support/cms/list (decision 0065): every content page of the three sites — address, site, title, status
 * with its schedule, the last save. Filter by status or a word of the title or address (a GET form:
 * works without JavaScript). Editors and marketing open it; admins too.
 */
import { Form, Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import type { Route } from "./+types/cms-list";
import { cmsListQuery } from "../../../domain/cms/cms.schemas.ts";
import { CMS_STATUS_LABELS, CMS_STATUSES } from "../../../domain/cms/page-status.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { BoTable } from "../../components/back-office/bo-table.tsx";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { CmsStatusBadge, countryLabel } from "../../components/cms/cms-status.tsx";
import { caller, noticeOf, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Inhaltsseiten | Backoffice" }, { name: "robots", content: "noindex" }];
}

const NOTICES = { geloescht: "Die Seite ist gelöscht." } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const raw = { search: url.searchParams.get("q") || undefined, status: url.searchParams.get("status") || undefined };
  const parsed = cmsListQuery.safeParse(raw);
  const notice = noticeOf(request, Object.keys(NOTICES) as (keyof typeof NOTICES)[]);
  if (!parsed.success)
    return {
      q: raw.search ?? "",
      status: "",
      pages: [],
      problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Suche.",
      notice: null,
    };
  const pages = await orErrorPage(() => context.services.cms.listPages(parsed.data));
  return { q: parsed.data.search ?? "", status: parsed.data.status ?? "", pages, problem: null, notice: notice && NOTICES[notice] };
}

export default function CmsListPage({ loaderData }: Route.ComponentProps) {
  const { q, status, pages, problem, notice } = loaderData;
  const busy = useNavigation().state === "loading";
  const de = LOCALES.de;
  return (
    <main>
      <h1>Inhaltsseiten</h1>
      <p className="bo-lead">
        Ratgeber des Info-Centers, AGB und Landingpages aller drei Länderseiten. Jede Änderung wird als Fassung gespeichert; veröffentlicht
        ist eine Seite erst mit dem Status „Veröffentlicht“ oder zum geplanten Zeitpunkt.
      </p>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      <p>
        <Link className="button button--primary" to="/support/cms/edit">
          Neue Seite anlegen
        </Link>
      </p>
      <Form method="get" className="bo-filters" role="search" aria-label="Inhaltsseiten filtern">
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={status}
          all
          options={CMS_STATUSES.map((s) => ({ value: s, label: CMS_STATUS_LABELS[s] }))}
        />
        <label>
          Suche
          <input type="search" name="q" defaultValue={q} placeholder="Titel oder Adresse" autoComplete="off" />
        </label>
        <FilterActions busy={busy} resetTo={q || status ? "/support/cms/list" : undefined} />
      </Form>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <p className="bo-muted" aria-live="polite">
        {pages.length === 0
          ? q || status
            ? "Keine Seite passt zu dieser Auswahl."
            : "Noch keine Inhaltsseite. Legen Sie die erste mit „Neue Seite anlegen“ an."
          : `${pages.length.toLocaleString("de-DE")} ${pages.length === 1 ? "Seite" : "Seiten"}.`}
      </p>
      {pages.length > 0 && (
        <BoTable columns={["Titel", "Adresse", "Länderseite", "Status", "Zuletzt gespeichert"]} className="bo-cms-table">
          <tbody>
            {pages.map((p) => (
              <tr key={p.Id}>
                <td>
                  <Link to={`/support/cms/${p.Id}/edit`}>{p.Title}</Link>
                </td>
                <td className="bo-nowrap">{p.Path}</td>
                <td>{countryLabel(p.CountryId)}</td>
                <td>
                  <CmsStatusBadge status={p.Status} publishAt={p.PublishAt} unpublishAt={p.UnpublishAt} />
                </td>
                <td>
                  {formatDate(p.UpdatedAt, "shortDT", localeById(p.CountryId ?? 1) ?? de)}
                  {p.UpdatedBy && <span className="bo-muted"> · {p.UpdatedBy}</span>}
                  <span className="bo-muted"> · Fassung {p.Version}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </BoTable>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
