import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { api, expectForbidden, newProduct, productRows, rows, type ProductRow } from './productsKit';

// Stock adjustments (one transaction each, the product row locked so concurrent changes add up) and bulk
// actions (one transaction, all or nothing), checked against the database rows.

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

interface Movement {
  id: number;
  change: number;
  quantity_after: number;
  reason: string;
  created_by_name: string | null;
}

async function create(extra: object = {}) {
  const response = await call.send('POST', '/api/products', newProduct('مخزون', extra));
  expect(response.status).toBe(201);
  return response.body.data as { id: number; name: string };
}

const adjust = (id: number, quantity_change: number | string, reason = 'جرد', cookie = admin) =>
  call.send('POST', `/api/products/${id}/stock`, { quantity_change, reason }, cookie);

async function stockOf(id: number) {
  const [row] = await rows<{ stock_quantity: number | null }>(
    server,
    sql`select stock_quantity from products where id = ${id}`,
  );
  return row!.stock_quantity === null ? null : Number(row!.stock_quantity);
}

async function movementsOf(id: number) {
  const raw = await rows<Record<string, unknown>>(
    server,
    sql`select id, change, quantity_after from stock_movements where product_id = ${id} order by id`,
  );
  return raw.map((row) => ({
    id: Number(row.id),
    change: Number(row.change),
    quantity_after: Number(row.quantity_after),
  }));
}

/** Each movement starts where the one before ended, and the last ends at the stock. */
async function expectHistoryAddsUp(id: number) {
  const movements = await movementsOf(id);
  let quantity = 0;
  for (const movement of movements) {
    quantity += movement.change;
    expect(movement.quantity_after).toBe(quantity);
  }
  expect(await stockOf(id)).toBe(quantity);
  return movements;
}

describe('stock adjustments', () => {
  it('adds and removes stock, records each change with its reason and author, newest first', async () => {
    const { id } = await create({ stock_quantity: 20, minimum_stock: 5 });
    // Stock is adjusted by admins and managers only (issue 12).
    const added = await adjust(id, 15, 'إنتاج الصباح', manager);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('تم تعديل المخزون بنجاح');
    expect(added.body.data.product).toMatchObject({ id, stock_quantity: 35 });
    expect(added.body.data.movement).toMatchObject({
      product_id: id,
      change: 15,
      quantity_after: 35,
      reason: 'إنتاج الصباح',
    });
    expect((await adjust(id, '-32', 'تالف')).body.data.product.stock_quantity).toBe(3);

    const inventory = (await call.get(`/api/products/${id}/inventory`, distributor)).body.data;
    const managerName = (await call.get('/api/auth/profile', manager)).body.data.full_name;
    expect(inventory).toMatchObject({ stock_quantity: 3, minimum_stock: 5, level: 'low' });
    expect(inventory.movements.map((m: Movement) => [m.change, m.quantity_after, m.reason])).toEqual([
      [-32, 3, 'تالف'],
      [15, 35, 'إنتاج الصباح'],
      [20, 20, 'الكمية الافتتاحية'],
    ]);
    expect(inventory.movements[1].created_by_name).toBe(managerName);
    await expectHistoryAddsUp(id);
  });

  it('adds up exactly under concurrent adjustments', async () => {
    const { id } = await create({ stock_quantity: 100 });
    const changes = [5, -3, 12, -7, 1, -20, 9, 4, -6, 30];
    const replies = await Promise.all(
      changes.map((change, i) => adjust(id, change, `تعديل متزامن ${i}`, i % 2 ? manager : admin)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(changes.map(() => 200));
    expect(await stockOf(id)).toBe(100 + changes.reduce((sum, change) => sum + change, 0));
    const movements = await expectHistoryAddsUp(id);
    expect(movements).toHaveLength(changes.length + 1);
    const inventory = (await call.get(`/api/products/${id}/inventory`)).body.data;
    expect(inventory.movements.map((m: Movement) => m.id)).toEqual(movements.map((m) => m.id).reverse());
  });

  it('refuses going below zero and unlimited stock (409), and bad input (400), changing nothing', async () => {
    const { id } = await create({ stock_quantity: 4 });
    const below = await adjust(id, -5);
    expect(below.status).toBe(409);
    expect(below.body).toEqual({
      success: false,
      message: 'لا يمكن أن يصبح المخزون أقل من صفر (المتوفر حالياً 4)',
      available: 4,
    });
    expect((await adjust(id, -4)).body.data.product.stock_quantity).toBe(0);
    expect((await call.get(`/api/products/${id}/inventory`)).body.data.level).toBe('out');

    const unlimited = await create();
    const refused = await adjust(unlimited.id, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('مخزون هذا المنتج غير محدود، لا يمكن تعديل كميته');
    expect(await movementsOf(unlimited.id)).toEqual([]);

    const zero = await adjust(id, 0, 'لا شيء');
    expect(zero.body.errors).toEqual([
      { field: 'quantity_change', message: 'كمية التعديل يجب أن تكون عدداً صحيحاً لا يساوي صفر' },
    ]);
    const fraction = await adjust(id, 1.5, 'نصف');
    expect(fraction.body.errors).toEqual([
      { field: 'quantity_change', message: 'كمية التعديل يجب أن تكون عدداً صحيحاً لا يساوي صفر' },
    ]);
    const reason = await adjust(id, 1, 'x');
    expect(reason.body.errors).toEqual([{ field: 'reason', message: 'سبب التعديل يجب أن يكون بين 2 و200 حرف' }]);
    const noReason = await call.send('POST', `/api/products/${id}/stock`, { quantity_change: 2 });
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'سبب التعديل مطلوب' }]);
    expect((await adjust(999999, 1)).status).toBe(404);
    await expectHistoryAddsUp(id);
  });
});

