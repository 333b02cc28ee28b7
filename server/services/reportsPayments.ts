import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentTerms } from '../../src/domain/enums';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { AgeingBuckets, PaymentsReport, PaymentsShopRow } from '../../src/domain/reports/records';
import type { Db } from '../db/client';
import { keepPlan } from '../db/preparedStatements';
import { rowsOf } from '../lib/rows';
import { daysOf, euros, num, previousRange, within, type Range } from './reportRanges';

// Payments collected against what shops owe (their kept balances), with the ageing of the unpaid part of
// delivered orders: a delivery day's unpaid sum is due the shop's term days later (cash: that day) and
// falls in the bucket of the days since. Everything is read from tables kept as the data changes
// (migration 0023): the day totals of payments, each shop's payments to date and each shop's ageing as of
// one day, so a report reads a few hundred rows however many orders and payments there are.

const BUCKETS = ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;

/** Buckets from the five sums in BUCKETS' order (null when the shop owes nothing). */
const bucketsOf = (sums: unknown[] | null | undefined): AgeingBuckets =>
  Object.fromEntries(BUCKETS.map((bucket, i) => [bucket, euros(num(sums?.[i]))])) as AgeingBuckets;

const AGEING_SUMS = sql`json_build_array(coalesce(sum(not_due), 0), coalesce(sum(d0_30), 0), coalesce(sum(d31_60), 0),
  coalesce(sum(d61_90), 0), coalesce(sum(d90_plus), 0))`;

/**
 * Runs `read` (whose `as_of` column is the kept ageing's day) and, when the ageing is kept for another
 * day than `today` (the first read of a bakery day), moves it to today and runs it again.
 */
async function withAgeingOf<T extends { as_of: string | null }>(db: Db, today: string, read: () => Promise<T[]>): Promise<T[]> {
  const rows = await read();
  if (rows[0]?.as_of === today) return rows;
  await db.execute(sql`select summary_ageing_rebuild(${today}::date)`);
  return read();
}

const keptDay = sql`(select as_of::text from summary_ageing_as_of where id = 1)`;

/** Per shop that owes something, what its delivered orders owe as of `today`, by days past terms. */
export async function ageingByShop(db: Db, today: string): Promise<Map<number, AgeingBuckets>> {
  const rows = await withAgeingOf(db, today, async () =>
    rowsOf<{ as_of: string | null; shops: { id: number; a: unknown[] }[] | null }>(
      await keepPlan(
        db.execute(sql`select ${keptDay} as as_of,
          (select json_agg(json_build_array(store_id, json_build_array(not_due, d0_30, d31_60, d61_90, d90_plus)))
           from summary_ageing where not_due <> 0 or d0_30 <> 0 or d31_60 <> 0 or d61_90 <> 0 or d90_plus <> 0) as shops`),
      ),
    ),
  );
  const shops = (rows[0]?.shops ?? []) as unknown as [number, unknown[]][];
  return new Map(shops.map(([id, sums]) => [Number(id), bucketsOf(sums)]));
}

/** Every shop's ageing added up, as of `today`. */
export async function ageingTotal(db: Db, today: string): Promise<AgeingBuckets> {
  const [row] = await withAgeingOf(db, today, async () =>
    rowsOf<{ as_of: string | null; sums: unknown[] }>(
      await keepPlan(db.execute(sql`select ${keptDay} as as_of, (select ${AGEING_SUMS} from summary_ageing) as sums`)),
    ),
  );
  return bucketsOf(row?.sums);
}

export const overdueOf = (a: AgeingBuckets) => euros(a.d0_30 + a.d31_60 + a.d61_90 + a.d90_plus);
export const owedOf = (a: AgeingBuckets) => euros(a.not_due + overdueOf(a));

const methodIs = (method?: PaymentMethod) => (method ? sql`and method = ${method}` : sql``);

/** One JSON array of [method, payments, amount] for the range, from the payments' day totals. */
const collectedJson = (range: Range, method?: PaymentMethod) =>
  sql`(select coalesce(json_agg(json_build_array(method, payments, amount)), '[]') from (
         select method, sum(payments)::int as payments, sum(amount_eur) as amount from summary_payment_day_totals
         where ${within(sql`payment_date`, range)} ${methodIs(method)} group by method) x)`;

