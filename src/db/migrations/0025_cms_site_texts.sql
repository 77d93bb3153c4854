CREATE TABLE "cms_site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" bigint
);
