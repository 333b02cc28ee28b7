import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// The shops API (spec 001 section 7, "Stores") against a real database loaded with the demo data. Every
// expected figure is computed here from other replies (the full list, /orders, /payments, /stores/map),
// never copied from the code under test.

let server: TestServer;
let admin: string;
let manager: string;
let distributor: string;
let cashier: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, distributor, cashier] = await Promise.all(
    ['admin', 'manager', 'distributor', 'cashier'].map((name) => server.login(name)),
  );
});
afterAll(async () => {
  await server?.close();
});

interface Shop {
  id: number;
  name: string;
  address: string | null;
  owner_name: string | null;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  tax_number: string | null;
  status: string;
  region: string | null;
  category: string;
  store_type: string;
  display_order: number;
  latitude: number | null;
  longitude: number | null;
}

async function get(url: string, cookie = admin) {
  const response = await server.request({ method: 'GET', url, cookie });
  return response;
}

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) {
  return server.request({ method, url, cookie, payload });
}

/** Every row of a paged list, page by page. */
async function everything<T>(url: string, key: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const joiner = url.includes('?') ? '&' : '?';
    const response = await get(`${url}${joiner}page=${page}&limit=200`);
    expect(response.status).toBe(200);
    rows.push(...response.body.data[key]);
    if (page >= response.body.data.pagination.totalPages) return rows;
  }
}

const allShops = () => everything<Shop>('/api/stores?sortBy=display_order', 'stores');
const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

function expectPermutation(shops: Shop[]) {
  const orders = shops.map((shop) => shop.display_order).sort((a, b) => a - b);
  expect(orders).toEqual(shops.map((_shop, index) => index + 1));
}

const newShop = (name: string, extra: object = {}) => ({
  name,
  address: 'Rue Neuve 123, 1000 Bruxelles',
  phone: '+32 2 555 01 02',
  ...extra,
});

