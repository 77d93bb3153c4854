import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { accountDeps } from "./account-deps.ts";
import { getBaseData } from "./get-base-data.ts";
import { issueRatingToken } from "./issue-rating-token.ts";
import { findValidMailToken } from "./mail-token.ts";
import { ratingPage } from "./rate-order.ts";

/**
 * Account use cases for page loaders and other modules (services.account): the same functions the
 * API routes call, bound to the database.
 */
export function createAccountServices(db: Db, opts: { jobs: Jobs; config: Config; log?: (msg: string, data?: object) => void }) {
  const deps = accountDeps(db, opts);
  return {
    /** Personal data and address book of a logged-in user (page /persoenliche-daten). */
    baseData: (userId: number) => getBaseData(deps, userId),
    /** Whether a mailed link can still be used (pages show an error early; nothing is used up). */
    linkIsValid: async (token: string, purposes: ("reset-password" | "confirm-email" | "change-email" | "notifications")[]) =>
      Boolean(await findValidMailToken(deps, token, purposes)),
    /** What the rating page shows. */
    ratingPage: (token: string, orderId: number) => ratingPage(deps, token, orderId),
    /** For the order side after delivery: mails the customer a single-use rating link. */
    issueRatingToken: (orderId: number, opts?: { sendMail?: boolean }) => issueRatingToken(deps, orderId, opts),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