/** One JSON array of [day, payments, amount] for the range's days that had payments. */
const dailyJson = (range: Range, method?: PaymentMethod) =>
  sql`(select coalesce(json_agg(json_build_array(day, payments, amount)), '[]') from (
         select payment_date::text as day, sum(payments)::int as payments, sum(amount_eur) as amount from summary_payment_day_totals
         where ${within(sql`payment_date`, range)} ${methodIs(method)} group by 1) x)`;

type Triple = [string, unknown, unknown];

function collectedFrom(rows: Triple[]) {
  const byMethod = PAYMENT_METHODS.map((m) => {
    const row = rows.find((r) => r[0] === m);
    return { method: m, payments: num(row?.[1]), amount_eur: euros(num(row?.[2])) };
  }).filter((row) => row.payments > 0);
  return {
    payments: byMethod.reduce((total, row) => total + row.payments, 0),
    amount_eur: euros(byMethod.reduce((total, row) => total + row.amount_eur, 0)),
    by_method: byMethod,
  };
}

function dailyFrom(range: Range, rows: Triple[]) {
  const byDay = new Map(rows.map((row) => [row[0], row]));
  return daysOf(range).map((date) => ({ date, amount_eur: euros(num(byDay.get(date)?.[2])), payments: num(byDay.get(date)?.[1]) }));
}

async function one<T>(db: Db, statement: SQL): Promise<T> {
  return rowsOf<T>(await keepPlan(db.execute(statement)))[0]!;
}

/** Payments of a range by method (optionally one method only). */
export async function collected(db: Db, range: Range, method?: PaymentMethod) {
  const row = await one<{ rows: Triple[] }>(db, sql`select ${collectedJson(range, method)} as rows`);
  return collectedFrom(row.rows);
}

