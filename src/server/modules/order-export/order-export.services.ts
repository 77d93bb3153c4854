import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { countExport, downloadExport, exportColumns, saveExportColumns } from "./download-export.ts";

/** The exports of the back office (decision 0031): finance's order export and the admin's data export. */
export function createOrderExportServices({ db }: Pick<PlatformDeps, "db">) {
  return bindDeps({ db }, { countExport, downloadExport, exportColumns, saveExportColumns });
}

export type OrderExportServices = ReturnType<typeof createOrderExportServices>;
