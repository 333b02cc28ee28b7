import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { PRODUCT_CATEGORIES } from '../../src/domain/enums';
import { startTestServer, type TestServer } from './helpers';
import {
  api,
  cents,
  expectForbidden,
  newProduct,
  productRows,
  rows,
  saleLines,
  sortedIds,
  type ProductRow,
} from './productsKit';

// The catalogue API (spec 002, "Products") against a real database loaded with the demo data. Every
// expected figure is computed here from the database rows (products, order lines), never taken from the
// code under test.

let server: TestServer;
let admin: string;
let manager: string;
let distributor: string;
let cashier: string;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  [admin, manager, distributor, cashier] = await Promise.all(
    ['admin', 'manager', 'distributor', 'cashier'].map((name) => server.login(name)),
  );
  call = api(server, admin);
});
afterAll(async () => {
  await server?.close();
});

interface Listed {
  id: number;
  name: string;
  price_eur: number;
  total_sold: number;
  total_revenue_eur: number;
  total_revenue_syp: number;
  archived_at: string | null;
}

async function listAll(query = ''): Promise<{ products: Listed[]; total: number; summary: Record<string, number> }> {
  const response = await call.get(`/api/products?limit=500${query ? `&${query}` : ''}`);
  expect(response.status, query).toBe(200);
  return {
    products: response.body.data.products,
    total: response.body.data.pagination.total,
    summary: response.body.data.summary,
  };
}

const lowStock = (row: ProductRow) => row.stock_quantity !== null && row.stock_quantity <= row.minimum_stock;

function expectedSummary(all: ProductRow[]) {
  const live = all.filter((row) => row.archived_at === null);
  return {
    total: live.length,
    active: live.filter((row) => row.status === 'active').length,
    inactive: live.filter((row) => row.status !== 'active').length,
    featured: live.filter((row) => row.is_featured).length,
    lowStock: live.filter(lowStock).length,
    outOfStock: live.filter((row) => row.stock_quantity === 0).length,
  };
}

