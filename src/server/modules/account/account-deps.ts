import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { accessTokenKeys, type AccessTokenKeys } from "./access-token.ts";
import { createSessionLiveness, type SessionLiveness } from "./session-liveness.ts";

/** What the account use cases need: database, token keys, mailer, configuration, clock, log. */
export interface AccountDeps {
  db: Db;
  keys: AccessTokenKeys;
  /** Ends sessions; shared with the auth plugin, so this instance refuses an ended session at once. */
  sessions: SessionLiveness;
  mailer: Mailer;
  config: Config;
  now: () => Date;
  log: (msg: string, data?: object) => void;
}

export function accountDeps(
  db: Db,
  opts: { mailer: Mailer; config: Config; sessions?: SessionLiveness; now?: () => Date; log?: (msg: string, data?: object) => void },
): AccountDeps {
  return {
    db,
    keys: accessTokenKeys(opts.config.jwtSecret, opts.config.ACCESS_TOKEN_SECONDS),
    sessions: opts.sessions ?? createSessionLiveness(db),
    mailer: opts.mailer,
    config: opts.config,
    now: opts.now ?? (() => new Date()),
    log: opts.log ?? (() => {}),
  };
}

/** A mail that fails to send is logged, never turned into a failed registration or order. */
export async function sendMailSafely(deps: AccountDeps, message: MailMessage): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (err) {
    deps.log("mail could not be sent", { template: message.template, err: (err as Error).message });
    return false;
  }
}