describe('bulk actions', () => {
  const rowsOf = async (ids: number[]) => (await productRows(server)).filter((row) => ids.includes(row.id));
  const shape = (list: ProductRow[]) =>
    list.map(({ id, status, is_featured, category, archived_at }) => ({
      id,
      status,
      is_featured,
      category,
      archived_at,
    }));

  it('activates, deactivates, features, unfeatures and recategorises every product given', async () => {
    const ids = [(await create()).id, (await create()).id, (await create({ category: 'cake' })).id];
    const off = await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'deactivate' }, manager);
    expect(off.body).toEqual({
      success: true,
      message: 'تم تنفيذ العملية على المنتجات المحددة بنجاح',
      data: { action: 'deactivate', updated: 3, deleted: 0, archived: 0 },
    });
    expect((await rowsOf(ids)).every((row) => row.status === 'inactive')).toBe(true);
    await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'feature' });
    await call.send('POST', '/api/products/bulk', { product_ids: ids.slice(1), action: 'activate' });
    await call.send('POST', '/api/products/bulk', {
      product_ids: [...ids, ids[0]],
      action: 'category',
      category: 'snack',
    });
    expect(shape(await rowsOf(ids))).toEqual([
      { id: ids[0], status: 'inactive', is_featured: true, category: 'snack', archived_at: null },
      { id: ids[1], status: 'active', is_featured: true, category: 'snack', archived_at: null },
      { id: ids[2], status: 'active', is_featured: true, category: 'snack', archived_at: null },
    ]);
    const cookies = (await call.get('/api/products/categories?search=cookies')).body.data.categories[0];
    const moved = await call.send('POST', '/api/products/bulk/category', { product_ids: ids, category_id: cookies.id });
    expect(moved.body.data).toEqual({ action: 'category', updated: 3, deleted: 0, archived: 0 });
    await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'unfeature' });
    expect((await rowsOf(ids)).every((row) => row.category === 'cookies' && !row.is_featured)).toBe(true);
  });

  it('is all or nothing: one unknown id is a 404 and no product changes', async () => {
    const ids = [(await create()).id, (await create()).id];
    const before = shape(await rowsOf(ids));
    for (const action of ['deactivate', 'feature', 'delete', 'category'] as const) {
      const response = await call.send('POST', '/api/products/bulk', {
        product_ids: [...ids, 999999],
        action,
        category: 'cake',
      });
      expect(response.status, action).toBe(404);
      expect(response.body).toEqual({
        success: false,
        message: 'بعض المنتجات المحددة غير موجودة، لم يتم تغيير أي منتج',
        missing_ids: [999999],
      });
      expect(shape(await rowsOf(ids)), action).toEqual(before);
    }
    const unknownCategory = await call.send('POST', '/api/products/bulk', {
      product_ids: ids,
      action: 'category',
      category: 'caviar',
    });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.errors).toEqual([{ field: 'category', message: 'الفئة المحددة غير موجودة' }]);
    const noCategory = await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'category' });
    expect(noCategory.body.errors).toEqual([{ field: 'category', message: 'يرجى اختيار الفئة' }]);
    const noIds = await call.send('POST', '/api/products/bulk', { product_ids: [], action: 'activate' });
    expect(noIds.body.errors).toEqual([{ field: 'product_ids', message: 'يرجى تحديد منتج واحد على الأقل' }]);
    const tooMany = await call.send('POST', '/api/products/bulk', {
      product_ids: Array.from({ length: 501 }, (_v, i) => i + 1),
      action: 'activate',
    });
    expect(tooMany.body.errors).toEqual([{ field: 'product_ids', message: 'لا يمكن تحديد أكثر من 500 منتج' }]);
    const badAction = await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'explode' });
    expect(badAction.body.errors).toEqual([{ field: 'action', message: 'القيمة غير مسموحة' }]);
    expect(shape(await rowsOf(ids))).toEqual(before);
  });

  it('rolls back what it already wrote when a later write fails', async () => {
    const [used] = await rows<{ id: number }>(
      server,
      sql`select p.id from products p where p.archived_at is null and exists (select 1 from order_items i where i.product_id = p.id) order by p.id limit 1`,
    );
    const usedId = Number(used!.id);
    const [first, second] = [(await create()).id, (await create()).id];
    const ids = [usedId, first, second];
    const before = shape(await rowsOf(ids));
    // The database itself refuses to delete `second`: the used product is archived and `first` deleted
    // before that, inside the same transaction.
    await server.database.db.execute(
      sql.raw(`create function refuse_test_delete() returns trigger language plpgsql as $$
        begin
          if old.id = ${second} then raise exception 'refused by the test'; end if;
          return old;
        end $$`),
    );
    await server.database.db.execute(
      sql.raw(
        'create trigger refuse_test_delete before delete on products for each row execute function refuse_test_delete()',
      ),
    );
    try {
      const response = await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'delete' });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ success: false, message: 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً' });
    } finally {
      await server.database.db.execute(sql.raw('drop trigger refuse_test_delete on products'));
      await server.database.db.execute(sql.raw('drop function refuse_test_delete()'));
    }
    expect(shape(await rowsOf(ids))).toEqual(before);
    // Without the trigger the same call goes through.
    const deleted = await call.send('POST', '/api/products/bulk', { product_ids: [first, second], action: 'delete' });
    expect(deleted.body.data).toEqual({ action: 'delete', updated: 0, deleted: 2, archived: 0 });
  });

  it('deletes the unused and archives those orders use, in one go', async () => {
    const [used] = await rows<{ id: number }>(
      server,
      sql`select p.id from products p where p.archived_at is null and exists (select 1 from order_items i where i.product_id = p.id) order by p.id desc limit 1`,
    );
    const usedId = Number(used!.id);
    const unused = [(await create({ stock_quantity: 3 })).id, (await create()).id];
    const response = await call.send('POST', '/api/products/bulk', {
      product_ids: [usedId, ...unused],
      action: 'delete',
    });
    expect(response.body.data).toEqual({ action: 'delete', updated: 0, deleted: 2, archived: 1 });
    const left = await rowsOf([usedId, ...unused]);
    expect(left.map((row) => row.id)).toEqual([usedId]);
    expect(left[0]).toMatchObject({ status: 'inactive' });
    expect(left[0]!.archived_at).not.toBeNull();
  });

  it('is for admin and manager only (403 for distributor and cashier, nothing changes)', async () => {
    const ids = [(await create()).id];
    const before = shape(await rowsOf(ids));
    for (const cookie of [distributor, cashier]) {
      expectForbidden(
        await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'deactivate' }, cookie),
      );
      expectForbidden(await call.send('POST', '/api/products/bulk', { product_ids: ids, action: 'delete' }, cookie));
      expectForbidden(
        await call.send('POST', '/api/products/bulk/category', { product_ids: ids, category_id: 1 }, cookie),
      );
    }
    expect(shape(await rowsOf(ids))).toEqual(before);
  });
});
