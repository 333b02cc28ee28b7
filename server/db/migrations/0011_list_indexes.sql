CREATE TABLE "order_counts" (
	"order_date" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_order_date_status_payment_status_distributor_id_pk" PRIMARY KEY("order_date","status","payment_status","distributor_id")
);
--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_idx";--> statement-breakpoint
DROP INDEX "orders_store_idx";--> statement-breakpoint
DROP INDEX "orders_order_date_idx";--> statement-breakpoint
DROP INDEX "orders_delivery_date_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_store_date_idx" ON "orders" USING btree ("store_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_distributor_created_idx" ON "orders" USING btree ("assigned_distributor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_final_amount_idx" ON "orders" USING btree ("final_amount_eur","id");--> statement-breakpoint
CREATE INDEX "orders_order_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_order_number_other_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WHERE "orders"."order_number" !~ '^ORD-[0-9]{4}-[0-9]+$';--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_order_date_idx" ON "orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");