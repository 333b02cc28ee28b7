// Loads the demo data set (db.json, made by server/scripts/generate-demo.ts) into an empty database.
// Every date and timestamp is moved by whole days so that the data set's reference date becomes today:
// the demo always shows orders from the last 60 days and deliveries for the next 3, whenever it is loaded.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, type Algorithm } from '@node-rs/argon2';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import type { DemoData } from './demo-generator';
import * as schema from './schema';
import { bakeryDate } from '../../src/domain/dates';
import { DEFAULT_SETTINGS, PUBLIC_SETTING_KEYS } from '../../src/domain/settings';
import { PRODUCT_CATEGORIES, type ProductCategoryCode } from '../../src/domain/enums';
import { enums } from '../../src/domain/messages';

const DAY_MS = 86_400_000;
/**
 * Rows per INSERT. Each batch travels as one JSON parameter and is unpacked by json_populate_recordset, so
 * the 65535-bind-parameter limit of PGlite/PostgreSQL never applies, and it is about three times faster
 * than a multi-row VALUES list (100,000 orders with their items load in well under a minute).
 */
const BATCH_ROWS = 2500;
/** Algorithm.Argon2id: the package declares it as an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;

export const DEFAULT_DEMO_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db.json');

/** True when the database holds no user at all (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

export async function readDemoFile(file: string = DEFAULT_DEMO_FILE): Promise<DemoData> {
  const data = JSON.parse(await readFile(file, 'utf8')) as DemoData;
  if (!data || typeof data !== 'object' || !data.meta || !Array.isArray(data.users) || !Array.isArray(data.orders)) {
    throw new Error(`${file} is not a demo data file (meta, users and orders expected)`);
  }
  return data;
}

/** The settings a new database starts with: the product's defaults, without the empty secrets. */
const INITIAL_SETTINGS: Record<string, unknown> = Object.fromEntries(
  [...PUBLIC_SETTING_KEYS, 'debugMode' as const].map((key) => [key, DEFAULT_SETTINGS[key]]),
);

type JsonRow = Record<string, unknown>;
type Kind = 'date' | 'timestamp' | 'value';
interface ColumnPlan {
  name: string; // database column (snake_case), the key in db.json
  kind: Kind;
}

function planFor(table: PgTable): ColumnPlan[] {
  return Object.values(getTableColumns(table)).map((column) => ({
    name: column.name,
    kind:
      column.columnType === 'PgDateString' || column.columnType === 'PgDate'
        ? 'date'
        : column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString'
          ? 'timestamp'
          : 'value',
  }));
}

/** Moves 'YYYY-MM-DD' strings and ISO timestamps by a whole number of days. */
class DateShifter {
  private readonly dates = new Map<string, string>();
  constructor(
    readonly days: number,
    private readonly now: number = Date.now(),
  ) {}

  date(value: unknown, where: string): string {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      throw new Error(`${where}: expected YYYY-MM-DD, got ${JSON.stringify(value)}`);
    let shifted = this.dates.get(value);
    if (shifted === undefined) {
      shifted = new Date(Date.parse(`${value}T00:00:00Z`) + this.days * DAY_MS).toISOString().slice(0, 10);
      this.dates.set(value, shifted);
    }
    return shifted;
  }

  timestamp(value: unknown, where: string): Date {
    const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(ms)) throw new Error(`${where}: expected an ISO timestamp, got ${JSON.stringify(value)}`);
    const shifted = ms + this.days * DAY_MS;
    // Today's early-morning records would lie in the future when the demo is loaded before dawn: mirror
    // them into the past so "created a few minutes ago" still reads true and keeps its spread.
    return new Date(shifted > this.now ? Math.max(this.now - (shifted - this.now), this.now - DAY_MS) : shifted);
  }
}

/**
 * Checks one snake_case JSON row against the table's columns (unknown keys are an error) and returns the
 * values to insert, still keyed by column name, with dates and timestamps moved. Missing keys are left out,
 * so the column default applies.
 */
function mapRow(
  row: JsonRow,
  plan: ColumnPlan[],
  known: Set<string>,
  shift: DateShifter,
  table: string,
  extra?: JsonRow,
): JsonRow {
  for (const key in row) {
    if (!known.has(key)) throw new Error(`${table}: unknown field "${key}" in row ${JSON.stringify(row.id ?? '?')}`);
  }
  const out: JsonRow = {};
  for (const column of plan) {
    const value = extra && column.name in extra ? extra[column.name] : row[column.name];
    if (value === undefined) continue;
    if (value === null || column.kind === 'value') out[column.name] = value;
    else if (column.kind === 'date') out[column.name] = shift.date(value, `${table}.${column.name}`);
    else out[column.name] = shift.timestamp(value, `${table}.${column.name}`).toISOString();
  }
  return out;
}

