import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import {
  ACTIVE_STORE,
  INACTIVE_STORE,
  SUSPENDED_STORE,
  expectFieldError,
  itemRows,
  movementsOf,
  orderBody,
  orderRow,
  placeOrder,
  product,
  stockOf,
  type Call,
} from './ordersKit';
import { api, rows } from './productsKit';

// POST, PUT and DELETE /orders against a real database: totals are the server's, stock follows the lines,
// versions guard against lost updates. Expected figures are computed here from the prices the test set.

let server: TestServer;
let admin: string;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  call = api(server, admin);
});
afterAll(async () => {
  await server?.close();
});

const today = () => bakeryDate(new Date());

describe('totals', () => {
  it('are computed from the product prices and the settings rate, whatever the client sends', async () => {
    const rate = await call.send('PUT', '/api/system/settings', { exchangeRate: 12000 });
    expect(rate.status).toBe(200);
    const bread = await product(call, 100, 2.35);
    const cake = await product(call, null, 7.1);
    const response = await call.send('POST', '/api/orders', {
      ...orderBody([
        {
          product_id: bread.id,
          quantity: 3,
          unit_price_eur: 0.01,
          unit_price: 0.01,
          line_total_eur: 1,
          discount_amount: 0.55,
        },
        { product_id: cake.id, quantity: 2, unit_price_eur: 999, gift_quantity: 1, gift_reason: 'عميل دائم' },
      ]),
      total_amount_eur: 1,
      final_amount_eur: 1,
      final_amount_syp: 1,
      paid_amount_eur: 500,
      payment_status: 'paid',
      status: 'delivered',
      exchange_rate: 1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe('تم إنشاء الطلب بنجاح');
    const order = response.body.data;
    // 3 x 2.35 - 0.55 = 6.50; 2 x 7.10 = 14.20; the gift is free.
    expect(order.items.map((item: any) => [item.unit_price_eur, item.line_total_eur])).toEqual([
      [2.35, 6.5],
      [7.1, 14.2],
    ]);
    const row = (await orderRow(server, order.id))!;
    expect(row).toMatchObject({
      status: 'draft',
      payment_status: 'pending',
      total_amount_eur: 21.25,
      discount_amount_eur: 0.55,
      final_amount_eur: 20.7,
      final_amount_syp: 20.7 * 12000,
      paid_amount_eur: 0,
    });
    expect(order).toMatchObject({
      final_amount_eur: 20.7,
      order_date: today(),
      allowed_statuses: ['confirmed', 'cancelled'],
      payments: [],
    });
    // The gift leaves stock too: 3 of the limited bread; the unlimited cake stays unlimited.
    expect(await stockOf(server, bread.id)).toBe(97);
    expect(await stockOf(server, cake.id)).toBeNull();
    await call.send('PUT', '/api/system/settings', { exchangeRate: 15000 });
  });

  it('refuses a discount larger than the line, on the field, and saves nothing', async () => {
    const bread = await product(call, 10, 1.5);
    const before = await rows(server, sql`select count(*)::int as n from orders`);
    const response = await call.send(
      'POST',
      '/api/orders',
      orderBody([{ product_id: bread.id, quantity: 2, discount_amount: 3.01 }]),
    );
    expectFieldError(response, 'items.0.discount_amount', 'الخصم لا يمكن أن يتجاوز قيمة السطر (3.00 €)');
    expect(await rows(server, sql`select count(*)::int as n from orders`)).toEqual(before);
    expect(await stockOf(server, bread.id)).toBe(10);
  });
});

describe('validation', () => {
  it('names the field in Arabic for each bad input and creates nothing', async () => {
    const bread = await product(call, 10);
    const inactive = await product(call, 10, 2, { status: 'inactive' });
    const archived = await product(call, 10);
    await call.send('POST', `/api/products/${archived.id}/archive`);
    const [{ n: before }] = await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`);
    const cases: [object, string, string][] = [
      [{ items: [{ product_id: bread.id, quantity: 1 }] }, 'store_id', 'يرجى اختيار المتجر'],
      [orderBody([{ product_id: bread.id, quantity: 1 }], { store_id: 999999 }), 'store_id', 'المتجر المحدد غير موجود'],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { store_id: INACTIVE_STORE }),
        'store_id',
        'لا يمكن إنشاء طلب لمتجر في حالة "غير نشط"',
      ],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { store_id: SUSPENDED_STORE }),
        'store_id',
        'لا يمكن إنشاء طلب لمتجر في حالة "موقوف"',
      ],
      [orderBody([]), 'items', 'يرجى إضافة منتج واحد على الأقل'],
      [{ store_id: ACTIVE_STORE }, 'items', 'يرجى إضافة منتج واحد على الأقل'],
      [orderBody([{ product_id: bread.id, quantity: 0 }]), 'items.0.quantity', 'يجب أن تكون الكمية أكبر من الصفر'],
      [orderBody([{ product_id: bread.id, quantity: -2 }]), 'items.0.quantity', 'يجب أن تكون الكمية أكبر من الصفر'],
      [orderBody([{ product_id: bread.id, quantity: 1.5 }]), 'items.0.quantity', 'الكمية يجب أن تكون عدداً صحيحاً'],
      [
        orderBody([
          { product_id: bread.id, quantity: 1 },
          { product_id: 999999, quantity: 1 },
        ]),
        'items.1.product_id',
        'المنتج المحدد غير موجود',
      ],
      [
        orderBody([{ product_id: inactive.id, quantity: 1 }]),
        'items.0.product_id',
        `المنتج "${inactive.name}" غير نشط ولا يمكن طلبه`,
      ],
      [
        orderBody([{ product_id: archived.id, quantity: 1 }]),
        'items.0.product_id',
        `المنتج "${archived.name}" مؤرشف ولا يمكن طلبه`,
      ],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { delivery_date: '2026-02-30' }),
        'delivery_date',
        'التاريخ غير صحيح',
      ],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { delivery_date: 'tomorrow' }),
        'delivery_date',
        'التاريخ غير صحيح',
      ],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { delivery_date: '2000-01-01' }),
        'delivery_date',
        'تاريخ التسليم لا يمكن أن يسبق تاريخ الطلب',
      ],
      [
        orderBody([{ product_id: bread.id, quantity: 1 }], { currency: 'USD' }),
        'currency',
        'العملة يجب أن تكون EUR أو SYP',
      ],
      [
        orderBody([
          { product_id: bread.id, quantity: 1 },
          { product_id: bread.id, quantity: 2 },
        ]),
        'items.1.product_id',
        'هذا المنتج موجود في سطر آخر من الطلب، يرجى تعديل كمية ذلك السطر بدلاً من تكراره',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call.send('POST', '/api/orders', body);
      expectFieldError(response, field, message);
    }
    const [{ n: after }] = await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`);
    expect(Number(after)).toBe(Number(before));
    expect(await stockOf(server, bread.id)).toBe(10);
  });

  it('reports missing stock with a 409 naming each product, its request and what is left', async () => {
    const a = await product(call, 2);
    const b = await product(call, 5);
    const c = await product(call, null);
    const response = await call.send(
      'POST',
      '/api/orders',
      orderBody([
        { product_id: a.id, quantity: 2, gift_quantity: 1 },
        { product_id: b.id, quantity: 6 },
        { product_id: c.id, quantity: 1000 },
      ]),
    );
    expect(response.status).toBe(409);
    expect(response.body.shortages).toEqual([
      { product_id: a.id, name: a.name, requested: 3, available: 2 },
      { product_id: b.id, name: b.name, requested: 6, available: 5 },
    ]);
    expect(response.body.message).toBe(
      `الكمية المطلوبة غير متوفرة في المخزون: ${a.name} (المطلوب 3، المتوفر 2)، ${b.name} (المطلوب 6، المتوفر 5)`,
    );
    expect([await stockOf(server, a.id), await stockOf(server, b.id)]).toEqual([2, 5]);
    expect(await movementsOf(server, a.id)).toEqual([expect.objectContaining({ change: 2 })]);
  });
});

describe('stock under concurrency', () => {
  it('20 simultaneous orders of 1 for 10 in stock: exactly 10 succeed and the stock ends at 0', async () => {
    const loaf = await product(call, 10);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call.send('POST', '/api/orders', orderBody([{ product_id: loaf.id, quantity: 1 }])),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await stockOf(server, loaf.id)).toBe(0);
    const [{ n }] = await rows<{ n: number }>(
      server,
      sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${loaf.id}`,
    );
    expect(Number(n)).toBe(10);
    const moves = await movementsOf(server, loaf.id);
    expect(
      moves
        .slice(1)
        .map((m) => m.quantity_after)
        .sort((x, y) => y - x),
    ).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('20 simultaneous orders of 3 for 10 in stock: 3 succeed and 1 is left', async () => {
    const loaf = await product(call, 10);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call.send('POST', '/api/orders', orderBody([{ product_id: loaf.id, quantity: 3 }])),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await stockOf(server, loaf.id)).toBe(1);
  });

  it('gives unique, readable order numbers under concurrency, continuing after the demo numbers', async () => {
    const loaf = await product(call, null);
    const year = today().slice(0, 4);
    const [{ max }] = await rows<{ max: number }>(
      server,
      sql`select max(substring(order_number from 10)::int) as max from orders where order_number like ${`ORD-${year}-%`}`,
    );
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        call.send('POST', '/api/orders', orderBody([{ product_id: loaf.id, quantity: 1 }])),
      ),
    );
    const numbers = replies.map((r) => r.body.data.order_number as string);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^ORD-${year}-\\d{6}$`));
    expect(new Set(numbers).size).toBe(12);
    const sequences = numbers.map((n) => Number(n.slice(9))).sort((x, y) => x - y);
    expect(sequences[0]).toBe(Number(max) + 1);
    expect(sequences[11]).toBe(Number(max) + 12);
  });
});

