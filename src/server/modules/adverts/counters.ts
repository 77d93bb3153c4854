import type { Clock } from "../../platform/clock.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Db } from "../../../db/client.ts";
import { addCounts } from "./adverts.repo.ts";

/** How often the impressions counted in memory are added to the day's rows. */
export const FLUSH_EVERY_MS = 5_000;

/**
 * Impressions and clicks per day, campaign and slot (decision 0068), counted on the server: no cookie, no
 * visitor, only sums. Impressions come with every page that shows an advert, so they are summed in memory and
 * written every few seconds in one statement (a crash loses at most those seconds; the reports are
 * statistics, not invoices). Clicks are rare and written at once.
 */
export function createCounters(deps: { db: Db; clock: Clock; logger: Pick<Logger, "error"> }) {
  const pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const rows = [...pending].map(([key, impressions]) => {
      const [day, campaignId, slotId] = key.split("|");
      return { day, campaignId: Number(campaignId), slotId: Number(slotId), impressions, clicks: 0 };
    });
    pending.clear();
    try {
      await addCounts(deps.db, rows);
    } catch (err) {
      // A campaign deleted meanwhile fails its row's reference; the sums of a few seconds are not worth a retry loop.
      deps.logger.error({ err: err instanceof Error ? err.message : String(err) }, "advert impressions not written");
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    impression(ref: { campaignId: number; slotId: number; countryId: number }) {
      const key = `${deps.clock.today(ref.countryId)}|${ref.campaignId}|${ref.slotId}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    async click(ref: { campaignId: number; slotId: number; countryId: number }) {
      await addCounts(deps.db, [
        { day: deps.clock.today(ref.countryId), campaignId: ref.campaignId, slotId: ref.slotId, impressions: 0, clicks: 1 },
      ]);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type Counters = ReturnType<typeof createCounters>;
