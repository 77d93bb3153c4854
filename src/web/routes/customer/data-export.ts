/** /kunde/meine-daten/export?format=json|csv (decisions 0028 and 0046): the download of all her data, for her only. */
import { data } from "react-router";
import type { Route } from "./+types/data-export";
import { callerId } from "../../lib/page.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const format = new URL(request.url).searchParams.get("format");
  if (format !== "json" && format !== "csv") throw data(null, { status: 404 });
  const file = await context.services.customer.exportMyData({ userId: callerId(context), format });
  return new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "no-store",
    },
  });
}
