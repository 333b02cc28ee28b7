CREATE TABLE "summary_deliveries_daily" (
	"delivery_date" date NOT NULL,
	"order_date" date NOT NULL,
	"store_id" integer NOT NULL,
	"distributor_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_deliveries_daily_delivery_date_order_date_store_id_distributor_id_status_pk" PRIMARY KEY("delivery_date","order_date","store_id","distributor_id","status")
);
--> statement-breakpoint
CREATE TABLE "summary_expenses_daily" (
	"expense_date" date NOT NULL,
	"vehicle_id" integer DEFAULT 0 NOT NULL,
	"distributor_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"expenses" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	"litres" numeric(12, 2) NOT NULL,
	CONSTRAINT "summary_expenses_daily_expense_date_vehicle_id_distributor_id_type_pk" PRIMARY KEY("expense_date","vehicle_id","distributor_id","type")
);
--> statement-breakpoint
CREATE TABLE "summary_orders_daily" (
	"order_date" date NOT NULL,
	"store_id" integer NOT NULL,
	"distributor_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"total_amount_eur" numeric(14, 2) NOT NULL,
	"discount_amount_eur" numeric(14, 2) NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	"paid_amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_orders_daily_order_date_store_id_distributor_id_status_pk" PRIMARY KEY("order_date","store_id","distributor_id","status")
);
--> statement-breakpoint
CREATE TABLE "summary_payments_daily" (
	"payment_date" date NOT NULL,
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"payments" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_payments_daily_payment_date_store_id_method_pk" PRIMARY KEY("payment_date","store_id","method")
);
--> statement-breakpoint
CREATE TABLE "summary_sales_daily" (
	"order_date" date NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"distributor_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"lines" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gift_quantity" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_sales_daily_order_date_store_id_product_id_distributor_id_status_pk" PRIMARY KEY("order_date","store_id","product_id","distributor_id","status")
);
--> statement-breakpoint
CREATE TABLE "summary_store_status" (
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	"paid_amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_store_status_store_id_status_pk" PRIMARY KEY("store_id","status")
);
--> statement-breakpoint
DROP INDEX "orders_store_idx";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "credit_limit_eur" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "open_orders_eur" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "total_purchases_eur" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "total_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "completed_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cancelled_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_order_date" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_payment_date" date;--> statement-breakpoint
CREATE INDEX "summary_deliveries_daily_distributor_idx" ON "summary_deliveries_daily" USING btree ("distributor_id","delivery_date");--> statement-breakpoint
CREATE INDEX "summary_orders_daily_distributor_idx" ON "summary_orders_daily" USING btree ("distributor_id","order_date");--> statement-breakpoint
CREATE INDEX "summary_sales_daily_product_idx" ON "summary_sales_daily" USING btree ("product_id","order_date");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","order_date");--> statement-breakpoint
-- Until now a credit limit of 0 was how "no limit given" was stored (the shop page showed "بلا حد"); from
-- here on 0 means no credit at all and null means no limit (issue 25), so the old 0 keeps its meaning.
UPDATE "stores" SET "credit_limit_eur" = NULL WHERE "credit_limit_eur" = 0;--> statement-breakpoint
-- Every kept figure recomputed from the raw rows: the backfill below, and the demo loader after it has
-- inserted its rows (server/db/seed.ts). The write paths keep them with deltas (server/services/keptFigures.ts);
-- the definitions here and there are the same.
CREATE OR REPLACE FUNCTION kept_figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM summary_store_status;
  DELETE FROM summary_orders_daily;
  DELETE FROM summary_sales_daily;
  DELETE FROM summary_deliveries_daily;
  DELETE FROM summary_payments_daily;
  DELETE FROM summary_expenses_daily;
  INSERT INTO summary_store_status (store_id, status, orders, final_amount_eur, paid_amount_eur)
    SELECT store_id, status, count(*), sum(final_amount_eur), sum(paid_amount_eur) FROM orders GROUP BY 1, 2;
  INSERT INTO summary_orders_daily (order_date, store_id, distributor_id, status, orders, total_amount_eur,
      discount_amount_eur, final_amount_eur, paid_amount_eur)
    SELECT order_date, store_id, coalesce(assigned_distributor_id, 0), status, count(*), sum(total_amount_eur),
      sum(discount_amount_eur), sum(final_amount_eur), sum(paid_amount_eur)
    FROM orders GROUP BY 1, 2, 3, 4;
  INSERT INTO summary_sales_daily (order_date, store_id, product_id, distributor_id, status, lines, quantity,
      gift_quantity, amount_eur)
    SELECT o.order_date, o.store_id, i.product_id, coalesce(o.assigned_distributor_id, 0), o.status, count(*),
      sum(i.quantity), sum(i.gift_quantity), sum(i.line_total_eur)
    FROM order_items i JOIN orders o ON o.id = i.order_id GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO summary_deliveries_daily (delivery_date, order_date, store_id, distributor_id, status, orders,
      final_amount_eur)
    SELECT delivery_date, order_date, store_id, coalesce(assigned_distributor_id, 0), status, count(*),
      sum(final_amount_eur)
    FROM orders WHERE delivery_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO summary_payments_daily (payment_date, store_id, method, payments, amount_eur)
    SELECT payment_date, store_id, method, count(*), sum(amount_eur) FROM payments
    WHERE status = 'completed' GROUP BY 1, 2, 3;
  INSERT INTO summary_expenses_daily (expense_date, vehicle_id, distributor_id, type, expenses, amount_eur, litres)
    SELECT expense_date, coalesce(vehicle_id, 0), coalesce(distributor_id, 0), type, count(*), sum(amount_eur),
      coalesce(sum(litres), 0)
    FROM vehicle_expenses GROUP BY 1, 2, 3, 4;
  UPDATE stores s SET
    current_balance_eur = coalesce(f.balance, 0),
    open_orders_eur = coalesce(f.open, 0),
    total_purchases_eur = coalesce(f.purchases, 0),
    total_orders = coalesce(f.total, 0),
    completed_orders = coalesce(f.completed, 0),
    cancelled_orders = coalesce(f.cancelled, 0),
    last_order_date = f.last_order,
    last_payment_date = (SELECT max(p.payment_date) FROM payments p WHERE p.store_id = s.id AND p.status = 'completed')
  FROM stores s2 LEFT JOIN (
    SELECT store_id,
      sum(final_amount_eur - paid_amount_eur) FILTER (WHERE status = 'delivered') AS balance,
      sum(final_amount_eur - paid_amount_eur) FILTER (WHERE status IN ('draft', 'confirmed', 'in_progress')) AS open,
      sum(final_amount_eur) FILTER (WHERE status = 'delivered') AS purchases,
      count(*) AS total,
      count(*) FILTER (WHERE status = 'delivered') AS completed,
      count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
      max(order_date) AS last_order
    FROM orders GROUP BY store_id
  ) f ON f.store_id = s2.id
  WHERE s2.id = s.id;
$$;--> statement-breakpoint
SELECT kept_figures_rebuild();
