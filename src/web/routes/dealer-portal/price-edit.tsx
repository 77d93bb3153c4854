/**
 * /haendlerportal/preise/bearbeiten?filiale=…&produkt=… (decision 0027): a new list for
 * one product of one branch. "Vorschau anzeigen" shows old against new per band and the ranks at three
 * postcodes; "Übernehmen" saves it, valid from now, and the old list ends. A server round trip each, so
 * it works without JavaScript.
 */
import { Fragment } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/price-edit";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { MAX_PRICE_BANDS } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { netPriceText } from "../../../domain/dealer-portal/price-list-change.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { PricePreviewView } from "../../components/dealer-portal/price-preview.tsx";
import { fieldError, SettingsErrorBoundary } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem } from "./settings.server.ts";
import { callerId, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Preise ändern | Händlerportal" }, { name: "robots", content: "noindex" }];
}

type Band = { MinAmount: string; NetPrice: string };
/** Empty rows below the current bands, for new bands. */
const SPARE_ROWS = 3;

async function load(context: Route.LoaderArgs["context"], request: Request) {
  const url = new URL(request.url);
  const branchId = parseIdText(url.searchParams.get("filiale") ?? undefined);
  const productId = parseIdText(url.searchParams.get("produkt") ?? undefined);
  const userId = callerId(context);
  const prices = await orErrorPage(() => context.services.dealerPortal.dealerPrices(userId));
  const branch = prices.Branches.find((b) => b.Branch.Id === branchId);
  if (!branch) throw data({ message: "Diese Filiale gibt es nicht." }, { status: 404 });
  const product = productId === null ? undefined : productById(productId);
  if (!product || product.CountryId !== branch.Branch.CountryId)
    throw data({ message: "Dieses Produkt gibt es im Land der Filiale nicht." }, { status: 404 });
  return { userId, branch, product, current: branch.Products.find((p) => p.ProductId === product.Id) ?? null };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { branch, product, current } = await load(context, request);
  const rules = amountRules(product.ProductGroupId);
  const bands: Band[] = (current?.Bands ?? []).map((b) => ({
    MinAmount: String(b.MinAmount),
    NetPrice: netPriceText(b.NetPrice, branch.Branch.CountryId),
  }));
  return {
    branch: branch.Branch,
    vatRate: branch.VatRate,
    currency: branch.Currency,
    product: {
      Id: product.Id,
      Name: product.DisplayName,
      UnitLabel: rules.unitLabel,
      BasisLabel: rules.basisLabel,
      Min: rules.min,
      Max: rules.max,
    },
    current,
    bands,
  };
}

