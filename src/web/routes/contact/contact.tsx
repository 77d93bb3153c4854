/**
 * /kontakt on every country site (decision 0042): the contact form every mail's closing sentence points
 * to. Visitors give an e-mail address; a signed-in user writes from her account's. Works without
 * JavaScript (post/redirect/get; the spam gate then asks a small sum). After sending, the page shows the
 * reference number (?gesendet=KA-…); the receipt mail carries it too. ?thema= and ?bestellnummer= prefill.
 */
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { CONTACT_TOPICS } from "../../../domain/contact/contact.schemas.ts";
import { canonicalContactReference } from "../../../domain/contact/contact-reference.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { ContactForm } from "../../components/contact/contact-form.tsx";
import { contactAction, type ContactActionProblem } from "./contact.server.ts";
import "../../components/contact/contact.css";

export function meta() {
  return [
    { title: "Kontakt | Heizöl-Marktplatz" },
    {
      name: "description",
      content:
        "Fragen zu Bestellung, Lieferung, Rechnung oder Kundenkonto? Schreiben Sie dem Kundenservice des Heizöl-Marktplatzes – wir antworten per E-Mail.",
    },
  ];
}

async function accountEmailOf(context: Route.LoaderArgs["context"]): Promise<string | null> {
  if (!context.user) return null;
  try {
    return (await context.services.account.baseData(context.user.id)).Email || null;
  } catch {
    // An account that cannot show its data (deleted meanwhile) writes like a visitor; the server decides again.
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const topic = q.get("thema") ?? "";
  return {
    // Only the shape is checked: the page repeats what the redirect named, nothing from the database.
    sentReference: canonicalContactReference(q.get("gesendet") ?? ""),
    gate: await context.services.contact.issueContactGate(),
    accountEmail: await accountEmailOf(context),
    phone: context.country.customerPhoneNumber,
    values: { Topic: CONTACT_TOPICS.some((t) => t.id === topic) ? topic : "", OrderNumber: (q.get("bestellnummer") ?? "").slice(0, 24) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const problem = useActionData<ContactActionProblem>();
  const { sentReference, accountEmail, phone } = loaderData;
  const state = problem ? { values: problem.values, fieldErrors: problem.fieldErrors } : { values: loaderData.values, fieldErrors: {} };
  return (
    <main className="container contact-page">
      <h1>Kontakt</h1>
      <p className="contact-page__lead">
        Fragen zu einer Bestellung, zur Lieferung, zur Rechnung oder zu Ihrem Kundenkonto? Schreiben Sie uns – wir antworten Ihnen per
        E-Mail.
      </p>
      <div className="contact-page__layout">
        {sentReference ? (
          <section className="contact-sent" aria-labelledby="gesendet-titel">
            <h2 id="gesendet-titel">Vielen Dank für Ihre Nachricht</h2>
            <Alert kind="success">
              Ihre Anfrage ist bei uns eingegangen. Wir haben Ihnen eine Bestätigung per E-Mail geschickt und antworten so bald wie möglich.
            </Alert>
            <p>
              Ihre Referenznummer: <span className="contact-sent__reference">{sentReference}</span>
            </p>
            <p>Bitte nennen Sie sie, wenn Sie uns zu diesem Anliegen noch einmal schreiben oder anrufen.</p>
            <p>
              <Link to="/kontakt">Weitere Nachricht schreiben</Link>
            </p>
          </section>
        ) : (
          <div>
            {problem && <Alert kind="error">{problem.message}</Alert>}
            <ContactForm gate={problem?.gate ?? loaderData.gate} state={state} accountEmail={accountEmail} />
          </div>
        )}
        <aside className="contact-help" aria-labelledby="hilfe-titel">
          <h2 id="hilfe-titel">Schneller zur Antwort</h2>
          <ul>
            <li>
              Den Stand Ihrer Bestellung sehen Sie jederzeit unter <Link to="/kunde/bestellungen">Meine Bestellungen</Link>.
            </li>
            <li>
              Antworten auf häufige Fragen finden Sie im <Link to="/info-center">Info-Center</Link>.
            </li>
          </ul>
          <p>
            Lieber telefonieren? Kundenservice: <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
          </p>
        </aside>
      </div>
    </main>
  );
}
