CREATE TABLE "summary_ageing" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"not_due" numeric(14, 2) NOT NULL,
	"d0_30" numeric(14, 2) NOT NULL,
	"d31_60" numeric(14, 2) NOT NULL,
	"d61_90" numeric(14, 2) NOT NULL,
	"d90_plus" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_ageing_as_of" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"as_of" date NOT NULL,
	CONSTRAINT "summary_ageing_as_of_single_check" CHECK ("summary_ageing_as_of"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "summary_payment_day_totals" (
	"payment_date" date NOT NULL,
	"method" text NOT NULL,
	"payments" integer NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_payment_day_totals_payment_date_method_pk" PRIMARY KEY("payment_date","method")
);
--> statement-breakpoint
CREATE TABLE "summary_payments_to_date" (
	"store_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount_eur" numeric(14, 2) NOT NULL,
	CONSTRAINT "summary_payments_to_date_store_id_payment_date_pk" PRIMARY KEY("store_id","payment_date")
);
--> statement-breakpoint
CREATE INDEX "summary_payments_daily_store_idx" ON "summary_payments_daily" USING btree ("store_id","payment_date");--> statement-breakpoint
-- Issue 26's speed: the payments report's kept tables (schema.ts) are derived from two summary tables by
-- statement triggers on them, in the transaction of the write, so whatever keeps those (keptFigures.ts,
-- kept_figures_rebuild, bulk writes) keeps these. The transition tables give the rows each statement took
-- away and brought. Every upsert goes in key order (no two writers lock the same rows in opposite orders).
--
-- A shop's term days, as the reports read them: credit_N is N days, cash (and anything else) 0.
CREATE FUNCTION payment_term_days(terms text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN terms ~ '^credit_[0-9]+$' THEN substring(terms FROM 8)::int ELSE 0 END
$$;
--> statement-breakpoint
-- The ageing bucket of days past terms: 0 not due, 1 for 1-30, 2 for 31-60, 3 for 61-90, 4 beyond.
CREATE FUNCTION ageing_bucket(late integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN late <= 0 THEN 0 WHEN late <= 30 THEN 1 WHEN late <= 60 THEN 2 WHEN late <= 90 THEN 3 ELSE 4 END
$$;
--> statement-breakpoint
-- Payments: the day totals take the statement's change; each touched shop's running totals are written
-- again from its first touched day on (usually today: one row), from summary_payments_daily as it now is.
-- Two writers of one shop's payments hold that shop's row first (keptFigures.ts), so this reads every
-- write committed before it.
CREATE FUNCTION summary_payments_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_date date[];
  d_store integer[];
  d_method text[];
  d_n integer[];
  d_amount numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(payment_date), array_agg(store_id), array_agg(method), array_agg(payments), array_agg(amount_eur)
      INTO d_date, d_store, d_method, d_n, d_amount FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(payment_date), array_agg(store_id), array_agg(method), array_agg(-payments), array_agg(-amount_eur)
      INTO d_date, d_store, d_method, d_n, d_amount FROM old_rows;
  ELSE
    SELECT array_agg(payment_date), array_agg(store_id), array_agg(method), array_agg(n), array_agg(amount)
      INTO d_date, d_store, d_method, d_n, d_amount
      FROM (SELECT payment_date, store_id, method, -payments AS n, -amount_eur AS amount FROM old_rows
            UNION ALL SELECT payment_date, store_id, method, payments, amount_eur FROM new_rows) AS moved;
  END IF;
  IF d_date IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO summary_payment_day_totals AS t (payment_date, method, payments, amount_eur)
    SELECT payment_date, method, sum(n), sum(amount)
    FROM unnest(d_date, d_method, d_n, d_amount) AS d(payment_date, method, n, amount)
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (payment_date, method) DO UPDATE
      SET payments = t.payments + excluded.payments, amount_eur = t.amount_eur + excluded.amount_eur;
  DELETE FROM summary_payment_day_totals t
    USING (SELECT DISTINCT payment_date, method FROM unnest(d_date, d_method) AS d(payment_date, method)) AS d
    WHERE t.payment_date = d.payment_date AND t.method = d.method AND t.payments = 0;
  -- The running totals: from each touched shop's first touched day.
  DELETE FROM summary_payments_to_date t
    USING (SELECT store_id, min(payment_date) AS since FROM unnest(d_store, d_date) AS d(store_id, payment_date) GROUP BY 1) AS a
    WHERE t.store_id = a.store_id AND t.payment_date >= a.since;
  INSERT INTO summary_payments_to_date (store_id, payment_date, amount_eur)
    SELECT p.store_id, p.payment_date,
           coalesce(max(base.amount_eur), 0) + sum(sum(p.amount_eur)) OVER (PARTITION BY p.store_id ORDER BY p.payment_date)
    FROM (SELECT store_id, min(payment_date) AS since FROM unnest(d_store, d_date) AS d(store_id, payment_date) GROUP BY 1) AS a
    JOIN summary_payments_daily p ON p.store_id = a.store_id AND p.payment_date >= a.since
    LEFT JOIN LATERAL (
      SELECT b.amount_eur FROM summary_payments_to_date b
      WHERE b.store_id = a.store_id AND b.payment_date < a.since ORDER BY b.payment_date DESC LIMIT 1
    ) AS base ON true
    GROUP BY p.store_id, p.payment_date ORDER BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_payments_derive_insert AFTER INSERT ON summary_payments_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_payments_derive();
--> statement-breakpoint
CREATE TRIGGER summary_payments_derive_update AFTER UPDATE ON summary_payments_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_payments_derive();
--> statement-breakpoint
CREATE TRIGGER summary_payments_derive_delete AFTER DELETE ON summary_payments_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_payments_derive();
--> statement-breakpoint
CREATE FUNCTION summary_payments_derive_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM summary_payment_day_totals;
  DELETE FROM summary_payments_to_date;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_payments_derive_truncate AFTER TRUNCATE ON summary_payments_daily
  FOR EACH STATEMENT EXECUTE FUNCTION summary_payments_derive_truncate();
--> statement-breakpoint
-- Ageing. The buckets move with the calendar, so summary_ageing holds them as of one day. A write adds
-- its change (what each touched delivery day x shop owes after, less before; a day paid over owes 0) in
-- the buckets of that day; summary_ageing_rebuild moves everything to another day. Writers share an
-- advisory lock that the rebuild takes alone: a rebuild waits for the writers in flight to commit and reads
-- their rows; a writer after it waits for it and adds its change for the new day.
CREATE FUNCTION summary_ageing_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_day date[];
  d_store integer[];
  d_owed numeric[];
  on_day date;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(2026026);
  SELECT as_of INTO on_day FROM summary_ageing_as_of WHERE id = 1;
  IF on_day IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(delivered_on), array_agg(store_id), array_agg(greatest(final_amount_eur - paid_amount_eur, 0))
      INTO d_day, d_store, d_owed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(delivered_on), array_agg(store_id), array_agg(-greatest(final_amount_eur - paid_amount_eur, 0))
      INTO d_day, d_store, d_owed FROM old_rows;
  ELSE
    SELECT array_agg(delivered_on), array_agg(store_id), array_agg(owed) INTO d_day, d_store, d_owed
      FROM (SELECT delivered_on, store_id, -greatest(final_amount_eur - paid_amount_eur, 0) AS owed FROM old_rows
            UNION ALL SELECT delivered_on, store_id, greatest(final_amount_eur - paid_amount_eur, 0) FROM new_rows) AS moved;
  END IF;
  IF d_day IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO summary_ageing AS t (store_id, not_due, d0_30, d31_60, d61_90, d90_plus)
    SELECT store_id,
           coalesce(sum(owed) FILTER (WHERE bucket = 0), 0), coalesce(sum(owed) FILTER (WHERE bucket = 1), 0),
           coalesce(sum(owed) FILTER (WHERE bucket = 2), 0), coalesce(sum(owed) FILTER (WHERE bucket = 3), 0),
           coalesce(sum(owed) FILTER (WHERE bucket = 4), 0)
    FROM (
      SELECT d.store_id, d.owed, ageing_bucket(on_day - d.delivered_on - payment_term_days(s.payment_terms)) AS bucket
      FROM unnest(d_day, d_store, d_owed) AS d(delivered_on, store_id, owed) JOIN stores s ON s.id = d.store_id
      WHERE d.owed <> 0
    ) AS moved
    GROUP BY store_id ORDER BY store_id
    ON CONFLICT (store_id) DO UPDATE SET
      not_due = t.not_due + excluded.not_due, d0_30 = t.d0_30 + excluded.d0_30, d31_60 = t.d31_60 + excluded.d31_60,
      d61_90 = t.d61_90 + excluded.d61_90, d90_plus = t.d90_plus + excluded.d90_plus;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_ageing_derive_insert AFTER INSERT ON summary_receivables_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_ageing_derive();
--> statement-breakpoint
CREATE TRIGGER summary_ageing_derive_update AFTER UPDATE ON summary_receivables_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_ageing_derive();
--> statement-breakpoint
CREATE TRIGGER summary_ageing_derive_delete AFTER DELETE ON summary_receivables_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_ageing_derive();
--> statement-breakpoint
-- Every row of summary_ageing worked out from summary_receivables_daily as of `on_day`, for the shops `shops`
-- (null: all of them, and `on_day` becomes the kept day). Nothing to do when the kept day is already `on_day`
-- (another reader rebuilt it while this one waited for the lock).
CREATE FUNCTION summary_ageing_rebuild(on_day date, shops integer[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF shops IS NULL THEN
    PERFORM pg_advisory_xact_lock(2026026);
    IF (SELECT as_of FROM summary_ageing_as_of WHERE id = 1) IS NOT DISTINCT FROM on_day THEN
      RETURN;
    END IF;
  END IF;
  DELETE FROM summary_ageing WHERE shops IS NULL OR store_id = ANY (shops);
  INSERT INTO summary_ageing (store_id, not_due, d0_30, d31_60, d61_90, d90_plus)
    SELECT store_id,
           coalesce(sum(owed) FILTER (WHERE bucket = 0), 0), coalesce(sum(owed) FILTER (WHERE bucket = 1), 0),
           coalesce(sum(owed) FILTER (WHERE bucket = 2), 0), coalesce(sum(owed) FILTER (WHERE bucket = 3), 0),
           coalesce(sum(owed) FILTER (WHERE bucket = 4), 0)
    FROM (
      SELECT r.store_id, r.final_amount_eur - r.paid_amount_eur AS owed,
             ageing_bucket(on_day - r.delivered_on - payment_term_days(s.payment_terms)) AS bucket
      FROM summary_receivables_daily r JOIN stores s ON s.id = r.store_id
      WHERE r.final_amount_eur > r.paid_amount_eur AND (shops IS NULL OR r.store_id = ANY (shops))
    ) AS owing
    GROUP BY store_id ORDER BY store_id;
  IF shops IS NULL THEN
    INSERT INTO summary_ageing_as_of (id, as_of) VALUES (1, on_day) ON CONFLICT (id) DO UPDATE SET as_of = excluded.as_of;
  END IF;
END
$$;
--> statement-breakpoint
-- A shop's new terms move its unpaid days to other buckets: its row is worked out again.
CREATE FUNCTION summary_ageing_terms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  on_day date;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(2026026);
  SELECT as_of INTO on_day FROM summary_ageing_as_of WHERE id = 1;
  IF on_day IS NOT NULL THEN
    PERFORM summary_ageing_rebuild(on_day, ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_ageing_terms AFTER UPDATE OF payment_terms ON stores
  FOR EACH ROW WHEN (OLD.payment_terms IS DISTINCT FROM NEW.payment_terms) EXECUTE FUNCTION summary_ageing_terms();
--> statement-breakpoint
CREATE FUNCTION summary_ageing_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM summary_ageing;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER summary_ageing_truncate AFTER TRUNCATE ON summary_receivables_daily
  FOR EACH STATEMENT EXECUTE FUNCTION summary_ageing_truncate();
--> statement-breakpoint
-- The payments already there (the ageing is worked out by its first read).
INSERT INTO summary_payment_day_totals (payment_date, method, payments, amount_eur)
  SELECT payment_date, method, sum(payments), sum(amount_eur) FROM summary_payments_daily GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO summary_payments_to_date (store_id, payment_date, amount_eur)
  SELECT store_id, payment_date, sum(sum(amount_eur)) OVER (PARTITION BY store_id ORDER BY payment_date)
  FROM summary_payments_daily GROUP BY 1, 2;
