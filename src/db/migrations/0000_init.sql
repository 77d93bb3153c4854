CREATE TABLE "country_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"name" text NOT NULL,
	"friendly_name" text NOT NULL,
	"map_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"country_id" smallint NOT NULL,
	"zip" text NOT NULL,
	"place" text NOT NULL,
	"state_id" integer NOT NULL,
	CONSTRAINT "postcodes_country_id_zip_place_pk" PRIMARY KEY("country_id","zip","place")
);
--> statement-breakpoint
CREATE TABLE "js_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country_id" smallint NOT NULL,
	"user_agent" text NOT NULL,
	"href" text NOT NULL,
	"time_start" text,
	"time_end" text,
	"errors" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"country_id" smallint NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_country_id_path_pk" PRIMARY KEY("day","country_id","path")
);
--> statement-breakpoint
ALTER TABLE "postcodes" ADD CONSTRAINT "postcodes_state_id_country_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."country_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postcodes_state_idx" ON "postcodes" USING btree ("state_id");