import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Clock } from "../../platform/clock.ts";
import type { SlotRegistry } from "../../platform/slots/slot-registry.ts";
import type { Catalogue } from "./adverts.repo.ts";
import type { clickLinks } from "./click-link.ts";
import type { Counters } from "./counters.ts";

/** What the adverts area's use cases share (decision 0068). */
export interface AdvertsDeps {
  db: Db;
  cache: Cache;
  clock: Clock;
  /** The platform's slots: a save drops the offers of the slots it changed (decision 0059). */
  slots: Pick<SlotRegistry, "invalidate">;
  counters: Counters;
  clicks: ReturnType<typeof clickLinks>;
  /** One country's slots, items, campaigns and adverts, cached (slot-catalogue.ts). */
  catalogue: (countryId: number) => Promise<Catalogue>;
}
