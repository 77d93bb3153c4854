/**
 * The contact form's spam gate in the browser (decision 0042). With JavaScript the page solves the
 * server's proof-of-work challenge with SubtleCrypto as soon as it is hydrated and posts the number;
 * the sum is then not asked. Without JavaScript (or without SubtleCrypto, which browsers offer only on
 * secure pages) the visitor answers the sum. The honeypot is a field people never see.
 */
import { useEffect, useState } from "react";
import { solveGate, type GateChallenge } from "../../../domain/contact/spam-gate.ts";
import { TextField } from "../account/form-fields.tsx";

type Work = "waiting" | "working" | "solved" | "unavailable";

export function SpamGateField({ gate, error }: { gate: GateChallenge; error?: string }) {
  const [work, setWork] = useState<Work>("waiting");
  const [number, setNumber] = useState("");
  useEffect(() => {
    setNumber("");
    if (!globalThis.crypto?.subtle) {
      setWork("unavailable");
      return;
    }
    const abort = new AbortController();
    setWork("working");
    solveGate(gate, abort.signal)
      .then((n) => {
        if (abort.signal.aborted) return;
        if (n === null) setWork("unavailable");
        else {
          setNumber(String(n));
          setWork("solved");
        }
      })
      .catch(() => setWork("unavailable"));
    return () => abort.abort();
  }, [gate]);
  return (
    <div className="contact-gate" data-gate={work}>
      <input type="hidden" name="GateToken" value={gate.Token} />
      <input type="hidden" name="GateNumber" value={number} />
      {work === "solved" ? (
        <p className="contact-gate__done" role="status">
          <span aria-hidden="true">✓</span> Spamschutz: Ihr Browser hat die Prüfung erledigt.
        </p>
      ) : (
        <TextField
          label={`Spamschutz: ${gate.Question}`}
          name="GateAnswer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          error={error}
          hint={
            work === "working"
              ? "Ihr Browser erledigt das gerade selbst – Sie können aber auch antworten."
              : "Bitte antworten Sie mit einer Zahl. So halten wir automatische Werbung fern, ohne Sie zu verfolgen."
          }
        />
      )}
      <div className="contact-gate__trap" aria-hidden="true">
        <label>
          Dieses Feld bitte leer lassen
          <input type="text" name="Homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </div>
  );
}
