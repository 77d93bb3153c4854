/**
 * /support/cache (decision 0032): the server caches per key area with entries, hit rate and the
 * oldest entry's age; empty one area or all. Every clear goes through a confirmation step of its own
 * (a GET page, so it works without JavaScript), then post/redirect/get with a German notice.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cache";
import { formatAge, formatHitRate } from "../../../domain/operations/cache-figures.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import "../../components/back-office/operations.css";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, errorPageOf, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Cache | Backoffice" }, { name: "robots", content: "noindex" }];
}

const AREA = /^[A-Za-z0-9_-]{1,40}$/;
const ALL = "alle";

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const overview = await orErrorPage(() => context.services.operations.cacheOverview());
  const confirm = url.searchParams.get("bestaetigen");
  const cleared = url.searchParams.get("geleert");
  return {
    overview,
    confirm: confirm === ALL || (confirm && overview.Areas.some((a) => a.Area === confirm)) ? confirm : null,
    notice:
      cleared === ALL ? "Alle Caches wurden geleert." : cleared && AREA.test(cleared) ? `Der Cache „${cleared}“ wurde geleert.` : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = caller(context);
  const area = formText(await request.formData(), "area", 60);
  if (area !== ALL && !AREA.test(area)) return { problem: "Bitte wählen Sie einen Cache-Bereich." };
  try {
    await context.services.operations.clearCache({
      actor: { id: user.id, requestId: user.requestId },
      area: area === ALL ? undefined : area,
    });
  } catch (err) {
    throw errorPageOf(err);
  }
  throw redirect(`/support/cache?geleert=${encodeURIComponent(area)}`);
}

function Confirmation({ area, label }: { area: string; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="bo-card operations-confirm" aria-labelledby="confirm-title" role="alertdialog">
      <h2 id="confirm-title">{area === ALL ? "Alle Caches leeren?" : `Cache „${area}“ leeren?`}</h2>
      <p>
        {area === ALL ? "Alle zwischengespeicherten Daten" : `Die Einträge „${label}“`} werden verworfen und bei der nächsten Anfrage neu
        aus der Datenbank geladen. Bis dahin antworten die Seiten etwas langsamer. Die Aktion wird im Protokoll vermerkt.
      </p>
      <Form method="post" className="bo-actions">
        <input type="hidden" name="area" value={area} />
        <button type="submit" className="button button--primary" disabled={busy} autoFocus>
          {busy ? "Wird geleert …" : area === ALL ? "Ja, alle Caches leeren" : "Ja, Cache leeren"}
        </button>
        <Link to="/support/cache" className="button">
          Abbrechen
        </Link>
      </Form>
    </section>
  );
}

export default function CachePage({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, confirm, notice } = loaderData;
  const confirmLabel = overview.Areas.find((a) => a.Area === confirm)?.Label ?? "";
  return (
    <main>
      <h1>Cache</h1>
      <p className="bo-lead">
        {overview.Shared
          ? "Der Cache liegt in Redis und wird von allen Instanzen geteilt: Leeren wirkt auf allen Instanzen. Treffer und Fehlgriffe zählt diese Instanz seit ihrem Start."
          : "Der Cache liegt im Speicher dieser Instanz. Treffer und Fehlgriffe seit ihrem Start."}
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {actionData?.problem && <Alert kind="error">{actionData.problem}</Alert>}
      {confirm && <Confirmation area={confirm} label={confirmLabel} />}
      {overview.Areas.length === 0 ? (
        <p className="bo-muted">Der Cache ist leer: Es wurde noch nichts zwischengespeichert.</p>
      ) : (
        <BoTable
          columns={[
            "Bereich",
            numeric("Einträge"),
            numeric("Treffer"),
            numeric("Fehlgriffe"),
            numeric("Trefferquote"),
            numeric("Ältester Eintrag"),
            "Aktion",
          ]}
          caption={<caption className="visually-hidden">Cache-Bereiche</caption>}
        >
          <tbody>
            {overview.Areas.map((a) => (
              <tr key={a.Area}>
                <td>
                  <strong>{a.Label}</strong>
                  {a.Label !== a.Area && <span className="bo-muted"> ({a.Area})</span>}
                </td>
                <td className="num">{a.Entries.toLocaleString("de-DE")}</td>
                <td className="num">{a.Hits.toLocaleString("de-DE")}</td>
                <td className="num">{a.Misses.toLocaleString("de-DE")}</td>
                <td className="num">{formatHitRate(a.HitRate)}</td>
                <td className="num">{formatAge(a.OldestAgeSeconds)}</td>
                <td>
                  <Link to={`/support/cache?bestaetigen=${encodeURIComponent(a.Area)}`} aria-label={`Cache ${a.Area} leeren`}>
                    Leeren
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </BoTable>
      )}
      <p className="bo-actions operations-after-table">
        <Link to={`/support/cache?bestaetigen=${ALL}`} className="button">
          Alle Caches leeren …
        </Link>
        <Link to="/support/cache" className="button">
          Aktualisieren
        </Link>
      </p>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
