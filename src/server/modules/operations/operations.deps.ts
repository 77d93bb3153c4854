import type { Db } from "../../../db/client.ts";
import type { CalculatorInit } from "../../../domain/calculator/calculator-init.types.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";

/** What the operations use cases need (decision 0032). */
export interface OperationsDeps {
  db: Db;
  cache: Cache;
  jobs: Jobs;
  now: () => Date;
  /** Redis is configured: the cache is shared by every instance. */
  sharedCache: boolean;
  /** The calculator's settings panel data (the calculator area decides what is offered). */
  initCalculator(countryId: number, productGroupId: number): CalculatorInit;
}

/** Who acts in the back office, for the audit log. */
export interface Actor {
  id: number;
  requestId?: string | null;
}
