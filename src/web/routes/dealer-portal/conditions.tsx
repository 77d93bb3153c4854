/**
 * /haendlerportal/konditionen (decision 0027): per branch the lead time, the level of its
 * surcharges for extra services and its minimum amount; per dealer the delivery tolerance and the address
 * that receives new orders. The offers use them at once.
 */
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/conditions";
import { OPTIONS, SURCHARGES } from "../../../domain/calculator/calculator-options.ts";
import { localeById, LOCALES, type Locale } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import {
  BRANCH_MIN_AMOUNT,
  branchConditionsSchema,
  dealerConditionsSchema,
  DELIVERY_TOLERANCE_PCT,
  LEAD_TIME_DAYS,
  SURCHARGE_FACTOR_PCT,
} from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { fieldError, SettingsErrorBoundary, type FormProblem } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem, wholeNumber } from "./settings.server.ts";
import { callerId, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Konditionen | Händlerportal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const conditions = await orErrorPage(() => context.services.dealerPortal.dealerConditions(userId));
  return { conditions, saved: new URL(request.url).searchParams.get("gespeichert") };
}

function problemFrom(issues: { path: PropertyKey[]; message: string }[]): FormProblem {
  const fieldErrors: Record<string, string[]> = {};
  for (const i of issues) (fieldErrors[String(i.path[0] ?? "")] ??= []).push(i.message);
  return { message: "Bitte prüfen Sie die markierten Angaben. Es wurde nichts gespeichert.", fieldErrors };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const portal = context.services.dealerPortal;
  const values: Record<string, string> = {};
  for (const name of ["LeadTimeDays", "SurchargeFactorPct", "MinAmount", "DeliveryTolerancePct", "OrderEmail"])
    values[name] = formText(form, name, 254);
  if (formText(form, "intent", 200) === "dealer") {
    const parsed = dealerConditionsSchema.safeParse({
      DeliveryTolerancePct: wholeNumber(values.DeliveryTolerancePct),
      OrderEmail: values.OrderEmail,
    });
    if (!parsed.success) return { target: "dealer", values, problem: problemFrom(parsed.error.issues) };
    const result = await orProblem(() => portal.saveDealerConditions(userId, parsed.data));
    return result.ok ? redirect("/haendlerportal/konditionen?gespeichert=haendler") : { target: "dealer", values, problem: result.problem };
  }
  const branchId = parseIdText(formText(form, "BranchId", 200)) ?? 0;
  const parsed = branchConditionsSchema.safeParse({
    LeadTimeDays: wholeNumber(values.LeadTimeDays),
    SurchargeFactorPct: wholeNumber(values.SurchargeFactorPct),
    MinAmount: wholeNumber(values.MinAmount || "0"),
  });
  if (!parsed.success) return { target: `branch-${branchId}`, values, problem: problemFrom(parsed.error.issues) };
  const result = await orProblem(() => portal.saveBranchConditions(userId, branchId, parsed.data));
  return result.ok
    ? redirect(`/haendlerportal/konditionen?gespeichert=filiale-${branchId}#filiale-${branchId}`)
    : { target: `branch-${branchId}`, values, problem: result.problem };
}

/** What 100 % means, with two of the platform's reference surcharges (decision 0005). */
function surchargeExplanation(locale: Locale): string {
  const express = OPTIONS.find((o) => o.Id === 31);
  const expressText = express
    ? `Expresslieferung 24 h ${formatPrice(express.flatNet ?? 0, locale)} + ${formatPrice(express.perBasisNet ?? 0, locale)} je 100 l`
    : "";
  return `Das Preisniveau bestimmt Ihre Zuschläge für Zusatzleistungen (Express, kleiner Tankwagen, Wunschtermin, längerer Schlauch, weitere Lieferstellen) in Prozent der Richtwerte des Marktplatzes (netto): 100 % = Richtwert, z. B. ${expressText} und jede weitere Lieferstelle ${formatPrice(SURCHARGES.extraStationNet, locale)}; 120 % heißt 20 % teurer. Ihre Produktpreise bleiben davon unberührt.`;
}

