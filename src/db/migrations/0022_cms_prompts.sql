CREATE TABLE "cms_prompt_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prompt_id" text NOT NULL,
	"version" integer NOT NULL,
	"text" text,
	"author_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cms_prompt_versions_prompt_version_idx" ON "cms_prompt_versions" USING btree ("prompt_id","version");