/**
 * /heizoel-verbrauchsvergleich/schritt-{1…5} (decision 0070): one question per step, each a plain form that
 * posts without JavaScript; the answers are kept on the server under a cookie of these paths. A step after an
 * open one sends the visitor to the open one; step 5 is the result.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import "../../components/consumption/consumption.css";
import type { Route } from "./+types/comparison-step";
import {
  COMPARISON_PATH,
  comparisonCookie,
  comparisonToken,
  firstOpenStep,
  RESULT_STEP,
  STEP_TITLES,
  stepPath,
} from "../../../domain/consumption/comparison-steps.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { ResultView } from "../../components/consumption/result-view.tsx";
import { StepFields } from "../../components/consumption/step-forms.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { assertSameOrigin, formText } from "../../lib/page.server.ts";

export const handle: PageHandle = { calculatorBar: "none" };

export function meta({ data }: Route.MetaArgs) {
  const title = data ? STEP_TITLES[data.step - 1] : "Verbrauchsvergleich";
  return [{ title: `${title} – Heizöl-Verbrauchsvergleich | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

/** "schritt-3" → 3 (React Router's segments are whole: the path's word is checked here); anything else is the 404. */
function stepOf(param: string | undefined): number {
  const m = /^schritt-([1-9])$/.exec(param ?? "");
  const step = m ? Number(m[1]) : 0;
  if (step < 1 || step > RESULT_STEP) throw new Response(null, { status: 404 });
  return step;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const step = stepOf(params.step);
  const { consumption } = context.services;
  const answers = await consumption.answers(comparisonToken(request.headers.get("cookie")), context.country.countryId);
  // Reachable only when every earlier step is complete (the lead guide's rule, spec §4).
  const open = firstOpenStep(answers);
  if (step > open) throw redirect(stepPath(open));
  return {
    step,
    answers,
    result: step === RESULT_STEP ? consumption.result(answers, context.country.countryId) : null,
    locale: context.country,
    fromHistory: step === 3 ? await historyYear(context) : null,
  };
}

/**
 * A signed-in customer's last whole heating season (or year) of consumption (decision 0070): what her tank sensors measured or her
 * deliveries tell (the dashboard's estimate, decision 0045), offered to take over in step 3. Null for visitors,
 * without a whole year, or when the estimate cannot be read (the step works without it).
 */
async function historyYear(context: Route.LoaderArgs["context"]) {
  if (!context.user) return null;
  const dashboard = await context.services.customer
    .dashboard({ userId: context.user.id, countryId: context.country.countryId })
    .catch(() => null);
  const c = dashboard?.Consumption;
  if (!c) return null;
  // A whole heating season (July to June) is a year of heating; a whole calendar year will do as well.
  const season = c.Seasons.filter((y) => !y.Partial).at(-1);
  const year = c.Years.filter((y) => !y.Partial).at(-1);
  const span = season ? `in der Heizperiode ${season.Label}` : year ? `im Jahr ${year.Label}` : null;
  const litres = (season ?? year)?.Litres;
  return span && litres ? { span, litres: Math.round(litres), source: c.Source } : null;
}

type Answer = { message: string; fieldErrors: Record<string, string>; typed: Record<string, string> };

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const step = stepOf(params.step);
  const form = await request.formData();
  const typed: Record<string, string> = {};
  for (const name of ["BuildingType", "BuildingM2", "BuildYear", "Persons", "HotWater", "Mode", "Litres", "From", "To", "ZipCode"])
    if (form.has(name)) typed[name] = formText(form, name, 40);
  const token = comparisonToken(request.headers.get("cookie"));
  const outcome = await context.services.consumption.saveStep({ token, countryId: context.country.countryId, step, values: typed });
  if ("problem" in outcome) return { ...outcome.problem, typed } satisfies Answer;
  const next = outcome.next > step ? outcome.next : step + 1;
  const secure = new URL(request.url).protocol === "https:";
  return redirect(stepPath(Math.min(next, RESULT_STEP)), { headers: { "Set-Cookie": comparisonCookie(outcome.token, secure) } });
}

/** Step 3 for a signed-in customer: her last whole year, one button to take it (a form of its own). */
function HistoryOffer({ year, locale }: { year: { span: string; litres: number; source: string }; locale: Locale }) {
  return (
    <div className="consumption-history">
      <p>
        {year.source === "readings" ? "Ihre Tanksensoren haben" : "Nach Ihren Lieferungen haben Sie"} {year.span}{" "}
        <strong>{formatQuantity(year.litres, locale)} l</strong> verbraucht.
      </p>
      <button type="submit" form="aus-lieferungen" className="button button--secondary">
        Diesen Verbrauch übernehmen
      </button>
    </div>
  );
}

function Progress({ step }: { step: number }) {
  return (
    <ol className="consumption-steps" aria-label="Schritte">
      {STEP_TITLES.map((title, i) => (
        <li key={title} aria-current={i + 1 === step ? "step" : undefined} className={i + 1 < step ? "is-done" : undefined}>
          {i + 1 < step ? <Link to={stepPath(i + 1)}>{title}</Link> : title}
        </li>
      ))}
    </ol>
  );
}

export default function ComparisonStep({ loaderData, actionData }: Route.ComponentProps) {
  const { step, answers, result, locale, fromHistory } = loaderData;
  const answer = actionData as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <main className="container consumption">
      <p>
        <Link to={COMPARISON_PATH}>Heizöl-Verbrauchsvergleich</Link>
      </p>
      <h1>
        {step < RESULT_STEP ? `Schritt ${step} von 4: ` : ""}
        {STEP_TITLES[step - 1]}
      </h1>
      <Progress step={step} />
      {step === RESULT_STEP && result ? (
        <ResultView result={result} answers={answers} locale={locale} />
      ) : (
        <Form method="post" className="panel consumption-form" noValidate>
          {answer && <Alert kind="error">{answer.message}</Alert>}
          {fromHistory && <HistoryOffer year={fromHistory} locale={locale} />}
          <StepFields step={step} answers={answers} typed={answer?.typed ?? null} errors={answer?.fieldErrors ?? {}} />
          <div className="consumption-actions">
            {step > 1 && (
              <Link to={stepPath(step - 1)} className="button button--secondary">
                Zurück
              </Link>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              {step === 4 ? "Ergebnis zeigen" : "Weiter"}
            </button>
          </div>
        </Form>
      )}
      {step === 3 && fromHistory && (
        <Form method="post" id="aus-lieferungen" hidden>
          <input type="hidden" name="Mode" value="jahr" />
          <input type="hidden" name="Litres" value={fromHistory.litres} />
        </Form>
      )}
    </main>
  );
}
