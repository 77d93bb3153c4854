CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "postcodes" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "postcodes" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "delivery_radius_km" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "min_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "delivery_tolerance_pct" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "order_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dealer_role" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_net_price" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_vat_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_total_price" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_dealer_status_idx" ON "orders" USING btree ("dealer_id","status");