import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import { fromCents, toCents } from '../../src/domain/orders/rules';
import type { Tx } from '../db/client';
import { orderItems, orders, payments, stores, vehicleExpenses } from '../db/schema';

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
  // One after the other: they run on the transaction's one client, which takes one statement at a time (pg
  // warns on a second query sent while one runs, and pg 9 refuses it).
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
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const lines = await tx
    .select({
      ...head,
      product_id: orderItems.product_id,
      quantity: orderItems.quantity,
      gift: orderItems.gift_quantity,
      amount: orderItems.line_total_eur,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(inArray(orderItems.order_id, [...ids]));
  const paid = await tx
    .select({
      payment_date: payments.payment_date,
      store_id: payments.store_id,
      method: payments.method,
      amount: payments.amount_eur,
    })
    .from(payments)
    .where(and(inArray(payments.order_id, [...ids]), eq(payments.status, 'completed')));
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
  }
  for (const l of lines) {
    add(
      figures,
      'summary_sales_daily',
      [l.order_date, l.store_id, l.product_id, Number(l.distributor_id), l.status],
      [1, l.quantity, l.gift, cents(l.amount)],
    );
    add(figures, 'summary_day_totals', [l.order_date, l.status], [0, 0, 1, l.quantity, l.gift, cents(l.amount)]);
  }
  for (const p of paid)
    add(figures, 'summary_payments_daily', [p.payment_date, p.store_id, p.method], [1, cents(p.amount)]);
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

async function upsert(tx: Tx, name: TableName, entries: Entry[]) {
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
  const keys = sql.join(
    table.keys.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${ident} (${columns}) values ${sql.join(tuples, sql`, `)}
    on conflict (${keys}) do update set ${increments}`);
  // A key no row adds to any more is removed (its count is 0, so are its sums).
  const keyTuples = entries.map(
    (entry) =>
      sql`(${sql.join(
        entry.key.map((value) => sql`${value}`),
        sql`, `,
      )})`,
  );
  await tx.execute(
    sql`delete from ${ident} where (${keys}) in (${sql.join(keyTuples, sql`, `)}) and ${sql.identifier(table.values[0]!)} = 0`,
  );
}

/** Locks the shops' rows, in ascending id, until the transaction ends. */
export async function lockStores(tx: Tx, ids: Iterable<number>) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length)
    await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, sorted)).orderBy(stores.id).for('update');
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
  const receivableShops = [...(delta.get('summary_receivables_daily')?.values() ?? [])].map((entry) => Number(entry.key[1]));
  const paymentShops = new Set(
    [...(delta.get('summary_payments_daily')?.values() ?? [])].map((entry) => Number(entry.key[1])),
  );
  await lockStores(tx, [...orderShops, ...paymentShops, ...receivableShops]);

  for (const name of TABLE_ORDER) {
    const entries = [...(delta.get(name)?.values() ?? [])].sort((a, b) =>
      JSON.stringify(a.key) < JSON.stringify(b.key) ? -1 : 1,
    );
    if (entries.length) await upsert(tx, name, entries);
  }

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
  for (const [id, shop] of [...shops].sort(([a], [b]) => a - b)) {
    await tx
      .update(stores)
      .set({
        total_orders: sql`${stores.total_orders} + ${shop.total}`,
        completed_orders: sql`${stores.completed_orders} + ${shop.completed}`,
        cancelled_orders: sql`${stores.cancelled_orders} + ${shop.cancelled}`,
        total_purchases_eur: sql`${stores.total_purchases_eur} + ${amount(shop.purchases)}::numeric`,
        current_balance_eur: sql`${stores.current_balance_eur} + ${amount(shop.balance)}::numeric`,
        open_orders_eur: sql`${stores.open_orders_eur} + ${amount(shop.open)}::numeric`,
      })
      .where(eq(stores.id, id));
  }
  if (orderShops.size)
    await refreshDates(
      tx,
      [...orderShops],
      sql`last_order_date = (select max(o.order_date) from orders o where o.store_id = stores.id)`,
    );
  if (paymentShops.size)
    await refreshDates(
      tx,
      [...paymentShops],
      sql`last_payment_date = (select max(p.payment_date) from payments p where p.store_id = stores.id and p.status = 'completed')`,
    );
}

// A statement of its own after the shops' rows are locked, so it reads every write committed before.
async function refreshDates(tx: Tx, ids: number[], set: SQL) {
  await tx.execute(
    sql`update stores set ${set} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