describe('stock follows the order', () => {
  it('cancelling gives the units back, with a movement naming the order', async () => {
    const loaf = await product(call, 20);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 4, gift_quantity: 1 }]);
    expect(await stockOf(server, loaf.id)).toBe(15);
    const response = await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('تم تحديث حالة الطلب بنجاح');
    expect(response.body.data).toMatchObject({ status: 'cancelled', allowed_statuses: [] });
    expect(await stockOf(server, loaf.id)).toBe(20);
    const moves = await movementsOf(server, loaf.id);
    expect(moves.slice(-2)).toEqual([
      { change: -5, quantity_after: 15, reason: `الطلب ${order.order_number}` },
      { change: 5, quantity_after: 20, reason: `إرجاع إلى المخزون من الطلب ${order.order_number}` },
    ]);
    expect((await orderRow(server, order.id))!.cancelled_at).not.toBeNull();
  });

  it('deleting a draft gives the units back; a confirmed order cannot be deleted', async () => {
    const loaf = await product(call, 20);
    const draft = await placeOrder(call, [{ product_id: loaf.id, quantity: 6 }]);
    const confirmed = await placeOrder(call, [{ product_id: loaf.id, quantity: 2 }]);
    await call.send('PUT', `/api/orders/${confirmed.id}/status`, { status: 'confirmed' });
    expect(await stockOf(server, loaf.id)).toBe(12);

    const refused = await call.send('DELETE', `/api/orders/${confirmed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('لا يمكن حذف الطلب في حالته الحالية');
    expect(await orderRow(server, confirmed.id)).toBeDefined();

    const deleted = await call.send('DELETE', `/api/orders/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('تم حذف الطلب بنجاح');
    expect(await orderRow(server, draft.id)).toBeUndefined();
    expect(await stockOf(server, loaf.id)).toBe(18);
    expect((await call.get(`/api/orders/${draft.id}`)).status).toBe(404);
  });

  it('a line that shrinks, grows, is removed or added moves the stock by the difference', async () => {
    const a = await product(call, 50, 2);
    const b = await product(call, 50, 3);
    const c = await product(call, 50, 4);
    const order = await placeOrder(call, [
      { product_id: a.id, quantity: 10 },
      { product_id: b.id, quantity: 10 },
    ]);
    const [lineA, lineB] = order.items;
    const response = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [
        { id: lineA!.id, product_id: a.id, quantity: 4, unit_price_eur: 100 },
        { product_id: c.id, quantity: 7, gift_quantity: 2 },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('تم تحديث الطلب بنجاح');
    expect([await stockOf(server, a.id), await stockOf(server, b.id), await stockOf(server, c.id)]).toEqual([
      46, 50, 41,
    ]);
    const items = await itemRows(server, order.id);
    expect(items.map((i) => [i.product_id, i.quantity, i.gift_quantity])).toEqual([
      [a.id, 4, 0],
      [c.id, 7, 2],
    ]);
    expect(items[0]!.id).toBe(lineA!.id);
    expect(items.map((i) => i.id)).not.toContain(lineB!.id);
    // 4 x 2 + 7 x 4 = 36
    expect((await orderRow(server, order.id))!.final_amount_eur).toBe(36);

    const grown = await call.send('PUT', `/api/orders/${order.id}`, {
      version: response.body.data.version,
      items: [
        { id: lineA!.id, product_id: a.id, quantity: 9 },
        { id: items[1]!.id, product_id: c.id, quantity: 7, gift_quantity: 2 },
      ],
    });
    expect(grown.status).toBe(200);
    expect(await stockOf(server, a.id)).toBe(41);
    expect(await stockOf(server, c.id)).toBe(41);
  });

  it('an existing line keeps the price it was sold at; a new line takes the price of now', async () => {
    const a = await product(call, null, 2);
    const b = await product(call, null, 3);
    const order = await placeOrder(call, [{ product_id: a.id, quantity: 1 }]);
    await call.send('PUT', `/api/products/${a.id}`, { price_eur: 5 });
    await call.send('PUT', `/api/products/${b.id}`, { price_eur: 6 });
    const response = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [
        { id: order.items[0]!.id, product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    expect((await itemRows(server, order.id)).map((i) => i.unit_price_eur)).toEqual([2, 6]);
    expect((await orderRow(server, order.id))!.final_amount_eur).toBe(10);
  });

  it('refuses a line id of another order and growing a line past the stock, changing nothing', async () => {
    const a = await product(call, 5);
    const other = await placeOrder(call, [{ product_id: a.id, quantity: 1 }]);
    const order = await placeOrder(call, [{ product_id: a.id, quantity: 1 }]);
    const foreign = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [{ id: other.items[0]!.id, product_id: a.id, quantity: 1 }],
    });
    expectFieldError(foreign, 'items.0.id', 'هذا السطر لا ينتمي إلى هذا الطلب');
    const b = await product(call, 5);
    const repeated = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [
        { id: order.items[0]!.id, product_id: a.id, quantity: 1 },
        { id: order.items[0]!.id, product_id: b.id, quantity: 1 },
      ],
    });
    expectFieldError(repeated, 'items.1.id', 'هذا السطر مكرر في قائمة المنتجات');
    expect(await stockOf(server, b.id)).toBe(5);
    const tooMuch = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [{ id: order.items[0]!.id, product_id: a.id, quantity: 5 }],
    });
    expect(tooMuch.status).toBe(409);
    // The order holds 1 and 3 are left: it could have 4.
    expect(tooMuch.body.shortages).toEqual([{ product_id: a.id, name: a.name, requested: 5, available: 4 }]);
    expect(await stockOf(server, a.id)).toBe(3);
    expect((await orderRow(server, order.id))!.version).toBe(order.version);
  });
});

