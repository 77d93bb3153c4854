/**
 * /haendlerportal/liefergebiete (decisions 0024, 0027, 0048): per branch a delivery radius in km
 * and/or a list of postcodes (full ones or prefixes), on a map drawn on the server (borders, towns, postcodes). Saving rebuilds the
 * market on every instance, so the offers follow at once.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/areas";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { DELIVERY_RADIUS_MAX_KM, MIN_PREFIX_DIGITS, splitPostcodeList } from "../../../domain/dealer-portal/delivery-area.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { DeliveryMap } from "../../components/dealer-portal/delivery-map.tsx";
import { fieldError, SettingsErrorBoundary } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem, wholeNumber } from "./settings.server.ts";
import { callerId, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Liefergebiete | Händlerportal" }, { name: "robots", content: "noindex" }];
}

function selectedId(request: Request): number | null {
  return parseIdText(new URL(request.url).searchParams.get("filiale") ?? undefined);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const portal = context.services.dealerPortal;
  const { Branches } = await orErrorPage(() => portal.listBranches(userId));
  const id = selectedId(request) ?? Branches[0]?.Id ?? null;
  const drawn = id === null ? null : await orErrorPage(() => portal.dealerAreaMap(userId, id));
  return {
    branches: Branches,
    area: drawn?.Area ?? null,
    map: drawn?.Map ?? null,
    saved: new URL(request.url).searchParams.get("gespeichert") === "1",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const branchId = parseIdText(formText(form, "BranchId", 200)) ?? 0;
  const values = { RadiusKm: formText(form, "RadiusKm", 10), Postcodes: formText(form, "Postcodes", 20_000) };
  const tokens = splitPostcodeList(values.Postcodes);
  const radius = wholeNumber(values.RadiusKm || "0");
  if (!Number.isInteger(radius))
    return {
      values,
      problem: {
        message: "Bitte geben Sie den Radius in ganzen Kilometern an.",
        fieldErrors: { RadiusKm: ["Bitte geben Sie den Radius in ganzen Kilometern an."] },
      },
    };
  const result = await orProblem(() =>
    context.services.dealerPortal.saveDealerArea(userId, branchId, { RadiusKm: radius, Postcodes: tokens }),
  );
  if (result.ok) return redirect(`/haendlerportal/liefergebiete?filiale=${branchId}&gespeichert=1`);
  return { values, problem: result.problem };
}

export default function AreasPage({ loaderData, actionData }: Route.ComponentProps) {
  const { branches, area, map, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const problem = actionData?.problem;
  const locale = area ? (localeById(area.Branch.CountryId) ?? LOCALES.de) : LOCALES.de;
  return (
    <main className="settings-page">
      <h1>Liefergebiete</h1>
      <p className="settings-lead">
        Wohin jede Filiale liefert: alle Postleitzahlen im Umkreis (Radius in km um die Filiale) und zusätzlich die Postleitzahlen Ihrer
        Liste. Die Angebotsliste richtet sich sofort nach Ihren Angaben.
      </p>
      {branches.length === 0 && <Alert kind="info">Ihrem Händlerkonto ist noch keine aktive Filiale zugeordnet.</Alert>}
      {branches.length > 1 && (
        <nav aria-label="Filialen" className="settings-tabs">
          {branches.map((b) => (
            <Link
              key={b.Id}
              to={`/haendlerportal/liefergebiete?filiale=${b.Id}`}
              aria-current={area?.Branch.Id === b.Id ? "page" : undefined}
              className="settings-tab"
            >
              {b.City}
              <span className="visually-hidden"> ({b.Name})</span>
            </Link>
          ))}
        </nav>
      )}
      {area && (
        <section className="settings-card settings-split" aria-labelledby="gebiet-titel">
          <div>
            <h2 id="gebiet-titel">{area.Branch.Name}</h2>
            <p className="settings-muted">
              {area.Branch.Street}, {area.Branch.ZipCode} {area.Branch.City}
            </p>
            {saved && !problem && (
              <Alert kind="success">Das Liefergebiet ist gespeichert; die Angebotsliste richtet sich ab sofort danach.</Alert>
            )}
            {problem && <Alert kind="error">{problem.message}</Alert>}
            {/* Keyed by what is stored: after a save the fields show the stored list, not what was typed. */}
            <Form key={`${area.Branch.Id}|${area.RadiusKm}|${area.Postcodes.join(",")}`} method="post" className="settings-form" noValidate>
              <input type="hidden" name="BranchId" value={area.Branch.Id} />
              <TextField
                label="Radius in km"
                name="RadiusKm"
                inputMode="numeric"
                defaultValue={actionData?.values.RadiusKm ?? String(area.RadiusKm)}
                hint={`0 bis ${DELIVERY_RADIUS_MAX_KM} km um die Filiale; 0 = nur die Postleitzahlen der Liste.`}
                error={fieldError(problem, "RadiusKm")}
              />
              <div className={`account-field${fieldError(problem, "Postcodes") ? " account-field--invalid" : ""}`}>
                <label htmlFor="plz-liste">Postleitzahlen</label>
                <textarea
                  id="plz-liste"
                  name="Postcodes"
                  rows={5}
                  defaultValue={actionData?.values.Postcodes ?? area.Postcodes.join(", ")}
                  aria-describedby="plz-hinweis plz-fehler"
                  aria-invalid={fieldError(problem, "Postcodes") ? true : undefined}
                />
                <p id="plz-hinweis" className="account-field__hint">
                  Getrennt durch Komma, Leerzeichen oder Zeilenumbruch. Volle Postleitzahlen ({locale.zipLength} Ziffern) oder Anfänge ab{" "}
                  {MIN_PREFIX_DIGITS} Ziffern: „80“ steht für alle Postleitzahlen, die mit 80 beginnen.
                </p>
                {problem?.fieldErrors.Postcodes && (
                  <ul id="plz-fehler" className="account-field__error settings-error-list">
                    {problem.fieldErrors.Postcodes.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="settings-actions">
                <button type="submit" className="button button--primary" disabled={busy}>
                  Liefergebiet speichern
                </button>
              </div>
            </Form>
          </div>
          {map && (
            <DeliveryMap
              map={map}
              branchName={area.Branch.Name}
              radiusKm={area.RadiusKm}
              postcodeCount={area.Postcodes.length}
              hasPosition={area.Position !== null}
            />
          )}
        </section>
      )}
    </main>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
