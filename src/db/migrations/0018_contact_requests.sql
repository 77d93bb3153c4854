CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country_id" smallint NOT NULL,
	"topic" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"order_number" text,
	"order_id" integer,
	"state" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" integer,
	"gate_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_request_idx" ON "contact_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_gate_nonce_idx" ON "contact_requests" USING btree ("gate_nonce");--> statement-breakpoint
CREATE INDEX "contact_requests_state_idx" ON "contact_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_user_idx" ON "contact_requests" USING btree ("user_id");