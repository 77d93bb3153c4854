CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"address_type" smallint NOT NULL,
	"title1" text DEFAULT '' NOT NULL,
	"title2" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_dealers" (
	"user_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"payload" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"title1" text DEFAULT '' NOT NULL,
	"title2" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"has_mex_enabled" boolean DEFAULT false NOT NULL,
	"dealer_id" integer,
	"redirect_url" text,
	"email_confirmed_at" timestamp with time zone,
	"newsletter_confirmed_at" timestamp with time zone,
	"pending_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"dealer_id" integer NOT NULL,
	"branch_id" integer,
	"config" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment" jsonb,
	"comment" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"transport" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"country_id" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stations" (
	"order_id" integer NOT NULL,
	"station_number" smallint NOT NULL,
	"amount" integer NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"invoice_address" jsonb
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_id" text,
	"idempotency_key" text NOT NULL,
	"country_id" smallint NOT NULL,
	"product_group_id" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"stations" smallint NOT NULL,
	"config" jsonb NOT NULL,
	"climate_neutral" boolean DEFAULT false NOT NULL,
	"appointment_plus" boolean DEFAULT false NOT NULL,
	"payment_kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	"installment_months" smallint,
	"monthly_rate" integer,
	"iban" text,
	"account_holder" text,
	"mandate_reference" text,
	"mandate_text" text,
	"provider_reference" text,
	"currency" text NOT NULL,
	"net_price" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_lines" jsonb NOT NULL,
	"lead_time_days" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"terms_version" text NOT NULL,
	"withdrawal_notice_version" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_dealers_pk" ON "favourite_dealers" USING btree ("user_id","dealer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_log_to_idx" ON "mail_log" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_idx" ON "order_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_ratings_dealer_idx" ON "order_ratings" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_stations_pk" ON "order_stations" USING btree ("order_id","station_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_dealer_idx" ON "orders" USING btree ("dealer_id","created_at");