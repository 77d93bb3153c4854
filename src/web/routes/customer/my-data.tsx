/**
 * /kunde/meine-daten (decisions 0028 and 0046): download all her data (JSON or CSV) with
 * what each field means, and delete the account after a confirmation with her password. Plain forms:
 * works without JavaScript.
 */
import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import type { Route } from "./+types/my-data";
import { isClientError } from "../../../domain/shared/errors.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { useSession } from "../../components/session/session-provider.tsx";
import { DATA_EXPORT_KEYS } from "../../../domain/customer/data-export.ts";
import { Breakable } from "../../components/copy-value.tsx";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Meine Daten | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  callerId(context);
  return null;
}

type Result = { ok: true; message: string } | { ok: false; message: string; field?: string };

/** After the deletion her session has ended: reloading this page's data would only send her to the login. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as Result | undefined)?.ok ? false : defaultShouldRevalidate;
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  if (form.get("confirm") !== "ja")
    return data<Result>(
      { ok: false, message: "Bitte bestätigen Sie, dass Sie Ihr Konto endgültig löschen möchten.", field: "confirm" },
      { status: 400 },
    );
  const password = String(form.get("Password") ?? "");
  if (!password) return data<Result>({ ok: false, message: "Bitte geben Sie Ihr Kennwort ein.", field: "Password" }, { status: 400 });
  try {
    const done = await context.services.customer.deleteMyAccount({
      userId,
      isImpersonated: context.user?.isImpersonatedS ?? false,
      Password: password,
    });
    return data<Result>({ ok: true, message: done.message });
  } catch (err) {
    if (!isClientError(err)) throw err;
    return data<Result>(
      { ok: false, message: err.message, field: err.fieldErrors?.Password ? "Password" : undefined },
      { status: err.statusCode },
    );
  }
}

export default function MyDataPage({ actionData }: Route.ComponentProps) {
  const result = actionData as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const { logOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  // The account is gone: this browser's session too. The message stays as a toast on the home page.
  useEffect(() => {
    if (!result?.ok) return;
    toast({ text: result.message, type: "success", hideAfterMs: 10_000 });
    void logOut("appAction").then(() => navigate("/"));
  }, [result, logOut, toast, navigate]);
  if (result?.ok)
    return (
      <main>
        <h1>Konto gelöscht</h1>
        <Alert kind="success">{result.message}</Alert>
        <p>
          <Link to="/">Zur Startseite</Link>
        </p>
      </main>
    );
  return (
    <main>
      <h1>Meine Daten</h1>
      <p className="customer-lead">
        Ihre persönlichen Angaben, Adressen und Anmeldedaten ändern Sie unter <Link to="/persoenliche-daten">Persönliche Daten</Link>.
      </p>
      <section className="customer-card" aria-labelledby="export-title">
        <h2 id="export-title">Meine Daten herunterladen</h2>
        <p>
          Alles, was wir über Sie gespeichert haben – Konto, Adressen, Bestellungen mit Verlauf, Bewertungen, Nachrichten, Preiswecker und
          Anmeldungen – als Datei.
        </p>
        <p className="customer-order__actions">
          <a href="/kunde/meine-daten/export?format=json" className="button button--secondary" download>
            Als JSON herunterladen
          </a>
          <a href="/kunde/meine-daten/export?format=csv" className="button button--secondary" download>
            Als CSV herunterladen
          </a>
        </p>
        {/* The file's keys, explained where she downloads it (decision 0046); the JSON file points here. */}
        <details className="export-keys" data-testid="export-keys">
          <summary>Was die Felder der Datei bedeuten</summary>
          <p>
            Zeiten in UTC, Beträge in Euro bzw. Franken (siehe „Währung“). In der CSV-Datei steht jede Angabe in einer Zeile: Tabelle,
            Zeile, Feld und Wert; Angaben innerhalb einer Angabe heißen z. B. „
            <Breakable text="Lieferstellen.1.Lieferadresse.Straße" after="." />
            “.
          </p>
          {Object.entries(DATA_EXPORT_KEYS).map(([table, { about, keys }]) => (
            <section key={table} aria-labelledby={`keys-${table}`}>
              <h3 id={`keys-${table}`}>{table}</h3>
              <p>{about}</p>
              <dl>
                {Object.entries(keys).map(([key, meaning]) => (
                  <div key={key}>
                    <dt>
                      <Breakable text={key} after="." />
                    </dt>
                    <dd>{meaning}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </details>
      </section>
      <section className="customer-card" aria-labelledby="delete-title">
        <h2 id="delete-title">Konto löschen</h2>
        <p>
          Wir löschen Ihre persönlichen Angaben, Ihr Adressbuch, Ihre Preiswecker und Nachrichten. Ihre Bestellungen bewahren wir auf,
          solange das Handels- und Steuerrecht es verlangt (bis zu zehn Jahre). Solange eine Bestellung unterwegs ist, können Sie Ihr Konto
          nicht löschen.
        </p>
        {result && !result.ok && !result.field && <Alert kind="error">{result.message}</Alert>}
        <Form method="post" data-testid="delete-account">
          <TextField
            label="Ihr Kennwort"
            name="Password"
            type="password"
            autoComplete="current-password"
            error={result && !result.ok && result.field === "Password" ? result.message : undefined}
            required
          />
          <div className="account-field">
            <label className="checkbox-line">
              <input type="checkbox" name="confirm" value="ja" /> Ich möchte mein Konto endgültig löschen.
            </label>
            {result && !result.ok && result.field === "confirm" && <p className="account-field__error">{result.message}</p>}
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Konto endgültig löschen
          </button>
        </Form>
      </section>
    </main>
  );
}
