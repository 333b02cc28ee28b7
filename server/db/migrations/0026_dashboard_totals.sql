CREATE TABLE "summary_delivery_day_totals" (
	"delivery_date" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_delivery_day_totals_delivery_date_status_pk" PRIMARY KEY("delivery_date","status")
);
--> statement-breakpoint
CREATE TABLE "summary_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"final_amount_eur" numeric(14, 2) NOT NULL,
	"paid_amount_eur" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
-- Issue 25 at a million orders: the dashboard's company figures read a row per status and a row per status
-- of one delivery day, where they summed every shop's rows (28,000 and 1,000 of them at a million orders).
-- Derived by statement triggers from summary_store_status and summary_deliveries_daily, as 0024 derives the
-- payments report's tables: whatever keeps those (keptFigures.ts, kept_figures_rebuild) keeps these in the
-- same transaction. Every upsert goes in key order, so no two writers lock these rows in opposite orders.
CREATE FUNCTION summary_status_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_status text[];
  d_n integer[];
  d_final numeric[];
  d_paid numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(status), array_agg(orders), array_agg(final_amount_eur), array_agg(paid_amount_eur)
      INTO d_status, d_n, d_final, d_paid FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(status), array_agg(-orders), array_agg(-final_amount_eur), array_agg(-paid_amount_eur)
      INTO d_status, d_n, d_final, d_paid FROM old_rows;
  ELSE
    SELECT array_agg(status), array_agg(n), array_agg(final), array_agg(paid)
      INTO d_status, d_n, d_final, d_paid
      FROM (SELECT status, -orders AS n, -final_amount_eur AS final, -paid_amount_eur AS paid FROM old_rows
            UNION ALL SELECT status, orders, final_amount_eur, paid_amount_eur FROM new_rows) AS moved;
  END IF;
  IF d_status IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO summary_status_totals AS t (status, orders, final_amount_eur, paid_amount_eur)
    SELECT status, sum(n), sum(final), sum(paid)
    FROM unnest(d_status, d_n, d_final, d_paid) AS d(status, n, final, paid)
    GROUP BY 1 HAVING sum(n) <> 0 OR sum(final) <> 0 OR sum(paid) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE
      SET orders = t.orders + excluded.orders, final_amount_eur = t.final_amount_eur + excluded.final_amount_eur,
          paid_amount_eur = t.paid_amount_eur + excluded.paid_amount_eur;
  DELETE FROM summary_status_totals t WHERE t.status = ANY (d_status) AND t.orders = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_status_derive_insert AFTER INSERT ON summary_store_status REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_status_derive();
--> statement-breakpoint
CREATE TRIGGER summary_status_derive_update AFTER UPDATE ON summary_store_status REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_status_derive();
--> statement-breakpoint
CREATE TRIGGER summary_status_derive_delete AFTER DELETE ON summary_store_status REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_status_derive();
--> statement-breakpoint
CREATE FUNCTION summary_delivery_day_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_date date[];
  d_status text[];
  d_n integer[];
  d_final numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(delivery_date), array_agg(status), array_agg(orders), array_agg(final_amount_eur)
      INTO d_date, d_status, d_n, d_final FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(delivery_date), array_agg(status), array_agg(-orders), array_agg(-final_amount_eur)
      INTO d_date, d_status, d_n, d_final FROM old_rows;
  ELSE
    SELECT array_agg(delivery_date), array_agg(status), array_agg(n), array_agg(final)
      INTO d_date, d_status, d_n, d_final
      FROM (SELECT delivery_date, status, -orders AS n, -final_amount_eur AS final FROM old_rows
            UNION ALL SELECT delivery_date, status, orders, final_amount_eur FROM new_rows) AS moved;
  END IF;
  IF d_date IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO summary_delivery_day_totals AS t (delivery_date, status, orders, final_amount_eur)
    SELECT delivery_date, status, sum(n), sum(final)
    FROM unnest(d_date, d_status, d_n, d_final) AS d(delivery_date, status, n, final)
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(final) <> 0 ORDER BY 1, 2
    ON CONFLICT (delivery_date, status) DO UPDATE
      SET orders = t.orders + excluded.orders, final_amount_eur = t.final_amount_eur + excluded.final_amount_eur;
  DELETE FROM summary_delivery_day_totals t
    USING (SELECT DISTINCT delivery_date, status FROM unnest(d_date, d_status) AS d(delivery_date, status)) AS d
    WHERE t.delivery_date = d.delivery_date AND t.status = d.status AND t.orders = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_delivery_day_derive_insert AFTER INSERT ON summary_deliveries_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_delivery_day_derive();
--> statement-breakpoint
CREATE TRIGGER summary_delivery_day_derive_update AFTER UPDATE ON summary_deliveries_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_delivery_day_derive();
--> statement-breakpoint
CREATE TRIGGER summary_delivery_day_derive_delete AFTER DELETE ON summary_deliveries_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_delivery_day_derive();
--> statement-breakpoint
CREATE FUNCTION summary_dashboard_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'summary_store_status' THEN
    DELETE FROM summary_status_totals;
  ELSE
    DELETE FROM summary_delivery_day_totals;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_status_derive_truncate AFTER TRUNCATE ON summary_store_status
  FOR EACH STATEMENT EXECUTE FUNCTION summary_dashboard_truncate();
--> statement-breakpoint
CREATE TRIGGER summary_delivery_day_derive_truncate AFTER TRUNCATE ON summary_deliveries_daily
  FOR EACH STATEMENT EXECUTE FUNCTION summary_dashboard_truncate();
--> statement-breakpoint
INSERT INTO summary_status_totals (status, orders, final_amount_eur, paid_amount_eur)
  SELECT status, sum(orders), sum(final_amount_eur), sum(paid_amount_eur) FROM summary_store_status GROUP BY 1 ORDER BY 1;
--> statement-breakpoint
INSERT INTO summary_delivery_day_totals (delivery_date, status, orders, final_amount_eur)
  SELECT delivery_date, status, sum(orders), sum(final_amount_eur) FROM summary_deliveries_daily GROUP BY 1, 2 ORDER BY 1, 2;
