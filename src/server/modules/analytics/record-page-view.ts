import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pageViews } from "../../../db/schema/index.ts";

export async function recordPageView(db: Db, input: { countryId: number; path: string; now: Date }) {
  const day = input.now.toISOString().slice(0, 10);
  await db
    .insert(pageViews)
    .values({ day, countryId: input.countryId, path: input.path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.countryId, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
