/**
 * /support/protokoll (decision 0031): the audit log — who did what when, before and after —
 * newest first, 50 a page, filtered by action, actor, target and period. A GET form: works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/audit-log";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { AUDIT_ACTION_LABELS, auditQuery } from "../../../domain/operations/operations.schemas.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import "../../components/back-office/operations.css";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { BoTable } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Protokoll | Backoffice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const params = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  const parsed = auditQuery.safeParse(params);
  if (!parsed.success)
    return {
      query: auditQuery.parse({}),
      list: null,
      problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Filter.",
      search: "",
    };
  const list = await orErrorPage(() => context.services.operations.listAuditLog(parsed.data));
  return { query: parsed.data, list, problem: null, search: new URLSearchParams(params).toString() };
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="operations-json--none">–</span>;
  return <pre className="operations-json">{JSON.stringify(value, null, 1)}</pre>;
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { query, list, problem, search } = loaderData;
  const busy = useNavigation().state === "loading";
  const url = new URL(`https://x/support/protokoll${search ? `?${search}` : ""}`);
  return (
    <main>
      <h1>Protokoll</h1>
      <p className="bo-lead">Jede Aktion im Backoffice: wer, wann, was, an welchem Datensatz, vorher und nachher.</p>
      <Form method="get" className="bo-filters" role="search" aria-label="Protokoll filtern">
        <FilterSelect
          label="Aktion"
          name="action"
          defaultValue={query.action ?? ""}
          all
          options={Object.entries(AUDIT_ACTION_LABELS).map(([code, label]) => ({ value: code, label: label }))}
        />
        <label>
          Wer (ID oder E-Mail)
          <input type="search" name="actor" defaultValue={query.actor ?? ""} autoComplete="off" />
        </label>
        <label>
          Art des Datensatzes
          <input
            type="text"
            name="targetKind"
            defaultValue={query.targetKind ?? ""}
            placeholder="user, order, cache …"
            autoComplete="off"
          />
        </label>
        <label>
          Datensatz-ID
          <input type="text" name="targetId" defaultValue={query.targetId ?? ""} autoComplete="off" />
        </label>
        <label>
          Von
          <input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          Bis
          <input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <FilterActions busy={busy} label="Filtern" busyLabel="Wird geladen …" />
      </Form>
      {problem && <Alert kind="error">{problem}</Alert>}
      {list && (
        <>
          <p className="bo-muted" aria-live="polite">
            {list.Total === 0 ? "Keine Einträge für diese Filter." : `${list.Total.toLocaleString("de-DE")} Einträge, die neuesten zuerst.`}
          </p>
          {list.Items.length > 0 && (
            <BoTable columns={["Zeitpunkt", "Wer", "Aktion", "Datensatz", "Vorher", "Nachher"]}>
              <tbody>
                {list.Items.map((r) => (
                  <tr key={r.Id}>
                    <td>{formatDate(r.CreatedAt, "shortDT", LOCALES.de)}</td>
                    <td>
                      {r.ActorEmail ?? "–"}
                      <div className="bo-muted">#{r.ActorUserId}</div>
                      {r.ActingAsUserId !== null && (
                        <div className="bo-muted">
                          als {r.ActingAsEmail ?? "–"} (#{r.ActingAsUserId})
                        </div>
                      )}
                    </td>
                    <td>
                      {AUDIT_ACTION_LABELS[r.Action] ?? r.Action}
                      <div className="bo-muted">{r.Action}</div>
                    </td>
                    <td>
                      {r.TargetKind}
                      {r.TargetId ? ` ${r.TargetId}` : ""}
                    </td>
                    <td>
                      <Json value={r.Before} />
                    </td>
                    <td>
                      <Json value={r.After} />
                    </td>
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
