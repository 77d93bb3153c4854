/** /support/data-export/download (decision 0031): the admin's orders or users of a period as CSV or XLSX, streamed. */
import type { Route } from "./+types/data-export-download";
import { exportDownload } from "./export-download.server.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  return exportDownload(context, request, "/support/data-export");
}
