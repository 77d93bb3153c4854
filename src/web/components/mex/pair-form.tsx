import { Form, useNavigation } from "react-router";
import { Alert, TextField } from "../account/form-fields.tsx";
import type { FormProblem } from "../../lib/form-problem.ts";

/** Pairing a sensor: the device id and pairing code from its label (a plain form, works without JavaScript). */
export function PairForm({
  result,
  action,
}: {
  result?: FormProblem & { values: { DeviceId: string; PairingCode: string } };
  action: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className="account-form" aria-labelledby="pair-title">
      <h2 id="pair-title">Tanksensor verbinden</h2>
      <p>Gerätekennung und Kopplungscode stehen auf dem Aufkleber des Sensors und auf der Karte in der Verpackung.</p>
      {result ? <Alert kind="error">{result.message}</Alert> : null}
      <input type="hidden" name="intent" value="pair" />
      <TextField
        label="Gerätekennung"
        name="DeviceId"
        required
        autoComplete="off"
        defaultValue={result?.values.DeviceId}
        error={result?.fieldErrors.DeviceId?.[0]}
      />
      <TextField
        label="Kopplungscode"
        name="PairingCode"
        required
        autoComplete="off"
        autoCapitalize="characters"
        defaultValue={result?.values.PairingCode}
        error={result?.fieldErrors.PairingCode?.[0]}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Wird verbunden …" : "Sensor verbinden"}
      </button>
    </Form>
  );
}