describe('the list: filters and paging agree with the data', () => {
  it('filters by status, region, category and type, one value or several', async () => {
    const shops = await allShops();
    expect(shops.length).toBeGreaterThanOrEqual(35);
    const cases: [string, (shop: Shop) => boolean][] = [
      ['status=active', (s) => s.status === 'active'],
      ['status=inactive,suspended', (s) => s.status === 'inactive' || s.status === 'suspended'],
      ['region=west', (s) => s.region === 'west'],
      ['category=bakery,cafe', (s) => s.category === 'bakery' || s.category === 'cafe'],
      ['store_type=retail', (s) => s.store_type === 'retail'],
      ['status=active&category=supermarket', (s) => s.status === 'active' && s.category === 'supermarket'],
    ];
    for (const [query, keep] of cases) {
      const expected = shops
        .filter(keep)
        .map((shop) => shop.id)
        .sort((a, b) => a - b);
      expect(expected.length, query).toBeGreaterThan(0);
      const response = await get(`/api/stores?${query}&limit=500`);
      expect(response.status).toBe(200);
      expect(response.body.data.pagination.total, query).toBe(expected.length);
      expect(
        response.body.data.stores.map((shop: Shop) => shop.id).sort((a: number, b: number) => a - b),
        query,
      ).toEqual(expected);
    }
  });

  it('searches name, address, owner, phone, e-mail and tax number', async () => {
    const shops = await allShops();
    for (const term of ['Bruxelles', 'molenbeek', shops[3]!.name.slice(0, 6), shops[5]!.phone!.slice(-5)]) {
      const needle = term.toLowerCase();
      const expected = shops
        .filter((shop) =>
          [shop.name, shop.address, shop.owner_name, shop.contact_person, shop.phone, shop.email, shop.tax_number].some(
            (field) => field?.toLowerCase().includes(needle),
          ),
        )
        .map((shop) => shop.id)
        .sort((a, b) => a - b);
      expect(expected.length, term).toBeGreaterThan(0);
      const response = await get(`/api/stores?search=${encodeURIComponent(term)}&limit=500`);
      expect(
        response.body.data.stores.map((shop: Shop) => shop.id).sort((a: number, b: number) => a - b),
        term,
      ).toEqual(expected);
    }
  });

  it('pages through every shop once, in display order', async () => {
    const shops = await allShops();
    const seen: number[] = [];
    const pages = Math.ceil(shops.length / 7);
    for (let page = 1; page <= pages; page++) {
      const response = await get(`/api/stores?page=${page}&limit=7`);
      expect(response.body.data.pagination).toEqual({ page, limit: 7, total: shops.length, totalPages: pages });
      expect(response.body.data.stores.length).toBe(page < pages ? 7 : shops.length - 7 * (pages - 1));
      seen.push(...response.body.data.stores.map((shop: Shop) => shop.id));
    }
    expect(seen).toEqual(shops.map((shop) => shop.id));
    expectPermutation(shops);
  });

  it('sorts by the column asked, both ways, and refuses an unknown column on the field', async () => {
    const all = await allShops();
    const byOrders = await everything<Shop & { total_orders: number }>(
      '/api/stores?sortBy=total_orders&sortOrder=DESC',
      'stores',
    );
    expect(byOrders.map((shop) => shop.id).sort((a, b) => a - b)).toEqual(
      all.map((shop) => shop.id).sort((a, b) => a - b),
    );
    const counts = byOrders.map((shop) => shop.total_orders);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts[counts.length - 1]!);
    // Each shop's count is its rows in /orders.
    const top = byOrders[0]!;
    const theirs = await get(`/api/orders?store_id=${top.id}&limit=1`);
    expect(theirs.body.data.pagination.total).toBe(top.total_orders);

    for (const direction of ['ASC', 'DESC'] as const) {
      const rows = await everything<Shop & { created_at: string }>(
        `/api/stores?sortBy=created_at&sortOrder=${direction}`,
        'stores',
      );
      const times = rows.map((shop) => Date.parse(shop.created_at));
      expect(new Set(times).size).toBeGreaterThan(1);
      expect(times).toEqual([...times].sort((a, b) => (direction === 'ASC' ? a - b : b - a)));
    }

    const byName = await everything<Shop>('/api/stores?sortBy=name&sortOrder=ASC', 'stores');
    const byNameDown = await everything<Shop>('/api/stores?sortBy=name&sortOrder=DESC', 'stores');
    expect(byNameDown.map((shop) => shop.name)).toEqual(byName.map((shop) => shop.name).reverse());

    const refused = await get('/api/stores?sortBy=password_hash');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'sortBy', message: 'لا يمكن الترتيب حسب هذا الحقل' }]);
  });
});

