import type { Db } from "../../../db/client.ts";
import type { AlarmConfig } from "../../../domain/price-alarm/alarm-config.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";

export interface PriceAlarmDeps {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  today: (countryId: number) => string;
  /** The app's secret: the mails' links are derived from it (alarm-tokens.ts). */
  secret: string;
  /** The country site's origin, for the links in mails. */
  origin: (countryId: number) => string;
  /** Today's best price per basis (gross minor units) for the configuration, null when nobody delivers it. */
  bestPrice: (config: AlarmConfig) => Promise<number | null>;
  /** The current market version: a check reports a crossing once per price update. */
  marketVersion: () => Promise<string>;
  /** Writes the customer's message in the hit's transaction (the customer area's, idempotent by key). */
  addMessage: (tx: Db, message: { userId: number; kind: "price-alarm"; title: string; body: string; link: string; dedupeKey: string }) => Promise<void>;
}
