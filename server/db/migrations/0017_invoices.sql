CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"invoice_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_eur" numeric(14, 2) NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "credit_note_lines_quantity_check" CHECK ("credit_note_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"language" text NOT NULL,
	"net_eur" numeric(14, 2) NOT NULL,
	"vat_eur" numeric(14, 2) NOT NULL,
	"rounding_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_eur" numeric(14, 2) NOT NULL,
	"applied_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"parties" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_eur" numeric(14, 2) NOT NULL,
	"discount_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gross_eur" numeric(14, 2) NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_eur" numeric(14, 2) NOT NULL,
	"credited_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	"allocated_eur" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_from" date,
	"period_to" date,
	"language" text NOT NULL,
	"net_eur" numeric(14, 2) NOT NULL,
	"vat_eur" numeric(14, 2) NOT NULL,
	"rounding_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_eur" numeric(14, 2) NOT NULL,
	"prepaid_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"credited_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"structured_reference" text NOT NULL,
	"parties" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_structured_reference_unique" UNIQUE("structured_reference"),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_eur" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "enterprise_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "invoice_language" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "invoice_rhythm" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id","line_no");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_store_idx" ON "credit_notes" USING btree ("store_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_store_idx" ON "invoices" USING btree ("store_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "orders_invoice_idx" ON "orders" USING btree ("invoice_id");