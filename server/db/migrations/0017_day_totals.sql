CREATE TABLE "summary_day_totals" (
	"order_date" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	"lines" integer NOT NULL,
	"quantity" integer NOT NULL,
	"gift_quantity" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_day_totals_order_date_status_pk" PRIMARY KEY("order_date","status")
);--> statement-breakpoint
-- kept_figures_rebuild() of 0013 with the day totals (issue 26's speed) added; the backfill runs it once more.
CREATE OR REPLACE FUNCTION kept_figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM summary_store_status;
  DELETE FROM summary_orders_daily;
  DELETE FROM summary_sales_daily;
  DELETE FROM summary_deliveries_daily;
  DELETE FROM summary_payments_daily;
  DELETE FROM summary_expenses_daily;
  DELETE FROM summary_receivables_daily;
  DELETE FROM summary_day_totals;
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
  INSERT INTO summary_receivables_daily (delivered_on, store_id, orders, final_amount_eur, paid_amount_eur)
    SELECT coalesce((delivered_at AT TIME ZONE 'Europe/Brussels')::date, delivery_date, order_date), store_id, count(*),
      sum(final_amount_eur), sum(paid_amount_eur)
    FROM orders WHERE status = 'delivered' GROUP BY 1, 2;
  INSERT INTO summary_day_totals (order_date, status, orders, final_amount_eur, lines, quantity, gift_quantity, amount_eur)
    SELECT o.order_date, o.status, count(*), sum(o.final_amount_eur), coalesce(sum(i.lines), 0), coalesce(sum(i.quantity), 0),
      coalesce(sum(i.gift_quantity), 0), coalesce(sum(i.amount), 0)
    FROM orders o LEFT JOIN (
      SELECT order_id, count(*) AS lines, sum(quantity) AS quantity, sum(gift_quantity) AS gift_quantity,
        sum(line_total_eur) AS amount
      FROM order_items GROUP BY order_id
    ) i ON i.order_id = o.id
    GROUP BY 1, 2;
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