export default function ConditionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { conditions, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const locale = localeById(conditions.Branches[0]?.CountryId ?? 1) ?? LOCALES.de;
  const forTarget = (target: string) => (actionData?.target === target ? actionData : null);
  const dealerPost = forTarget("dealer");
  return (
    <main className="settings-page">
      <h1>Konditionen</h1>
      <p className="settings-lead">
        Lieferzeiten, Zuschläge und Mindestmengen Ihrer Filialen und die Regeln für Ihre Lieferungen. Änderungen gelten sofort für neue
        Angebote.
      </p>
      <Alert kind="info">{surchargeExplanation(locale)}</Alert>

      <section className="settings-card" aria-labelledby="haendler-titel">
        <h2 id="haendler-titel">{conditions.Dealer.Name}</h2>
        <p className="settings-muted">Gilt für alle Filialen.</p>
        {saved === "haendler" && <Alert kind="success">Gespeichert.</Alert>}
        {dealerPost?.problem && <Alert kind="error">{dealerPost.problem.message}</Alert>}
        {/* Keyed by what is stored: after a save the fields show it (an address in lower case), not what was typed. */}
        <Form
          key={`${conditions.Dealer.DeliveryTolerancePct}|${conditions.Dealer.OrderEmail}`}
          method="post"
          className="settings-form settings-form--grid"
          noValidate
        >
          <TextField
            label="Liefertoleranz in %"
            name="DeliveryTolerancePct"
            inputMode="numeric"
            defaultValue={dealerPost?.values.DeliveryTolerancePct ?? String(conditions.Dealer.DeliveryTolerancePct)}
            hint={`${DELIVERY_TOLERANCE_PCT.min} bis ${DELIVERY_TOLERANCE_PCT.max} %: so weit darf die gelieferte Menge von der bestellten abweichen, ohne dass die Kundin oder der Kunde zustimmen muss.`}
            error={fieldError(dealerPost?.problem, "DeliveryTolerancePct")}
          />
          <TextField
            label="E-Mail-Adresse für neue Bestellungen"
            name="OrderEmail"
            type="email"
            autoComplete="email"
            optional
            defaultValue={dealerPost?.values.OrderEmail ?? conditions.Dealer.OrderEmail ?? ""}
            hint="Leer: Alle Administratoren Ihres Händlerkontos erhalten die Bestellungen."
            error={fieldError(dealerPost?.problem, "OrderEmail")}
          />
          <div className="settings-actions">
            <button type="submit" name="intent" value="dealer" className="button button--primary" disabled={busy}>
              Speichern
            </button>
          </div>
        </Form>
      </section>

      {conditions.Branches.map((b) => {
        const post = forTarget(`branch-${b.Id}`);
        const problem = post?.problem;
        return (
          <section key={b.Id} id={`filiale-${b.Id}`} className="settings-card" aria-labelledby={`filiale-${b.Id}-titel`}>
            <h2 id={`filiale-${b.Id}-titel`}>{b.Name}</h2>
            <p className="settings-muted">
              {b.Street}, {b.ZipCode} {b.City}
            </p>
            {saved === `filiale-${b.Id}` && (
              <Alert kind="success">Gespeichert. Neue Angebote dieser Filiale richten sich ab sofort danach.</Alert>
            )}
            {problem && <Alert kind="error">{problem.message}</Alert>}
            <Form
              key={`${b.LeadTimeDays}|${b.SurchargeFactorPct}|${b.MinAmount}`}
              method="post"
              className="settings-form settings-form--grid"
              noValidate
            >
              <input type="hidden" name="BranchId" value={b.Id} />
              <TextField
                label="Lieferzeit in Tagen"
                name="LeadTimeDays"
                inputMode="numeric"
                defaultValue={post?.values.LeadTimeDays ?? String(b.LeadTimeDays)}
                hint={`${LEAD_TIME_DAYS.min} bis ${LEAD_TIME_DAYS.max} Tage bis zur Lieferung (ohne Express).`}
                error={fieldError(problem, "LeadTimeDays")}
              />
              <TextField
                label="Preisniveau Zuschläge in %"
                name="SurchargeFactorPct"
                inputMode="numeric"
                defaultValue={post?.values.SurchargeFactorPct ?? String(b.SurchargeFactorPct)}
                hint={`${SURCHARGE_FACTOR_PCT.min} bis ${SURCHARGE_FACTOR_PCT.max} %; 100 % = Richtwerte des Marktplatzes.`}
                error={fieldError(problem, "SurchargeFactorPct")}
              />
              <TextField
                label="Mindestmenge (Liter bzw. kg)"
                name="MinAmount"
                inputMode="numeric"
                defaultValue={post?.values.MinAmount ?? String(b.MinAmount)}
                hint={`${BRANCH_MIN_AMOUNT.min} bis ${formatQuantity(BRANCH_MIN_AMOUNT.max, locale)}: kleinere Bestellungen bietet diese Filiale nicht an (Sackware: 1 Sack = 15 kg). 0 = die kleinste Staffel Ihrer Preisliste.`}
                error={fieldError(problem, "MinAmount")}
              />
              <div className="settings-actions">
                <button type="submit" name="intent" value="branch" className="button button--primary" disabled={busy}>
                  Speichern<span className="visually-hidden">: {b.Name}</span>
                </button>
              </div>
            </Form>
          </section>
        );
      })}
    </main>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
