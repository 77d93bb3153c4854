import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import { cacheOverview } from "./cache-overview.ts";
import { clearCache } from "./clear-cache.ts";
import { listAuditLog } from "./list-audit-log.ts";
import { listFailedJobs } from "./list-failed-jobs.ts";
import type { OperationsDeps } from "./operations.deps.ts";
import { parameterRequirement } from "./parameter-requirement.ts";
import { queueOverview } from "./queue-overview.ts";
import { retryJob } from "./retry-job.ts";

/** Operations of the back office (decisions 0031, 0032), ADMIN only: caches, the job queue, parameters, the audit log. */
export function createOperationsServices(platform: PlatformDeps, others: { calculator: Pick<CalculatorServices, "initCalculator"> }) {
  const deps: OperationsDeps = {
    db: platform.db,
    cache: platform.cache,
    jobs: platform.jobs,
    // The cache stamps its entries with the real time, so their ages are measured with it (not the app clock).
    now: () => new Date(),
    sharedCache: Boolean(platform.config.REDIS_URL),
    initCalculator: (countryId, productGroupId) => others.calculator.initCalculator(countryId, productGroupId),
  };
  return bindDeps(deps, { cacheOverview, clearCache, queueOverview, listFailedJobs, retryJob, parameterRequirement, listAuditLog });
}

export type OperationsServices = ReturnType<typeof createOperationsServices>;
