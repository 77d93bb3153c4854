CREATE TABLE "advert_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"campaign_type_id" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"country_ids" jsonb NOT NULL,
	"zip_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"impression_cap" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advert_counts" (
	"day" date NOT NULL,
	"campaign_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_counts_day_campaign_id_slot_id_pk" PRIMARY KEY("day","campaign_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "advert_slot_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot_id" bigint NOT NULL,
	"advert_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"weight" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advert_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country_id" smallint NOT NULL,
	"slot_type_id" smallint NOT NULL,
	"applies_zip_filtering" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mobile_width" integer NOT NULL,
	"mobile_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"target_url" text NOT NULL,
	"variants" jsonb NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"styles_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_partner_coverage" (
	"country_id" smallint NOT NULL,
	"zip_prefix" text NOT NULL,
	"headline" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "banner_partner_coverage_country_id_zip_prefix_pk" PRIMARY KEY("country_id","zip_prefix")
);
--> statement-breakpoint
ALTER TABLE "advert_counts" ADD CONSTRAINT "advert_counts_campaign_id_advert_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advert_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_counts" ADD CONSTRAINT "advert_counts_slot_id_advert_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."advert_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_slot_items" ADD CONSTRAINT "advert_slot_items_slot_id_advert_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."advert_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_slot_items" ADD CONSTRAINT "advert_slot_items_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_slot_items" ADD CONSTRAINT "advert_slot_items_campaign_id_advert_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advert_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_counts_campaign_idx" ON "advert_counts" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "advert_slot_items_slot_idx" ON "advert_slot_items" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advert_slots_key_country_idx" ON "advert_slots" USING btree ("key","country_id");