-- order_counts (schema.ts) is kept by the database itself: one statement trigger per kind of write on
-- orders adds what the statement's rows took away and brought (transition tables), grouped by the table's
-- key, in the same transaction. Every write path counts, bulk ones and future ones included.
-- The upsert's "n = n + delta" is exact under concurrent writes (the row is locked until commit), and
-- the rows are upserted in key order, so two transactions never lock the same rows in opposite orders.
-- An update that changes none of the counted columns writes nothing (its deltas sum to zero).
CREATE FUNCTION order_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (order_date, status, payment_status, distributor_id, n)
      SELECT order_date, status, payment_status, coalesce(assigned_distributor_id, 0), count(*)::int
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (order_date, status, payment_status, distributor_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts AS c (order_date, status, payment_status, distributor_id, n)
      SELECT order_date, status, payment_status, coalesce(assigned_distributor_id, 0), -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (order_date, status, payment_status, distributor_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO order_counts AS c (order_date, status, payment_status, distributor_id, n)
      SELECT order_date, status, payment_status, distributor_id, sum(delta)::int
      FROM (
        SELECT order_date, status, payment_status, coalesce(assigned_distributor_id, 0) AS distributor_id, -1 AS delta FROM old_rows
        UNION ALL
        SELECT order_date, status, payment_status, coalesce(assigned_distributor_id, 0), 1 FROM new_rows
      ) AS moved
      GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (order_date, status, payment_status, distributor_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_keep();
--> statement-breakpoint
CREATE FUNCTION order_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_truncate();
--> statement-breakpoint
-- The orders already there.
INSERT INTO order_counts (order_date, status, payment_status, distributor_id, n)
  SELECT order_date, status, payment_status, coalesce(assigned_distributor_id, 0), count(*)::int
  FROM orders GROUP BY 1, 2, 3, 4;