/** Streams rows into batched INSERT … SELECT FROM json_populate_recordset(…) statements. */
async function insertAll(
  tx: Tx,
  table: PgTable,
  rows: Iterable<JsonRow>,
  shift: DateShifter,
  options: { ignore?: string[]; extra?: (row: JsonRow) => JsonRow | undefined } = {},
): Promise<number> {
  const plan = planFor(table);
  const name = getTableName(table);
  const known = new Set([...plan.map((c) => c.name), ...(options.ignore ?? [])]);
  let batch: JsonRow[] = [];
  let columns: string[] = [];
  let signature = '';
  let count = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const list = sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
    count += batch.length;
    batch = [];
  };

  for (const row of rows) {
    const mapped = mapRow(row, plan, known, shift, name, options.extra?.(row));
    const keys = Object.keys(mapped);
    const rowSignature = keys.join(',');
    // A row with other keys starts a new statement: a key missing from the JSON would insert NULL, not the default.
    if (rowSignature !== signature || batch.length >= BATCH_ROWS) {
      await flush();
      signature = rowSignature;
      columns = keys;
    }
    batch.push(mapped);
  }
  await flush();
  return count;
}

const ORDER_NUMBER = /^ORD-(\d{4})-(\d+)$/;

/**
 * Order numbers read ORD-{year of order_date}-{sequence}. Once the dates have moved the year may have
 * changed, so the generated numbers are recomputed from the shifted order dates (per year, in id order).
 * Numbers in another format are kept as they are.
 */
function renumberOrders(
  orders: JsonRow[],
  shift: DateShifter,
): { numbers: Map<JsonRow, string>; counters: Map<number, number> } {
  const numbers = new Map<JsonRow, string>();
  const counters = new Map<number, number>();
  const sorted = [...orders].sort((a, b) => Number(a.id) - Number(b.id));
  for (const order of sorted) {
    const current = String(order.order_number);
    const match = ORDER_NUMBER.exec(current);
    if (!match) continue;
    const year = Number(shift.date(order.order_date, 'orders.order_date').slice(0, 4));
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    numbers.set(order, `ORD-${year}-${String(seq).padStart(match[2].length, '0')}`);
  }
  return { numbers, counters };
}

function dayNumber(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms))
    throw new Error(`meta.reference_date must be YYYY-MM-DD, got ${date}`);
  return Math.round(ms / DAY_MS);
}

const SERIAL_TABLES = [
  'product_categories',
  'users',
  'vehicles',
  'stores',
  'products',
  'orders',
  'order_items',
  'payments',
  'vehicle_expenses',
  'vehicle_assignments',
  'vehicle_maintenance',
  'notifications',
] as const;

/**
 * By how many days the demo's dates move so that its reference date falls on the bakery's today: the
 * date in the bakery's time zone, which a new database starts with. Between midnight in Brussels and
 * midnight UTC the UTC date is still yesterday's, and a demo loaded then showed its "today" a day early.
 */
export function demoShiftDays(referenceDate: string, now: Date, timeZone: string = DEFAULT_SETTINGS.timezone): number {
  return dayNumber(bakeryDate(now, timeZone)) - dayNumber(referenceDate);
}

/**
 * Inserts a demo data set into an empty database (check with isDatabaseEmpty first), in one transaction:
 * all of it or nothing. Dates are moved so that meta.reference_date falls on `today` (the bakery's date).
 */