describe('the list: every filter and the six counts agree with the data', () => {
  beforeAll(async () => {
    // Some variety the demo lacks: an archived product, an inactive featured one, one at its minimum.
    const archived = (
      await call.send('POST', '/api/products', newProduct('مؤرشف للعد', { stock_quantity: 3, minimum_stock: 5 }))
    ).body.data.id;
    expect((await call.send('POST', `/api/products/${archived}/archive`)).status).toBe(200);
    const inactive = newProduct('غير نشط مميز', {
      status: 'inactive',
      is_featured: true,
      stock_quantity: 0,
      category: 'cake',
    });
    expect((await call.send('POST', '/api/products', inactive)).status).toBe(201);
    const atMinimum = newProduct('عند الحد الأدنى', { stock_quantity: 7, minimum_stock: 7, price_eur: 3 });
    expect((await call.send('POST', '/api/products', atMinimum)).status).toBe(201);
  });

  it('counts total, active, featured, inactive, low stock and out of stock over the catalogue', async () => {
    const expected = expectedSummary(await productRows(server));
    expect(expected.lowStock).toBeGreaterThan(expected.outOfStock);
    expect(expected.inactive).toBeGreaterThan(0);
    expect((await call.get('/api/products/stats')).body).toEqual({ success: true, data: expected });
    // The list carries the same six counts whatever its filter.
    expect((await listAll('status=inactive&category=cake')).summary).toEqual(expected);
  });

  it('filters by status, category, featured, price, low stock, archived and search, alone and together', async () => {
    const all = await productRows(server);
    const live = all.filter((row) => row.archived_at === null);
    const term = live.find((row) => row.description)!.description!.split(' ')[1]!;
    const barcode = live.find((row) => row.barcode)!.barcode!.slice(-6);
    const cases: [string, (row: ProductRow) => boolean, ProductRow[]][] = [
      ['status=active', (row) => row.status === 'active', live],
      ['status=inactive', (row) => row.status === 'inactive', live],
      ['category=bread', (row) => row.category === 'bread', live],
      ['category=bread,cake', (row) => row.category === 'bread' || row.category === 'cake', live],
      ['is_featured=true', (row) => row.is_featured, live],
      ['is_featured=false', (row) => !row.is_featured, live],
      ['minPrice=2', (row) => row.price_eur >= 2, live],
      ['maxPrice=1.5', (row) => row.price_eur <= 1.5, live],
      ['minPrice=1&maxPrice=5', (row) => row.price_eur >= 1 && row.price_eur <= 5, live],
      ['lowStock=true', lowStock, live],
      ['archived=true', () => true, all.filter((row) => row.archived_at !== null)],
      [
        'status=active&category=bread&is_featured=true',
        (row) => row.status === 'active' && row.category === 'bread' && row.is_featured,
        live,
      ],
      ['lowStock=true&category=cake', (row) => lowStock(row) && row.category === 'cake', live],
      [
        `search=${encodeURIComponent(term)}`,
        (row) => [row.name, row.description].some((text) => text?.toLowerCase().includes(term.toLowerCase())),
        live,
      ],
      [`search=${barcode}`, (row) => row.barcode?.includes(barcode) ?? false, live],
    ];
    for (const [query, keep, pool] of cases) {
      const expected = sortedIds(pool.filter(keep));
      expect(expected.length, query).toBeGreaterThan(0);
      const { products, total } = await listAll(query);
      expect(total, query).toBe(expected.length);
      expect(sortedIds(products), query).toEqual(expected);
    }
  });

  it('pages through the catalogue once, in name order by default, with pages = totalPages', async () => {
    const live = (await productRows(server)).filter((row) => row.archived_at === null);
    const seen: number[] = [];
    const pages = Math.ceil(live.length / 12);
    for (let page = 1; page <= pages; page++) {
      const response = await call.get(`/api/products?page=${page}&limit=12`);
      expect(response.body.data.pagination).toEqual({ page, limit: 12, total: live.length, totalPages: pages, pages });
      seen.push(...response.body.data.products.map((product: Listed) => product.id));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(sortedIds(live));
    // Name order is the database's collation (it differs between PGlite and a PostgreSQL server's locale).
    const byName = await rows<{ id: number }>(
      server,
      sql`select id from products where archived_at is null order by name, id`,
    );
    expect((await listAll()).products.map((product) => product.id)).toEqual(byName.map((row) => Number(row.id)));
  });

  it('gives every product its units sold and revenue from the lines of orders that were not cancelled', async () => {
    const lines = (await saleLines(server)).filter((line) => line.status !== 'cancelled');
    expect((await saleLines(server)).some((line) => line.status === 'cancelled')).toBe(true);
    const expected = new Map<number, { sold: number; eur: number; syp: number }>();
    for (const line of lines) {
      const sum = expected.get(line.product_id) ?? { sold: 0, eur: 0, syp: 0 };
      sum.sold += line.quantity;
      sum.eur += cents(line.line_total_eur);
      sum.syp += line.line_total_eur * line.exchange_rate;
      expected.set(line.product_id, sum);
    }
    const { products } = await listAll();
    for (const product of products) {
      const sum = expected.get(product.id) ?? { sold: 0, eur: 0, syp: 0 };
      expect(product.total_sold, product.name).toBe(sum.sold);
      expect(cents(product.total_revenue_eur), product.name).toBe(sum.eur);
      expect(Math.round(product.total_revenue_syp), product.name).toBe(Math.round(sum.syp));
    }
    // Sorting by units sold follows the same figures, ties by id.
    const bySold = (await listAll('sortBy=total_sold&sortOrder=DESC')).products;
    const order = [...bySold].sort(
      (a, b) => (expected.get(b.id)?.sold ?? 0) - (expected.get(a.id)?.sold ?? 0) || b.id - a.id,
    );
    expect(bySold.map((product) => product.id)).toEqual(order.map((product) => product.id));
    const byPrice = (await listAll('sortBy=price_eur&sortOrder=ASC')).products;
    expect(byPrice.map((product) => product.price_eur)).toEqual(
      [...byPrice.map((product) => product.price_eur)].sort((a, b) => a - b),
    );
  });

  it('refuses bad list parameters in Arabic', async () => {
    const range = await call.get('/api/products?minPrice=5&maxPrice=2');
    expect(range.status).toBe(400);
    expect(range.body.errors).toEqual([{ field: 'maxPrice', message: 'الحد الأدنى للسعر يجب ألا يتجاوز الحد الأعلى' }]);
    const sort = await call.get('/api/products?sortBy=password');
    expect(sort.body.errors).toEqual([{ field: 'sortBy', message: 'لا يمكن الترتيب حسب هذا الحقل' }]);
    const price = await call.get('/api/products?minPrice=cheap');
    expect(price.body.errors).toEqual([{ field: 'minPrice', message: 'يجب إدخال رقم صحيح' }]);
    const limit = await call.get('/api/products?limit=501');
    expect(limit.body.errors).toEqual([{ field: 'limit', message: 'عدد العناصر في الصفحة يجب أن يكون بين 1 و500' }]);
  });

  it('searches for pickers: at most 20, archived left out', async () => {
    const live = (await productRows(server)).filter((row) => row.archived_at === null);
    const response = await call.get('/api/products/search?q=%D8%AE%D8%A8%D8%B2');
    const expected = live.filter((row) =>
      [row.name, row.description, row.barcode].some((text) => text?.includes('خبز')),
    );
    expect(sortedIds(response.body.data.products)).toEqual(sortedIds(expected).slice(0, 20));
    const archivedName = (await productRows(server)).find((row) => row.archived_at)!.name;
    const none = await call.get(`/api/products/search?q=${encodeURIComponent(archivedName)}`);
    expect(none.body.data.products).toEqual([]);
  });
});

describe('the validator, in Arabic, naming each field', () => {
  it('requires name, category, unit and price', async () => {
    const response = await call.send('POST', '/api/products', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'اسم المنتج مطلوب',
      errors: [
        { field: 'name', message: 'اسم المنتج مطلوب' },
        { field: 'category', message: 'الفئة مطلوبة' },
        { field: 'unit', message: 'الوحدة مطلوبة' },
        { field: 'price_eur', message: 'السعر باليورو مطلوب' },
      ],
    });
  });

  it('checks each number, the unit, the texts and the info fields', async () => {
    const response = await call.send('POST', '/api/products', {
      name: 'خ',
      category: 'bread',
      unit: 'barrel',
      price_eur: 0,
      price_syp: -1,
      cost_eur: -0.5,
      cost_syp: 'lots',
      stock_quantity: 2.5,
      minimum_stock: -1,
      weight_grams: 0,
      shelf_life_days: 1.5,
      barcode: 'abc 123',
      image_url: 'javascript:alert(1)',
      supplier_info: 42,
      production_date: '2026-13-40',
    });
    expect(response.status).toBe(400);
    const byField = Object.fromEntries(
      response.body.errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(byField).toEqual({
      name: 'اسم المنتج يجب أن يكون حرفين على الأقل',
      unit: 'القيمة غير مسموحة',
      price_eur: 'السعر باليورو يجب أن يكون أكبر من صفر',
      price_syp: 'السعر بالليرة السورية يجب أن يكون أكبر من صفر',
      cost_eur: 'التكلفة لا يمكن أن تكون سالبة',
      cost_syp: 'التكلفة لا يمكن أن تكون سالبة',
      stock_quantity: 'الكمية في المخزون يجب أن تكون عدداً صحيحاً غير سالب',
      minimum_stock: 'الحد الأدنى للمخزون يجب أن يكون عدداً صحيحاً غير سالب',
      weight_grams: 'الوزن يجب أن يكون أكبر من صفر',
      shelf_life_days: 'مدة الصلاحية يجب أن تكون عدداً صحيحاً أكبر من صفر',
      barcode: 'الباركود يجب أن يتكون من أحرف لاتينية وأرقام وشرطات فقط',
      image_url: 'رابط الصورة غير صحيح',
      supplier_info: 'المعلومات يجب أن تكون نصاً أو كائناً',
      production_date: 'التاريخ غير صحيح',
    });
  });

  it('wants the expiry after the production, also when an edit changes only one of them', async () => {
    const created = await call.send(
      'POST',
      '/api/products',
      newProduct('تواريخ', { production_date: '2026-11-20', expiry_date: '2026-11-20' }),
    );
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([
      { field: 'expiry_date', message: 'تاريخ انتهاء الصلاحية يجب أن يكون بعد تاريخ الإنتاج' },
    ]);
    const id = (
      await call.send(
        'POST',
        '/api/products',
        newProduct('تواريخ', { production_date: '2026-11-20', expiry_date: '2026-11-25' }),
      )
    ).body.data.id;
    const edited = await call.send('PUT', `/api/products/${id}`, { expiry_date: '2026-11-19' });
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual([
      { field: 'expiry_date', message: 'تاريخ انتهاء الصلاحية يجب أن يكون بعد تاريخ الإنتاج' },
    ]);
  });

  it('refuses a category that is not a row of product_categories', async () => {
    const response = await call.send('POST', '/api/products', newProduct('فئة مجهولة', { category: 'caviar' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'category', message: 'الفئة المحددة غير موجودة' }]);
  });

  it('cannot clear a required field on edit', async () => {
    const response = await call.send('PUT', '/api/products/1', { name: '', price_eur: null, unit: '' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'name', message: 'اسم المنتج مطلوب' },
      { field: 'unit', message: 'الوحدة مطلوبة' },
      { field: 'price_eur', message: 'السعر باليورو مطلوب' },
    ]);
  });
});

