CREATE TABLE "login_throttle" (
	"scope" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "login_throttle_scope_email_address_pk" PRIMARY KEY("scope","email","address")
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" bigint;--> statement-breakpoint
-- Existing rows become sessions of their own (access tokens of rotated chains end early: log in again).
UPDATE "refresh_tokens" SET "session_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");