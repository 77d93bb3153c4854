CREATE TABLE "mex_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sensor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mex_api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mex_devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"pairing_code_hash" text NOT NULL,
	"sensor_type_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mex_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"sensor_id" integer,
	"seq" bigint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"distance_mm" integer,
	"temperature_c" real,
	"battery_v" real,
	"rssi" smallint,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mex_sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"tank_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"delivery_address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mex_tanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT 'Mein Tank' NOT NULL,
	"tank_type_id" smallint DEFAULT 1 NOT NULL,
	"tank_count" smallint DEFAULT 1 NOT NULL,
	"horizontal" boolean DEFAULT true NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"diameter_mm" integer,
	"nominal_litres" integer,
	"sensor_to_bottom_mm" integer,
	"dip_chart" jsonb,
	"reserve_percent" smallint DEFAULT 10 NOT NULL,
	"zip" text,
	"country_id" smallint DEFAULT 1 NOT NULL,
	"setup_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mex_alerts_sensor_idx" ON "mex_alerts" USING btree ("sensor_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "mex_api_tokens_hash_idx" ON "mex_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mex_api_tokens_user_idx" ON "mex_api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mex_readings_device_seq_idx" ON "mex_readings" USING btree ("device_id","seq");--> statement-breakpoint
CREATE INDEX "mex_readings_sensor_idx" ON "mex_readings" USING btree ("sensor_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mex_sensors_device_idx" ON "mex_sensors" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "mex_sensors_user_idx" ON "mex_sensors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mex_tanks_user_idx" ON "mex_tanks" USING btree ("user_id");