ALTER TABLE "product_prices" ADD COLUMN "old_price_syp" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "new_price_syp" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_crate" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_per_crate_check" CHECK ("products"."units_per_crate" IS NULL OR "products"."units_per_crate" > 0);