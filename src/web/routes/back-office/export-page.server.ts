/** What both export pages load: the caller's saved columns, the period shown, a refusal to show. */
import type { AppLoadContext } from "react-router";
import { defaultPeriod } from "../../../domain/order-export/export-period.ts";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export async function exportPageData(context: AppLoadContext, request: Request) {
  const user = caller(context);
  const url = new URL(request.url);
  const fallback = defaultPeriod(new Date().toISOString().slice(0, 10));
  const { Columns, Catalogue } = await orErrorPage(() => context.services.orderExport.exportColumns(user.id));
  return {
    from: url.searchParams.get("from") || fallback.from,
    to: url.searchParams.get("to") || fallback.to,
    columns: Columns,
    catalogue: Catalogue,
    problem: url.searchParams.get("fehler")?.slice(0, 200) ?? null,
  };
}
