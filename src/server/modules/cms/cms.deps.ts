import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { FileStorage } from "../../platform/files/file-storage.ts";

/** What the CMS use cases need (decision 0065); the services factory builds it once. */
export interface CmsDeps {
  db: Db;
  cache: Cache;
  /** Where the media library's files live (decision 0057). */
  files: FileStorage;
  now: () => Date;
  /** The preview links' HMAC key: derived from the app's secret, never the secret itself. */
  previewKey: Uint8Array;
  /** The news articles whose picture is one of these addresses (the news area answers; its table is its own). */
  newsUsing: (urls: readonly string[]) => Promise<{ Id: number; Title: string; Slug: string; FilePath: string }[]>;
}

/** The editor acting, for the versions and the audit log. */
export interface CmsActor {
  id: number;
  requestId?: string | null;
}

/** Every CMS cache key starts here: one invalidation drops them, and the shared pages with them (page-cache.ts). */
export const CMS_CACHE_PREFIX = "cms:";
