import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Tx } from '../db/client';
import { orders, stores, vehicleExpenses } from '../db/schema';

// The kept figures (issue 25): the summary tables and each shop's figures change in the transaction of
// every write that changes what they sum. A write takes the figures of the rows it touches before and
// after (`orderFigures`, `expenseFigures`, read from the raw rows, which the write holds locked) and adds
// the difference (`applyFigures`) with `insert ... on conflict do update set x = x + delta`.
//
// Why deltas and not a recomputation of the touched keys: under PostgreSQL's READ COMMITTED two
// transactions writing orders of the same key would each recompute from a snapshot without the other's
// uncommitted rows, and the last to commit would overwrite the first's share. An increment is applied to
// the row's latest committed version after waiting for its lock, so concurrent deltas add up exactly. The
// shop's last order and payment dates are a maximum, not a sum: they are read again, in a statement of
// their own, once the shop's row is locked (every writer of that shop's figures holds that lock first).
//
// Lock order, so that writers never wait for each other in a circle: the order rows, then their shops'
// rows (ascending id, `lockOrder` takes the order's shop), then the summary rows, table by table in the
// order below and each table's keys sorted. Every order summary key holds store_id, so two writers of one
// summary row always queue on that shop's row first; the day totals (no shop) come after all of those.

type Key = (string | number)[];
type Entry = { key: Key; values: number[] };
/** Per summary table: the sums by key (money in cents). */
export type Figures = Map<TableName, Map<string, Entry>>;

interface Table {
  keys: string[];
  values: string[];
  /** Which values are money (cents here, euros in the table). */
  money: boolean[];
}

const TABLES = {
  summary_store_status: {
    keys: ['store_id', 'status'],
    values: ['orders', 'final_amount_eur', 'paid_amount_eur'],
    money: [false, true, true],
  },
  summary_orders_daily: {
    keys: ['order_date', 'store_id', 'distributor_id', 'status'],
    values: ['orders', 'total_amount_eur', 'discount_amount_eur', 'final_amount_eur', 'paid_amount_eur'],
    money: [false, true, true, true, true],
  },
  summary_sales_daily: {
    keys: ['order_date', 'store_id', 'product_id', 'distributor_id', 'status'],
    values: ['lines', 'quantity', 'gift_quantity', 'amount_eur'],
    money: [false, false, false, true],
  },
  summary_deliveries_daily: {
    keys: ['delivery_date', 'order_date', 'store_id', 'distributor_id', 'status'],
    values: ['orders', 'final_amount_eur'],
    money: [false, true],
  },
  summary_payments_daily: {
    keys: ['payment_date', 'store_id', 'method'],
    values: ['payments', 'amount_eur'],
    money: [false, true],
  },
  summary_expenses_daily: {
    keys: ['expense_date', 'vehicle_id', 'distributor_id', 'type'],
    values: ['expenses', 'amount_eur', 'litres'],
    // Litres have two decimals too: kept in hundredths like cents.
    money: [false, true, true],
  },
  // Issue 26: delivered orders per delivery day x shop, what they cost and what was paid: the ageing.
  summary_receivables_daily: {
    keys: ['delivered_on', 'store_id'],
    values: ['orders', 'final_amount_eur', 'paid_amount_eur'],
    money: [false, true, true],
  },
  // Issue 26's speed: orders and their lines per order day x status, for the reports along time. Its key
  // holds no shop, so writers of one day meet on its row: it comes last, after every shop's rows.
  summary_day_totals: {
    keys: ['order_date', 'status'],
    values: ['orders', 'final_amount_eur', 'lines', 'quantity', 'gift_quantity', 'amount_eur'],
    money: [false, true, false, false, false, true],
  },
} satisfies Record<string, Table>;
type TableName = keyof typeof TABLES;
const TABLE_ORDER = Object.keys(TABLES) as TableName[];

/** Statuses whose orders the shop will owe once delivered. */
const OPEN = new Set(['draft', 'confirmed', 'in_progress']);

export const noFigures = (): Figures => new Map();

