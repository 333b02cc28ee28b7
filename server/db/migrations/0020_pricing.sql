CREATE TABLE "price_list_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"product_id" integer,
	"category" text,
	"price_eur" numeric(14, 2),
	"discount_percent" numeric(5, 2),
	CONSTRAINT "price_list_rules_target_check" CHECK (("price_list_rules"."product_id" IS NULL) <> ("price_list_rules"."category" IS NULL)),
	CONSTRAINT "price_list_rules_amount_check" CHECK (("price_list_rules"."price_eur" IS NULL) <> ("price_list_rules"."discount_percent" IS NULL)),
	CONSTRAINT "price_list_rules_price_check" CHECK ("price_list_rules"."price_eur" IS NULL OR "price_list_rules"."price_eur" > 0),
	CONSTRAINT "price_list_rules_discount_check" CHECK ("price_list_rules"."discount_percent" IS NULL OR ("price_list_rules"."discount_percent" > 0 AND "price_list_rules"."discount_percent" < 100))
);
--> statement-breakpoint
CREATE TABLE "price_list_stores" (
	"price_list_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "price_list_stores_price_list_id_store_id_pk" PRIMARY KEY("price_list_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_dates_check" CHECK ("price_lists"."valid_until" IS NULL OR "price_lists"."valid_until" >= "price_lists"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"old_price_eur" numeric(14, 2) NOT NULL,
	"new_price_eur" numeric(14, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_new_check" CHECK ("product_prices"."new_price_eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"price_eur" numeric(14, 2) NOT NULL,
	"stock_quantity" integer,
	"weight_grams" numeric(10, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_code_unique" UNIQUE("code"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_eur" > 0),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock_quantity" IS NULL OR "product_variants"."stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_category_product_categories_code_fk" FOREIGN KEY ("category") REFERENCES "public"."product_categories"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "price_list_stores" ADD CONSTRAINT "price_list_stores_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_stores" ADD CONSTRAINT "price_list_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_rules_list_idx" ON "price_list_rules" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_rules_product_key" ON "price_list_rules" USING btree ("price_list_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_rules_category_key" ON "price_list_rules" USING btree ("price_list_id","category");--> statement-breakpoint
CREATE INDEX "price_list_stores_store_idx" ON "price_list_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_key" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "product_prices_pending_idx" ON "product_prices" USING btree ("applied","valid_from");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_name_key" ON "product_variants" USING btree ("product_id",lower("name"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;