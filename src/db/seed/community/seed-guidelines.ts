import type { Db } from "../../client.ts";
import { communityGuidelines } from "../../schema/community.ts";
import { GUIDELINES_V1 } from "./guidelines-text.ts";

/** The guidelines' first version (decision 0069), on every database; written only into an empty table. */
export async function seedCommunityGuidelines(db: Db): Promise<object | null> {
  const [existing] = await db.select({ version: communityGuidelines.version }).from(communityGuidelines).limit(1);
  if (existing) return null;
  await db
    .insert(communityGuidelines)
    .values({ version: 1, body: GUIDELINES_V1, publishedAt: new Date("2026-01-01T00:00:00Z") })
    .onConflictDoNothing();
  return { versions: 1 };
}