function add(figures: Figures, table: TableName, key: Key, values: number[], sign = 1) {
  let rows = figures.get(table);
  if (!rows) figures.set(table, (rows = new Map()));
  const id = JSON.stringify(key);
  const entry = rows.get(id);
  if (entry) entry.values = entry.values.map((value, i) => value + sign * values[i]!);
  else rows.set(id, { key, values: values.map((value) => sign * value) });
}

const cents = (value: unknown) => toCents(Number(value ?? 0));

/** What the orders `ids` (as they are now, with their lines and payments) add to every summary table. */
export async function orderFigures(tx: Tx, ids: readonly number[]): Promise<Figures> {
  const figures = noFigures();
  if (!ids.length) return figures;
  const head = {
    store_id: orders.store_id,
    status: orders.status,
    order_date: orders.order_date,
    distributor_id: sql<number>`coalesce(${orders.assigned_distributor_id}, 0)`,
  };
  // One statement, its lines and completed payments gathered beside each order (a round trip each would
  // keep the shop's and the counter's locks longer: every write of an order reads its figures twice).
  const rows = await tx
    .select({
      ...head,
      delivery_date: orders.delivery_date,
      total: orders.total_amount_eur,
      discount: orders.discount_amount_eur,
      final: orders.final_amount_eur,
      paid: orders.paid_amount_eur,
      // The day a delivered order's terms count from (ordersPayments.refreshOverdue reads the same day).
      delivered_on: sql<string>`coalesce((${orders.delivered_at} at time zone ${BAKERY_TIME_ZONE})::date, ${orders.delivery_date}, ${orders.order_date})::text`,
      // Written out with aliases: drizzle leaves a lone table's columns unqualified, and "id" in a subquery
      // would then be the line's own. [product_id, quantity, gift_quantity, line_total_eur] per line:
      lines: sql<[number, number, number, number | string][]>`(select coalesce(json_agg(json_build_array(
          i.product_id, i.quantity, i.gift_quantity, i.line_total_eur)), '[]'::json)
        from order_items i where i.order_id = orders.id)`,
      // [payment_date, store_id, method, amount_eur] per completed payment
      payments: sql<[string, number, string, number | string][]>`(select coalesce(json_agg(json_build_array(
          p.payment_date, p.store_id, p.method, p.amount_eur)), '[]'::json)
        from payments p where p.order_id = orders.id and p.status = 'completed')`,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  for (const o of rows) {
    const distributor = Number(o.distributor_id);
    add(figures, 'summary_store_status', [o.store_id, o.status], [1, cents(o.final), cents(o.paid)]);
    add(
      figures,
      'summary_orders_daily',
      [o.order_date, o.store_id, distributor, o.status],
      [1, cents(o.total), cents(o.discount), cents(o.final), cents(o.paid)],
    );
    if (o.delivery_date)
      add(
        figures,
        'summary_deliveries_daily',
        [o.delivery_date, o.order_date, o.store_id, distributor, o.status],
        [1, cents(o.final)],
      );
    if (o.status === 'delivered')
      add(figures, 'summary_receivables_daily', [o.delivered_on, o.store_id], [1, cents(o.final), cents(o.paid)]);
    add(figures, 'summary_day_totals', [o.order_date, o.status], [1, cents(o.final), 0, 0, 0, 0]);
    for (const [productId, quantity, gift, amount] of o.lines) {
      add(
        figures,
        'summary_sales_daily',
        [o.order_date, o.store_id, productId, distributor, o.status],
        [1, quantity, gift, cents(amount)],
      );
      add(figures, 'summary_day_totals', [o.order_date, o.status], [0, 0, 1, quantity, gift, cents(amount)]);
    }
    for (const [paymentDate, storeId, method, amount] of o.payments)
      add(figures, 'summary_payments_daily', [paymentDate, storeId, method], [1, cents(amount)]);
  }
  return figures;
}

/** What the vehicle expenses `ids` add to the expenses summary. */
export async function expenseFigures(tx: Tx, ids: readonly number[]): Promise<Figures> {
  const figures = noFigures();
  if (!ids.length) return figures;
  const rows = await tx
    .select()
    .from(vehicleExpenses)
    .where(inArray(vehicleExpenses.id, [...ids]));
  for (const e of rows) {
    add(
      figures,
      'summary_expenses_daily',
      [e.expense_date, e.vehicle_id ?? 0, e.distributor_id ?? 0, e.type],
      [1, cents(e.amount_eur), cents(e.litres)],
    );
  }
  return figures;
}

/** after - before, without the keys that did not change. */
function difference(before: Figures, after: Figures): Figures {
  const out = noFigures();
  for (const [table, rows] of after) for (const entry of rows.values()) add(out, table, entry.key, entry.values);
  for (const [table, rows] of before) for (const entry of rows.values()) add(out, table, entry.key, entry.values, -1);
  for (const rows of out.values())
    for (const [id, entry] of rows) if (entry.values.every((value) => value === 0)) rows.delete(id);
  return out;
}

const amount = (value: number) => fromCents(value).toFixed(2);

const keyColumns = (table: Table) =>
  sql.join(
    table.keys.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** `insert ... on conflict do update` adding `entries` to table `name`, returning each row's first value (n). */
function upsertOf(name: TableName, entries: Entry[]): SQL {
  const table: Table = TABLES[name];
  const ident = sql.identifier(name);
  const columns = sql.join(
    [...table.keys, ...table.values].map((column) => sql.identifier(column)),
    sql`, `,
  );
  const tuples = entries.map(
    (entry) =>
      sql`(${sql.join(
        [...entry.key, ...entry.values.map((value, i) => (table.money[i] ? amount(value) : value))].map(
          (value) => sql`${value}`,
        ),
        sql`, `,
      )})`,
  );
  const increments = sql.join(
    table.values.map(
      (column) =>
        sql`${sql.identifier(column)} = ${ident}.${sql.identifier(column)} + excluded.${sql.identifier(column)}`,
    ),
    sql`, `,
  );
  const keys = keyColumns(table);
  return sql`insert into ${ident} (${columns}) values ${sql.join(tuples, sql`, `)}
    on conflict (${keys}) do update set ${increments} returning ${sql.identifier(table.values[0]!)} as n`;
}

/** Removes the keys of `entries` no row adds to any more (their count is 0, so are their sums). */
async function removeEmpty(tx: Tx, name: TableName, entries: Entry[]) {
  const table: Table = TABLES[name];
  const keys = keyColumns(table);
  const keyTuples = entries.map(
    (entry) =>
      sql`(${sql.join(
        entry.key.map((value) => sql`${value}`),
        sql`, `,
      )})`,
  );
  await tx.execute(
    sql`delete from ${sql.identifier(name)} where (${keys}) in (${sql.join(keyTuples, sql`, `)}) and ${sql.identifier(table.values[0]!)} = 0`,
  );
}

/**
 * Adds the deltas to every summary table in one statement (each table's upsert a CTE, run in the order of
 * TABLE_ORDER), then removes the rows left at 0 in the tables where the upsert said there are some: most
 * writes (a new order, a payment) leave none, and so make one round trip instead of two per table.
 */
async function upsertAll(tx: Tx, delta: Figures) {
  const written = TABLE_ORDER.flatMap((name) => {
    const entries = [...(delta.get(name)?.values() ?? [])].sort((a, b) =>
      JSON.stringify(a.key) < JSON.stringify(b.key) ? -1 : 1,
    );
    return entries.length ? [{ name, entries }] : [];
  });
  if (!written.length) return;
  const step = (i: number) => sql.identifier(`upsert_${i}`);
  const upserts = sql.join(
    written.map(({ name, entries }, i) => sql`${step(i)} as (${upsertOf(name, entries)})`),
    sql`, `,
  );
  const emptied = sql.join(
    written.map((_, i) => sql`(select ${sql.raw(String(i))} as t from ${step(i)} where n = 0)`),
    sql` union all `,
  );
  const result = (await tx.execute(sql`with ${upserts} ${emptied}`)) as unknown as { rows: { t: number }[] };
  for (const t of new Set(result.rows.map((row) => Number(row.t))))
    await removeEmpty(tx, written[t]!.name, written[t]!.entries);
}

/** Per transaction, the shops whose rows it holds locked FOR UPDATE: locking one again is a round trip for nothing. */
const heldShops = new WeakMap<Tx, Set<number>>();

/** Notes that `tx` holds these shops' rows locked FOR UPDATE (a row lock lasts until the transaction ends). */
export function shopsHeld(tx: Tx, ids: Iterable<number>) {
  const held = heldShops.get(tx) ?? new Set<number>();
  heldShops.set(tx, held);
  for (const id of ids) held.add(id);
}

/** Locks the shops' rows, in ascending id, until the transaction ends (those it holds already are not asked again). */
export async function lockStores(tx: Tx, ids: Iterable<number>) {
  const held = heldShops.get(tx);
  const sorted = [...new Set(ids)].filter((id) => !held?.has(id)).sort((a, b) => a - b);
  if (!sorted.length) return;
  await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, sorted)).orderBy(stores.id).for('update');
  shopsHeld(tx, sorted);
}

/** Adds after - before to the summary tables and the shops' kept figures. */
export async function applyFigures(tx: Tx, before: Figures, after: Figures) {
  const delta = difference(before, after);
  const shopStatus = [...(delta.get('summary_store_status')?.values() ?? [])];
  const orderShops = new Set(
    [...(delta.get('summary_orders_daily')?.values() ?? [])].map((entry) => Number(entry.key[1])),
  );
  for (const entry of shopStatus) orderShops.add(Number(entry.key[0]));
  // A delivered order whose delivery day alone moved changes only its receivables: its shop is locked too, as
  // the kept ageing derived from them (migration 0023) assumes of every writer of a shop's rows.
  const receivableShops = [...(delta.get('summary_receivables_daily')?.values() ?? [])].map((entry) =>
    Number(entry.key[1]),
  );
  const paymentShops = new Set(
    [...(delta.get('summary_payments_daily')?.values() ?? [])].map((entry) => Number(entry.key[1])),
  );
  await lockStores(tx, [...orderShops, ...paymentShops, ...receivableShops]);

  await upsertAll(tx, delta);

  const shops = new Map<
    number,
    { total: number; completed: number; cancelled: number; purchases: number; balance: number; open: number }
  >();
  for (const { key, values } of shopStatus) {
    const [storeId, status] = [Number(key[0]), String(key[1])];
    const [count, final, paid] = values as [number, number, number];
    const shop = shops.get(storeId) ?? { total: 0, completed: 0, cancelled: 0, purchases: 0, balance: 0, open: 0 };
    shop.total += count;
    if (status === 'delivered') {
      shop.completed += count;
      shop.purchases += final;
      shop.balance += final - paid;
    }
    if (status === 'cancelled') shop.cancelled += count;
    if (OPEN.has(status)) shop.open += final - paid;
    shops.set(storeId, shop);
  }
  // One update per shop: its sums, and its last order and payment days read again. The shops' rows are
  // locked above, so each statement's snapshot, taken after, sees every write committed before.
  const touched = [...new Set([...shops.keys(), ...orderShops, ...paymentShops])].sort((a, b) => a - b);
  for (const id of touched) {
    const shop = shops.get(id);
    await tx
      .update(stores)
      .set({
        ...(shop && {
          total_orders: sql`${stores.total_orders} + ${shop.total}`,
          completed_orders: sql`${stores.completed_orders} + ${shop.completed}`,
          cancelled_orders: sql`${stores.cancelled_orders} + ${shop.cancelled}`,
          total_purchases_eur: sql`${stores.total_purchases_eur} + ${amount(shop.purchases)}::numeric`,
          current_balance_eur: sql`${stores.current_balance_eur} + ${amount(shop.balance)}::numeric`,
          open_orders_eur: sql`${stores.open_orders_eur} + ${amount(shop.open)}::numeric`,
        }),
        ...(orderShops.has(id) && {
          last_order_date: sql`(select max(o.order_date) from orders o where o.store_id = stores.id)`,
        }),
        ...(paymentShops.has(id) && {
          last_payment_date: sql`(select max(p.payment_date) from payments p where p.store_id = stores.id and p.status = 'completed')`,
        }),
      })
      .where(eq(stores.id, id));
  }
}