/** Collected per payment day, every day of the range. */
export async function collectedDaily(db: Db, range: Range, method?: PaymentMethod) {
  const row = await one<{ rows: Triple[] }>(db, sql`select ${dailyJson(range, method)} as rows`);
  return dailyFrom(range, row.rows);
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
 * What shop `s` paid in the range (the statement's `args`): its payments to date at the end, less those
 * before the start. Text, not parameters: the report's statement is one template (drizzle's building of
 * nested fragments was a tenth of the request).
 */
const COLLECTED_OF_S = `(coalesce((select p.amount_eur from summary_payments_to_date p where p.store_id = s.id
                               and p.payment_date <= (select date_to from args) order by p.payment_date desc limit 1), 0)
   - coalesce((select p.amount_eur from summary_payments_to_date p where p.store_id = s.id
               and p.payment_date < (select date_from from args) order by p.payment_date desc limit 1), 0))`;

/**
 * The report in one row; its values in `args` (see paymentsReport). The page's shops are those whose
 * balance lies between the balances at the page's first and last positions (so a group of equal balances
 * on the page's edge comes whole), read by key one at a time (25 lookups cost less than joining every
 * shop); `first_pos` is where the first of them stands. The payments of the range and of the period before
 * it come as the day totals' rows, added up in JavaScript: one pass over them instead of two groupings.
 */
const REPORT = sql.raw(`included as (
    select s.id, s.current_balance_eur as balance, s.name, s.payment_terms, s.open_orders_eur, s.credit_limit_eur from stores s
    where s.current_balance_eur <> 0 or s.open_orders_eur <> 0 or ${COLLECTED_OF_S} <> 0
  ), page as (
    select max(balance) as hi, min(balance) as lo from (
      select balance from included order by balance desc
      offset (select first_pos - 1 from args) limit (select last_pos - first_pos + 1 from args)) p
  )
  select (select as_of::text from summary_ageing_as_of where id = 1) as as_of,
    (select count(*)::int from included) as shops_total,
    (select 1 + count(*)::int from included, page where included.balance > page.hi) as first_pos,
    (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'terms', s.payment_terms,
              'balance', s.balance, 'open', s.open_orders_eur, 'limit', s.credit_limit_eur,
              'collected', ${COLLECTED_OF_S},
              'ageing', case when a.store_id is not null then json_build_array(a.not_due, a.d0_30, a.d31_60, a.d61_90, a.d90_plus) end)), '[]')
     from page join included s on s.balance between page.lo and page.hi
     left join summary_ageing a on a.store_id = s.id) as shops,
    (select json_build_array(coalesce(sum(not_due), 0), coalesce(sum(d0_30), 0), coalesce(sum(d31_60), 0),
       coalesce(sum(d61_90), 0), coalesce(sum(d90_plus), 0)) from summary_ageing) as ageing,
    (select coalesce(json_agg(json_build_array(payment_date::text, method, payments, amount_eur)), '[]')
     from summary_payment_day_totals
     where payment_date between (select previous_from from args) and (select date_to from args)) as payments`);

interface ShopJson {
  id: number;
  name: string;
  terms: PaymentTerms;
  balance: unknown;
  open: unknown;
  limit: unknown;
  collected: unknown;
  ageing: unknown[] | null;
}

interface ReportRow {
  as_of: string | null;
  shops_total: number;
  /** Where the first of `shops` comes in the report's order: 1 + how many included shops owe more. */
  first_pos: number;
  shops: ShopJson[];
  ageing: unknown[];
  /** The payments' day totals of the period before the range and of the range. */
  payments: PaymentDay[];
}

/** One row of the payments' day totals: [day, method, payments, amount]. */
type PaymentDay = [string, string, unknown, unknown];

/** [key, payments, amount] per key of the rows, the amounts added in cents. */
function totalsBy(rows: PaymentDay[], key: (row: PaymentDay) => string): Triple[] {
  const sums = new Map<string, { payments: number; cents: number }>();
  for (const row of rows) {
    const sum = sums.get(key(row)) ?? { payments: 0, cents: 0 };
    sum.payments += num(row[2]);
    sum.cents += toCents(num(row[3]));
    sums.set(key(row), sum);
  }
  return [...sums].map(([k, sum]) => [k, sum.payments, fromCents(sum.cents)]);
}

/**
 * The report, its totals over every shop; `shops` only the asked page of them (most owed first, then by
 * name, then by id). One statement: of the shops that owe or paid something, only the page's rows by
 * balance, with those of equal balance on either side of it, are sent back, so the order by name is
 * JavaScript's (localeCompare), as it always was, not the database's collation.
 */
export async function paymentsReport(db: Db, range: Range, today: string, shopsPage?: ShopsPage): Promise<PaymentsReport> {
  const previous = previousRange(range);
  const perPage = shopsPage?.perPage;
  const page = shopsPage?.page ?? 1;
  // Positions from 1; without a page every shop.
  const first = perPage ? (page - 1) * perPage + 1 : 1;
  const last = perPage ? page * perPage : 2_147_483_647;
  const [row] = await withAgeingOf(db, today, async () =>
    rowsOf<ReportRow>(
      await keepPlan(
        db.execute(sql`with args as (select ${range.date_from}::date as date_from, ${range.date_to}::date as date_to,
            ${previous.date_from}::date as previous_from, ${previous.date_to}::date as previous_to,
            ${first}::int as first_pos, ${last}::int as last_pos), ${REPORT}`),
      ),
    ),
  );
  const report = row!;
  const fetched = report.shops.map((shop) => {
    const out: PaymentsShopRow = {
      store_id: Number(shop.id),
      name: shop.name,
      payment_terms: shop.terms,
      balance_eur: euros(num(shop.balance)),
      open_orders_eur: euros(num(shop.open)),
      credit_limit_eur: shop.limit === null ? null : euros(num(shop.limit)),
      over_limit: false,
      ageing: bucketsOf(shop.ageing),
      collected_eur: euros(num(shop.collected)),
    };
    out.over_limit = overLimit(out);
    return out;
  });
  // The store id last: two shops of one name and balance keep their order from page to page.
  fetched.sort((a, b) => b.balance_eur - a.balance_eur || a.name.localeCompare(b.name) || a.store_id - b.store_id);
  // The fetched rows are whole groups of equal balance, in a row, the first at position first_pos.
  const from = fetched.length ? first - Number(report.first_pos) : 0;
  const total = bucketsOf(report.ageing);
  const inRange = report.payments.filter((row) => row[0] >= range.date_from);
  const before = report.payments.filter((row) => row[0] < range.date_from);
  return {
    range,
    previous,
    collected: collectedFrom(totalsBy(inRange, (row) => row[1])),
    previous_collected: collectedFrom(totalsBy(before, (row) => row[1])),
    daily: dailyFrom(range, totalsBy(inRange, (row) => row[0])),
    as_of: today,
    outstanding_eur: owedOf(total),
    overdue_eur: overdueOf(total),
    ageing: total,
    shops: fetched.slice(from, from + (perPage ?? fetched.length)),
    shops_total: report.shops_total,
    shops_page: page,
    shops_per_page: perPage ?? report.shops_total,
  };
}