describe('status moves', () => {
  const STATUSES = ['draft', 'confirmed', 'in_progress', 'delivered', 'cancelled'] as const;
  const ALLOWED: Record<string, string[]> = {
    draft: ['confirmed', 'cancelled'],
    confirmed: ['in_progress', 'cancelled'],
    in_progress: ['delivered'],
    delivered: [],
    cancelled: [],
  };
  const PATH: Record<string, string[]> = {
    draft: [],
    confirmed: ['confirmed'],
    in_progress: ['confirmed', 'in_progress'],
    delivered: ['confirmed', 'in_progress', 'delivered'],
    cancelled: ['cancelled'],
  };

  it('refuses every move ORDER_TRANSITIONS does not list with a 409 that changes nothing', async () => {
    const loaf = await product(call, null);
    for (const from of STATUSES) {
      const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
      for (const step of PATH[from]!)
        expect((await call.send('PUT', `/api/orders/${order.id}/status`, { status: step })).status).toBe(200);
      const before = await orderRow(server, order.id);
      expect(before!.status).toBe(from);
      for (const to of STATUSES.filter((s) => !ALLOWED[from]!.includes(s))) {
        const response = await call.send('PUT', `/api/orders/${order.id}/status`, { status: to });
        expect(response.status, `${from} -> ${to}`).toBe(409);
        expect(response.body.message).toMatch(/^لا يمكن نقل الطلب من حالة ".+" إلى حالة ".+"$/);
        expect(await orderRow(server, order.id)).toEqual(before);
      }
    }
  });

  it('sets the moment of each move and refuses an unknown status on the field', async () => {
    const loaf = await product(call, null);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
    expectFieldError(
      await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'shipped' }),
      'status',
      'حالة الطلب غير صحيحة',
    );
    for (const status of ['confirmed', 'in_progress', 'delivered'])
      await call.send('PUT', `/api/orders/${order.id}/status`, { status });
    const row = (await orderRow(server, order.id))!;
    expect(row.confirmed_at).not.toBeNull();
    expect(row.delivered_at).not.toBeNull();
    expect(row.cancelled_at).toBeNull();
    expect(row.version).toBe(order.version + 3);
  });

  it('PUT /orders/{id} checks a status like PUT /status, and content changes only in draft or confirmed', async () => {
    const loaf = await product(call, null);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
    const jump = await call.send('PUT', `/api/orders/${order.id}`, { version: order.version, status: 'delivered' });
    expect(jump.status).toBe(409);
    const moved = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      status: 'confirmed',
      notes: 'اتصل قبل الوصول',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      status: 'confirmed',
      notes: 'اتصل قبل الوصول',
      version: order.version + 1,
    });
    await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'in_progress' });
    const current = (await orderRow(server, order.id))!;
    const edit = await call.send('PUT', `/api/orders/${order.id}`, { version: current.version, notes: 'تعديل متأخر' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(
      'لا يمكن تعديل محتوى الطلب في حالة "قيد التوزيع"، يمكن التعديل في حالتي المسودة والمؤكد فقط',
    );
    expect(await orderRow(server, order.id)).toEqual(current);
    // The same content with a move is no content change.
    const deliver = await call.send('PUT', `/api/orders/${order.id}`, {
      version: current.version,
      notes: 'اتصل قبل الوصول',
      status: 'delivered',
    });
    expect(deliver.status).toBe(200);
  });
});

