/** /export-orders/download (decision 0031): finance's orders of a period as CSV or XLSX, streamed. */
import type { Route } from "./+types/export-orders-download";
import { exportDownload } from "./export-download.server.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  return exportDownload(context, request, "/export-orders", "orders");
}
