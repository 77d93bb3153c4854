import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** bytea as a Buffer on both drivers (pg answers a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// Stored files (decision 0057): the default storage every instance sees when no object storage is configured.
// The key is the content's hash plus its extension, so a key never names two different contents and
// the same upload twice is one row.
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytes("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
