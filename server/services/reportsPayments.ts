import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentTerms } from '../../src/domain/enums';
import type { AgeingBuckets, PaymentsReport, PaymentsShopRow } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { daysOf, euros, num, previousRange, query, within, type Range } from './reportRanges';

// Payments collected (summary_payments_daily) against what shops owe (their kept balances), with the
// ageing of the unpaid part of delivered orders (summary_receivables_daily): a delivery day's unpaid sum
// is due the shop's term days later (cash: that day) and falls in the bucket of the days since.

const TERM_DAYS = sql`(case when s.payment_terms ~ '^credit_[0-9]+$' then substring(s.payment_terms from 8)::int else 0 end)`;

export const noAgeing = (): AgeingBuckets => ({ not_due: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 });

const BUCKETS = ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/**
 * Per shop, what its delivered orders owe as of `today`, by days past terms. One sum per shop and
 * bucket (the bucket an integer worked out once per row, the term days once per shop): five filtered
 * sums over every unpaid delivery day cost PGlite twice as much at 100,000 orders.
 */
export async function ageingByShop(db: Db, today: string): Promise<Map<number, AgeingBuckets>> {
  const rows = await query<{ store_id: number; bucket: number; owed: unknown }>(
    db,
    sql`select store_id, case when late <= 0 then 0 when late <= 30 then 1 when late <= 60 then 2 when late <= 90 then 3 else 4 end as bucket,
               sum(final_amount_eur) - sum(paid_amount_eur) as owed
        from (
          select r.store_id, r.final_amount_eur, r.paid_amount_eur, ${today}::date - r.delivered_on - t.term_days as late
          from summary_receivables_daily r join (select s.id, ${TERM_DAYS} as term_days from stores s) t on t.id = r.store_id
          where r.final_amount_eur > r.paid_amount_eur
        ) owing
        group by 1, 2`,
  );
  const out = new Map<number, AgeingBuckets>();
  for (const row of rows) {
    const id = Number(row.store_id);
    const buckets = out.get(id) ?? noAgeing();
    buckets[BUCKETS[Number(row.bucket)]!] = euros(num(row.owed));
    out.set(id, buckets);
  }
  return out;
}

export function addAgeing(a: AgeingBuckets, b: AgeingBuckets): AgeingBuckets {
  return {
    not_due: euros(a.not_due + b.not_due),
    d0_30: euros(a.d0_30 + b.d0_30),
    d31_60: euros(a.d31_60 + b.d31_60),
    d61_90: euros(a.d61_90 + b.d61_90),
    d90_plus: euros(a.d90_plus + b.d90_plus),
  };
}

export const overdueOf = (a: AgeingBuckets) => euros(a.d0_30 + a.d31_60 + a.d61_90 + a.d90_plus);
export const owedOf = (a: AgeingBuckets) => euros(a.not_due + overdueOf(a));

/** Payments of a range by method (optionally one method only). */
export async function collected(db: Db, range: Range, method?: PaymentMethod) {
  const rows = await query<{ method: PaymentMethod; payments: unknown; amount: unknown }>(
    db,
    sql`select method, sum(payments) as payments, sum(amount_eur) as amount from summary_payments_daily
        where ${within(sql`payment_date`, range)} ${method ? sql`and method = ${method}` : sql``} group by method`,
  );
  const byMethod = PAYMENT_METHODS.map((m) => {
    const row = rows.find((r) => r.method === m);
    return { method: m, payments: num(row?.payments), amount_eur: euros(num(row?.amount)) };
  }).filter((row) => row.payments > 0);
  return {
    payments: byMethod.reduce((total, row) => total + row.payments, 0),
    amount_eur: euros(byMethod.reduce((total, row) => total + row.amount_eur, 0)),
    by_method: byMethod,
  };
}

/** Collected per payment day, every day of the range. */
export async function collectedDaily(db: Db, range: Range, method?: PaymentMethod) {
  const rows = await query<{ day: string; payments: unknown; amount: unknown }>(
    db,
    sql`select payment_date::text as day, sum(payments) as payments, sum(amount_eur) as amount from summary_payments_daily
        where ${within(sql`payment_date`, range)} ${method ? sql`and method = ${method}` : sql``} group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((date) => ({ date, amount_eur: euros(num(byDay.get(date)?.amount)), payments: num(byDay.get(date)?.payments) }));
}

interface ShopMoney {
  id: number;
  name: string;
  payment_terms: PaymentTerms;
  balance: unknown;
  open: unknown;
  credit_limit: unknown;
}

/** A shop on credit terms whose balance and open orders are above its limit. */
export const overLimit = (shop: { payment_terms: string; credit_limit_eur: number | null; balance_eur: number; open_orders_eur: number }) =>
  shop.payment_terms !== 'cash' && shop.credit_limit_eur !== null && shop.balance_eur + shop.open_orders_eur > shop.credit_limit_eur + 0.001;

/** Which shops to send: the page (from 1) and its size. Without it (the exports, the index) every shop. */
export interface ShopsPage {
  page: number;
  perPage: number;
}

/**
 * The report, its totals over every shop; `shops` only the asked page of them (most owed first). Every
 * shop's row is still worked out (its ageing is part of the totals); only the reply is cut.
 */
export async function paymentsReport(db: Db, range: Range, today: string, shopsPage?: ShopsPage): Promise<PaymentsReport> {
  const previous = previousRange(range);
  const [now, before, daily, ageing, byShopCollected, shops] = await Promise.all([
    collected(db, range),
    collected(db, previous),
    collectedDaily(db, range),
    ageingByShop(db, today),
    query<{ store_id: number; amount: unknown }>(
      db,
      sql`select store_id, sum(amount_eur) as amount from summary_payments_daily where ${within(sql`payment_date`, range)} group by store_id`,
    ),
    query<ShopMoney>(
      db,
      sql`select id, name, payment_terms, current_balance_eur as balance, open_orders_eur as open, credit_limit_eur as credit_limit from stores`,
    ),
  ]);
  const collectedBy = new Map(byShopCollected.map((row) => [Number(row.store_id), euros(num(row.amount))]));
  let total = noAgeing();
  const rows: PaymentsShopRow[] = [];
  for (const shop of shops) {
    const buckets = ageing.get(Number(shop.id)) ?? noAgeing();
    total = addAgeing(total, buckets);
    const row: PaymentsShopRow = {
      store_id: Number(shop.id),
      name: shop.name,
      payment_terms: shop.payment_terms,
      balance_eur: euros(num(shop.balance)),
      open_orders_eur: euros(num(shop.open)),
      credit_limit_eur: shop.credit_limit === null ? null : euros(num(shop.credit_limit)),
      over_limit: false,
      ageing: buckets,
      collected_eur: collectedBy.get(Number(shop.id)) ?? 0,
    };
    row.over_limit = overLimit(row);
    if (row.balance_eur || row.open_orders_eur || row.collected_eur) rows.push(row);
  }
  // The store id last: two shops of one name and balance keep their order from page to page.
  rows.sort((a, b) => b.balance_eur - a.balance_eur || a.name.localeCompare(b.name) || a.store_id - b.store_id);
  const perPage = shopsPage?.perPage ?? rows.length;
  const page = shopsPage?.page ?? 1;
  return {
    range,
    previous,
    collected: now,
    previous_collected: before,
    daily,
    as_of: today,
    outstanding_eur: owedOf(total),
    overdue_eur: overdueOf(total),
    ageing: total,
    shops: shopsPage ? rows.slice((page - 1) * perPage, page * perPage) : rows,
    shops_total: rows.length,
    shops_page: page,
    shops_per_page: perPage,
  };
}
