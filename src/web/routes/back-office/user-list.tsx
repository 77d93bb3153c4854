/**
 * /support/user/list (decision 0031): find a user by name, e-mail, postcode, order number
 * or #id; filter by role and state; sorted and paged on the server. A GET form: works without JavaScript.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/user-list";
import {
  ROLE_FILTER_LABELS,
  ROLE_FILTERS,
  USER_SORTS,
  USER_STATE_LABELS,
  USER_STATES,
  userSearchQuery,
} from "../../../domain/back-office/support-users.schemas.ts";
import { searchKindOf } from "../../../domain/back-office/user-admin.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Benutzer | Backoffice" }, { name: "robots", content: "noindex" }];
}

const SORT_LABELS: Record<(typeof USER_SORTS)[number], string> = {
  newest: "Neueste zuerst",
  oldest: "Älteste zuerst",
  name: "Name",
  email: "E-Mail-Adresse",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  // "Alle" in a filter sends an empty value: no filter.
  const parsed = userSearchQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([, v]) => v !== "")));
  if (!parsed.success)
    return { query: userSearchQuery.parse({}), list: null, problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Suche." };
  const list = await orErrorPage(() => context.services.account.supportSearchUsers(parsed.data));
  // An order number or a customer number names one person: straight to her page.
  const kind = searchKindOf(parsed.data.q);
  if ((kind === "order-number" || kind === "id") && list.Total === 1) throw redirect(`/support/benutzer/${list.Items[0].Id}/bearbeiten`);
  return { query: parsed.data, list, problem: null };
}

export default function UserListPage({ loaderData }: Route.ComponentProps) {
  const { query, list, problem } = loaderData;
  const busy = useNavigation().state === "loading";
  const url = new URL(
    `https://x/support/user/list?${new URLSearchParams(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== "" && v !== 1 && v !== "newest")
        .map(([k, v]) => [k, String(v)]),
    )}`,
  );
  const kind = searchKindOf(query.q);
  return (
    <main>
      <h1>Benutzer</h1>
      <p className="bo-lead">
        Suchen Sie nach Name, E-Mail-Adresse, Postleitzahl einer Adresse, Bestellnummer (z. B. HM-2026-000123) oder Kundennummer (#123).
      </p>
      <Form method="get" className="bo-filters" role="search" aria-label="Benutzer suchen">
        <label>
          Suche
          <input type="search" name="q" defaultValue={query.q} placeholder="Name, E-Mail, PLZ, Bestellnummer" autoComplete="off" />
        </label>
        <FilterSelect
          label="Rolle"
          name="role"
          defaultValue={query.role ?? ""}
          all
          options={ROLE_FILTERS.map((r) => ({ value: r, label: ROLE_FILTER_LABELS[r] }))}
        />
        <FilterSelect
          label="Status"
          name="state"
          defaultValue={query.state ?? ""}
          all
          options={USER_STATES.map((s) => ({ value: s, label: USER_STATE_LABELS[s] }))}
        />
        <FilterSelect
          label="Sortierung"
          name="sort"
          defaultValue={query.sort}
          options={USER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
        <FilterActions busy={busy} label="Suchen" busyLabel="Suche läuft …" />
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
              ? kind === "order-number"
                ? "Zu dieser Bestellnummer gibt es keine Bestellung."
                : "Niemand passt zu dieser Suche. Prüfen Sie die Schreibweise oder entfernen Sie einen Filter."
              : `${list.Total.toLocaleString("de-DE")} ${list.Total === 1 ? "Benutzer" : "Benutzer"} gefunden.`}
          </p>
          {list.Items.length > 0 && (
            <BoTable columns={["Name", "E-Mail-Adresse", "Status", "Rollen", numeric("Bestellungen"), "Seit"]}>
              <tbody>
                {list.Items.map((u) => (
                  <tr key={u.Id}>
                    <td>
                      <Link to={`/support/benutzer/${u.Id}/bearbeiten`}>
                        {[u.FirstName, u.LastName].filter(Boolean).join(" ") || `#${u.Id}`}
                      </Link>
                    </td>
                    <td>{u.Email}</td>
                    <td>
                      <span
                        className={`bo-badge${u.State === "locked" ? " bo-badge--error" : u.State === "active" ? " bo-badge--ok" : ""}`}
                      >
                        {USER_STATE_LABELS[u.State]}
                      </span>
                    </td>
                    <td>{u.Roles.join(", ") || "Kunde"}</td>
                    <td className="num">{u.OrderCount}</td>
                    <td>{formatDate(u.CreatedAt, "shortD", localeById(u.CountryId) ?? LOCALES.de)}</td>
                  </tr>
                ))}
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
