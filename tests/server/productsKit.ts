import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from './helpers';

// Shared by the product test files: raw reads of the database (so expectations never come from the code
// under test), request shortcuts and multipart bodies.

export interface ProductRow {
  id: number;
  name: string;
  description: string | null;
  barcode: string | null;
  category: string;
  status: string;
  is_featured: boolean;
  price_eur: number;
  stock_quantity: number | null;
  minimum_stock: number;
  image_url: string | null;
  archived_at: string | null;
}

export async function rows<T = Record<string, unknown>>(server: TestServer, query: SQL): Promise<T[]> {
  const result = (await server.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every product as the database holds it, numbers as numbers. */
export async function productRows(server: TestServer): Promise<ProductRow[]> {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select id, name, description, barcode, category, status, is_featured, price_eur, stock_quantity, minimum_stock,
               image_url, archived_at from products order by id`,
  );
  return raw.map((row) => ({
    ...(row as unknown as ProductRow),
    id: Number(row.id),
    price_eur: Number(row.price_eur),
    stock_quantity: row.stock_quantity === null ? null : Number(row.stock_quantity),
    minimum_stock: Number(row.minimum_stock),
    archived_at: row.archived_at === null ? null : String(row.archived_at),
  }));
}

export interface SaleLine {
  product_id: number;
  quantity: number;
  line_total_eur: number;
  exchange_rate: number;
  status: string;
  order_id: number;
  order_date: string;
}

/** Every order line with its order's status, date and exchange rate. */
export async function saleLines(server: TestServer): Promise<SaleLine[]> {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select i.product_id, i.quantity, i.line_total_eur, o.exchange_rate, o.status, o.id as order_id, o.order_date::text as order_date
        from order_items i join orders o on o.id = i.order_id`,
  );
  return raw.map((row) => ({
    product_id: Number(row.product_id),
    quantity: Number(row.quantity),
    line_total_eur: Number(row.line_total_eur),
    exchange_rate: Number(row.exchange_rate),
    status: String(row.status),
    order_id: Number(row.order_id),
    order_date: String(row.order_date),
  }));
}

export const cents = (value: number) => Math.round(value * 100);
export const sortedIds = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

export function api(server: TestServer, cookie: string) {
  return {
    get: (url: string, as = cookie) => server.request({ method: 'GET', url, cookie: as }),
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookie) =>
      server.request({ method, url, cookie: as, payload }),
  };
}

let counter = 0;
/** A valid detailed create payload with a name no other test uses. */
export function newProduct(name = 'منتج', extra: object = {}) {
  counter += 1;
  return {
    name: `${name} ${counter}-${randomBytes(3).toString('hex')}`,
    category: 'bread',
    unit: 'piece',
    price_eur: 2.5,
    ...extra,
  };
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----bakery${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  server: TestServer,
  cookie: string,
  url: string,
  field: string,
  filename: string,
  type: string,
  content: Buffer,
) {
  const body = multipartBody(field, filename, type, content);
  return server.request({ method: 'POST', url, cookie, payload: body.payload, headers: body.headers });
}

export const FORBIDDEN = { success: false, message: 'غير مصرح لك بالوصول إلى هذه البيانات' };

export function expectForbidden(response: { status: number; body: unknown }) {
  expect(response.status).toBe(403);
  expect(response.body).toEqual(FORBIDDEN);
}
