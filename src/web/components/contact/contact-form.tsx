/**
 * The contact form (decision 0042): topic, optional order number, message, and for visitors the e-mail
 * address (a signed-in user writes from her account's address, shown fixed) and an optional name. A plain
 * POST form: it works without JavaScript; the server answers mistakes per field in German.
 */
import { Form, useNavigation } from "react-router";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "../../../domain/contact/contact.schemas.ts";
import type { GateChallenge } from "../../../domain/contact/spam-gate.ts";
import { SelectField, TextAreaField, TextField } from "../account/form-fields.tsx";
import { SpamGateField } from "./spam-gate-field.tsx";

export interface ContactFormState {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
}

export function ContactForm({ gate, state, accountEmail }: { gate: GateChallenge; state: ContactFormState; accountEmail: string | null }) {
  const busy = useNavigation().state === "submitting";
  const v = state.values;
  const err = (name: string) => state.fieldErrors[name]?.[0];
  return (
    <Form method="post" action="/kontakt" className="contact-form" noValidate>
      <div className="contact-form__grid">
        <SelectField
          label="Worum geht es?"
          name="Topic"
          defaultValue={v.Topic ?? ""}
          options={[{ value: "", label: "Bitte wählen …" }, ...CONTACT_TOPICS.map((t) => ({ value: t.id, label: t.label }))]}
          error={err("Topic")}
          required
        />
        <TextField
          label="Bestellnummer"
          name="OrderNumber"
          optional
          autoComplete="off"
          placeholder="z. B. HM-2026-000123"
          defaultValue={v.OrderNumber ?? ""}
          maxLength={24}
          error={err("OrderNumber")}
          hint="Steht in Ihrer Bestellbestätigung. So finden wir Ihre Bestellung schneller."
        />
      </div>
      <TextAreaField
        label="Ihre Nachricht"
        name="Message"
        rows={8}
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={v.Message ?? ""}
        error={err("Message")}
        hint={`Mindestens ${CONTACT_LIMITS.messageMin}, höchstens ${CONTACT_LIMITS.messageMax.toLocaleString("de-DE")} Zeichen.`}
        required
      />
      <div className="contact-form__grid">
        {accountEmail ? (
          <TextField
            label="Ihre E-Mail-Adresse"
            name="Email"
            type="email"
            value={accountEmail}
            readOnly
            hint="Wir antworten an die Adresse Ihres Kundenkontos."
          />
        ) : (
          <TextField
            label="Ihre E-Mail-Adresse"
            name="Email"
            type="email"
            autoComplete="email"
            defaultValue={v.Email ?? ""}
            maxLength={254}
            error={err("Email")}
            hint="Dorthin schicken wir die Eingangsbestätigung und unsere Antwort."
            required
          />
        )}
        <TextField
          label="Ihr Name"
          name="Name"
          optional
          autoComplete="name"
          defaultValue={v.Name ?? ""}
          maxLength={CONTACT_LIMITS.nameMax}
          error={err("Name")}
        />
      </div>
      <SpamGateField gate={gate} error={err("GateAnswer")} />
      <p className="contact-form__privacy">
        Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer <a href="/datenschutz">Datenschutzerklärung</a>
        .
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Wird gesendet …" : "Nachricht senden"}
      </button>
    </Form>
  );
}
