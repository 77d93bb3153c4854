import { pageWindow } from "../../../domain/operations/paging.ts";
import { FAILED_JOBS_PAGE_SIZE, type FailedJobList, type FailedJobsQuery } from "../../../domain/operations/operations.schemas.ts";
import type { OperationsDeps } from "./operations.deps.ts";

/** Failed jobs, the latest failure first, paged on the server. */
export async function listFailedJobs(deps: Pick<OperationsDeps, "jobs">, query: FailedJobsQuery): Promise<FailedJobList> {
  const first = await deps.jobs.failedJobs({ queue: query.queue, page: query.page, pageSize: FAILED_JOBS_PAGE_SIZE });
  const { page } = pageWindow(first.total, query.page, FAILED_JOBS_PAGE_SIZE);
  // A page past the end (the list shrank) shows the last page instead of an empty one.
  const list = page === query.page ? first : await deps.jobs.failedJobs({ queue: query.queue, page, pageSize: FAILED_JOBS_PAGE_SIZE });
  return {
    Items: list.items.map((j) => ({
      Id: j.id,
      Queue: j.queue,
      Error: j.error,
      RetryCount: j.retryCount,
      CreatedAt: j.createdAt,
      FailedAt: j.failedAt,
    })),
    Total: list.total,
    Page: page,
    PageSize: FAILED_JOBS_PAGE_SIZE,
  };
}