export async function loadDemoData(
  db: Db,
  data: DemoData,
  options: { today?: Date } = {},
): Promise<{ counts: Record<string, number> }> {
  const today = options.today ?? new Date();
  const shift = new DateShifter(demoShiftDays(data.meta.reference_date, today), today.getTime());

  // Hash every distinct password once, before the transaction starts.
  const hashes = new Map<string, string>();
  for (const user of data.users) {
    if (typeof user.password === 'string' && !hashes.has(user.password)) {
      hashes.set(user.password, await hash(user.password, { algorithm: ARGON2ID }));
    }
  }

  const orders = data.orders as unknown as JsonRow[];
  const { numbers, counters } = renumberOrders(orders, shift);
  const asRows = (rows: unknown[] | undefined) => (rows ?? []) as JsonRow[];

  function* orderItems(): Generator<JsonRow> {
    for (const order of orders) {
      const items = order.items as JsonRow[] | undefined;
      if (!items) continue;
      for (const item of items) yield { ...item, order_id: order.id };
    }
  }

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    counts.product_categories = await insertAll(tx, schema.productCategories, asRows(data.product_categories), shift);
    counts.users = await insertAll(tx, schema.users, asRows(data.users), shift, {
      ignore: ['password'],
      extra: (row) => {
        if (typeof row.password === 'string') return { password_hash: hashes.get(row.password) };
        if (typeof row.password_hash === 'string') return undefined;
        throw new Error(`users: row ${String(row.id)} has neither password nor password_hash`);
      },
    });
    counts.vehicles = await insertAll(tx, schema.vehicles, asRows(data.vehicles), shift);
    counts.stores = await insertAll(tx, schema.stores, asRows(data.stores), shift);
    counts.products = await insertAll(tx, schema.products, asRows(data.products), shift);
    counts.orders = await insertAll(tx, schema.orders, orders, shift, {
      ignore: ['items'],
      extra: (row) => {
        const number = numbers.get(row);
        return number === undefined ? undefined : { order_number: number };
      },
    });
    counts.order_items = await insertAll(tx, schema.orderItems, orderItems(), shift);
    counts.payments = await insertAll(tx, schema.payments, asRows(data.payments), shift);
    counts.vehicle_expenses = await insertAll(tx, schema.vehicleExpenses, asRows(data.vehicle_expenses), shift);
    counts.vehicle_assignments = await insertAll(tx, schema.vehicleAssignments, asRows(data.vehicle_assignments), shift);
    counts.vehicle_maintenance = await insertAll(tx, schema.vehicleMaintenance, asRows(data.vehicle_maintenance), shift);
    counts.notifications = await insertAll(tx, schema.notifications, asRows(data.notifications), shift);

    // The kept figures (issue 25) of everything just loaded, by the migration's own definition.
    await tx.execute(sql`select kept_figures_rebuild()`);

    // The explicit ids leave the serial sequences behind: move each one past the highest id.
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from "${table}"`,
        ),
      );
    }

    // The next order number of each year continues after the highest one loaded.
    const counterRows = [...counters].map(([year, last]) => ({ year, last }));
    if (counterRows.length > 0) {
      await tx
        .insert(schema.orderNumberCounters)
        .values(counterRows)
        .onConflictDoUpdate({
          target: schema.orderNumberCounters.year,
          set: { last: sql`greatest(${schema.orderNumberCounters.last}, excluded.last)` },
        });
    }
    counts.order_number_counters = counterRows.length;

    const inserted = await tx
      .insert(schema.systemSettings)
      // The demo's own settings (issue 29: the bakery's invoicing details) beside the product's defaults.
      .values(Object.entries({ ...INITIAL_SETTINGS, ...(data.settings ?? {}) }).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: schema.systemSettings.key });
    counts.system_settings = inserted.length;
  });

  // Fresh planner statistics: without them PostgreSQL guesses a handful of rows per filter and picks
  // plans that read whole tables once the data is large.
  await db.execute(sql`analyze`);
  return { counts };
}

/**
 * Adds every built-in category code (PRODUCT_CATEGORIES) that product_categories lacks, named as the
 * interface names it, after the existing ones. Run on every start: a database made before a code was
 * added (cookies) gets it too. Existing rows are never changed.
 */
export async function ensureProductCategories(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: schema.productCategories.code, sort_order: schema.productCategories.sort_order })
    .from(schema.productCategories);
  const present = new Set(rows.map((row) => row.code));
  const missing = PRODUCT_CATEGORIES.filter((code) => !present.has(code));
  if (!missing.length) return [];
  const names: Record<ProductCategoryCode, string> = enums.product_category;
  let next = rows.reduce((max, row) => Math.max(max, row.sort_order), 0);
  const added = await db
    .insert(schema.productCategories)
    .values(missing.map((code) => ({ code, name: names[code], sort_order: ++next })))
    .onConflictDoNothing({ target: schema.productCategories.code })
    .returning({ code: schema.productCategories.code });
  return added.map((row) => row.code);
}
