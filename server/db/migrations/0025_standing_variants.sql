ALTER TABLE "standing_order_exceptions" DROP CONSTRAINT "standing_order_exceptions_store_id_date_product_id_pk";--> statement-breakpoint
ALTER TABLE "standing_order_lines" DROP CONSTRAINT "standing_order_lines_store_id_weekday_product_id_pk";--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "standing_order_exceptions" ADD CONSTRAINT "standing_order_exceptions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_exceptions_key" ON "standing_order_exceptions" USING btree ("store_id","date","product_id",coalesce("variant_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_lines_key" ON "standing_order_lines" USING btree ("store_id","weekday","product_id",coalesce("variant_id", 0));