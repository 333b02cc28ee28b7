import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import { applyDuePrices } from '../../server/services/pricing';
import { startTestServer, type TestServer } from './helpers';
import { itemRows, orderBody, product, type Call } from './ordersKit';
import { api, expectForbidden, rows } from './productsKit';

// Issue 30's prices, checked against the database rows: an order line keeps the price it was taken at,
// a shop's price list beats the catalogue and one shop's list beats its group's, bulk changes round to
// 0.05 and are kept in the history, a preview writes nothing, and a change from a later day waits for it.

let server: TestServer;
let admin: string;
let manager: string;
let cashier: string;
let distributor: string;
let call: Call;
/** Active shops paying cash: no credit limit gets in the way of the orders placed here. */
let shops: number[] = [];
const today = () => bakeryDate(server.clock.now);

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, cashier, distributor] = await Promise.all(
    ['admin', 'manager', 'cashier', 'distributor'].map((name) => server.login(name)),
  );
  call = api(server, manager);
  shops = (
    await rows<{ id: number }>(
      server,
      sql`select id from stores where status = 'active' and payment_terms = 'cash' order by id limit 3`,
    )
  ).map((row) => Number(row.id));
  expect(shops).toHaveLength(3);
});
afterAll(async () => {
  await server?.close();
});

async function priceOf(id: number) {
  const [row] = await rows<{ price_eur: string }>(server, sql`select price_eur from products where id = ${id}`);
  return Number(row!.price_eur);
}

