/**
 * /export-orders (decision 0031 "Exports"): finance downloads the orders of a period as CSV
 * or XLSX with the columns she chose (saved per user), with a progress bar while the file streams in.
 */
import type { Route } from "./+types/export-orders";
import { MAX_EXPORT_DAYS } from "../../../domain/order-export/export-period.ts";
import { ExportForm } from "../../components/back-office/export-form.tsx";
import { exportPageData } from "./export-page.server.ts";

export function meta() {
  return [{ title: "Bestellungen exportieren | Backoffice" }, { name: "robots", content: "noindex" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return exportPageData(context, request);
}

export default function ExportOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Bestellungen exportieren</h1>
      <p className="bo-lead">
        Alle Bestellungen eines Zeitraums (höchstens {MAX_EXPORT_DAYS} Tage, Bestelldatum nach deutscher Zeit) als CSV für Excel oder als
        XLSX-Arbeitsmappe. Beträge in Euro bzw. Franken mit Dezimalkomma.
      </p>
      <ExportForm action="/export-orders/download" countUrl="/api/export-orders/count" {...loaderData} />
    </main>
  );
}
