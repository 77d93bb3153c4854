ALTER TABLE "mail_log" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "mail_log_message_id_idx" ON "mail_log" USING btree ("message_id");