async function history(id: number) {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select old_price_eur, new_price_eur, valid_from::text as valid_from, applied, source, created_by
        from product_prices where product_id = ${id} order by id`,
  );
  return raw.map((row) => ({
    old: Number(row.old_price_eur),
    new: Number(row.new_price_eur),
    from: String(row.valid_from),
    applied: Boolean(row.applied),
    source: String(row.source),
    by: Number(row.created_by),
  }));
}

/** The unit price a new order's line for `productId` gets, for `store` and delivery day `day`. */
async function linePrice(productId: number, store: number, day = today(), variantId?: number) {
  const response = await call.send(
    'POST',
    '/api/orders',
    orderBody([{ product_id: productId, quantity: 1, ...(variantId ? { variant_id: variantId } : {}) }], { store_id: store, delivery_date: day }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const [line] = await itemRows(server, response.body.data.id);
  return line!.unit_price_eur;
}

async function newCategory() {
  const code = `bulk_${Math.random().toString(36).slice(2, 8)}`;
  const response = await call.send('POST', '/api/products/categories', { code, name: `فئة ${code}` });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return code;
}

const list = (extra: object) => ({ name: `قائمة ${Math.random().toString(36).slice(2, 8)}`, valid_from: today(), ...extra });

describe('order lines and price lists', () => {
  it('keeps an order line at the price it was taken at after the catalogue price changes', async () => {
    const bread = await product(call, null, 2.4);
    const cake = await product(call, null, 5);
    const placed = await call.send('POST', '/api/orders', orderBody([{ product_id: bread.id, quantity: 2 }], { store_id: shops[0] }));
    expect(placed.status).toBe(201);
    const order = placed.body.data as { id: number; version: number };

    const edited = await call.send('PUT', `/api/products/${bread.id}`, { price_eur: 3.1 });
    expect(edited.status).toBe(200);
    expect(await history(bread.id)).toEqual([{ old: 2.4, new: 3.1, from: today(), applied: true, source: 'edit', by: 2 }]);

    // Editing the order (a new line) leaves the old line at 2.40; the new line takes today's price.
    const [old] = await itemRows(server, order.id);
    const put = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [
        { id: old!.id, product_id: bread.id, quantity: 2 },
        { product_id: cake.id, quantity: 1 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const lines = await itemRows(server, order.id);
    expect(lines.map((line) => [line.product_id, line.unit_price_eur])).toEqual([
      [bread.id, 2.4],
      [cake.id, 5],
    ]);
    expect(await linePrice(bread.id, shops[0]!)).toBe(3.1);
  });

  it("prices a shop's line from its list: one shop's list beats its group's, a product rule beats a category rule", async () => {
    const category = await newCategory();
    const rolls = await product(call, null, 4, { category });
    const buns = await product(call, null, 2, { category });
    // A group of two shops: 10 % off the category, and a fixed 3.50 for the rolls.
    const group = await call.send(
      'POST',
      '/api/price-lists',
      list({
        store_ids: [shops[0], shops[1]],
        rules: [
          { category, discount_percent: 10 },
          { product_id: rolls.id, price_eur: 3.5 },
        ],
      }),
    );
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(group.body.data).toMatchObject({ scope: 'group', store_ids: [shops[0], shops[1]].sort((a, b) => a! - b!) });
    // The first shop's own list: 25 % off the category (a category rule, yet narrower than the group's).
    const own = await call.send('POST', '/api/price-lists', list({ store_ids: [shops[0]], rules: [{ category, discount_percent: 25 }] }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.scope).toBe('store');

    expect(await linePrice(rolls.id, shops[0]!)).toBe(3); // its own list: 4.00 less 25 %
    expect(await linePrice(buns.id, shops[0]!)).toBe(1.5);
    expect(await linePrice(rolls.id, shops[1]!)).toBe(3.5); // the group's product rule beats its category rule
    expect(await linePrice(buns.id, shops[1]!)).toBe(1.8);
    expect(await linePrice(rolls.id, shops[2]!)).toBe(4); // no list: the catalogue

    // A list that starts later prices nothing before its day, then wins.
    const later = shiftDay(today(), 5);
    const next = await call.send('POST', '/api/price-lists', list({ valid_from: later, store_ids: [shops[2]], rules: [{ product_id: buns.id, price_eur: 1.25 }] }));
    expect(next.status).toBe(201);
    expect(await linePrice(buns.id, shops[2]!, shiftDay(later, -1))).toBe(2);
    expect(await linePrice(buns.id, shops[2]!, later)).toBe(1.25);

    // Removing the shop's own list hands it back to the group's.
    const gone = await call.send('DELETE', `/api/price-lists/${own.body.data.id}`);
    expect(gone.status).toBe(200);
    expect(await linePrice(rolls.id, shops[0]!)).toBe(3.5);
  });

  it("orders a variant on its own line at the variant's price, less the shop's list discount", async () => {
    const category = await newCategory();
    const bread = await product(call, null, 2, { category });
    const other = await product(call, null, 2, { category });
    const variant = async (productId: number, name: string, price: number, status = 'active') => {
      const response = await call.send('POST', `/api/products/${productId}/variants`, {
        name,
        code: `V-${Math.random().toString(36).slice(2, 10)}`,
        price_eur: price,
        status,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data as { id: number };
    };
    const big = await variant(bread.id, 'كبير', 3);
    const foreign = await variant(other.id, 'صغير', 1);
    const paused = await variant(bread.id, 'عائلي', 5, 'inactive');
    expect((await call.send('POST', '/api/price-lists', list({ store_ids: [shops[1], shops[2]], rules: [{ category, discount_percent: 10 }] }))).status).toBe(201);

    // A product with an active variant is sold only as one of them: a line without one is refused at its
    // variant_id, in Arabic, and nothing is written (issue 30).
    const ordersBefore = await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`);
    const bare = await call.send('POST', '/api/orders', orderBody([{ product_id: bread.id, quantity: 1 }], { store_id: shops[1] }));
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toContainEqual({ field: 'items.0.variant_id', message: `يرجى اختيار الحجم أو الوزن للمنتج ${bread.name}` });
    expect(await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`)).toEqual(ordersBefore);
    // A product whose variants are all inactive is still sold as itself.
    const plain = await product(call, null, 2, { category });
    await variant(plain.id, 'قديم', 4, 'inactive');

    const placed = await call.send(
      'POST',
      '/api/orders',
      orderBody(
        [
          { product_id: plain.id, quantity: 1 },
          { product_id: bread.id, variant_id: big.id, quantity: 2 },
        ],
        { store_id: shops[1] },
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const raw = await rows<{ variant_id: number | null; product_name: string; unit_price_eur: string }>(
      server,
      sql`select variant_id, product_name, unit_price_eur from order_items where order_id = ${placed.body.data.id} order by id`,
    );
    expect(raw.map((row) => [row.variant_id === null ? null : Number(row.variant_id), row.product_name, Number(row.unit_price_eur)])).toEqual([
      [null, plain.name, 1.8],
      [big.id, `${bread.name} — كبير`, 2.7],
    ]);
    const shown = await call.get(`/api/orders/${placed.body.data.id}`);
    expect(shown.body.data.items.map((item: { variant_id: number | null }) => item.variant_id)).toEqual([null, big.id]);

    for (const [variantId, message] of [
      [foreign.id, 'المتغير المحدد لا يخص هذا المنتج'],
      [paused.id, 'المتغير المحدد غير نشط'],
      [2_000_000_000, 'المتغير المحدد لا يخص هذا المنتج'],
    ] as const) {
      const refused = await call.send('POST', '/api/orders', orderBody([{ product_id: bread.id, variant_id: variantId, quantity: 1 }], { store_id: shops[0] }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ field: 'items.0.variant_id', message });
    }
  });

  it("takes a variant line's units from the variant's own stock only, moves them on edit, gives them back on cancel, and refuses a short one changing nothing", async () => {
    const bread = await product(call, 50, 2);
    const newVariant = async (name: string, stock: number | null) => {
      const made = await call.send('POST', `/api/products/${bread.id}/variants`, {
        name,
        code: `V-${Math.random().toString(36).slice(2, 10)}`,
        price_eur: 3,
        stock_quantity: stock,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data as { id: number };
    };
    const big = await newVariant('كبير', 5);
    const small = await newVariant('صغير', null);
    const stocks = async () => {
      const [own] = await rows<{ stock: number }>(server, sql`select stock_quantity as stock from products where id = ${bread.id}`);
      const variants = await rows<{ id: number; stock: number | null }>(
        server,
        sql`select id, stock_quantity as stock from product_variants where product_id = ${bread.id} order by id`,
      );
      return [Number(own!.stock), ...variants.map((row) => (row.stock === null ? null : Number(row.stock)))];
    };

    const placed = await call.send(
      'POST',
      '/api/orders',
      orderBody(
        [
          { product_id: bread.id, variant_id: big.id, quantity: 3, gift_quantity: 1 },
          { product_id: bread.id, variant_id: small.id, quantity: 10 },
        ],
        { store_id: shops[0] },
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The big loaf's own stock gives 4 (gift included); the unlimited small one and the product keep theirs.
    expect(await stocks()).toEqual([50, 1, null]);

    const ordersBefore = await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`);
    const short = await call.send('POST', '/api/orders', orderBody([{ product_id: bread.id, variant_id: big.id, quantity: 2 }], { store_id: shops[0] }));
    expect(short.status).toBe(409);
    expect(short.body.message).toContain(`${bread.name} — كبير`);
    expect(short.body.shortages).toEqual([{ product_id: bread.id, variant_id: big.id, name: `${bread.name} — كبير`, requested: 2, available: 1 }]);
    expect(await stocks()).toEqual([50, 1, null]);
    expect(await rows<{ n: number }>(server, sql`select count(*)::int as n from orders`)).toEqual(ordersBefore);

    const order = placed.body.data as { id: number; version: number; items: { id: number }[] };
    const edited = await call.send('PUT', `/api/orders/${order.id}`, {
      version: order.version,
      items: [
        { id: order.items[0]!.id, product_id: bread.id, variant_id: big.id, quantity: 1 },
        { id: order.items[1]!.id, product_id: bread.id, variant_id: small.id, quantity: 10 },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stocks()).toEqual([50, 4, null]);
    // Growing past the shelf is refused on an edit too, and the order keeps its units.
    const grown = await call.send('PUT', `/api/orders/${order.id}`, {
      version: edited.body.data.version,
      items: [{ id: order.items[0]!.id, product_id: bread.id, variant_id: big.id, quantity: 6 }],
    });
    expect(grown.status).toBe(409);
    expect(grown.body.shortages).toEqual([{ product_id: bread.id, variant_id: big.id, name: `${bread.name} — كبير`, requested: 6, available: 5 }]);
    expect(await stocks()).toEqual([50, 4, null]);

    // The open order holds the big loaf's stock: the variant cannot be deleted under it.
    const held = await call.send('DELETE', `/api/products/${bread.id}/variants/${big.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('لا يمكن حذف المتغير لأنه في طلبات لم تُسلَّم بعد، ويمكن جعله غير نشط بدلاً من ذلك');

    const cancelled = await call.send('PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stocks()).toEqual([50, 5, null]);
    expect((await call.send('DELETE', `/api/products/${bread.id}/variants/${big.id}`)).status).toBe(200);
  });

  it("answers the order forms a shop's prices of a day, as its order lines are charged (GET /stores/{id}/prices)", async () => {
    const category = await newCategory();
    const rolls = await product(call, null, 4, { category });
    const made = await call.send('POST', `/api/products/${rolls.id}/variants`, { name: 'كبير', code: `V-${Math.random().toString(36).slice(2, 10)}`, price_eur: 6 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const big = made.body.data as { id: number };
    const own = await call.send('POST', '/api/price-lists', list({ store_ids: [shops[2]], rules: [{ category, discount_percent: 20 }] }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const later = shiftDay(today(), 3);
    expect((await call.send('POST', '/api/price-lists', list({ valid_from: later, store_ids: [shops[2]], rules: [{ product_id: rolls.id, price_eur: 2.9 }] }))).status).toBe(201);

    const pricesOf = async (store: number, day?: string, cookie = manager) => {
      const reply = await call.get(`/api/stores/${store}/prices${day ? `?date=${day}` : ''}`, cookie);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as { date: string; prices: { product_id: number; variant_id: number | null; price_eur: number; catalogue_price_eur: number; price_list_id: number | null }[] };
    };
    const ofRolls = (reply: Awaited<ReturnType<typeof pricesOf>>) => reply.prices.filter((price) => price.product_id === rolls.id);
    const listed = await pricesOf(shops[2]!);
    expect(listed.date).toBe(today());
    expect(ofRolls(listed)).toEqual([
      { product_id: rolls.id, variant_id: null, price_eur: 3.2, catalogue_price_eur: 4, price_list_id: own.body.data.id, variant_name: null, variant_stock_quantity: null },
      { product_id: rolls.id, variant_id: big.id, price_eur: 4.8, catalogue_price_eur: 6, price_list_id: own.body.data.id, variant_name: 'كبير', variant_stock_quantity: null },
    ]);
    // What the call says is what an order line is charged, today and on the later list's day. Rolls has a
    // variant, so its lines name it (issue 30); on the later day the product's rule is a fixed price, which
    // is the product's own and leaves the variant at its catalogue price (variantPrice).
    expect(await linePrice(rolls.id, shops[2]!, today(), big.id)).toBe(4.8);
    const onLater = ofRolls(await pricesOf(shops[2]!, later, distributor));
    expect(onLater.map((price) => price.price_eur)).toEqual([2.9, 6]);
    expect(await linePrice(rolls.id, shops[2]!, later, big.id)).toBe(6);
    // A shop without a list: the catalogue.
    expect(ofRolls(await pricesOf(shops[1]!, undefined, cashier))).toEqual([
      { product_id: rolls.id, variant_id: null, price_eur: 4, catalogue_price_eur: 4, price_list_id: null, variant_name: null, variant_stock_quantity: null },
      { product_id: rolls.id, variant_id: big.id, price_eur: 6, catalogue_price_eur: 6, price_list_id: null, variant_name: 'كبير', variant_stock_quantity: null },
    ]);

    const missing = await call.get('/api/stores/2000000000/prices');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('المتجر غير موجود');
    const badDay = await call.get(`/api/stores/${shops[2]}/prices?date=2027-02-30`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors[0].field).toBe('date');
  });

  it('refuses a bad list in Arabic and writes nothing; only admins and managers write lists', async () => {
    const count = async () =>
      Number((await rows<{ n: number }>(server, sql`select ((select count(*) from price_lists) + (select count(*) from price_list_rules))::int as n`))[0]!.n);
    const before = await count();
    const cases: [object, string, string][] = [
      [list({ store_ids: [], rules: [{ category: 'bread', discount_percent: 5 }] }), 'store_ids', 'يرجى اختيار متجر واحد على الأقل'],
      [list({ store_ids: [shops[0]], rules: [{ category: 'bread', product_id: 1, discount_percent: 5 }] }), 'rules.0.product_id', 'حدد منتجاً أو فئة لكل قاعدة، وليس الاثنين'],
      [list({ store_ids: [shops[0]], rules: [{ category: 'bread', discount_percent: 100 }] }), 'rules.0.discount_percent', 'نسبة الخصم يجب أن تكون أكبر من 0 وأقل من 100'],
      [list({ store_ids: [shops[0]], valid_until: shiftDay(today(), -1), rules: [{ category: 'bread', price_eur: 1 }] }), 'valid_until', 'تاريخ الانتهاء يجب أن يكون بعد تاريخ البدء أو مساوياً له'],
      [list({ store_ids: [2_000_000_000], rules: [{ category: 'bread', price_eur: 1 }] }), 'store_ids', 'بعض المتاجر المحددة غير موجودة: 2000000000'],
      [list({ store_ids: [shops[0]], rules: [{ category: 'no_such_cat', price_eur: 1 }] }), 'rules.0.category', 'الفئة المحددة غير موجودة'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call.send('POST', '/api/price-lists', body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    const named = list({ store_ids: [shops[0]], rules: [{ category: 'bread', price_eur: 1 }] });
    expect((await call.send('POST', '/api/price-lists', named, admin)).status).toBe(201);
    const twice = await call.send('POST', '/api/price-lists', named);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('توجد قائمة أسعار بنفس الاسم');
    expectForbidden(await call.send('POST', '/api/price-lists', named, cashier));
    expect(await count()).toBe(before + 2);
    expect((await call.get('/api/price-lists', cashier)).status).toBe(200);
    expectForbidden(await call.get('/api/price-lists', distributor));
    expect((await call.send('PUT', '/api/price-lists/2000000000', named)).status).toBe(404);
  });
});

describe('bulk prices and the history', () => {
  it('previews a +3 % change without writing, then saves it rounded to 0.05 with its history', async () => {
    const category = await newCategory();
    const prices = [1.1, 2.35, 0.9, 4.99];
    const made = [];
    for (const price of prices) made.push(await product(call, null, price, { category }));
    const body = { category, percent: 3, from: today() };

    const preview = await call.send('POST', '/api/products/bulk/prices', { ...body, preview: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.message).toBe('معاينة الأسعار الجديدة، لم يتم حفظ أي تغيير');
    // 1.133 → 1.15, 2.4205 → 2.40, 0.927 → 0.95, 5.1397 → 5.15: each on the nearest 5 cents.
    const expected = [1.15, 2.4, 0.95, 5.15];
    expect(preview.body.data.changes.map((change: { new_price_eur: number }) => change.new_price_eur)).toEqual(expected);
    for (const [index, item] of made.entries()) {
      expect(await priceOf(item.id)).toBe(prices[index]);
      expect(await history(item.id)).toEqual([]);
    }

    const saved = await call.send('POST', '/api/products/bulk/prices', body);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تم تغيير أسعار 4 من المنتجات');
    for (const [index, item] of made.entries()) {
      expect(await priceOf(item.id)).toBe(expected[index]);
      expect(await history(item.id)).toEqual([
        { old: prices[index], new: expected[index], from: today(), applied: true, source: 'bulk', by: 2 },
      ]);
    }
    const read = await call.get(`/api/products/${made[0]!.id}/price-history`, distributor);
    expect(read.status).toBe(200);
    expect(read.body.data.history[0]).toMatchObject({ old_price_eur: 1.1, new_price_eur: 1.15, changed_by_name: expect.any(String) });
  });

  it('applies a change from a later day on that day: orders for it take the new price, earlier ones the old', async () => {
    const loaf = await product(call, null, 2);
    const from = shiftDay(today(), 3);
    const saved = await call.send('POST', '/api/products/bulk/prices', { product_ids: [loaf.id], amount: 0.42, from });
    expect(saved.status).toBe(200);
    expect(saved.body.data.changes).toEqual([expect.objectContaining({ old_price_eur: 2, new_price_eur: 2.4 })]);
    expect(await priceOf(loaf.id)).toBe(2);
    expect(await history(loaf.id)).toEqual([{ old: 2, new: 2.4, from, applied: false, source: 'bulk', by: 2 }]);
    expect(await linePrice(loaf.id, shops[2]!, shiftDay(from, -1))).toBe(2);
    expect(await linePrice(loaf.id, shops[2]!, from)).toBe(2.4);
    // A second change for that day starts from the price waiting for it.
    const preview = await call.send('POST', '/api/products/bulk/prices', { product_ids: [loaf.id], percent: 10, from, preview: true });
    expect(preview.body.data.changes).toEqual([expect.objectContaining({ old_price_eur: 2.4, new_price_eur: 2.65 })]);

    expect(await applyDuePrices(server.database.db, shiftDay(from, -1))).toBe(0);
    expect(await applyDuePrices(server.database.db, from)).toBe(1);
    expect(await priceOf(loaf.id)).toBe(2.4);
    expect((await history(loaf.id))[0]!.applied).toBe(true);
  });

  it('moves the SYP price with the EUR price: at the rate when it followed it, else by the same factor', async () => {
    const rate = Number((await call.get('/api/system/settings')).body.data.exchangeRate);
    const category = await newCategory();
    const followed = await product(call, null, 1.8, { category });
    const byHand = await product(call, null, 1.1, { category, price_syp: 17000 });
    const without = await product(call, null, 2, { category });
    expect((await call.send('PUT', `/api/products/${without.id}`, { price_syp: null })).status).toBe(200);
    const sypOf = async (id: number) => {
      const [row] = await rows<{ price_syp: string | null }>(server, sql`select price_syp from products where id = ${id}`);
      return row!.price_syp === null ? null : Number(row!.price_syp);
    };
    const sypHistory = async (id: number) =>
      (await rows<{ old: string | null; new: string | null }>(server, sql`select old_price_syp as old, new_price_syp as new from product_prices where product_id = ${id} order by id`)).map(
        (row) => [row.old === null ? null : Number(row.old), row.new === null ? null : Number(row.new)],
      );
    expect(await sypOf(followed.id)).toBe(Math.round(1.8 * rate * 100) / 100);

    // +3 %: 1.854 → 1.85 at the rate; 1.133 → 1.15 moves 17,000 by 1.15 / 1.10 = 17,772.73; none stays none.
    const atRate = Math.round(1.85 * rate * 100) / 100;
    const saved = await call.send('POST', '/api/products/bulk/prices', { category, percent: 3, from: today() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.changes.map((change: { new_price_eur: number; new_price_syp: number | null }) => [change.new_price_eur, change.new_price_syp])).toEqual([
      [1.85, atRate],
      [1.15, 17772.73],
      [2.05, null],
    ]);
    expect([await sypOf(followed.id), await sypOf(byHand.id), await sypOf(without.id)]).toEqual([atRate, 17772.73, null]);
    expect(await sypHistory(byHand.id)).toEqual([[17000, 17772.73]]);
    const read = await call.get(`/api/products/${followed.id}/price-history`);
    expect(read.body.data.history[0]).toMatchObject({ old_price_syp: Math.round(1.8 * rate * 100) / 100, new_price_syp: atRate });

    // From a later day: the SYP price waits with the EUR price and moves on that day, from its value then.
    const from = shiftDay(today(), 2);
    const later = await call.send('POST', '/api/products/bulk/prices', { product_ids: [byHand.id], percent: 10, from });
    expect(later.body.data.changes).toEqual([expect.objectContaining({ new_price_eur: 1.25, old_price_syp: 17772.73, new_price_syp: 19318.18 })]);
    expect(await sypOf(byHand.id)).toBe(17772.73);
    expect((await sypHistory(byHand.id))[1]).toEqual([null, null]);
    expect((await call.send('PUT', `/api/products/${byHand.id}`, { price_syp: 18000 })).status).toBe(200);
    expect(await applyDuePrices(server.database.db, from)).toBe(1);
    // 18,000 × 1.25 / 1.15 = 19,565.217… → 19,565.22.
    expect(await sypOf(byHand.id)).toBe(19565.22);
    expect((await sypHistory(byHand.id))[1]).toEqual([18000, 19565.22]);
  });

  it('refuses bad bulk bodies in Arabic and changes nothing; a cashier may not change prices', async () => {
    const loaf = await product(call, null, 0.1);
    const cases: [object, string, number, string][] = [
      [{ product_ids: [loaf.id], percent: 3 }, 'from', 400, 'تاريخ غير صالح'],
      [{ product_ids: [loaf.id], category: 'bread', percent: 3, from: today() }, 'product_ids', 400, 'حدد المنتجات أو الفئة، وليس الاثنين'],
      [{ product_ids: [loaf.id], percent: 3, amount: 1, from: today() }, 'percent', 400, 'حدد نسبة مئوية أو مبلغاً، وليس الاثنين'],
      [{ product_ids: [loaf.id], percent: 0, from: today() }, 'percent', 400, 'النسبة يجب أن تكون بين -90 و1000 ولا تساوي صفراً'],
      [{ product_ids: [loaf.id], amount: 0.001, from: today() }, 'amount', 400, 'المبلغ يجب ألا يساوي صفراً وبسنتات كاملة'],
      [{ product_ids: [loaf.id], amount: -1, from: today() }, 'amount', 400, `السعر الجديد للمنتج ${loaf.name} يجب أن يكون أكبر من صفر`],
      [{ product_ids: [loaf.id], percent: 3, from: shiftDay(today(), -1) }, 'from', 400, 'تاريخ السريان لا يمكن أن يكون قبل اليوم'],
    ];
    for (const [body, field, status, message] of cases) {
      const response = await call.send('POST', '/api/products/bulk/prices', body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (message !== 'تاريخ غير صالح') expect(response.body.errors).toContainEqual({ field, message });
      else expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
    }
    const missing = await call.send('POST', '/api/products/bulk/prices', { product_ids: [loaf.id, 2_000_000_000], percent: 3, from: today() });
    expect(missing.status).toBe(404);
    expectForbidden(await call.send('POST', '/api/products/bulk/prices', { product_ids: [loaf.id], percent: 3, from: today() }, cashier));
    expect(await priceOf(loaf.id)).toBe(0.1);
    expect(await history(loaf.id)).toEqual([]);
  });
});
