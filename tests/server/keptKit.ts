import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from './helpers';
import { rows } from './productsKit';

// The kept figures (issue 25) recomputed here from the raw rows, written apart from the server's own
// definitions (server/services/keptFigures.ts and the migration's kept_figures_rebuild), and compared
// with what the server keeps: every summary row and every shop's figures.

/** Per summary table: what it holds, and the same columns computed from the raw rows. */
const CHECKS: Record<string, { kept: SQL; raw: SQL }> = {
  summary_store_status: {
    kept: sql`select store_id, status, orders, final_amount_eur::text f, paid_amount_eur::text p from summary_store_status`,
    raw: sql`select store_id, status, count(*)::int orders, sum(final_amount_eur)::text f, sum(paid_amount_eur)::text p
             from orders group by store_id, status`,
  },
  summary_orders_daily: {
    kept: sql`select order_date::text d, store_id, distributor_id, status, orders, total_amount_eur::text t,
                     discount_amount_eur::text di, final_amount_eur::text f, paid_amount_eur::text p from summary_orders_daily`,
    raw: sql`select order_date::text d, store_id, coalesce(assigned_distributor_id, 0) distributor_id, status, count(*)::int orders,
                    sum(total_amount_eur)::text t, sum(discount_amount_eur)::text di, sum(final_amount_eur)::text f,
                    sum(paid_amount_eur)::text p
             from orders group by 1, 2, 3, 4`,
  },
  summary_sales_daily: {
    kept: sql`select order_date::text d, store_id, product_id, distributor_id, status, lines, quantity, gift_quantity,
                     amount_eur::text a from summary_sales_daily`,
    raw: sql`select o.order_date::text d, o.store_id, i.product_id, coalesce(o.assigned_distributor_id, 0) distributor_id, o.status,
                    count(*)::int lines, sum(i.quantity)::int quantity, sum(i.gift_quantity)::int gift_quantity,
                    sum(i.line_total_eur)::text a
             from orders o join order_items i on i.order_id = o.id group by 1, 2, 3, 4, 5`,
  },
  summary_deliveries_daily: {
    kept: sql`select delivery_date::text dd, order_date::text d, store_id, distributor_id, status, orders, final_amount_eur::text f
              from summary_deliveries_daily`,
    raw: sql`select delivery_date::text dd, order_date::text d, store_id, coalesce(assigned_distributor_id, 0) distributor_id, status,
                    count(*)::int orders, sum(final_amount_eur)::text f
             from orders where delivery_date is not null group by 1, 2, 3, 4, 5`,
  },
  summary_payments_daily: {
    kept: sql`select payment_date::text d, store_id, method, payments, amount_eur::text a from summary_payments_daily`,
    raw: sql`select payment_date::text d, store_id, method, count(*)::int payments, sum(amount_eur)::text a
             from payments where status = 'completed' group by 1, 2, 3`,
  },
  summary_expenses_daily: {
    kept: sql`select expense_date::text d, vehicle_id, distributor_id, type, expenses, amount_eur::text a, litres::text l
              from summary_expenses_daily`,
    raw: sql`select expense_date::text d, coalesce(vehicle_id, 0) vehicle_id, coalesce(distributor_id, 0) distributor_id, type,
                    count(*)::int expenses, sum(amount_eur)::text a, coalesce(sum(litres), 0)::numeric(12, 2)::text l
             from vehicle_expenses group by 1, 2, 3, 4`,
  },
  // Issue 26: delivered orders per delivery day in Brussels (else delivery date, else order date) x shop.
  summary_receivables_daily: {
    kept: sql`select delivered_on::text d, store_id, orders, final_amount_eur::text f, paid_amount_eur::text p from summary_receivables_daily`,
    raw: sql`select coalesce(timezone('Europe/Brussels', delivered_at)::date, delivery_date, order_date)::text d, store_id,
                    count(*)::int orders, sum(final_amount_eur)::text f, sum(paid_amount_eur)::text p
             from orders where status = 'delivered' group by 1, 2`,
  },
  // Issue 26's speed: orders and their lines per order day x status.
  summary_day_totals: {
    kept: sql`select order_date::text d, status, orders, final_amount_eur::text f, lines, quantity, gift_quantity, amount_eur::text a
              from summary_day_totals`,
    raw: sql`select a.order_date::text d, a.status, a.orders, a.f, coalesce(b.lines, 0)::int lines, coalesce(b.quantity, 0)::int quantity,
                    coalesce(b.gift_quantity, 0)::int gift_quantity, coalesce(b.a, 0)::text a
             from (select order_date, status, count(*)::int orders, sum(final_amount_eur)::text f from orders group by 1, 2) a
             left join (select o.order_date, o.status, count(*) lines, sum(i.quantity) quantity, sum(i.gift_quantity) gift_quantity,
                               sum(i.line_total_eur) a
                        from orders o join order_items i on i.order_id = o.id group by 1, 2) b
               on b.order_date = a.order_date and b.status = a.status`,
  },
  // Issue 25 at a million orders (migration 0026): the dashboard's per-status and per-delivery-day totals.
  summary_status_totals: {
    kept: sql`select status, orders, final_amount_eur::text f, paid_amount_eur::text p from summary_status_totals`,
    raw: sql`select status, count(*)::int orders, sum(final_amount_eur)::text f, sum(paid_amount_eur)::text p from orders group by status`,
  },
  summary_delivery_day_totals: {
    kept: sql`select delivery_date::text dd, status, orders, final_amount_eur::text f from summary_delivery_day_totals`,
    raw: sql`select delivery_date::text dd, status, count(*)::int orders, sum(final_amount_eur)::text f
             from orders where delivery_date is not null group by 1, 2`,
  },
  // Issue 26's speed (migration 0023): the payments' day totals, each shop's payments to date, and each
  // shop's ageing as of the kept day (none kept before the first read: then no row either).
  summary_payment_day_totals: {
    kept: sql`select payment_date::text d, method, payments, amount_eur::text a from summary_payment_day_totals`,
    raw: sql`select payment_date::text d, method, count(*)::int payments, sum(amount_eur)::text a
             from payments where status = 'completed' group by 1, 2`,
  },
  summary_payments_to_date: {
    kept: sql`select store_id, payment_date::text d, amount_eur::text a from summary_payments_to_date`,
    raw: sql`select store_id, d::text d, (sum(a) over (partition by store_id order by d))::text a
             from (select store_id, payment_date d, sum(amount_eur) a from payments where status = 'completed' group by 1, 2) paid`,
  },
  summary_ageing: {
    kept: sql`select store_id, not_due::text n, d0_30::text a, d31_60::text b, d61_90::text c, d90_plus::text d from summary_ageing
              where not_due <> 0 or d0_30 <> 0 or d31_60 <> 0 or d61_90 <> 0 or d90_plus <> 0`,
    // Per delivery day in Brussels x shop, what is unpaid (a day paid over owes nothing), past the shop's
    // credit days (cash: none) counted from the kept day.
    raw: sql`select store_id, coalesce(sum(owed) filter (where late <= 0), 0)::text n,
                    coalesce(sum(owed) filter (where late between 1 and 30), 0)::text a,
                    coalesce(sum(owed) filter (where late between 31 and 60), 0)::text b,
                    coalesce(sum(owed) filter (where late between 61 and 90), 0)::text c,
                    coalesce(sum(owed) filter (where late > 90), 0)::text d
             from (select o.store_id, sum(o.final_amount_eur) - sum(o.paid_amount_eur) as owed,
                          k.as_of - coalesce(timezone('Europe/Brussels', o.delivered_at)::date, o.delivery_date, o.order_date)
                            - (case when s.payment_terms ~ '^credit_[0-9]+$' then substring(s.payment_terms from 8)::int else 0 end) as late
                   from orders o join stores s on s.id = o.store_id cross join summary_ageing_as_of k
                   where o.status = 'delivered'
                   group by o.store_id, k.as_of, coalesce(timezone('Europe/Brussels', o.delivered_at)::date, o.delivery_date, o.order_date),
                            s.payment_terms
                   having sum(o.final_amount_eur) > sum(o.paid_amount_eur)) owing
             group by store_id`,
  },
  stores: {
    kept: sql`select id, current_balance_eur::text b, open_orders_eur::text o, total_purchases_eur::text tp, total_orders,
                     completed_orders, cancelled_orders, last_order_date::text lo, last_payment_date::text lp from stores`,
    raw: sql`select s.id,
                    coalesce(sum(o.final_amount_eur - o.paid_amount_eur) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text b,
                    coalesce(sum(o.final_amount_eur - o.paid_amount_eur) filter (where o.status not in ('delivered', 'cancelled')), 0)::numeric(14, 2)::text o,
                    coalesce(sum(o.final_amount_eur) filter (where o.status = 'delivered'), 0)::numeric(14, 2)::text tp,
                    count(o.id)::int total_orders,
                    (count(o.id) filter (where o.status = 'delivered'))::int completed_orders,
                    (count(o.id) filter (where o.status = 'cancelled'))::int cancelled_orders,
                    max(o.order_date)::text lo,
                    (select max(p.payment_date) from payments p where p.store_id = s.id and p.status = 'completed')::text lp
             from stores s left join orders o on o.store_id = s.id group by s.id`,
  },
};

/** Rows as sorted JSON lines, numbers normalised (numeric text "12.50" and "12.5" are the same sum). */
async function lines(server: TestServer, query: SQL): Promise<string[]> {
  const found = await rows<Record<string, unknown>>(server, query);
  return found
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value]),
        ),
      ),
    )
    .sort();
}

/** Every kept figure equals its recomputation from the raw rows; `context` names the moment in a failure. */
export async function expectFiguresExact(server: TestServer, context = '') {
  for (const [table, { kept, raw }] of Object.entries(CHECKS)) {
    expect(await lines(server, kept), `${table} ${context}`).toEqual(await lines(server, raw));
  }
}

/** How many rows the summary tables hold in all (a check that a test compares something). */
export async function summaryRowCount(server: TestServer): Promise<number> {
  const [row] = await rows<{ n: unknown }>(
    server,
    sql`select (select count(*) from summary_store_status) + (select count(*) from summary_orders_daily)
             + (select count(*) from summary_sales_daily) + (select count(*) from summary_deliveries_daily)
             + (select count(*) from summary_payments_daily) + (select count(*) from summary_expenses_daily) as n`,
  );
  return Number(row!.n);
}
