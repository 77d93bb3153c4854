import type { Db } from "../../db/client.ts";
import type { Config } from "../config.ts";
import type { Cache } from "./cache/cache.ts";
import type { Clock } from "./clock.ts";
import type { Events } from "./events/events.ts";
import type { EventCatalogue } from "../../domain/events/catalogue.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";

/**
 * What every area's services are built from (decision 0016): created once at start-up by the
 * composition root (src/server/services.ts) and handed to each `create<Area>Services(deps, …)`.
 */
export interface PlatformDeps {
  db: Db;
  cache: Cache;
  clock: Clock;
  jobs: Jobs;
  /** Domain events between areas (decision 0051). */
  events: Events<EventCatalogue>;
  mailer: Mailer;
  config: Config;
  logger: Logger;
}
