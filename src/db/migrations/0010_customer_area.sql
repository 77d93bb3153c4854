CREATE TABLE "customer_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"order_id" integer,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"price_alarms" boolean DEFAULT true NOT NULL,
	"tank_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alarm_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alarm_id" integer NOT NULL,
	"direction" text NOT NULL,
	"price_per_basis" integer NOT NULL,
	"market_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alarms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"country_id" smallint NOT NULL,
	"zip" text NOT NULL,
	"product_group_id" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"below_per_basis" integer NOT NULL,
	"above_per_basis" integer,
	"starts_on" date,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"last_zone" text,
	"last_price_per_basis" integer,
	"last_checked_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_dedupe_idx" ON "customer_messages" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "customer_messages_user_idx" ON "customer_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alarm_hits_once_idx" ON "price_alarm_hits" USING btree ("alarm_id","market_version","direction");--> statement-breakpoint
CREATE INDEX "price_alarms_user_idx" ON "price_alarms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "price_alarms_market_idx" ON "price_alarms" USING btree ("country_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alarms_unsubscribe_idx" ON "price_alarms" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "price_alarms_confirm_idx" ON "price_alarms" USING btree ("confirm_token_hash");