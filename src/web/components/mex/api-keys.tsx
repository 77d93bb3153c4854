import { Form, Link, useNavigation } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Alert, TextField } from "../account/form-fields.tsx";
import { CopyValue } from "../copy-value.tsx";

interface Key {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * Her access keys for the open-data API (Home Assistant and the like): a new key is shown once, a key is
 * revoked after a confirmation step. Plain forms.
 */
export function ApiKeys({
  keys,
  created,
  revokeAsk,
  error,
  locale,
  origin,
}: {
  keys: Key[];
  created: { name: string; token: string } | null;
  revokeAsk: number | null;
  error?: string;
  locale: Locale;
  origin: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="keys-title" id="schluessel" className="mex-keys">
      <h2 id="keys-title">Ihre Tankdaten in der Hausautomation</h2>
      <p>
        Mit einem Zugangsschlüssel liest z. B. Home Assistant Füllstand, Reichweite und Batterie Ihrer Sensoren. Jeder Schlüssel gilt für
        alle Ihre Sensoren, bis Sie ihn widerrufen.
      </p>
      <dl className="mex-keys__how">
        <dt>Abruf (GET)</dt>
        <dd>
          {/* Wraps only after "/" and ".": a host name broken mid-word reads as two words. */}
          <CopyValue value={`${origin}/api/mex/open/v1/devices`} label="Adresse" breakAfter="/." testId="open-data-url" />
        </dd>
        <dt>Kopfzeile</dt>
        <dd>
          <code>Authorization: Bearer …</code> mit Ihrem Schlüssel
        </dd>
      </dl>
      {created ? (
        <Alert kind="success">
          Ihr neuer Schlüssel „{created.name}“ – kopieren Sie ihn jetzt, er wird nur dieses eine Mal angezeigt:
          <br />
          {/* A random key has no words: it may wrap anywhere. */}
          <CopyValue value={created.token} label="Schlüssel" anywhere testId="new-key" />
        </Alert>
      ) : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      {keys.length ? (
        <ul className="tank-keys">
          {keys.map((k) => (
            <li key={k.id}>
              <strong>{k.name}</strong> · angelegt {formatDate(k.createdAt, "shortD", locale)} ·{" "}
              {k.lastUsedAt ? `zuletzt benutzt ${formatDate(k.lastUsedAt, "shortDT", locale)}` : "noch nicht benutzt"}
              {revokeAsk === k.id ? (
                <Form method="post" className="tank-card__actions" role="alertdialog" aria-label={`Schlüssel ${k.name} widerrufen`}>
                  <input type="hidden" name="id" value={k.id} />
                  <span>Wirklich widerrufen? Programme mit diesem Schlüssel bekommen dann keine Daten mehr.</span>
                  <button type="submit" name="intent" value="revoke" className="button button--danger" disabled={busy}>
                    Ja, widerrufen
                  </button>
                  <Link to="/mein-mex#schluessel" className="button button--secondary">
                    Abbrechen
                  </Link>
                </Form>
              ) : (
                <Form method="post" className="tank-card__actions">
                  <input type="hidden" name="id" value={k.id} />
                  <button type="submit" name="intent" value="revoke-ask" className="button button--secondary" disabled={busy}>
                    Widerrufen
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Sie haben noch keinen Schlüssel angelegt.</p>
      )}
      <Form method="post" className="account-form">
        <TextField label="Name des neuen Schlüssels" name="Name" placeholder="z. B. Home Assistant" maxLength={60} required />
        <button type="submit" name="intent" value="create-key" className="button button--primary" disabled={busy}>
          Schlüssel anlegen
        </button>
      </Form>
    </section>
  );
}
