/** Her e-mail notifications (spec §2 Account), a section of the personal data. */
import { useState } from "react";
import { Alert } from "./form-fields.tsx";
import { apiPut, ApiError } from "../../lib/api.ts";

export function NotificationsSection({ confirmed }: { confirmed: boolean }) {
  const [state, setState] = useState<{ on: boolean; note: string | null; error: string | null; pending: boolean }>({
    on: confirmed,
    note: null,
    error: null,
    pending: false,
  });
  async function toggle(enabled: boolean) {
    setState((s) => ({ ...s, pending: true, error: null, note: null }));
    try {
      const answer = await apiPut<{ NotificationsConfirmed: boolean; ConfirmationSent: boolean }>("/api/jwt/konto/benachrichtigungen", {
        Enabled: enabled,
      });
      setState({
        on: enabled,
        pending: false,
        error: null,
        note: answer.ConfirmationSent
          ? "Bitte bestätigen Sie die Benachrichtigungen über den Link, den wir Ihnen soeben per E-Mail geschickt haben."
          : enabled
            ? "Benachrichtigungen sind aktiviert."
            : "Benachrichtigungen sind abbestellt.",
      });
    } catch (err) {
      setState((s) => ({ ...s, pending: false, error: err instanceof ApiError ? err.message : "Das hat leider nicht geklappt." }));
    }
  }
  return (
    <section className="account-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Benachrichtigungen</h2>
      {state.error && <Alert kind="error">{state.error}</Alert>}
      {state.note && <Alert kind="info">{state.note}</Alert>}
      <label className="account-check">
        <input type="checkbox" checked={state.on} disabled={state.pending} onChange={(e) => void toggle(e.target.checked)} />
        <span>Preis-Benachrichtigungen und Neuigkeiten per E-Mail erhalten</span>
      </label>
    </section>
  );
}
