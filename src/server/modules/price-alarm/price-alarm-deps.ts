import type { Db } from "../../../db/client.ts";
import type { AlarmConfig } from "../../../domain/price-alarm/alarm-config.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Events } from "../../platform/events/events.ts";
import type { EventCatalogue } from "../../../domain/events/catalogue.ts";

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
  /** A customer's hit is published in its transaction; the customer area writes her message (decision 0051). */
  events: Pick<Events<EventCatalogue>, "publish">;
}
