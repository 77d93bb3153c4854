/**
 * /support/data-export (decision 0031 "Exports"): the admin's export of orders (as finance's,
 * with the same saved columns) or of user accounts (master data and state, never a password hash).
 */
import type { Route } from "./+types/data-export";
import { DATASET_LABELS, EXPORT_DATASETS } from "../../../domain/order-export/export-columns.ts";
import { ExportForm } from "../../components/back-office/export-form.tsx";
import { exportPageData } from "./export-page.server.ts";

export function meta() {
  return [{ title: "Datenexport | Backoffice" }, { name: "robots", content: "noindex" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return exportPageData(context, request);
}

const DATASETS = EXPORT_DATASETS.map((value) => ({ value, label: DATASET_LABELS[value] }));

export default function DataExportPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Datenexport</h1>
      <p className="bo-lead">
        Bestellungen (nach Bestelldatum) oder Benutzerkonten (nach Anlagedatum) eines Zeitraums als CSV oder XLSX. Kennwörter und
        Zugangsschlüssel werden nie exportiert.
      </p>
      <ExportForm action="/support/data-export/download" countUrl="/api/support/data-export/count" datasets={DATASETS} {...loaderData} />
    </main>
  );
}