describe('the validator, in Arabic, naming each field', () => {
  it('requires a name, an address and a phone', async () => {
    const response = await send('POST', '/api/stores', {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'name', message: 'اسم المتجر مطلوب' },
      { field: 'address', message: 'العنوان مطلوب' },
      { field: 'phone', message: 'رقم الهاتف مطلوب' },
    ]);
  });

  it('checks the name length, phone, e-mail, coordinates, credit limit and the closed lists', async () => {
    const response = await send('POST', '/api/stores', {
      name: 'م',
      address: 'Rue Neuve 1',
      phone: 'call me',
      email: 'not-an-address',
      latitude: 95,
      longitude: 4.3,
      credit_limit_eur: -5,
      category: 'casino',
    });
    expect(response.status).toBe(400);
    const byField = Object.fromEntries(
      response.body.errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      name: 'اسم المتجر يجب أن يكون حرفين على الأقل',
      phone: 'رقم الهاتف غير صحيح',
      email: 'البريد الإلكتروني غير صحيح',
      latitude: 'إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول',
      credit_limit_eur: 'الحد الائتماني يجب أن يكون رقم موجب',
      category: 'القيمة غير مسموحة',
    });
  });

  it('stores a phone in E.164 however it is typed, and refuses one that is no number without changing the shop', async () => {
    const created = await send('POST', '/api/stores', newShop('محل الهاتف', { phone: '0470 12 34 99' }));
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await get(`/api/stores/${id}`)).body.data.phone).toBe('+32470123499');

    const edited = await send('PUT', `/api/stores/${id}`, { phone: '02.555.01.02' });
    expect(edited.status).toBe(200);
    expect((await get(`/api/stores/${id}`)).body.data.phone).toBe('+3225550102');

    const refused = await send('PUT', `/api/stores/${id}`, { phone: '0470 12' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'phone', message: 'رقم الهاتف غير صحيح' }]);
    expect((await get(`/api/stores/${id}`)).body.data.phone).toBe('+3225550102');
  });

  it('wants both coordinates or neither', async () => {
    const response = await send('POST', '/api/stores', newShop('محل نصف موقع', { latitude: 50.8 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'longitude', message: 'يجب إدخال خط العرض وخط الطول' }]);
  });

  it('refuses an edited address under 10 characters and bad manual coordinates', async () => {
    const short = await send('PUT', '/api/stores/1', { address: 'Rue 1' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'address', message: 'العنوان يجب أن يكون 10 أحرف على الأقل' }]);
    const empty = await send('PUT', '/api/stores/1', { address: '  ' });
    expect(empty.body.errors[0]).toEqual({ field: 'address', message: 'عنوان المتجر مطلوب' });
    const manual = await send('PUT', '/api/stores/1', { manual_latitude: 'north', manual_longitude: 200 });
    expect(manual.status).toBe(400);
    expect(manual.body.errors).toEqual([
      { field: 'manual_latitude', message: 'إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول' },
      { field: 'manual_longitude', message: 'إحداثيات غير صحيحة - تأكد من صحة خط العرض والطول' },
    ]);
    const credit = await send('PUT', '/api/stores/1', { credit_limit: -1 });
    expect(credit.body.errors).toEqual([{ field: 'credit_limit', message: 'الحد الائتماني يجب أن يكون رقم موجب' }]);
    const status = await send('PATCH', '/api/stores/1/status', { status: 'closed' });
    expect(status.body.errors).toEqual([{ field: 'status', message: 'القيمة غير مسموحة' }]);
    const move = await send('POST', '/api/stores/1/move', { direction: 'sideways' });
    expect(move.body.errors).toEqual([{ field: 'direction', message: 'القيمة غير مسموحة' }]);
    const nearby = await get('/api/stores/nearby?latitude=50.8&radius=10');
    expect(nearby.body.errors).toEqual([{ field: 'longitude', message: 'يجب إدخال خط العرض وخط الطول' }]);
  });
});

