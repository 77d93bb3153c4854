import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { storedFiles } from "../../../db/schema/files.ts";

/**
 * The one place files live (decision 0057), seen alike by every instance: the database by default
 * (database-file-storage below), S3-compatible object storage when configured (s3-file-storage.ts).
 * Keys are content hashes (domain/files/file-uses.ts), so a put of an existing key is a no-op and a
 * stored object never changes: served with immutable caching.
 */
export interface FileStorage {
  readonly kind: "database" | "s3";
  put(file: { key: string; contentType: string; body: Buffer }): Promise<void>;
  get(key: string): Promise<{ contentType: string; body: Buffer } | null>;
  delete(key: string): Promise<void>;
}

export function databaseFileStorage(db: Db): FileStorage {
  return {
    kind: "database",
    async put({ key, contentType, body }) {
      await db
        .insert(storedFiles)
        .values({ key, contentType, size: body.byteLength, data: body })
        .onConflictDoNothing({ target: storedFiles.key });
    },
    async get(key) {
      const [row] = await db
        .select({ contentType: storedFiles.contentType, body: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

/** How many bytes the database storage holds (for the operations overview later; tests read it). */
export async function storedBytes(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${storedFiles.size}), 0)` }).from(storedFiles);
  return Number(row.total);
}
