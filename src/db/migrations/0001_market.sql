CREATE TABLE "branch_delivery_areas" (
	"branch_id" integer NOT NULL,
	"zip_prefix" text NOT NULL,
	CONSTRAINT "branch_delivery_areas_branch_id_zip_prefix_pk" PRIMARY KEY("branch_id","zip_prefix")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" smallint NOT NULL,
	"state_id" integer NOT NULL,
	"lead_time_days" smallint NOT NULL,
	"surcharge_factor_pct" smallint DEFAULT 100 NOT NULL,
	"payments" text[] NOT NULL,
	"express_24" boolean DEFAULT false NOT NULL,
	"express_48" boolean DEFAULT false NOT NULL,
	"small_truck" boolean DEFAULT false NOT NULL,
	"desired_date" boolean DEFAULT true NOT NULL,
	"appointment_plus" boolean DEFAULT false NOT NULL,
	"max_hose_m" smallint DEFAULT 40 NOT NULL,
	"max_blowin_m" smallint DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" smallint NOT NULL,
	"rating_x10" smallint NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"country_id" smallint NOT NULL,
	"state_id" integer NOT NULL,
	"product_group_id" smallint NOT NULL,
	"day" date NOT NULL,
	"price_per_basis" integer NOT NULL,
	CONSTRAINT "price_history_state_id_product_group_id_day_pk" PRIMARY KEY("state_id","product_group_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"min_amount" integer NOT NULL,
	"net_per_basis" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"display_name" text NOT NULL,
	"short_name" text NOT NULL,
	"is_upselling" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_delivery_areas" ADD CONSTRAINT "branch_delivery_areas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_state_id_country_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."country_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_dealer_idx" ON "branches" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "price_tiers_branch_product_idx" ON "price_tiers" USING btree ("branch_id","product_id","valid_from");