describe('create, read, update, status', () => {
  it('creates a shop with the defaults at the end of the order, and reads it back', async () => {
    const before = await allShops();
    const me = (await get('/api/auth/profile')).body.data;
    const created = await send(
      'POST',
      '/api/stores',
      newShop('مخبز الاختبار', { email: '', owner_name: '', latitude: '50.85', longitude: '4.35', region: 'central' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'تم إنشاء المتجر بنجاح' });
    const id = created.body.data.id;
    const shown = await get(`/api/stores/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id,
      name: 'مخبز الاختبار',
      address: 'Rue Neuve 123, 1000 Bruxelles',
      phone: '+3225550102',
      email: null,
      owner_name: null,
      region: 'central',
      store_type: 'retail',
      payment_terms: 'cash',
      priority: 'medium',
      status: 'active',
      category: 'other',
      payment_method: 'cash',
      credit_limit_eur: 0,
      discount_rate: 0,
      latitude: 50.85,
      longitude: 4.35,
      display_order: before.length + 1,
      created_by: me.id,
      total_orders: 0,
      total_purchases_eur: 0,
      last_order_date: null,
      last_payment_date: null,
    });
    const log = await get('/api/logs?entity=store&limit=5');
    expect(
      log.body.data.logs.some(
        (entry: { action: string; entity_id: string }) => entry.action === 'create' && entry.entity_id === String(id),
      ),
    ).toBe(true);
    expectPermutation(await allShops());

    const quick = await send(
      'POST',
      '/api/stores/quick-create',
      { name: 'محل سريع', phone: '0470 12 34 56', address: 'Place Flagey 7, Ixelles' },
      distributor,
    );
    expect(quick.status).toBe(201);
    expect(quick.body.data).toMatchObject({
      name: 'محل سريع',
      phone: '+32470123456',
      status: 'active',
      latitude: null,
      longitude: null,
      display_order: before.length + 2,
    });
  });

  it('updates the fields sent, with the edit form aliases, and ignores unknown ones', async () => {
    const id = (await send('POST', '/api/stores', newShop('محل للتعديل'))).body.data.id;
    const response = await send('PUT', `/api/stores/${id}`, {
      name: 'محل معدل',
      address: 'Avenue Louise 200, 1050 Ixelles',
      credit_limit: 750.5,
      manual_latitude: '50.8261',
      manual_longitude: '4.3618',
      payment_method: 'mixed',
      notes: '',
      total_orders: 999,
      id: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('تم تحديث المتجر بنجاح');
    const shown = (await get(`/api/stores/${id}`)).body.data;
    expect(shown).toMatchObject({
      id,
      name: 'محل معدل',
      address: 'Avenue Louise 200, 1050 Ixelles',
      phone: '+3225550102',
      credit_limit_eur: 750.5,
      latitude: 50.8261,
      longitude: 4.3618,
      payment_method: 'mixed',
      notes: null,
      total_orders: 0,
    });
    const cleared = await send('PUT', `/api/stores/${id}`, { latitude: null, longitude: null });
    expect(cleared.body.data).toMatchObject({ latitude: null, longitude: null });

    const missing = await send('PUT', '/api/stores/999999', { name: 'لا أحد' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('المتجر المحدد غير موجود');
  });

  it('changes the status with PATCH, for admin and manager only', async () => {
    const id = (await send('POST', '/api/stores', newShop('محل الحالة'))).body.data.id;
    const off = await send('PATCH', `/api/stores/${id}/status`, { status: 'inactive' }, manager);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'تم إلغاء تفعيل المتجر بنجاح', data: { id, status: 'inactive' } });
    for (const cookie of [distributor, cashier]) {
      const refused = await send('PATCH', `/api/stores/${id}/status`, { status: 'active' }, cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: 'غير مصرح لك بالوصول إلى هذه البيانات' });
      // Nor through the edit form.
      const viaEdit = await send('PUT', `/api/stores/${id}`, { status: 'active' }, cookie);
      expect(viaEdit.status).toBe(403);
    }
    expect((await get(`/api/stores/${id}`)).body.data.status).toBe('inactive');
    const on = await send('PATCH', `/api/stores/${id}/status`, { status: 'active' });
    expect(on.body).toMatchObject({ message: 'تم تفعيل المتجر بنجاح', data: { status: 'active' } });
    const missing = await send('PATCH', '/api/stores/999999/status', { status: 'active' });
    expect(missing.status).toBe(404);
  });
});

describe('reordering', () => {
  it('swaps a shop with its neighbour and stays put at the ends', async () => {
    const shops = await allShops();
    const third = shops[2]!;
    const up = await send('POST', `/api/stores/${third.id}/move`, { direction: 'up' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      message: 'تم تحديث ترتيب المتاجر بنجاح',
      data: { id: third.id, moved: true, display_order: 2 },
    });
    const after = await allShops();
    expect(after.map((shop) => shop.id)).toEqual([
      shops[0]!.id,
      third.id,
      shops[1]!.id,
      ...shops.slice(3).map((shop) => shop.id),
    ]);
    const top = await send('POST', `/api/stores/${after[0]!.id}/move`, { direction: 'up' });
    expect(top.body.data).toMatchObject({ moved: false, display_order: 1 });
    const bottom = await send('POST', `/api/stores/${after.at(-1)!.id}/move`, { direction: 'down' });
    expect(bottom.body.data).toMatchObject({ moved: false, display_order: after.length });
    expect((await allShops()).map((shop) => shop.id)).toEqual(after.map((shop) => shop.id));
    const missing = await send('POST', '/api/stores/999999/move', { direction: 'up' });
    expect(missing.status).toBe(404);
  });

  it('keeps display_order a permutation of 1..n under two moves at once', async () => {
    const shops = await allShops();
    const ids = shops.map((shop) => shop.id);
    // Two shops far apart move towards each other at the same moment: both swaps must land.
    const a = ids[4]!;
    const b = ids[9]!;
    const [first, second] = await Promise.all([
      send('POST', `/api/stores/${a}/move`, { direction: 'down' }),
      send('POST', `/api/stores/${b}/move`, { direction: 'up' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const expected = [...ids];
    [expected[4], expected[5]] = [expected[5]!, expected[4]!];
    [expected[8], expected[9]] = [expected[9]!, expected[8]!];
    let now = await allShops();
    expectPermutation(now);
    expect(now.map((shop) => shop.id)).toEqual(expected);

    // The same shop moved twice at once moves two places, never onto a shared number.
    const c = expected[20]!;
    const both = await Promise.all([
      send('POST', `/api/stores/${c}/move`, { direction: 'up' }),
      send('POST', `/api/stores/${c}/move`, { direction: 'up' }),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    now = await allShops();
    expectPermutation(now);
    expect(now.findIndex((shop) => shop.id === c)).toBe(18);

    // A burst of moves and a placement through PUT.
    const burst = await Promise.all([
      ...expected
        .slice(10, 16)
        .map((id, i) => send('POST', `/api/stores/${id}/move`, { direction: i % 2 ? 'up' : 'down' })),
      send('PUT', `/api/stores/${expected[30]!}`, { display_order: 2 }),
    ]);
    expect(burst.every((response) => response.status === 200)).toBe(true);
    now = await allShops();
    expectPermutation(now);
    expect(now[1]!.id).toBe(expected[30]);
  });
});

describe('deleting', () => {
  it('refuses a shop with orders with 409 and keeps it; deletes a new one and closes the gap', async () => {
    const orders = await get('/api/orders?limit=1');
    const withOrders = orders.body.data.orders[0].store_id;
    const refused = await send('DELETE', `/api/stores/${withOrders}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'لا يمكن حذف المتجر لوجود طلبات مرتبطة به، يمكنك إلغاء تفعيله بدلاً من ذلك',
    });
    expect((await get(`/api/stores/${withOrders}`)).status).toBe(200);

    const id = (await send('POST', '/api/stores', newShop('محل للحذف'))).body.data.id;
    // Moved into the middle, so the delete has a gap to close.
    await send('PUT', `/api/stores/${id}`, { display_order: 3 });
    for (const cookie of [distributor, cashier]) {
      const forbidden = await send('DELETE', `/api/stores/${id}`, undefined, cookie);
      expect(forbidden.status).toBe(403);
    }
    expect((await get(`/api/stores/${id}`)).status).toBe(200);
    const deleted = await send('DELETE', `/api/stores/${id}`, undefined, manager);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('تم حذف المتجر بنجاح');
    expect((await get(`/api/stores/${id}`)).status).toBe(404);
    expectPermutation(await allShops());
    const again = await send('DELETE', `/api/stores/${id}`);
    expect(again.status).toBe(404);
    const log = await get('/api/logs?entity=store&limit=20');
    expect(
      log.body.data.logs.some(
        (entry: { action: string; entity_id: string }) => entry.action === 'delete' && entry.entity_id === String(id),
      ),
    ).toBe(true);
  });
});

