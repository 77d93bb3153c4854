-- Decision 0038: a session is a random UUID, not a number a new database hands out again. Each existing session gets one of its own.
ALTER TABLE "refresh_tokens" ADD COLUMN "session_uuid" uuid;--> statement-breakpoint
UPDATE "refresh_tokens" r SET "session_uuid" = s.id FROM (SELECT "session_id", gen_random_uuid() AS id FROM "refresh_tokens" GROUP BY "session_id") s WHERE r."session_id" = s."session_id";--> statement-breakpoint
DROP INDEX "refresh_tokens_session_idx";--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "session_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" RENAME COLUMN "session_uuid" TO "session_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");
