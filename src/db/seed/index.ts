import type { Db } from "../client.ts";
import { seedReferenceData } from "./reference-data.ts";

/** Everything a fresh database needs before the product can serve: reference data, then demo data. */
export async function seedIfEmpty(db: Db, log: (msg: string, data?: object) => void): Promise<void> {
  const ref = await seedReferenceData(db);
  if (ref) log("seeded reference data", ref);
}
