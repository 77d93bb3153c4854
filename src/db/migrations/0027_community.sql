CREATE TABLE "community_guideline_acceptances" (
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_guideline_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "community_guidelines" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_helpful" (
	"post_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_helpful_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"category" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_badges" text[] DEFAULT '{}' NOT NULL,
	"country_id" smallint NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"fingerprint" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"reporter_user_id" integer,
	"reporter_email" text,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "community_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "community_reply_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "community_helpful" ADD CONSTRAINT "community_helpful_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_parent_id_community_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_list_idx" ON "community_posts" USING btree ("category","status","id");--> statement-breakpoint
CREATE INDEX "community_posts_parent_idx" ON "community_posts" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_user_idx" ON "community_reports" USING btree ("post_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("resolved_at","created_at");