CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"bank_ref" text NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"booking_date" date NOT NULL,
	"debtor_name" text,
	"debtor_iban" text,
	"structured_ref" text,
	"message" text,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"invoice_id" integer,
	"recorded_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"excess_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"matched_by" integer,
	"matched_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('unmatched', 'matched', 'partial', 'excess')),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"statement_ref" text NOT NULL,
	"account_iban" text,
	"file_name" text,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"unit_price_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_reason_check" CHECK ("return_lines"."reason" in ('unsold', 'damaged', 'wrong_item'))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"distributor_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"total_eur" numeric(14, 2) DEFAULT 0 NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"credit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_ref_key" ON "bank_statement_lines" USING btree ("bank_ref");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_product_key" ON "return_lines" USING btree ("return_id","product_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_store_idx" ON "returns" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_distributor_idx" ON "returns" USING btree ("distributor_id","created_at","id");