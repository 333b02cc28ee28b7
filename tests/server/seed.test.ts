import { verify } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { generateDemo, type DemoData } from '../../server/db/demo-generator';
import { demoShiftDays, isDatabaseEmpty, loadDemoData, readDemoFile } from '../../server/db/seed';
import { ORDER_STATUSES, PAYMENT_STATUSES, ROLES, USER_STATUSES } from '../../src/domain/enums';

// db.json (reference date 2026-11-22) loaded as if today were 2027-01-20: every date moves by 59 days and
// the 60-day order window now straddles New Year, which exercises the order-number renumbering.
const TODAY = new Date('2027-01-20T09:30:00Z');
const SHIFT_DAYS = 59;

let database: Database;
let data: DemoData;
let counts: Record<string, number>;

async function rows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
async function one<T = Record<string, unknown>>(query: SQL): Promise<T> {
  return (await rows<T>(query))[0];
}
const int = (v: unknown) => Number(v);

beforeAll(async () => {
  data = await readDemoFile();
  database = await openDatabase({ inMemory: true });
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  ({ counts } = await loadDemoData(database.db, data, { today: TODAY }));
});

afterAll(async () => {
  await database?.close();
});

describe('demo data file', () => {
  it('is exactly what the generator makes for its seed (regenerate db.json after changing the generator)', () => {
    const again = generateDemo({
      seed: data.meta.seed,
      orders: data.orders.length,
      referenceDate: data.meta.reference_date,
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    expect(data.meta).toEqual({
      seed: 20261122,
      reference_date: '2026-11-22',
      generated_by: 'server/scripts/generate-demo.ts',
    });
  });

  it('gives different data for another seed', () => {
    const other = generateDemo({ seed: 7, orders: 50 });
    expect(other.orders).toHaveLength(50);
    expect(JSON.stringify(other.orders)).not.toBe(JSON.stringify(data.orders.slice(0, 50)));
  });

  it('spreads the orders over the days asked, among the shops asked (npm run bench, BENCH_SHAPE=history)', () => {
    const long = generateDemo({ orders: 3000, stores: 40, historyDays: 300 });
    expect(long.stores).toHaveLength(40);
    expect(Math.max(...long.orders.map((order) => order.store_id))).toBeLessThanOrEqual(40);
    const days = long.orders.map((order) => order.order_date.slice(0, 10)).sort();
    // 2026-11-22 less 300 days; about ten orders a day, so the first day has some.
    expect(days[0]).toBe('2026-01-26');
    expect(days.at(-1)! <= '2026-11-22').toBe(true);
  });
});

describe('loadDemoData', () => {
  it('loads every table and reports the counts', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const itemCount = data.orders.reduce((sum, o) => sum + o.items.length, 0);
    expect(counts).toMatchObject({
      product_categories: 7,
      users: data.users.length,
      vehicles: 6,
      stores: data.stores.length,
      products: data.products.length,
      orders: 600,
      order_items: itemCount,
      payments: data.payments.length,
      vehicle_expenses: data.vehicle_expenses.length,
      notifications: data.notifications.length,
      // the public settings with debugMode: expenseMaxEur (issue 23) is the 19th, maintenanceMessage (issue 27) the 20th;
      // issue 29: and the demo bakery's invoicing settings (db.json's `settings`, nine of them)
      system_settings: 20 + Object.keys(data.settings ?? {}).length,
    });
    const db = await one<Record<string, unknown>>(sql`
      select (select count(*) from users) as users, (select count(*) from stores) as stores,
             (select count(*) from products) as products, (select count(*) from orders) as orders,
             (select count(*) from order_items) as items, (select count(*) from payments) as payments,
             (select count(*) from vehicles) as vehicles, (select count(*) from vehicle_expenses) as expenses,
             (select count(*) from notifications) as notifications`);
    expect(int(db.users)).toBeGreaterThanOrEqual(15);
    expect(int(db.stores)).toBeGreaterThanOrEqual(38);
    expect(int(db.stores)).toBeLessThanOrEqual(45);
    expect(int(db.products)).toBeGreaterThanOrEqual(28);
    expect(int(db.products)).toBeLessThanOrEqual(35);
    expect(int(db.orders)).toBe(600);
    expect(int(db.items)).toBe(itemCount);
    expect(int(db.payments)).toBe(data.payments.length);
    expect(int(db.vehicles)).toBe(6);
    expect(int(db.expenses)).toBeGreaterThanOrEqual(50);
    expect(int(db.notifications)).toBeGreaterThanOrEqual(6);
  });

  it('has the demo accounts with argon2id hashes of Bakery123 and no plain passwords', async () => {
    const users = await rows<{
      username: string;
      role: string;
      status: string;
      password_hash: string;
      permissions: string[];
    }>(sql`select username, role, status, password_hash, permissions from users order by id`);
    const byName = new Map(users.map((u) => [u.username, u]));
    const expected: [string, string][] = [
      ['admin', 'admin'],
      ['manager', 'manager'],
      ['distributor', 'distributor'],
      ['distributor2', 'distributor'],
      ['distributor3', 'distributor'],
      ['cashier', 'cashier'],
      ['accountant', 'accountant'],
    ];
    for (const [username, role] of expected) {
      expect(byName.get(username), username).toMatchObject({ role, status: 'active' });
    }
    expect(byName.get('distributor4')).toMatchObject({ role: 'distributor', status: 'inactive' });
    expect(users.some((u) => u.role === 'cashier' && u.status === 'suspended')).toBe(true);
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(ROLES));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(USER_STATUSES));
    expect(byName.get('admin')?.permissions).toEqual(['full_access']);
    expect(byName.get('manager')?.permissions).toHaveLength(6);

    for (const u of users) expect(u.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(byName.get('admin')!.password_hash, 'Bakery123')).toBe(true);
    expect(await verify(byName.get('admin')!.password_hash, 'bakery123')).toBe(false);
    const plain = await one<{ n: unknown }>(sql`select count(*) as n from users where password_hash = 'Bakery123'`);
    expect(int(plain.n)).toBe(0);
  });

  it('has every order status and payment status', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(new Set(statuses.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    const payment = await rows<{ payment_status: string }>(sql`select distinct payment_status from orders`);
    expect(new Set(payment.map((r) => r.payment_status))).toEqual(new Set(PAYMENT_STATUSES));
  });

  it('has low, out-of-stock and unlimited products', async () => {
    const stock = await one<Record<string, unknown>>(sql`
      select count(*) filter (where stock_quantity is null) as unlimited,
             count(*) filter (where stock_quantity = 0) as out,
             count(*) filter (where stock_quantity > 0 and stock_quantity <= minimum_stock) as low,
             count(*) filter (where status = 'inactive') as inactive,
             count(*) filter (where is_featured) as featured,
             count(distinct barcode) as barcodes, count(*) as total
      from products`);
    expect(int(stock.unlimited)).toBeGreaterThanOrEqual(4);
    expect(int(stock.out)).toBeGreaterThanOrEqual(2);
    expect(int(stock.low)).toBeGreaterThanOrEqual(3);
    expect(int(stock.inactive)).toBe(3);
    expect(int(stock.featured)).toBeGreaterThanOrEqual(5);
    expect(int(stock.barcodes)).toBe(int(stock.total));
  });

  it('keeps order totals equal to the sum of their lines and of their payments', async () => {
    const wrong = await rows(sql`
      with lines as (
        select order_id, sum(quantity * unit_price_eur) as gross, sum(discount_amount) as discount,
               sum(line_total_eur) as net, bool_and(line_total_eur = quantity * unit_price_eur - discount_amount) as lines_ok,
               count(*) as n
        from order_items group by order_id),
      paid as (select order_id, sum(amount_eur) as paid from payments group by order_id)
      select o.id from orders o
      left join lines l on l.order_id = o.id
      left join paid p on p.order_id = o.id
      where l.n is null or l.n > 6 or not l.lines_ok
         or o.total_amount_eur <> l.gross or o.discount_amount_eur <> l.discount
         or o.final_amount_eur <> o.total_amount_eur - o.discount_amount_eur or o.final_amount_eur <> l.net
         or o.final_amount_syp <> o.final_amount_eur * o.exchange_rate
         or o.paid_amount_eur <> coalesce(p.paid, 0)
         or (o.payment_status = 'paid' and o.paid_amount_eur <> o.final_amount_eur)
         or (o.payment_status = 'partial' and not (o.paid_amount_eur > 0 and o.paid_amount_eur < o.final_amount_eur))
         or (o.payment_status in ('pending', 'overdue') and o.paid_amount_eur <> 0)
         or (o.status = 'delivered') <> (o.delivered_at is not null)
         or (o.status = 'cancelled') <> (o.cancelled_at is not null)
         or o.currency <> 'EUR' or o.exchange_rate <> 15000 or o.version <> 1`);
    expect(wrong).toEqual([]);

    const badItems = await rows(sql`
      select i.id from order_items i join products p on p.id = i.product_id
      where i.unit_price_eur <> p.price_eur or i.product_name <> p.name or i.unit <> p.unit
         or i.quantity not between 1 and 60`);
    expect(badItems).toEqual([]);

    const badPayments = await rows(sql`
      select pay.id from payments pay join orders o on o.id = pay.order_id
      where pay.store_id <> o.store_id or pay.payment_date < o.order_date or pay.amount <> pay.amount_eur
         or pay.status <> 'completed' or pay.currency <> 'EUR'`);
    expect(badPayments).toEqual([]);
  });

  it('moves every date so the reference date becomes today', async () => {
    const range = await one<Record<string, string>>(sql`
      select min(order_date)::text as first_order, max(order_date)::text as last_order,
             max(delivery_date)::text as last_delivery, min(delivery_date - order_date) as min_lead,
             max(created_at)::date::text as last_created, max(payment_date)::text as last_payment,
             max(expense_date)::text as last_expense
      from orders, (select max(payment_date) as payment_date from payments) p,
           (select max(expense_date) as expense_date from vehicle_expenses) e`);
    expect(range.first_order).toBe('2026-11-21'); // 2026-09-23 + 59 days = today - 60
    expect(range.last_order).toBe('2027-01-20');
    expect(range.last_delivery <= '2027-01-23').toBe(true);
    expect(int(range.min_lead)).toBeGreaterThanOrEqual(0);
    expect(range.last_created).toBe('2027-01-20');
    expect(range.last_payment <= '2027-01-20').toBe(true);
    expect(range.last_expense <= '2027-01-20').toBe(true);

    // Orders booked for the days ahead exist, so the schedule and the open-order lists are never empty.
    const ahead = await one<{ n: unknown }>(sql`select count(*) as n from orders where delivery_date > '2027-01-20'`);
    expect(int(ahead.n)).toBeGreaterThan(0);

    const admin = await one<{ hired_date: string }>(sql`select hired_date::text from users where username = 'admin'`);
    const original = data.users.find((u) => u.username === 'admin')!.hired_date!;
    const expected = new Date(Date.parse(`${original}T00:00:00Z`) + SHIFT_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(admin.hired_date).toBe(expected);
  });

  it("takes the bakery's date for today, not the UTC date: loaded at half past midnight in Brussels", () => {
    // 2027-01-19 23:30 UTC is 2027-01-20 00:30 in Brussels (UTC+1 in winter): the bakery's day is the 20th.
    expect(demoShiftDays('2026-11-22', new Date('2027-01-19T23:30:00Z'))).toBe(SHIFT_DAYS);
    expect(demoShiftDays('2026-11-22', new Date('2027-01-19T22:30:00Z'))).toBe(SHIFT_DAYS - 1);
    // Summer time (UTC+2): 22:30 UTC on 30 June is already 1 July in Brussels.
    expect(demoShiftDays('2026-11-22', new Date('2027-06-30T22:30:00Z'))).toBe(demoShiftDays('2026-11-22', new Date('2027-07-01T12:00:00Z')));
    expect(demoShiftDays('2026-11-22', new Date('2027-01-19T23:30:00Z'), 'UTC')).toBe(SHIFT_DAYS - 1);
  });

  it('numbers orders per year of their (moved) order date and primes the counters', async () => {
    const numbers = await one<Record<string, unknown>>(sql`
      select count(*) as n, count(distinct order_number) as distinct_numbers,
             count(*) filter (where order_number !~ '^ORD-[0-9]{4}-[0-9]{6}$'
                              or split_part(order_number, '-', 2)::int <> extract(year from order_date)) as bad
      from orders`);
    expect(int(numbers.distinct_numbers)).toBe(int(numbers.n));
    expect(int(numbers.bad)).toBe(0);

    const perYear = await rows<{ year: number; last: number; max_seq: number; n: number }>(sql`
      select c.year, c.last, max(split_part(o.order_number, '-', 3)::int) as max_seq, count(o.id) as n
      from order_number_counters c join orders o on extract(year from o.order_date) = c.year
      group by c.year, c.last order by c.year`);
    expect(perYear.map((r) => int(r.year))).toEqual([2026, 2027]);
    for (const r of perYear) {
      expect(int(r.last)).toBe(int(r.max_seq));
      expect(int(r.last)).toBe(int(r.n));
    }
    const first2027 = await one<{ order_number: string }>(
      sql`select order_number from orders where order_date >= '2027-01-01' order by id limit 1`,
    );
    expect(first2027.order_number).toBe('ORD-2027-000001');
  });

  it('moves the serial sequences past the loaded ids', async () => {
    const max = await one<{ id: unknown }>(sql`select max(id) as id from notifications`);
    const inserted = await one<{ id: unknown }>(
      sql`insert into notifications (title, message) values ('test', 'test') returning id`,
    );
    expect(int(inserted.id)).toBe(int(max.id) + 1);
    await database.db.execute(sql`delete from notifications where id = ${int(inserted.id)}`);
    const order = await one<{ id: unknown }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
    expect(int(order.id)).toBe(601);
  });

  it('assigns the vans to the three demo distributors and has one vehicle due for maintenance', async () => {
    const vehicles = await rows<{ username: string | null; status: string; due: boolean }>(sql`
      select u.username, v.status, v.current_km >= v.next_maintenance_km as due
      from vehicles v left join users u on u.id = v.assigned_distributor_id order by v.id`);
    expect(
      vehicles
        .map((v) => v.username)
        .filter(Boolean)
        .sort(),
    ).toEqual(['distributor', 'distributor2', 'distributor3']);
    expect(vehicles.filter((v) => v.status === 'active')).toHaveLength(4);
    expect(vehicles.filter((v) => v.due)).toHaveLength(1);
  });

  it('writes the system settings', async () => {
    const settings = await rows<{ key: string; value: unknown }>(sql`select key, value from system_settings`);
    const map = Object.fromEntries(settings.map((s) => [s.key, s.value]));
    expect(map).toMatchObject({
      siteName: 'مخبز بروكسل',
      currency: 'EUR',
      secondaryCurrency: 'SYP',
      exchangeRate: 15000,
      timezone: 'Europe/Brussels',
      maintenanceMode: false,
      sessionTimeout: 3600,
      bakeryLatitude: 50.8466,
    });
  });
});
