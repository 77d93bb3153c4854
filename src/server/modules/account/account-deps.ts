import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";
import type { AccessTokenKeys } from "./access-token.ts";
import type { SessionLiveness } from "./session-liveness.ts";

/** What the account use cases need (built once in account.services.ts): database, token keys, job queue (mails), configuration, clock, log. */
export interface AccountDeps {
  db: Db;
  keys: AccessTokenKeys;
  /** Ends sessions; shared with the auth plugin, so this instance refuses an ended session at once. */
  sessions: SessionLiveness;
  /** Mails go out through the job queue (decision 0013). */
  jobs: Jobs;
  config: Config;
  now: () => Date;
  log: (msg: string, data?: object) => void;
}

/**
 * The mail is written as a job; the worker sends it with retries. A failure to write the job is logged,
 * never turned into a failed registration or order.
 */
export async function sendMailSafely(deps: AccountDeps, message: MailMessage): Promise<boolean> {
  try {
    await enqueueMail(deps.jobs, message);
    return true;
  } catch (err) {
    deps.log("mail could not be queued", { template: message.template, err: (err as Error).message });
    return false;
  }
}
