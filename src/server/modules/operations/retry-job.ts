import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Actor, OperationsDeps } from "./operations.deps.ts";

/** One more attempt for a failed job (e.g. after the mail server is back), written to the audit log. */
export async function retryJob(
  deps: OperationsDeps,
  input: { actor: Actor; queue: string; id: string },
): Promise<{ success: true; message: string }> {
  const job = await deps.jobs.retry(input.queue, input.id);
  if (!job) throw new AppError("JOB_NOT_FAILED");
  await recordAudit(deps.db, {
    actorUserId: input.actor.id,
    action: "job.retry",
    targetKind: "job",
    targetId: `${input.queue}/${input.id}`,
    before: { State: "failed", Error: job.error, RetryCount: job.retryCount },
    after: { State: "retry" },
    requestId: input.actor.requestId,
  });
  return { success: true, message: "Der Auftrag wird erneut ausgeführt." };
}
