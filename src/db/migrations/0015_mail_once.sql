DROP INDEX "mail_log_message_id_idx";--> statement-breakpoint
ALTER TABLE "mail_log" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_log" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_log" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_log" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_log" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_log" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "mail_log" SET "claimed_at" = "sent_at";--> statement-breakpoint
-- Decision 0038: one row per Message-ID. A mail sent twice before keeps its first row, the others count as resends.
UPDATE "mail_log" m SET "resends" = d.n - 1 FROM (SELECT min("id") AS id, count(*) AS n FROM "mail_log" WHERE "message_id" IS NOT NULL GROUP BY "message_id" HAVING count(*) > 1) d WHERE m."id" = d.id;--> statement-breakpoint
DELETE FROM "mail_log" a USING "mail_log" b WHERE a."message_id" = b."message_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "mail_log_message_id_key" ON "mail_log" USING btree ("message_id");