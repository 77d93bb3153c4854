/**
 * /support/jobs (decision 0032): the job queue per queue (waiting, running, failed, completed)
 * and the failed jobs with their error, paged on the server; a failed job can be retried (post/redirect/get).
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/jobs";
import { isClientError } from "../../../domain/shared/errors.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { failedJobsQuery, jobRetryParams } from "../../../domain/operations/operations.schemas.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import "../../components/back-office/operations.css";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Warteschlange | Backoffice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const parsed = failedJobsQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : failedJobsQuery.parse({});
  const [queues, failed] = await orErrorPage(() =>
    Promise.all([context.services.operations.queueOverview(), context.services.operations.listFailedJobs(query)]),
  );
  return {
    queues,
    failed,
    query,
    notice: url.searchParams.get("wiederholt") === "1" ? "Der Auftrag wird erneut ausgeführt." : null,
    problem: parsed.success ? null : "Bitte prüfen Sie den Filter.",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = caller(context);
  const form = await request.formData();
  const params = jobRetryParams.safeParse({ queue: formText(form, "queue", 60), id: formText(form, "id", 60) });
  if (!params.success) return { problem: "Diesen Auftrag gibt es nicht." };
  try {
    await context.services.operations.retryJob({ actor: { id: user.id, requestId: user.requestId }, ...params.data });
  } catch (err) {
    if (isClientError(err)) return { problem: err.message };
    throw err;
  }
  const back = new URL(request.url);
  back.searchParams.set("wiederholt", "1");
  throw redirect(`${back.pathname}${back.search}`);
}

const dateTime = (iso: string | null) => (iso ? formatDate(iso, "shortDT", LOCALES.de) : "–");

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { queues, failed, query, notice, problem } = loaderData;
  const busy = useNavigation().state !== "idle";
  const url = new URL(`https://x/support/jobs${query.queue ? `?queue=${encodeURIComponent(query.queue)}` : ""}`);
  return (
    <main>
      <h1>Warteschlange</h1>
      <p className="bo-lead">
        Aufträge im Hintergrund (E-Mails, Preiswecker, Tankalarme). Fehlgeschlagene Aufträge bleiben hier, bis sie wiederholt werden.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {(actionData?.problem || problem) && <Alert kind="error">{actionData?.problem ?? problem}</Alert>}
      <section className="bo-card" aria-labelledby="queues-title">
        <h2 id="queues-title">Warteschlangen</h2>
        {queues.Queues.length === 0 ? (
          <p className="bo-muted">Die Warteschlange ist noch nicht gestartet.</p>
        ) : (
          <BoTable columns={["Warteschlange", numeric("Wartend"), numeric("Laufend"), numeric("Fehlgeschlagen"), numeric("Erledigt")]}>
            <tbody>
              {queues.Queues.map((q) => (
                <tr key={q.Queue}>
                  <td>
                    {q.Label} <span className="bo-muted">({q.Queue})</span>
                    {q.Schedule && <span className="bo-muted bo-sub">Zeitplan: {q.Schedule}</span>}
                  </td>
                  <td className="num">{q.Waiting.toLocaleString("de-DE")}</td>
                  <td className="num">{q.Active.toLocaleString("de-DE")}</td>
                  <td className="num">
                    {q.Failed > 0 ? (
                      <Link to={`/support/jobs?queue=${encodeURIComponent(q.Queue)}`} className="bo-badge bo-badge--error">
                        {q.Failed.toLocaleString("de-DE")}
                      </Link>
                    ) : (
                      0
                    )}
                  </td>
                  <td className="num">{q.Completed.toLocaleString("de-DE")}</td>
                </tr>
              ))}
            </tbody>
          </BoTable>
        )}
      </section>
      <section aria-labelledby="failed-title">
        <h2 id="failed-title">Fehlgeschlagene Aufträge</h2>
        <Form method="get" className="bo-filters" aria-label="Fehlgeschlagene Aufträge filtern">
          <label>
            Warteschlange
            <select name="queue" defaultValue={query.queue ?? ""}>
              <option value="">Alle</option>
              {queues.Queues.map((q) => (
                <option key={q.Queue} value={q.Queue}>
                  {q.Label}
                </option>
              ))}
            </select>
          </label>
          <div className="bo-actions">
            <button type="submit" className="button" disabled={busy}>
              Anzeigen
            </button>
          </div>
        </Form>
        <p className="bo-muted" aria-live="polite">
          {failed.Total === 0
            ? "Keine fehlgeschlagenen Aufträge."
            : `${failed.Total.toLocaleString("de-DE")} fehlgeschlagene Aufträge, der jüngste Fehler zuerst.`}
        </p>
        {failed.Items.length > 0 && (
          <BoTable columns={["Fehlgeschlagen", "Warteschlange", "Fehler", numeric("Versuche"), "Aktion"]}>
            <tbody>
              {failed.Items.map((j) => (
                <tr key={j.Id}>
                  <td>{dateTime(j.FailedAt ?? j.CreatedAt)}</td>
                  <td>{j.Queue}</td>
                  <td className="operations-error">
                    {j.Error || "–"}
                    <div className="bo-muted">Auftrag {j.Id}</div>
                  </td>
                  <td className="num">{j.RetryCount + 1}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="queue" value={j.Queue} />
                      <input type="hidden" name="id" value={j.Id} />
                      <button type="submit" className="button" disabled={busy} aria-label={`Auftrag ${j.Id} wiederholen`}>
                        Wiederholen
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </BoTable>
        )}
        <Paging page={failed.Page} total={failed.Total} pageSize={failed.PageSize} href={(p) => withParam(url, "page", p)} />
      </section>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
