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
}
