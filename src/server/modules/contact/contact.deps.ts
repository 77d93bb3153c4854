import type { Db } from "../../../db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";

/** What the contact use cases need (decision 0042); the composition root builds it once. */
export interface ContactDeps {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  /** The spam gate's HMAC key: derived from the app's secret, never the secret itself. */
  gateKey: Uint8Array;
  /** Her order with this number (her own or a guest order she took over), else null: the orders area decides what is hers. */
  ownOrder: (userId: number, orderNumber: string) => Promise<{ id: number } | null>;
  /** The signed-in sender's account address: her answers go there, whatever the form said. */
  accountEmail: (userId: number) => Promise<string>;
}

/** The desk user acting, for the audit log. */
export interface ContactActor {
  id: number;
  requestId?: string | null;
}