describe('versions', () => {
  it('a stale update is a 409 with the Arabic message and changes nothing', async () => {
    const loaf = await product(call, 30);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 2 }], { notes: 'أصلي' });
    const first = await call.send('PUT', `/api/orders/${order.id}`, { version: order.version, notes: 'الأول' });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(order.version + 1);
    const before = await orderRow(server, order.id);
    const stale = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      notes: 'الثاني',
      items: [{ id: order.items[0]!.id, product_id: loaf.id, quantity: 9 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'تم تعديل هذا الطلب من قبل مستخدم آخر. يرجى إعادة تحميل الطلب ثم المحاولة مرة أخرى.',
    });
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await stockOf(server, loaf.id)).toBe(28);
    const staleStatus = await call.send('PUT', `/api/orders/${order.id}/status`, {
      status: 'confirmed',
      version: order.version,
    });
    expect(staleStatus.status).toBe(409);
    expect(await orderRow(server, order.id)).toEqual(before);
  });

  it('PUT without a version is a 400 on the field', async () => {
    const loaf = await product(call, null);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
    expectFieldError(
      await call.send('PUT', `/api/orders/${order.id}`, { notes: 'x' }),
      'version',
      'رقم نسخة الطلب مطلوب، يرجى إعادة تحميل الطلب',
    );
  });

  it('writes the audit log with the actor for create, update, status and delete', async () => {
    const loaf = await product(call, null);
    const order = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
    await call.send('PUT', `/api/orders/${order.id}`, { version: order.version, notes: 'ملاحظة' });
    await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    const other = await placeOrder(call, [{ product_id: loaf.id, quantity: 1 }]);
    await call.send('DELETE', `/api/orders/${other.id}`);
    const entries = await rows<{ action: string; user_id: number; entity_id: string }>(
      server,
      sql`select action, user_id, entity_id from audit_log where entity = 'order' and entity_id in (${String(order.id)}, ${String(other.id)}) order by id`,
    );
    expect(entries.map((e) => [e.action, Number(e.user_id), Number(e.entity_id)])).toEqual([
      ['create', 1, order.id],
      ['update', 1, order.id],
      ['status', 1, order.id],
      ['create', 1, other.id],
      ['delete', 1, other.id],
    ]);
  });
});
