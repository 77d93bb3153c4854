/**
 * /haendlerportal/preise (decision 0027): today's price lists of every branch, net as
 * stored and gross with the country's VAT; links to change a list; a CSV upload in the format of
 * `npm run import:prices`, checked, previewed with the ranks it leads to, and saved on "Übernehmen".
 * Without JavaScript too: upload → preview page → confirm.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/prices";
import { productsOf, PRODUCTS } from "../../../domain/shared/catalog.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { PricePreviewView } from "../../components/dealer-portal/price-preview.tsx";
import { SettingsErrorBoundary, type FormProblem } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem } from "./settings.server.ts";
import { MAX_CSV_CHARS } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { callerId, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Preise | Händlerportal" }, { name: "robots", content: "noindex" }];
}

const SAVED: Record<string, string> = {
  liste: "Die neuen Preise sind gespeichert und gelten ab sofort in der Angebotsliste.",
  ende: "Das Produkt wird in dieser Filiale nicht mehr angeboten.",
  datei: "Die Preisliste aus der Datei ist gespeichert.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const prices = await orErrorPage(() => context.services.dealerPortal.dealerPrices(userId));
  const saved = new URL(request.url).searchParams.get("gespeichert");
  return { prices, saved: saved && Object.hasOwn(SAVED, saved) ? SAVED[saved] : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const intent = formText(form, "intent", 200);
  let csv = formText(form, "Csv", MAX_CSV_CHARS + 1);
  const file = form.get("Datei");
  if (intent === "csv-preview" && file instanceof File) {
    if (file.size > MAX_CSV_CHARS)
      return { csv: "", preview: null, problem: problemOf("Die Datei ist zu groß (höchstens 60 KB). Bitte teilen Sie sie auf.") };
    csv = await file.text();
  }
  if (!csv.trim()) return { csv: "", preview: null, problem: problemOf("Bitte wählen Sie eine CSV-Datei aus.") };
  if (csv.length > MAX_CSV_CHARS)
    return { csv: "", preview: null, problem: problemOf("Die Datei ist zu groß (höchstens 60 KB). Bitte teilen Sie sie auf.") };
  const portal = context.services.dealerPortal;
  if (intent === "csv-apply") {
    const result = await orProblem(() => portal.importPriceCsv(userId, csv));
    if (result.ok) return redirect("/haendlerportal/preise?gespeichert=datei");
    return { csv, preview: null, problem: result.problem };
  }
  const result = await orProblem(() => portal.previewPriceCsv(userId, csv));
  return result.ok ? { csv, preview: result.value, problem: null } : { csv: "", preview: null, problem: result.problem };
}

function problemOf(message: string): FormProblem {
  return { message, fieldErrors: {} };
}

export default function PricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { prices, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  const countryId = prices.Branches[0]?.Branch.CountryId ?? 1;
  if (actionData?.preview) {
    return (
      <main className="settings-page">
        <h1>Preisliste aus der Datei prüfen</h1>
        <p className="settings-lead">
          So ändert die Datei Ihre Preise. Noch ist nichts gespeichert: mit „Übernehmen“ gilt die neue Liste; die bisherige endet dann.
        </p>
        {!actionData.preview.HasChanges && <Alert kind="info">Die Datei enthält dieselben Preise wie heute.</Alert>}
        <PricePreviewView preview={actionData.preview} countryId={countryId} />
        <Form method="post" encType="multipart/form-data" className="settings-actions">
          <textarea name="Csv" defaultValue={actionData.csv} hidden readOnly />
          <button type="submit" name="intent" value="csv-apply" className="button button--primary" disabled={busy}>
            Übernehmen
          </button>
          <Link to="/haendlerportal/preise" className="button button--secondary">
            Verwerfen
          </Link>
        </Form>
      </main>
    );
  }
  return (
    <main className="settings-page">
      <h1>Preise</h1>
      <p className="settings-lead">
        Ihre heutigen Preise je Filiale, Produkt und Mengenstaffel: netto pro 100 l bzw. pro t, wie hinterlegt, und brutto mit der
        Mehrwertsteuer des Landes. Eine Staffel gilt ab ihrer Menge; die kleinste Staffel ist Ihre Mindestmenge.
      </p>
      {saved && <Alert kind="success">{saved}</Alert>}
      {actionData?.problem && <CsvProblem problem={actionData.problem} />}
      {prices.Branches.length === 0 && <Alert kind="info">Ihrem Händlerkonto ist noch keine aktive Filiale zugeordnet.</Alert>}
      {prices.Branches.map((b) => {
        const locale = localeById(b.Branch.CountryId) ?? LOCALES.de;
        const listed = new Set(b.Products.map((p) => p.ProductId));
        const addable = PRODUCTS.filter((p) => p.CountryId === b.Branch.CountryId && !listed.has(p.Id));
        return (
          <section
            key={b.Branch.Id}
            id={`filiale-${b.Branch.Id}`}
            className="settings-card"
            aria-labelledby={`filiale-${b.Branch.Id}-titel`}
          >
            <h2 id={`filiale-${b.Branch.Id}-titel`}>{b.Branch.Name}</h2>
            <p className="settings-muted">
              {b.Branch.Street}, {b.Branch.ZipCode} {b.Branch.City} · Brutto mit {b.VatRate} MwSt. · {b.Currency}
            </p>
            {b.Products.length === 0 && <p>Diese Filiale hat heute keine gültige Preisliste.</p>}
            <div className="price-lists">
              {b.Products.map((p) => (
                <div key={p.ProductId} className="price-list">
                  <div className="price-list__head">
                    <h3>{p.ProductName}</h3>
                    <Link
                      className="button button--secondary button--small"
                      to={`/haendlerportal/preise/bearbeiten?filiale=${b.Branch.Id}&produkt=${p.ProductId}`}
                    >
                      Preise ändern
                      <span className="visually-hidden">
                        {" "}
                        für {p.ProductName}, {b.Branch.Name}
                      </span>
                    </Link>
                  </div>
                  <div className="settings-table-wrap">
                    <table className="settings-table">
                      <caption className="visually-hidden">
                        {p.ProductName}, {b.Branch.Name}: Preise pro {p.BasisLabel}
                      </caption>
                      <thead>
                        <tr>
                          <th scope="col">Ab Menge</th>
                          <th scope="col">Netto pro {p.BasisLabel}</th>
                          <th scope="col">Brutto pro {p.BasisLabel}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {p.Bands.map((band) => (
                          <tr key={band.MinAmount}>
                            <th scope="row">
                              {formatQuantity(band.MinAmount, locale)} {p.UnitLabel}
                            </th>
                            <td>{formatPrice(band.NetPrice, locale)}</td>
                            <td>{formatPrice(band.GrossPrice, locale)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <p className="settings-muted settings-small">
                    Gültig seit {formatDate(p.ValidFrom, "shortDT", locale, locale.timeZone)}
                    {p.ValidTo ? ` bis ${formatDate(p.ValidTo, "shortDT", locale, locale.timeZone)}` : ""}
                  </p>
                </div>
              ))}
            </div>
            {addable.length > 0 && (
              <Form method="get" action="/haendlerportal/preise/bearbeiten" className="settings-inline-form">
                <input type="hidden" name="filiale" value={b.Branch.Id} />
                <label htmlFor={`produkt-${b.Branch.Id}`}>Weiteres Produkt anbieten</label>
                <select id={`produkt-${b.Branch.Id}`} name="produkt" defaultValue={addable[0].Id}>
                  {addable.map((p) => (
                    <option key={p.Id} value={p.Id}>
                      {p.DisplayName}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button button--secondary button--small">
                  Preise eingeben
                </button>
              </Form>
            )}
          </section>
        );
      })}
      <section className="settings-card" aria-labelledby="csv-titel">
        <h2 id="csv-titel">Preisliste als CSV-Datei hochladen</h2>
        <p>
          Dasselbe Format wie beim Import durch den Marktplatz: eine Zeile je Filiale, Produkt und Staffel, Spalten getrennt durch „;“ (oder
          „,“). Fehlt <code>valid_from</code>, gilt die Liste ab sofort. Sie sehen vor dem Speichern, was sich ändert.
        </p>
        <div className="settings-table-wrap">
          <table className="settings-table settings-table--format">
            <caption className="visually-hidden">Spalten der CSV-Datei</caption>
            <tbody>
              <tr>
                <th scope="row">
                  <code>branch_id</code>
                </th>
                <td>Nummer der Filiale: {prices.Branches.map((b) => `${b.Branch.Id} (${b.Branch.City})`).join(", ") || "–"}</td>
              </tr>
              <tr>
                <th scope="row">
                  <code>product_id</code>
                </th>
                <td>{productsHint(countryId)}</td>
              </tr>
              <tr>
                <th scope="row">
                  <code>min_amount</code>
                </th>
                <td>Kleinste Menge der Staffel: Liter, bei Pellets lose kg, bei Sackware Säcke</td>
              </tr>
              <tr>
                <th scope="row">
                  <code>net_price</code>
                </th>
                <td>Nettopreis pro 100 l bzw. pro t, z. B. 89,90</td>
              </tr>
              <tr>
                <th scope="row">
                  <code>valid_from</code>, <code>valid_to</code>
                </th>
                <td>JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM; leer = ab sofort bzw. unbefristet</td>
              </tr>
            </tbody>
          </table>
        </div>
        <Form method="post" encType="multipart/form-data" className="settings-form">
          <div className="account-field">
            <label htmlFor="preisliste-datei">CSV-Datei</label>
            <input id="preisliste-datei" type="file" name="Datei" accept=".csv,text/csv,text/plain" required />
          </div>
          <div className="settings-actions">
            <button type="submit" name="intent" value="csv-preview" className="button button--primary" disabled={busy}>
              Vorschau anzeigen
            </button>
          </div>
        </Form>
      </section>
    </main>
  );
}

/** The product ids of the dealer's country, as the file names them. */
function productsHint(countryId: number): string {
  return [1, 2, 3, 4, 5]
    .flatMap((g) => productsOf(countryId, g))
    .map((p) => `${p.Id} = ${p.DisplayName}`)
    .join("; ");
}

function CsvProblem({ problem }: { problem: FormProblem }) {
  const lines = problem.fieldErrors.Csv ?? problem.fieldErrors["body.Csv"] ?? [];
  return (
    <Alert kind="error">
      <p className="settings-alert-title">{problem.message}</p>
      {lines.length > 0 && (
        <ul className="settings-error-list">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