// An independent haversine (mean Earth radius), so the test does not lean on the code it checks.
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371.0088 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

describe('map and nearby', () => {
  it('puts every shop with coordinates on the map and counts the others', async () => {
    const shops = await allShops();
    const noLocation = (await send('POST', '/api/stores', newShop('محل بلا موقع'))).body.data.id;
    const map = await get('/api/stores/map');
    expect(map.status).toBe(200);
    const located = [...shops.filter((shop) => shop.latitude != null && shop.longitude != null).map((shop) => shop.id)];
    expect(map.body.data.stores.map((shop: Shop) => shop.id).sort((a: number, b: number) => a - b)).toEqual(
      located.sort((a, b) => a - b),
    );
    expect(map.body.data.total).toBe(located.length);
    expect(map.body.data.without_location).toBe(shops.length + 1 - located.length);
    expect(map.body.data.stores.some((shop: Shop) => shop.id === noLocation)).toBe(false);
    expect(Object.keys(map.body.data.stores[0]).sort()).toEqual([
      'address',
      'category',
      'id',
      'latitude',
      'longitude',
      'name',
      'owner_name',
      'phone',
      'status',
    ]);
  });

  it('returns exactly the shops within the radius, nearest first', async () => {
    const map = (await get('/api/stores/map')).body.data.stores as Shop[];
    const centres: [number, number, number][] = [
      [50.8466, 4.3528, 2],
      [50.8466, 4.3528, 5],
      [50.85, 4.33, 1.5],
      [51.2194, 4.4025, 10],
      [50.8466, 4.3528, 60],
    ];
    for (const [lat, lng, radius] of centres) {
      const expected = map
        .map((shop) => ({ id: shop.id, distance: haversineKm(lat, lng, shop.latitude!, shop.longitude!) }))
        .filter((shop) => shop.distance <= radius)
        .sort((x, y) => x.distance - y.distance);
      const response = await get(`/api/stores/nearby?latitude=${lat}&longitude=${lng}&radius=${radius}`);
      expect(response.status).toBe(200);
      const found = response.body.data.stores as (Shop & { distance_km: number })[];
      expect(
        found.map((shop) => shop.id),
        `${lat},${lng} r=${radius}`,
      ).toEqual(expected.map((shop) => shop.id));
      found.forEach((shop, i) => expect(shop.distance_km).toBeCloseTo(expected[i]!.distance, 2));
    }
    // Some radius must actually cut: neither all nor none near the bakery within 2 km.
    const small = (await get('/api/stores/nearby?latitude=50.8466&longitude=4.3528&radius=2')).body.data.stores.length;
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(map.length);
    const defaultRadius = await get('/api/stores/nearby?latitude=50.8466&longitude=4.3528');
    expect(defaultRadius.body.data.radius_km).toBe(10);
  });
});

