import type { Db } from "../../db/client.ts";
import type { Random } from "../../domain/random/random.ts";
import type { Config } from "../config.ts";
import type { Cache } from "./cache/cache.ts";
import type { Clock } from "./clock.ts";
import type { FileStorage } from "./files/file-storage.ts";
import type { Events } from "./events/events.ts";
import type { EventCatalogue } from "../../domain/events/catalogue.ts";
import type { Jobs } from "./jobs/jobs.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { SlotRegistry } from "./slots/slot-registry.ts";

/**
 * What every area's services are built from (decision 0016): created once at start-up by the
 * composition root (src/server/services.ts) and handed to each `create<Area>Services(deps, …)`.
 */
export interface PlatformDeps {
  db: Db;
  cache: Cache;
  clock: Clock;
  /** Draws (an advert slot's weighted pick) come from here, never Math.random: tests fix the seed (decision 0055). */
  random: Random;
  jobs: Jobs;
  /** Uploaded files, one storage for every instance: the database, or object storage when configured (decision 0057). */
  files: FileStorage;
  /** Domain events between areas (decision 0051). */
  events: Events<EventCatalogue>;
  mailer: Mailer;
  /** Where an area registers content for the pages' named slots (adverts, CMS blocks; decision 0059). */
  slots: SlotRegistry;
  config: Config;
  logger: Logger;
}
