/**
 * /support/kontakt (decision 0042): the support desks' queue of contact requests — newest first, by state
 * (neu, zugewiesen, beantwortet, geschlossen), a reference number or a part of the sender's address; 25
 * per page on the server. A GET form: works without JavaScript. Finance and marketing do not open it (area "support").
 */
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact-requests";
import { contactListQuery } from "../../../domain/contact/contact.schemas.ts";
import { CONTACT_STATE_LABELS, CONTACT_STATE_SLUGS, CONTACT_STATES, contactStateOfSlug } from "../../../domain/contact/contact-states.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { BoTable } from "../../components/back-office/bo-table.tsx";
import { ContactStateBadge } from "../../components/back-office/contact-state-badge.tsx";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Kontaktanfragen | Backoffice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const slug = url.searchParams.get("status") || null;
  const state = contactStateOfSlug(slug);
  const parsed = contactListQuery.safeParse({ state, q: url.searchParams.get("q") ?? "", page: url.searchParams.get("page") ?? undefined });
  if ((slug && !state) || !parsed.success)
    return {
      slug: slug ?? "",
      q: url.searchParams.get("q") ?? "",
      list: null,
      problem: parsed.success ? "Unbekannter Status." : (parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Suche."),
    };
  const list = await orErrorPage(() => context.services.contact.listContactRequests(parsed.data));
  return { slug: slug ?? "", q: parsed.data.q, list, problem: null };
}

export default function ContactRequestsPage({ loaderData }: Route.ComponentProps) {
  const { slug, q, list, problem } = loaderData;
  const busy = useNavigation().state === "loading";
  const url = new URL(`https://x/support/kontakt?${new URLSearchParams([...(slug ? [["status", slug]] : []), ...(q ? [["q", q]] : [])])}`);
  return (
    <main>
      <h1>Kontaktanfragen</h1>
      <p className="bo-lead">
        Was über das Kontaktformular hereinkommt, neueste zuerst. Übernehmen Sie eine Anfrage, antworten Sie per E-Mail und schließen Sie
        sie, wenn alles erledigt ist.
      </p>
      <Form method="get" className="bo-filters" role="search" aria-label="Kontaktanfragen filtern">
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={slug}
          all
          options={CONTACT_STATES.map((s) => ({ value: CONTACT_STATE_SLUGS[s], label: CONTACT_STATE_LABELS[s] }))}
        />
        <label>
          Suche
          <input type="search" name="q" defaultValue={q} placeholder="Referenznummer oder E-Mail" autoComplete="off" />
        </label>
        <FilterActions busy={busy} resetTo={slug || q ? "/support/kontakt" : undefined} />
      </Form>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {list && (
        <>
          <p className="bo-muted" aria-live="polite">
            {list.Total === 0
              ? "Keine Anfragen für diese Auswahl."
              : `${list.Total.toLocaleString("de-DE")} ${list.Total === 1 ? "Anfrage" : "Anfragen"}.`}
          </p>
          {list.Items.length > 0 && (
            <BoTable columns={["Referenz", "Status", "Eingang", "Thema", "Von", "Land", "Bearbeitung"]} className="bo-contact-table">
              <tbody>
                {list.Items.map((r) => {
                  const locale = localeById(r.CountryId) ?? LOCALES.de;
                  return (
                    <tr key={r.Id}>
                      <td>
                        <Link to={`/support/kontakt/${r.Id}`}>{r.Reference}</Link>
                      </td>
                      <td>
                        <ContactStateBadge state={r.State} />
                      </td>
                      <td>{formatDate(r.CreatedAt, "shortDT", locale)}</td>
                      <td>{r.TopicLabel}</td>
                      <td className="bo-contact-table__from">
                        {r.Name && <span>{r.Name}</span>}
                        <span className="bo-muted">{r.Email}</span>
                      </td>
                      <td>{locale.iso}</td>
                      <td>{r.Assignee?.Name ?? "–"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </BoTable>
          )}
          <Paging page={list.Page} total={list.Total} pageSize={list.PageSize} href={(p) => withParam(url, "page", p)} />
        </>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