interface OrderRow {
  id: number;
  store_id: number;
  status: string;
  order_date: string;
  final_amount_eur: number;
  paid_amount_eur: number;
}

describe('statistics from the orders and payments', () => {
  it('counts shops by status and sums the delivered orders of all shops', async () => {
    const shops = await allShops();
    const delivered = await everything<OrderRow>('/api/orders?status=delivered', 'orders');
    expect(delivered.length).toBeGreaterThan(0);
    const response = await get('/api/stores/statistics');
    expect(response.status).toBe(200);
    const count = (status: string) => shops.filter((shop) => shop.status === status).length;
    expect(response.body.data).toMatchObject({
      total: shops.length,
      active: count('active'),
      inactive: count('inactive'),
      suspended: count('suspended'),
      pending: count('pending'),
    });
    expect(Math.round(response.body.data.total_revenue * 100)).toBe(
      cents(delivered.map((order) => order.final_amount_eur)),
    );
  });

  it("matches one shop's figures with its orders and payments", async () => {
    const storeId = (await get('/api/orders?status=delivered&limit=1')).body.data.orders[0].store_id as number;
    const orders = await everything<OrderRow>(`/api/orders?store_id=${storeId}`, 'orders');
    const payments = await everything<{ amount_eur: number; payment_date: string; status: string }>(
      `/api/payments?store_id=${storeId}`,
      'payments',
    );
    const delivered = orders.filter((order) => order.status === 'delivered');
    const stats = (await get(`/api/stores/${storeId}/statistics`)).body.data;
    expect(stats).toMatchObject({
      total_orders: orders.length,
      completed_orders: delivered.length,
      cancelled_orders: orders.filter((order) => order.status === 'cancelled').length,
      payments_count: payments.filter((payment) => payment.status === 'completed').length,
      last_order_date: orders
        .map((order) => order.order_date)
        .sort()
        .at(-1),
      last_payment_date: payments
        .map((payment) => payment.payment_date)
        .sort()
        .at(-1),
    });
    expect(Math.round(stats.total_revenue * 100)).toBe(cents(delivered.map((order) => order.final_amount_eur)));
    expect(Math.round(stats.total_paid_eur * 100)).toBe(cents(payments.map((payment) => payment.amount_eur)));
    expect(Math.round(stats.unpaid_eur * 100)).toBe(
      cents(delivered.map((order) => order.final_amount_eur - order.paid_amount_eur)),
    );

    const shown = (await get(`/api/stores/${storeId}`)).body.data;
    expect(shown).toMatchObject({
      total_orders: stats.total_orders,
      completed_orders: stats.completed_orders,
      cancelled_orders: stats.cancelled_orders,
      total_purchases_eur: stats.total_revenue,
      last_order_date: stats.last_order_date,
      last_payment_date: stats.last_payment_date,
    });

    const performance = (await get(`/api/stores/${storeId}/performance`)).body.data;
    expect(performance).toMatchObject({
      total_orders: orders.length,
      delivered_orders: delivered.length,
      cancelled_orders: stats.cancelled_orders,
    });
    expect(performance.average_order_value).toBeCloseTo(
      cents(delivered.map((order) => order.final_amount_eur)) / 100 / delivered.length,
      2,
    );
    expect(
      performance.on_time_rate === null || (performance.on_time_rate >= 0 && performance.on_time_rate <= 100),
    ).toBe(true);

    const dates = orders.map((order) => order.order_date).sort();
    const from = dates[Math.floor(dates.length / 2)]!;
    const ranged = (await get(`/api/stores/${storeId}/performance?startDate=${from}`)).body.data;
    expect(ranged.total_orders).toBe(orders.filter((order) => order.order_date >= from).length);
    const backwards = await get(`/api/stores/${storeId}/performance?startDate=2026-02-01&endDate=2026-01-01`);
    expect(backwards.body.errors).toEqual([{ field: 'endDate', message: 'تاريخ البداية يجب أن يسبق تاريخ النهاية' }]);
  });

  it("pages a shop's orders and payments with filters, 5 by default", async () => {
    const storeId = (await get('/api/orders?status=delivered&limit=1')).body.data.orders[0].store_id as number;
    const orders = await everything<OrderRow>(`/api/orders?store_id=${storeId}`, 'orders');
    const page = await get(`/api/stores/${storeId}/orders`);
    expect(page.body.data.pagination).toEqual({
      page: 1,
      limit: 5,
      total: orders.length,
      totalPages: Math.ceil(orders.length / 5),
    });
    expect(page.body.data.orders).toHaveLength(Math.min(5, orders.length));
    const dates = page.body.data.orders.map((order: OrderRow) => order.order_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const delivered = await get(`/api/stores/${storeId}/orders?status=delivered&limit=100`);
    expect(delivered.body.data.orders.map((order: OrderRow) => order.id).sort()).toEqual(
      orders
        .filter((order) => order.status === 'delivered')
        .map((order) => order.id)
        .sort(),
    );
    const day = orders[0]!.order_date;
    const onDay = await get(`/api/stores/${storeId}/orders?startDate=${day}&endDate=${day}&limit=100`);
    expect(onDay.body.data.pagination.total).toBe(orders.filter((order) => order.order_date === day).length);

    const payments = await everything<{ id: number; payment_date: string }>(
      `/api/payments?store_id=${storeId}`,
      'payments',
    );
    const paymentPage = await get(`/api/stores/${storeId}/payments?limit=3&page=2`);
    expect(paymentPage.body.data.pagination).toMatchObject({ page: 2, limit: 3, total: payments.length });
    const since = payments.map((payment) => payment.payment_date).sort()[Math.floor(payments.length / 2)]!;
    const recent = await get(`/api/stores/${storeId}/payments?startDate=${since}&limit=100`);
    expect(recent.body.data.pagination.total).toBe(payments.filter((payment) => payment.payment_date >= since).length);

    // A distributor sees only their own orders of the shop, and no payments.
    const me = (await get('/api/auth/profile', distributor)).body.data;
    const theirs = await get(`/api/stores/${storeId}/orders?limit=100`, distributor);
    expect(theirs.status).toBe(200);
    expect(
      theirs.body.data.orders.every(
        (order: { assigned_distributor_id: number }) => order.assigned_distributor_id === me.id,
      ),
    ).toBe(true);
    expect((await get(`/api/stores/${storeId}/payments`, distributor)).status).toBe(403);
    expect((await get('/api/stores/999999/orders')).status).toBe(404);
  });

  it('draws the analytics of a period from the orders and their items', async () => {
    const storeId = (await get('/api/orders?status=delivered&limit=1')).body.data.orders[0].store_id as number;
    const orders = await everything<OrderRow>(`/api/orders?store_id=${storeId}`, 'orders');
    for (const period of ['week', 'month', 'quarter', 'year']) {
      const response = await get(`/api/stores/${storeId}/analytics?period=${period}`);
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(data.group_by).toBe(period === 'week' || period === 'month' ? 'day' : 'week');
      const inPeriod = orders.filter(
        (order) => order.order_date >= data.start_date && order.order_date <= data.end_date,
      );
      const delivered = inPeriod.filter((order) => order.status === 'delivered');
      expect(data.totals.orders, period).toBe(inPeriod.length);
      expect(data.totals.delivered, period).toBe(delivered.length);
      expect(Math.round(data.totals.revenue_eur * 100), period).toBe(
        cents(delivered.map((order) => order.final_amount_eur)),
      );
      expect(data.series.reduce((sum: number, point: { orders: number }) => sum + point.orders, 0)).toBe(
        inPeriod.length,
      );
    }
    const month = (await get(`/api/stores/${storeId}/analytics`)).body.data;
    expect(month.period).toBe('month');
    expect(month.series).toHaveLength(30);
    // The best-selling products, checked against the items of the period's orders.
    const kept = orders.filter(
      (order) =>
        order.order_date >= month.start_date && order.order_date <= month.end_date && order.status !== 'cancelled',
    );
    expect(kept.length).toBeGreaterThan(0);
    const quantities = new Map<number, number>();
    for (const order of kept) {
      for (const item of (await get(`/api/orders/${order.id}`)).body.data.items as {
        product_id: number;
        quantity: number;
      }[]) {
        quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
      }
    }
    expect(month.top_products.length).toBe(Math.min(10, quantities.size));
    for (const product of month.top_products) expect(product.quantity).toBe(quantities.get(product.product_id));
    const bad = await get(`/api/stores/${storeId}/analytics?period=decade`);
    expect(bad.body.errors).toEqual([{ field: 'period', message: 'القيمة غير مسموحة' }]);
  });
});