describe('create, read, update', () => {
  it('creates a detailed product with defaults, names, info as text or object, and the SYP price from the rate', async () => {
    const rate = Number((await call.get('/api/system/settings')).body.data.exchangeRate);
    expect(rate).toBeGreaterThan(0);
    const me = (await call.get('/api/auth/profile')).body.data;
    const payload = newProduct('كرواسان اختبار', {
      category: 'cookies',
      unit: 'box',
      price_eur: '3.20',
      description: '  بالزبدة  ',
      barcode: '',
      supplier_info: { info: 'مورد محلي' },
      nutritional_info: 'لكل 100 غرام: 400 سعرة',
      allergen_info: { info: '' },
      storage_conditions: '',
      stock_quantity: '40',
      dimensions: null,
    });
    const created = await call.send('POST', '/api/products', payload);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('تم إنشاء المنتج بنجاح');
    const id = created.body.data.id;
    const shown = (await call.get(`/api/products/${id}`)).body.data;
    expect(shown).toMatchObject({
      id,
      name: payload.name,
      description: 'بالزبدة',
      category: 'cookies',
      category_name: 'بسكويت وكوكيز',
      unit: 'box',
      barcode: null,
      is_featured: false,
      status: 'active',
      price_eur: 3.2,
      price_syp: Math.round(3.2 * rate * 100) / 100,
      cost_eur: null,
      stock_quantity: 40,
      minimum_stock: 0,
      supplier_info: { info: 'مورد محلي' },
      nutritional_info: 'لكل 100 غرام: 400 سعرة',
      allergen_info: null,
      storage_conditions: null,
      image_url: null,
      created_by: me.id,
      created_by_name: me.full_name,
      archived_at: null,
      total_sold: 0,
      total_revenue_eur: 0,
      total_revenue_syp: 0,
    });
    expect(shown).not.toHaveProperty('dimensions');
  });

  it('takes the quick form: unit piece, stock optional (unlimited), SYP price kept when given', async () => {
    const response = await call.send(
      'POST',
      '/api/products',
      {
        name: `سريع ${Date.now()}`,
        category: 'pastry',
        price_eur: 1.1,
        price_syp: 17000,
        is_featured: true,
        description: '',
        unit: 'piece',
        dimensions: null,
      },
      // Creating products is for admins and managers (issue 12).
      manager,
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      unit: 'piece',
      stock_quantity: null,
      is_featured: true,
      description: null,
      price_syp: 17000,
    });
  });

  it('answers 409 for a name (any letter case) or barcode that exists, 404 and 400 for bad ids', async () => {
    const first = (await call.send('POST', '/api/products', newProduct('Baguette Test', { barcode: 'BT-0001' }))).body
      .data;
    const sameName = await call.send('POST', '/api/products', { ...newProduct(), name: first.name.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({
      success: false,
      message: 'يوجد منتج بنفس الاسم أو الباركود',
      errors: [{ field: 'name', message: 'يوجد منتج بنفس الاسم أو الباركود' }],
    });
    const sameBarcode = await call.send('POST', '/api/products', newProduct('باركود مكرر', { barcode: 'BT-0001' }));
    expect(sameBarcode.status).toBe(409);
    expect(sameBarcode.body.errors).toEqual([{ field: 'barcode', message: 'يوجد منتج بنفس الاسم أو الباركود' }]);
    const rename = await call.send('PUT', '/api/products/1', { name: first.name });
    expect(rename.status).toBe(409);
    const missing = await call.get('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'المنتج غير موجود' });
    expect((await call.get('/api/products/abc')).status).toBe(400);
  });

  it('updates only the fields sent; null clears; a new stock figure is a movement', async () => {
    const created = (
      await call.send(
        'POST',
        '/api/products',
        newProduct('للتعديل', { description: 'وصف', cost_eur: 1, stock_quantity: 10 }),
      )
    ).body.data;
    const response = await call.send('PUT', `/api/products/${created.id}`, {
      price_eur: 4,
      description: null,
      stock_quantity: 25,
      total_sold: 999,
      id: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('تم تحديث المنتج بنجاح');
    expect(response.body.data).toMatchObject({
      id: created.id,
      name: created.name,
      price_eur: 4,
      price_syp: created.price_syp,
      description: null,
      cost_eur: 1,
      stock_quantity: 25,
      total_sold: 0,
    });
    const inventory = (await call.get(`/api/products/${created.id}/inventory`)).body.data;
    expect(
      inventory.movements.map((m: { change: number; quantity_after: number }) => [m.change, m.quantity_after]),
    ).toEqual([
      [15, 25],
      [10, 10],
    ]);
    const unlimited = await call.send('PUT', `/api/products/${created.id}`, {
      stock_quantity: null,
      minimum_stock: null,
    });
    expect(unlimited.body.data).toMatchObject({ stock_quantity: null, minimum_stock: 0 });
    const missing = await call.send('PUT', '/api/products/999999', { name: 'لا شيء' });
    expect(missing.status).toBe(404);
  });
});

describe('delete, archive, restore', () => {
  it('archives a product that order lines use, and really deletes an unused one', async () => {
    const [used] = await rows<{ id: number }>(
      server,
      sql`select p.id from products p where p.archived_at is null and exists (select 1 from order_items i where i.product_id = p.id) order by p.id limit 1`,
    );
    const usedId = Number(used!.id);
    const archived = await call.send('DELETE', `/api/products/${usedId}`, undefined, manager);
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({
      success: true,
      message: 'المنتج مستخدم في طلبات سابقة، لذلك تمت أرشفته بدلاً من حذفه',
      data: { id: usedId, archived: true },
    });
    const row = (await productRows(server)).find((product) => product.id === usedId)!;
    expect(row.archived_at).not.toBeNull();
    expect(row.status).toBe('inactive');
    expect(sortedIds((await listAll()).products)).not.toContain(usedId);
    expect(sortedIds((await listAll('archived=true')).products)).toContain(usedId);
    // Its orders still read it.
    expect((await call.get(`/api/products/${usedId}`)).body.data.archived_at).not.toBeNull();

    const unused = (await call.send('POST', '/api/products', newProduct('غير مستخدم', { stock_quantity: 5 }))).body.data
      .id;
    const deleted = await call.send('DELETE', `/api/products/${unused}`);
    expect(deleted.body).toEqual({
      success: true,
      message: 'تم حذف المنتج بنجاح',
      data: { id: unused, archived: false },
    });
    expect((await productRows(server)).some((product) => product.id === unused)).toBe(false);
    expect(await rows(server, sql`select id from stock_movements where product_id = ${unused}`)).toEqual([]);
    expect((await call.get(`/api/products/${unused}`)).status).toBe(404);
    expect((await call.send('DELETE', `/api/products/${unused}`)).status).toBe(404);
  });

  it('archives and restores on request; restored products stay inactive until activated', async () => {
    const id = (await call.send('POST', '/api/products', newProduct('أرشفة'))).body.data.id;
    const archived = await call.send('POST', `/api/products/${id}/archive`);
    expect(archived.body).toMatchObject({ message: 'تمت أرشفة المنتج بنجاح', data: { id, status: 'inactive' } });
    expect(archived.body.data.archived_at).not.toBeNull();
    const restored = await call.send('POST', `/api/products/${id}/restore`, undefined, manager);
    expect(restored.body).toMatchObject({
      message: 'تمت استعادة المنتج بنجاح',
      data: { id, status: 'inactive', archived_at: null },
    });
    expect(sortedIds((await listAll()).products)).toContain(id);
  });
});

describe('toggles, duplicate and who may do what', () => {
  it('flips status and featured for admin and manager, refuses distributors and cashiers (403)', async () => {
    const id = (await call.send('POST', '/api/products', newProduct('تبديل'))).body.data.id;
    const off = await call.send('PATCH', `/api/products/${id}/toggle-status`, undefined, manager);
    expect(off.body).toMatchObject({ message: 'تم إلغاء تفعيل المنتج بنجاح', data: { id, status: 'inactive' } });
    const on = await call.send('PATCH', `/api/products/${id}/toggle-status`);
    expect(on.body).toMatchObject({ message: 'تم تفعيل المنتج بنجاح', data: { status: 'active' } });
    const star = await call.send('PATCH', `/api/products/${id}/toggle-featured`);
    expect(star.body).toMatchObject({ message: 'تم تمييز المنتج بنجاح', data: { is_featured: true } });
    for (const cookie of [distributor, cashier]) {
      expectForbidden(await call.send('PATCH', `/api/products/${id}/toggle-status`, undefined, cookie));
      expectForbidden(await call.send('PATCH', `/api/products/${id}/toggle-featured`, undefined, cookie));
      expectForbidden(await call.send('POST', `/api/products/${id}/archive`, undefined, cookie));
      expectForbidden(await call.send('DELETE', `/api/products/${id}`, undefined, cookie));
      expectForbidden(
        await call.send('POST', '/api/products/bulk', { product_ids: [id], action: 'deactivate' }, cookie),
      );
      // Nor through the edit form, which since issue 12 is for admins and managers only.
      expectForbidden(await call.send('PUT', `/api/products/${id}`, { status: 'inactive' }, cookie));
      expectForbidden(await call.send('PUT', `/api/products/${id}`, { description: 'من الكاشير' }, cookie));
    }
    const row = (await productRows(server)).find((product) => product.id === id)!;
    expect(row).toMatchObject({ status: 'active', is_featured: true, archived_at: null, description: null });
    expect((await call.send('PATCH', '/api/products/999999/toggle-status')).status).toBe(404);
  });

  it('duplicates as "… (Copy)" with stock 0, no barcode, not featured; a second copy is "… (Copy 2)"', async () => {
    const source = (
      await call.send(
        'POST',
        '/api/products',
        newProduct('أصل', { stock_quantity: 30, barcode: 'DUP-1', is_featured: true, cost_eur: 1.2 }),
      )
    ).body.data;
    // A copy is a new product: admins and managers (issue 12).
    const copy = await call.send('POST', `/api/products/${source.id}/duplicate`, undefined, manager);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: `${source.name} (Copy)`,
      stock_quantity: 0,
      barcode: null,
      is_featured: false,
      price_eur: source.price_eur,
      cost_eur: 1.2,
      category: source.category,
    });
    expect(copy.body.data.id).not.toBe(source.id);
    const again = await call.send('POST', `/api/products/${source.id}/duplicate`);
    expect(again.body.data.name).toBe(`${source.name} (Copy 2)`);
    const unlimited = (await call.send('POST', '/api/products', newProduct('غير محدود'))).body.data;
    expect((await call.send('POST', `/api/products/${unlimited.id}/duplicate`)).body.data.stock_quantity).toBeNull();
  });
});

describe('figures from real orders', () => {
  it('performance: units, revenue, average price, this month and orders, cancelled orders left out', async () => {
    const lines = (await saleLines(server)).filter((line) => line.status !== 'cancelled');
    const productId = lines[0]!.product_id;
    const mine = lines.filter((line) => line.product_id === productId);
    const month = bakeryDate().slice(0, 7);
    const units = mine.reduce((sum, line) => sum + line.quantity, 0);
    const eur = mine.reduce((sum, line) => sum + cents(line.line_total_eur), 0);
    const thisMonth = mine.filter((line) => line.order_date.startsWith(month));
    const response = (await call.get(`/api/products/${productId}/performance`)).body.data;
    expect(response).toMatchObject({
      product_id: productId,
      units_sold: units,
      orders_count: new Set(mine.map((line) => line.order_id)).size,
      units_this_month: thisMonth.reduce((sum, line) => sum + line.quantity, 0),
    });
    expect(cents(response.revenue_eur)).toBe(eur);
    expect(cents(response.revenue_this_month_eur)).toBe(
      thisMonth.reduce((sum, line) => sum + cents(line.line_total_eur), 0),
    );
    expect(response.average_price_eur).toBeCloseTo(eur / 100 / units, 2);
  });

  it('sales: the order lines, newest first, paged; analytics per month add up to the year', async () => {
    const lines = (await saleLines(server)).filter((line) => line.status !== 'cancelled');
    const productId = lines[0]!.product_id;
    const mine = lines.filter((line) => line.product_id === productId);
    const first = (await call.get(`/api/products/${productId}/sales?limit=5`)).body.data;
    expect(first.pagination).toEqual({ page: 1, limit: 5, total: mine.length, totalPages: Math.ceil(mine.length / 5) });
    expect(first.sales).toHaveLength(5);
    const dates = first.sales.map((sale: { order_date: string }) => sale.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.sales[0]).toHaveProperty('order_number');
    expect(first.sales[0]).toHaveProperty('store_name');
    expect(first.totals.units).toBe(mine.reduce((sum, line) => sum + line.quantity, 0));

    const analytics = (await call.get(`/api/products/${productId}/analytics`)).body.data;
    expect(analytics.period).toBe('month');
    expect(analytics.series).toHaveLength(12);
    const inRange = mine.filter(
      (line) => line.order_date >= analytics.date_from && line.order_date <= analytics.date_to,
    );
    expect(analytics.series.reduce((sum: number, point: { units: number }) => sum + point.units, 0)).toBe(
      inRange.reduce((sum, line) => sum + line.quantity, 0),
    );
    expect(analytics.totals.units).toBe(inRange.reduce((sum, line) => sum + line.quantity, 0));
  });

  it('popular is by units sold in the catalogue; low-stock is what the filter keeps, emptiest first', async () => {
    const live = new Set((await productRows(server)).filter((row) => row.archived_at === null).map((row) => row.id));
    const sold = new Map<number, number>();
    for (const line of await saleLines(server)) {
      if (line.status !== 'cancelled' && live.has(line.product_id))
        sold.set(line.product_id, (sold.get(line.product_id) ?? 0) + line.quantity);
    }
    const ranking = [...sold].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
    const popular = (await call.get('/api/products/popular?limit=5')).body.data.products;
    expect(popular.map((product: Listed) => product.id)).toEqual(ranking.slice(0, 5));

    const low = (await call.get('/api/products/low-stock')).body.data.products;
    expect(sortedIds(low)).toEqual(sortedIds((await listAll('lowStock=true')).products));
    const stocks = low.map((product: { stock_quantity: number }) => product.stock_quantity);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });
});

describe('categories', () => {
  it('has every built-in code, cookies included, with the products each holds', async () => {
    const categories = (await call.get('/api/products/categories?limit=100')).body.data.categories;
    expect(categories.map((category: { code: string }) => category.code).sort()).toEqual(
      expect.arrayContaining([...PRODUCT_CATEGORIES].sort()),
    );
    expect(categories.find((category: { code: string }) => category.code === 'cookies')).toMatchObject({
      name: 'بسكويت وكوكيز',
      built_in: true,
    });
    const live = (await productRows(server)).filter((row) => row.archived_at === null);
    for (const category of categories) {
      expect(category.products_count, category.code).toBe(live.filter((row) => row.category === category.code).length);
    }
  });

  it('creates, renames and deletes a category; refuses a taken code, a used or built-in category (409)', async () => {
    const created = await call.send('POST', '/api/products/categories', {
      code: 'gluten_free',
      name: 'خالٍ من الغلوتين',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'gluten_free',
      name: 'خالٍ من الغلوتين',
      products_count: 0,
      built_in: false,
    });
    const id = created.body.data.id;
    expect((await call.send('POST', '/api/products/categories', { code: 'gluten_free', name: 'مكرر' })).status).toBe(
      409,
    );
    const bad = await call.send('POST', '/api/products/categories', { code: 'Gluten Free', name: 'x' });
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(['code', 'name']);
    expectForbidden(await call.send('POST', '/api/products/categories', { code: 'nope_nope', name: 'ممنوع' }, cashier));

    const product = (await call.send('POST', '/api/products', newProduct('بلا غلوتين', { category: 'gluten_free' })))
      .body.data;
    const recoded = await call.send('PUT', `/api/products/categories/${id}`, {
      code: 'no_gluten',
      name: 'بدون غلوتين',
    });
    expect(recoded.body.data).toMatchObject({ code: 'no_gluten', name: 'بدون غلوتين', products_count: 1 });
    // The product follows the new code.
    expect((await call.get(`/api/products/${product.id}`)).body.data).toMatchObject({
      category: 'no_gluten',
      category_name: 'بدون غلوتين',
    });
    const inUse = await call.send('DELETE', `/api/products/categories/${id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ message: 'لا يمكن حذف الفئة لوجود منتجات مرتبطة بها', products_count: 1 });
    const bread = (await call.get('/api/products/categories?limit=100')).body.data.categories.find(
      (category: { code: string }) => category.code === 'bread',
    );
    expect((await call.send('DELETE', `/api/products/categories/${bread.id}`)).status).toBe(409);
    expect((await call.send('PUT', `/api/products/categories/${bread.id}`, { code: 'breads' })).status).toBe(409);
    expect((await call.send('DELETE', `/api/products/${product.id}`)).body.data.archived).toBe(false);
    expect((await call.send('DELETE', `/api/products/categories/${id}`)).body).toEqual({
      success: true,
      message: 'تم حذف الفئة بنجاح',
      data: { id },
    });
    expect((await call.get(`/api/products/categories/${id}`)).status).toBe(404);
  });

  it('category analytics: units over the range, per day by default, from real orders', async () => {
    const bread = (await call.get('/api/products/categories?search=bread')).body.data.categories[0];
    const analytics = (await call.get(`/api/products/categories/${bread.id}/analytics`)).body.data;
    expect(analytics).toMatchObject({ category: { code: 'bread' }, period: 'day', date_to: bakeryDate() });
    expect(analytics.series).toHaveLength(30);
    const breadIds = new Set(
      (await productRows(server)).filter((row) => row.category === 'bread').map((row) => row.id),
    );
    const units = (await saleLines(server))
      .filter((line) => line.status !== 'cancelled' && breadIds.has(line.product_id))
      .filter((line) => line.order_date >= analytics.date_from && line.order_date <= analytics.date_to)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(units).toBeGreaterThan(0);
    expect(analytics.totals.units).toBe(units);
    const weekly = (
      await call.get(`/api/products/categories/${bread.id}/analytics?date_from=2026-01-01&date_to=2026-03-31`)
    ).body.data;
    expect(weekly.period).toBe('week');
  });
});
