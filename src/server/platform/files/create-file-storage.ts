import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import { databaseFileStorage, type FileStorage } from "./file-storage.ts";
import { s3FileStorage } from "./s3-file-storage.ts";

/** Object storage when FILES_S3_ENDPOINT is set (config.ts checks the rest is there), else the database (decision 0057). */
export function createFileStorage(db: Db, config: Config): FileStorage {
  const s3 = config.filesS3;
  return s3 ? s3FileStorage(s3) : databaseFileStorage(db);
}
