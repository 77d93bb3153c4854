CREATE TABLE "visit_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" text PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_orders" ADD CONSTRAINT "visit_orders_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_orders_visit_idx" ON "visit_orders" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visits_day_idx" ON "visits" USING btree ("day","country_id");--> statement-breakpoint
ALTER TABLE "dealers" DROP COLUMN "rating_x10";--> statement-breakpoint
ALTER TABLE "dealers" DROP COLUMN "review_count";--> statement-breakpoint
CREATE VIEW "public"."dealer_ratings" AS (select dealer_id, count(*)::int as review_count, round(avg(stars) * 10)::smallint as rating_x10 from order_ratings where stars between 1 and 5 group by dealer_id);