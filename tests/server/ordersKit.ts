import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from './helpers';
import { api, newProduct, rows } from './productsKit';

// Shared by the order test files: request shortcuts and raw reads of the database, so an expectation
// never comes from the code under test.

export type Call = ReturnType<typeof api>;

/** A shop of the demo data that takes orders, and one of each status that does not. */
export const ACTIVE_STORE = 1;
export const INACTIVE_STORE = 18;
export const SUSPENDED_STORE = 29;
/** Demo users by id. */
export const USERS = {
  admin: 1,
  manager: 2,
  distributor: 3,
  distributor2: 4,
  cashier: 6,
  inactiveDistributor: 8,
} as const;

/** A new active product with `stock` units (null: unlimited) at `price` EUR. */
export async function product(call: Call, stock: number | null, price = 2.5, extra: object = {}) {
  const response = await call.send(
    'POST',
    '/api/products',
    newProduct('طلبية', { price_eur: price, stock_quantity: stock, ...extra }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; name: string };
}

export interface Line {
  product_id: number;
  quantity: number;
  [key: string]: unknown;
}

export function orderBody(items: Line[], extra: object = {}) {
  return { store_id: ACTIVE_STORE, items, ...extra };
}

/** POST /api/orders that must succeed; the reply's order. */
export async function placeOrder(call: Call, items: Line[], extra: object = {}, cookie?: string) {
  const response = await call.send('POST', '/api/orders', orderBody(items, extra), cookie);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as OrderDetail;
}

export interface OrderDetail {
  id: number;
  order_number: string;
  status: string;
  payment_status: string;
  version: number;
  final_amount_eur: number;
  paid_amount_eur: number;
  assigned_distributor_id: number | null;
  items: {
    id: number;
    product_id: number;
    quantity: number;
    unit_price_eur: number;
    line_total_eur: number;
    gift_quantity: number;
    discount_amount: number;
  }[];
  payments: { id: number; amount_eur: number; method: string; payment_date: string }[];
  allowed_statuses: string[];
  [key: string]: unknown;
}

export async function stockOf(server: TestServer, productId: number): Promise<number | null> {
  const [row] = await rows<{ stock_quantity: unknown }>(
    server,
    sql`select stock_quantity from products where id = ${productId}`,
  );
  return row!.stock_quantity === null ? null : Number(row!.stock_quantity);
}

export interface RawOrder {
  id: number;
  order_number: string;
  status: string;
  payment_status: string;
  version: number;
  total_amount_eur: number;
  discount_amount_eur: number;
  final_amount_eur: number;
  final_amount_syp: number;
  paid_amount_eur: number;
  assigned_distributor_id: number | null;
  store_id: number;
  delivery_date: string | null;
  notes: string | null;
  confirmed_at: unknown;
  delivered_at: unknown;
  cancelled_at: unknown;
}

/** The order's row as the database holds it, numbers as numbers; undefined when it is gone. */
export async function orderRow(server: TestServer, id: number): Promise<RawOrder | undefined> {
  const [row] = await rows<Record<string, unknown>>(
    server,
    sql`select id, order_number, status, payment_status, version, total_amount_eur, discount_amount_eur, final_amount_eur,
               final_amount_syp, paid_amount_eur, assigned_distributor_id, store_id, delivery_date::text as delivery_date, notes,
               confirmed_at, delivered_at, cancelled_at
        from orders where id = ${id}`,
  );
  if (!row) return undefined;
  const num = (key: string) => Number(row[key]);
  return {
    ...(row as unknown as RawOrder),
    id: num('id'),
    version: num('version'),
    total_amount_eur: num('total_amount_eur'),
    discount_amount_eur: num('discount_amount_eur'),
    final_amount_eur: num('final_amount_eur'),
    final_amount_syp: num('final_amount_syp'),
    paid_amount_eur: num('paid_amount_eur'),
    store_id: num('store_id'),
    assigned_distributor_id: row.assigned_distributor_id === null ? null : num('assigned_distributor_id'),
  };
}

export async function itemRows(server: TestServer, orderId: number) {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select id, product_id, quantity, gift_quantity, unit_price_eur, discount_amount, line_total_eur
        from order_items where order_id = ${orderId} order by id`,
  );
  return raw.map((row) => ({
    id: Number(row.id),
    product_id: Number(row.product_id),
    quantity: Number(row.quantity),
    gift_quantity: Number(row.gift_quantity),
    unit_price_eur: Number(row.unit_price_eur),
    discount_amount: Number(row.discount_amount),
    line_total_eur: Number(row.line_total_eur),
  }));
}

/** The stock history of a product: change and reason, oldest first. */
export async function movementsOf(server: TestServer, productId: number) {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select change, quantity_after, reason from stock_movements where product_id = ${productId} order by id`,
  );
  return raw.map((row) => ({
    change: Number(row.change),
    quantity_after: Number(row.quantity_after),
    reason: String(row.reason),
  }));
}

export async function countRows(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: unknown }>(server, query);
  return Number(row!.n);
}

/** A 400 with a field error naming `field` with `message`. */
export function expectFieldError(response: { status: number; body: any }, field: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.success).toBe(false);
  expect(response.body.errors).toContainEqual({ field, message });
}