function bandsOf(form: FormData): Band[] {
  const bands: Band[] = [];
  for (let i = 0; i < MAX_PRICE_BANDS; i++) {
    if (!form.has(`Bands.${i}.MinAmount`) && !form.has(`Bands.${i}.NetPrice`)) continue;
    bands[i] = {
      MinAmount: formText(form, `Bands.${i}.MinAmount`, 20).replace(/[.\s'’]/g, ""),
      NetPrice: formText(form, `Bands.${i}.NetPrice`, 20),
    };
  }
  return Array.from(bands, (b) => b ?? { MinAmount: "", NetPrice: "" });
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { userId, branch, product } = await load(context, request);
  const form = await request.formData();
  const intent = formText(form, "intent", 200);
  const bands = bandsOf(form);
  if (intent === "edit") return { bands, preview: null, problem: null };
  const input = { BranchId: branch.Branch.Id, ProductId: product.Id, Bands: bands };
  const portal = context.services.dealerPortal;
  if (intent === "apply") {
    const result = await orProblem(() => portal.savePriceChange(userId, input));
    if (result.ok)
      return redirect(`/haendlerportal/preise?gespeichert=${result.value.Saved === 0 ? "ende" : "liste"}#filiale-${branch.Branch.Id}`);
    return { bands, preview: null, problem: result.problem };
  }
  const result = await orProblem(() => portal.previewPriceChange(userId, input));
  return result.ok ? { bands, preview: result.value, problem: null } : { bands, preview: null, problem: result.problem };
}

export default function PriceEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { branch, product, current, vatRate, currency } = loaderData;
  const busy = useNavigation().state !== "idle";
  const locale = localeById(branch.CountryId) ?? LOCALES.de;
  const bands = actionData?.bands ?? loaderData.bands;
  const back = `/haendlerportal/preise#filiale-${branch.Id}`;
  // Fragments, not wrappers: a wrapper would be an empty flex item of the button row.
  const hidden = bands.map((b, i) => (
    <Fragment key={i}>
      <input type="hidden" name={`Bands.${i}.MinAmount`} value={b.MinAmount} />
      <input type="hidden" name={`Bands.${i}.NetPrice`} value={b.NetPrice} />
    </Fragment>
  ));

  if (actionData?.preview) {
    const { preview } = actionData;
    return (
      <main className="settings-page">
        <p className="settings-breadcrumb">
          <Link to={back}>Preise</Link> › Vorschau
        </p>
        <h1>Vorschau: {product.Name}</h1>
        <p className="settings-lead">
          {branch.Name}. Noch ist nichts gespeichert: mit „Übernehmen“ gilt die neue Liste sofort, die bisherige endet.
        </p>
        {!preview.HasChanges && <Alert kind="info">Die Preise sind unverändert; es gibt nichts zu speichern.</Alert>}
        <PricePreviewView preview={preview} countryId={branch.CountryId} />
        <Form method="post" className="settings-actions">
          {hidden}
          {preview.HasChanges && (
            <button type="submit" name="intent" value="apply" className="button button--primary" disabled={busy}>
              Übernehmen
            </button>
          )}
          <button type="submit" name="intent" value="edit" className="button button--secondary" disabled={busy}>
            Zurück zum Formular
          </button>
        </Form>
      </main>
    );
  }

  const rows = Math.min(MAX_PRICE_BANDS, Math.max(bands.length + SPARE_ROWS, 5));
  const problem = actionData?.problem;
  return (
    <main className="settings-page">
      <p className="settings-breadcrumb">
        <Link to={back}>Preise</Link> › {product.Name}
      </p>
      <h1>Preise ändern: {product.Name}</h1>
      <p className="settings-lead">
        {branch.Name} ({branch.ZipCode} {branch.City}). Nettopreise pro {product.BasisLabel} in {currency}; die Kundschaft sieht sie mit{" "}
        {vatRate} MwSt. Die neue Liste gilt ab sofort und ersetzt die bisherige ganz.
      </p>
      {problem && <Alert kind="error">{problem.message}</Alert>}
      <Form method="post" className="settings-form settings-card" noValidate>
        <div className="settings-table-wrap">
          <table className="settings-table settings-table--form">
            <thead>
              <tr>
                <th scope="col">Ab Menge ({product.UnitLabel})</th>
                <th scope="col">Netto pro {product.BasisLabel}</th>
                <th scope="col" className="settings-col--wide">
                  Bisher brutto
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, i) => {
                const band = bands[i] ?? { MinAmount: "", NetPrice: "" };
                const error = fieldError(problem, `Bands.${i}`);
                const was = current?.Bands.find((b) => String(b.MinAmount) === band.MinAmount);
                return (
                  <tr key={i} className={error ? "settings-table__row--invalid" : undefined}>
                    <td>
                      <label className="visually-hidden" htmlFor={`band-${i}-amount`}>
                        Staffel {i + 1}: ab Menge in {product.UnitLabel}
                      </label>
                      <input
                        id={`band-${i}-amount`}
                        name={`Bands.${i}.MinAmount`}
                        defaultValue={band.MinAmount}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `band-${i}-error` : undefined}
                      />
                    </td>
                    <td>
                      <label className="visually-hidden" htmlFor={`band-${i}-price`}>
                        Staffel {i + 1}: Nettopreis pro {product.BasisLabel}
                      </label>
                      <input
                        id={`band-${i}-price`}
                        name={`Bands.${i}.NetPrice`}
                        defaultValue={band.NetPrice}
                        inputMode="decimal"
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `band-${i}-error` : undefined}
                      />
                      {error && (
                        <p id={`band-${i}-error`} className="account-field__error">
                          {error}
                        </p>
                      )}
                    </td>
                    <td className="settings-muted settings-col--wide">{was ? formatPrice(was.GrossPrice, locale) : "–"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="settings-muted settings-small">
          Mengen von {formatQuantity(product.Min, locale)} bis {formatQuantity(product.Max, locale)} {product.UnitLabel}; Preise z. B.{" "}
          {netPriceText(8990, branch.CountryId)}. Leere Zeilen zählen nicht. Sind alle Zeilen leer, bieten Sie das Produkt in dieser Filiale
          nicht mehr an.
        </p>
        <div className="settings-actions">
          <button type="submit" name="intent" value="preview" className="button button--primary" disabled={busy}>
            Vorschau anzeigen
          </button>
          <Link to={back} className="button button--secondary">
            Abbrechen
          </Link>
        </div>
      </Form>
    </main>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
