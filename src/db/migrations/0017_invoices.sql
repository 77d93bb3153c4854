CREATE TABLE "invoice_counters" (
	"dealer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_counters_dealer_id_year_pk" PRIMARY KEY("dealer_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"delivered_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "iban" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_dealer_seq_idx" ON "invoices" USING btree ("dealer_id","year","seq");