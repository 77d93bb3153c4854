/** /mex/sensors/{sensorId}/verlauf.csv (decision 0030): the tank's readings as CSV, in the mex guard by its path. */
import type { Route } from "./+types/history-csv";
import { callerId, asErrorPage } from "../../lib/page.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = callerId(context);
  const sensorId = Number(params.sensorId);
  if (!Number.isInteger(sensorId) || sensorId < 1) throw new Response(null, { status: 404 });
  try {
    const { fileName, body } = await context.services.mex.historyCsv({ userId, sensorId });
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (err) {
    throw asErrorPage(err);
  }
}
