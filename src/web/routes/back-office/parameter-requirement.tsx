/**
 * /support/parameter-requirement (decision 0032): per country which calculator options each
 * product group requires (one is always chosen, the default preselected), offers as an alternative, or
 * does not offer; plus products, amounts, climate neutrality and stations. Read-only, from the
 * calculator's own data.
 */
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/parameter-requirement";
import { parameterRequirementQuery } from "../../../domain/operations/operations.schemas.ts";
import { PARAMETER_STATE_LABELS, REQUIREMENT_LABELS } from "../../../domain/operations/parameter-requirement.ts";
import "../../components/back-office/operations.css";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Parameter | Backoffice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const parsed = parameterRequirementQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : parameterRequirementQuery.parse({});
  return orErrorPage(async () => context.services.operations.parameterRequirement(query));
}

const BADGE = { required: " bo-badge--ok", default: " bo-badge--ok", optional: "", offered: "", none: " operations-none" } as const;

export default function ParameterRequirementPage({ loaderData: data }: Route.ComponentProps) {
  const busy = useNavigation().state === "loading";
  const country = data.Countries.find((c) => c.Id === data.CountryId)?.Name ?? "";
  return (
    <main>
      <h1>Parameter</h1>
      <p className="bo-lead">
        Welche Rechner-Optionen jede Produktgruppe verlangt oder anbietet – abgeleitet aus der Konfiguration des Rechners, so wie Kundinnen
        und Kunden sie sehen.
      </p>
      <Form method="get" className="bo-filters" aria-label="Land wählen">
        <label>
          Land
          <select name="countryId" defaultValue={String(data.CountryId)}>
            {data.Countries.map((c) => (
              <option key={c.Id} value={c.Id}>
                {c.Name}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Wird geladen …" : "Anzeigen"}
          </button>
        </div>
      </Form>
      <ul className="operations-legend" aria-label="Legende">
        <li>
          <strong>Pflicht</strong>: immer genau eine Auswahl, „Standard“ ist vorausgewählt
        </li>
        <li>
          <strong>Wahl</strong>: Alternative, die gewählt werden kann
        </li>
        <li>
          <strong>–</strong>: nicht angeboten
        </li>
      </ul>
      <h2>Optionen in {country}</h2>
      <BoTable columns={["Option", ...data.ProductGroups.map((g) => g.Name)]}>
        {data.Groups.map((group) => (
          <tbody key={group.Key} className="operations-group">
            <tr>
              <th scope="rowgroup">
                {group.Label} <span className="bo-muted">({group.Key})</span>
              </th>
              {group.Requirement.map((r) => (
                <td key={r.ProductGroupId}>
                  <span className={`bo-badge${BADGE[r.Requirement]}`}>{REQUIREMENT_LABELS[r.Requirement]}</span>
                </td>
              ))}
            </tr>
            {group.Parameters.map((p) => (
              <tr key={p.Id}>
                <th scope="row">
                  {p.DisplayName}
                  <span className="bo-muted">
                    {" "}
                    ({p.Id}
                    {p.IsUpselling ? ", Upselling" : ""})
                  </span>
                </th>
                {p.States.map((s) => (
                  <td key={s.ProductGroupId}>{PARAMETER_STATE_LABELS[s.State]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </BoTable>
      <h2 className="operations-after-table">Produkte und Mengen in {country}</h2>
      <BoTable columns={["Produktgruppe", "Produkte", "Menge", "Klimaneutral", numeric("Lieferstellen")]}>
        <tbody>
          {data.ProductGroups.map((g) => (
            <tr key={g.Id}>
              <th scope="row">{g.Name}</th>
              <td>
                {g.Products.length === 0
                  ? "Nicht angeboten"
                  : g.Products.map((p) => `${p.DisplayName}${p.IsDefault ? " (Standard)" : ""}${p.IsUpselling ? " (Upselling)" : ""}`).join(
                      ", ",
                    )}
              </td>
              <td>
                {g.Amount.Min.toLocaleString("de-DE")}–{g.Amount.Max.toLocaleString("de-DE")} {g.Amount.Unit}, Standard{" "}
                {g.Amount.Default.toLocaleString("de-DE")}
              </td>
              <td>{g.ClimateNeutral ? "wählbar" : "–"}</td>
              <td className="num">bis {g.MaxStations}</td>
            </tr>
          ))}
        </tbody>
      </BoTable>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
