/**
 * The exports' downloads as resource routes (like /kunde/meine-daten/export): the page's GET form
 * lands here, in the page guard of its path. A refused input leads back to the form with the sentence.
 */
import { Readable } from "node:stream";
import { redirect, type AppLoadContext } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import { dataExportQuery } from "../../../domain/order-export/order-export.schemas.ts";
import { caller } from "../../lib/page.server.ts";

export async function exportDownload(context: AppLoadContext, request: Request, page: string, fixedDataset?: "orders"): Promise<Response> {
  const user = caller(context);
  const url = new URL(request.url);
  const raw = {
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
    format: url.searchParams.get("format") ?? undefined,
    dataset: fixedDataset ?? url.searchParams.get("dataset") ?? undefined,
    columns: url.searchParams.getAll("columns"),
  };
  const back = (message: string) => {
    const q = new URLSearchParams({ from: raw.from, to: raw.to, fehler: message });
    return redirect(`${page}?${q}`, 303);
  };
  const parsed = dataExportQuery.safeParse(raw);
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? "Bitte prüfen Sie Ihre Angaben.");
  try {
    const file = await context.services.orderExport.downloadExport({ ...parsed.data, userId: user.id, requestId: user.requestId });
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    if (isClientError(err)) return back(err.message);
    throw err;
  }
}
