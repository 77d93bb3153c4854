import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pageViews } from "../../../db/schema/index.ts";

/** Counts a view of a path on the country's calendar day. */
export async function recordPageView(db: Db, input: { countryId: number; path: string; day: string }) {
  await db
    .insert(pageViews)
    .values({ day: input.day, countryId: input.countryId, path: input.path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.countryId, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
