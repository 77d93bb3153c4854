import type { PlatformDeps } from "../../platform/deps.ts";

/** What the cancellation use cases need: the database (the list reads orders, users and dealers read-only). */
export type CancellationDeps = Pick<PlatformDeps, "db">;

/** Who acts, for the audit log. */
export interface CancellationActor {
  id: number;
  requestId?: string | null;
}
