import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import {
  dataExportCountQuery,
  dataExportQuery,
  exportColumns,
  exportColumnsBody,
  exportCount,
  orderExportQuery,
  periodQuery,
} from "../../../domain/order-export/order-export.schemas.ts";
import type { ExportFile } from "./download-export.ts";
import type { OrderExportServices } from "./order-export.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

function send(reply: import("fastify").FastifyReply, file: ExportFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/**
 * The exports (decision 0031 "Exports"): finance's orders of a period (area "order-export")
 * and the admin's data export (area "admin"). Downloads are streams without a length: …/count answers
 * the number of rows first, for the progress bar.
 */
export const orderExportRoutes: FastifyPluginAsyncZod<{ orderExport: OrderExportServices }> = async (app, { orderExport }) => {
  const userId = (req: import("fastify").FastifyRequest) => req.user!.id;

  app.get("/api/export-orders/columns", { schema: { response: { 200: exportColumns, ...errors } } }, async (req) =>
    orderExport.exportColumns(userId(req)),
  );
  app.put("/api/export-orders/columns", { schema: { body: exportColumnsBody, response: { 200: exportColumns, ...errors } } }, async (req) =>
    orderExport.saveExportColumns({ userId: userId(req), columns: req.body.Columns }),
  );
  app.get("/api/export-orders/count", { schema: { querystring: periodQuery, response: { 200: exportCount, ...errors } } }, async (req) =>
    orderExport.countExport({ ...req.query, dataset: "orders" }),
  );
  app.get("/api/export-orders", { schema: { querystring: orderExportQuery, response: errors } }, async (req, reply) =>
    send(reply, await orderExport.downloadExport({ ...req.query, dataset: "orders", userId: userId(req), requestId: req.id })),
  );

  app.get(
    "/api/support/data-export/count",
    { schema: { querystring: dataExportCountQuery, response: { 200: exportCount, ...errors } } },
    async (req) => orderExport.countExport(req.query),
  );
  app.get("/api/support/data-export", { schema: { querystring: dataExportQuery, response: errors } }, async (req, reply) =>
    send(reply, await orderExport.downloadExport({ ...req.query, userId: userId(req), requestId: req.id })),
  );
};
