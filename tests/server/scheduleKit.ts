import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays } from '../../src/domain/schedule';
import { bakeryDate } from '../../src/domain/dates';
import type { TestServer } from './helpers';
import { product, type Call } from './ordersKit';
import { rows } from './productsKit';

// Shared by the schedule test files: shops placed where the test wants them, confirmed orders for a day,
// the proof-of-delivery form, and raw reads of the visits so an expectation never comes from the code
// under test.

// A real 1x1 PNG: the drawn signature.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The bakery's day `offset` days from today. */
export const dayFromToday = (offset: number) => addDays(bakeryDate(), offset);

/** A new active shop; coordinates null for a shop without a location. */
export async function addStore(
  server: TestServer,
  name: string,
  at: { lat: number; lng: number } | null,
  window: { from: string | null; to: string | null } = { from: null, to: null },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    server,
    sql`insert into stores (name, address, phone, status, latitude, longitude, receiving_from, receiving_to)
        values (${`${name} ${randomBytes(3).toString('hex')}`}, 'Rue de test 1, Bruxelles', '+32470000000', 'active',
                ${at?.lat ?? null}, ${at?.lng ?? null}, ${window.from}, ${window.to})
        returning id`,
  );
  return Number(row!.id);
}

// One product per database: files share this module (the server project does not isolate modules), each on its own database.
const productOf = new WeakMap<Call, number>();

/** A confirmed order (or left in `status`) for `storeId` delivered on `date`, optionally assigned. */
export async function dayOrder(
  call: Call,
  storeId: number,
  date: string,
  options: { distributorId?: number | null; status?: 'draft' | 'confirmed' | 'in_progress'; productId?: number; quantity?: number } = {},
): Promise<number> {
  let productId = productOf.get(call);
  if (productId === undefined) {
    productId = (await product(call, null, 4)).id;
    productOf.set(call, productId);
  }
  const created = await call.send('POST', '/api/orders', {
    store_id: storeId,
    delivery_date: date,
    distributor_id: options.distributorId ?? null,
    items: [{ product_id: options.productId ?? productId, quantity: options.quantity ?? 2 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  const steps = options.status === 'draft' ? [] : options.status === 'in_progress' ? ['confirmed', 'in_progress'] : ['confirmed'];
  for (const status of steps) {
    const moved = await call.send('PUT', `/api/orders/${id}/status`, { status });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return id;
}

/** The multipart form of a proof of delivery: text fields, then the signature file (when given). */
export function proofForm(fields: Record<string, string>, signature: Buffer | null = PNG, type = 'image/png') {
  const boundary = `----bakery${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (signature) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="signature"; filename="signature.png"\r\nContent-Type: ${type}\r\n\r\n`),
      signature,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface VisitRow {
  id: number;
  distributor_id: number;
  store_id: number;
  visit_order: number;
  status: string;
  distance_from_previous_m: number;
}

/** The stored visits of a day, by distributor and order. */
export async function visitsOf(server: TestServer, date: string): Promise<VisitRow[]> {
  const found = await rows<VisitRow>(
    server,
    sql`select v.id, v.distributor_id, v.store_id, v.visit_order, v.status, v.distance_from_previous_m
        from schedule_visits v join schedules s on s.id = v.schedule_id
        where s.schedule_date = ${date} order by v.distributor_id, v.visit_order`,
  );
  return found.map((row) => ({ ...row, id: Number(row.id), distributor_id: Number(row.distributor_id), store_id: Number(row.store_id) }));
}

/** How many visits hold each of the day's confirmed and in-progress orders (0 for none). */
export async function visitCounts(server: TestServer, date: string): Promise<Map<number, number>> {
  const found = await rows<{ id: number; n: number }>(
    server,
    sql`select o.id, count(vo.visit_id)::int as n from orders o
        left join schedule_visit_orders vo on vo.order_id = o.id
        where o.delivery_date = ${date} and o.status in ('confirmed', 'in_progress')
        group by o.id`,
  );
  return new Map(found.map((row) => [Number(row.id), Number(row.n)]));
}

export async function orderState(server: TestServer, id: number) {
  const [row] = await rows<{ status: string; assigned_distributor_id: number | null; paid_amount_eur: string }>(
    server,
    sql`select status, assigned_distributor_id, paid_amount_eur from orders where id = ${id}`,
  );
  return { status: row!.status, distributor: row!.assigned_distributor_id === null ? null : Number(row!.assigned_distributor_id), paid: Number(row!.paid_amount_eur) };
}
