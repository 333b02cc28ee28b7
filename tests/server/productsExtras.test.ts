import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImagesDir } from '../../server/services/productsImages';
import { startTestServer, type TestServer } from './helpers';
import { orderBody, product, type Call } from './ordersKit';
import { api, expectForbidden, rows } from './productsKit';

// Issue 30's product calls beyond prices: variants (own code, price and stock), several images in order
// (the first is the product's picture), "ordered together" from the order lines, and reviews (501).

let server: TestServer;
let manager: string;
let cashier: string;
let call: Call;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all(['manager', 'cashier'].map((name) => server.login(name)));
  call = api(server, manager);
});
afterAll(async () => {
  await server?.close();
});

/** A multipart body with one part per file, all in the field `field`. */
function files(field: string, contents: Buffer[]) {
  const boundary = `----bakery${randomBytes(8).toString('hex')}`;
  const parts = contents.map((content, index) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p${index}.png"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadImages = (id: number, contents: Buffer[], field = 'images', cookie = manager) =>
  server.request({ method: 'POST', url: `/api/products/${id}/images`, cookie, ...files(field, contents) });

async function gallery(id: number) {
  const images = await rows<{ id: number; url: string; position: number }>(
    server,
    sql`select id, url, position from product_images where product_id = ${id} order by position`,
  );
  const [row] = await rows<{ image_url: string | null }>(server, sql`select image_url from products where id = ${id}`);
  return { picture: row!.image_url, urls: images.map((image) => image.url), ids: images.map((image) => Number(image.id)) };
}

describe('variants', () => {
  it('adds, edits and deletes a variant with its own code, price and stock; refuses duplicates and other roles', async () => {
    const bread = await product(call, null, 2);
    const body = { name: 'كبير 800 غ', code: `BIG-${randomBytes(3).toString('hex')}`, price_eur: '3,20', stock_quantity: 12, weight_grams: 800 };
    const made = await call.send('POST', `/api/products/${bread.id}/variants`, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ product_id: bread.id, price_eur: 3.2, stock_quantity: 12, status: 'active' });
    const variant = made.body.data as { id: number };

    const again = await call.send('POST', `/api/products/${bread.id}/variants`, { ...body, name: 'آخر' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('يوجد متغير بنفس الرمز أو الاسم');
    const bad = await call.send('POST', `/api/products/${bread.id}/variants`, { ...body, code: 'مع مسافة', price_eur: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'code', message: 'رمز المتغير يجب أن يتكون من أحرف لاتينية وأرقام وشرطات فقط' }),
        expect.objectContaining({ field: 'price_eur', message: 'سعر المتغير يجب أن يكون أكبر من صفر وبسنتات كاملة' }),
      ]),
    );
    expectForbidden(await call.send('POST', `/api/products/${bread.id}/variants`, { ...body, code: 'X-1' }, cashier));

    const edited = await call.send('PUT', `/api/products/${bread.id}/variants/${variant.id}`, { ...body, price_eur: 3.4, stock_quantity: null });
    expect(edited.status).toBe(200);
    const listed = await call.get(`/api/products/${bread.id}/variants`, cashier);
    expect(listed.body.data.variants).toEqual([expect.objectContaining({ id: variant.id, price_eur: 3.4, stock_quantity: null })]);

    // A variant of another product is not this product's to change.
    const other = await product(call, null, 1);
    expect((await call.send('DELETE', `/api/products/${other.id}/variants/${variant.id}`)).status).toBe(404);
    expect((await call.send('DELETE', `/api/products/${bread.id}/variants/${variant.id}`)).status).toBe(200);
    expect((await call.get(`/api/products/${bread.id}/variants`)).body.data.variants).toEqual([]);
  });
});

describe('images', () => {
  it('keeps several images in order, the first as the picture; reorders and deletes', async () => {
    const cake = await product(call, null, 5);
    const added = await uploadImages(cake.id, [PNG, PNG]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let now = await gallery(cake.id);
    expect(now.urls).toHaveLength(2);
    expect(now.picture).toBe(now.urls[0]);

    const third = await uploadImages(cake.id, [PNG]);
    expect(third.status).toBe(200);
    now = await gallery(cake.id);
    expect(now.urls).toHaveLength(3);
    const [a, b, c] = now.ids;

    const mismatch = await call.send('PUT', `/api/products/${cake.id}/images/order`, { image_ids: [c, a] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('يجب أن يذكر الترتيب كل صور المنتج مرة واحدة');
    const reordered = await call.send('PUT', `/api/products/${cake.id}/images/order`, { image_ids: [c, a, b] });
    expect(reordered.status).toBe(200);
    const after = await gallery(cake.id);
    expect(after.ids).toEqual([c, a, b]);
    expect(after.picture).toBe(now.urls[2]);

    // Deleting the first makes the next one the picture, and its file goes.
    const dir = productImagesDir({ dataDir: server.dataDir, uploadsDir: undefined });
    const firstFile = path.join(dir, path.basename(after.urls[0]!));
    expect(fs.existsSync(firstFile)).toBe(true);
    const deleted = await call.send('DELETE', `/api/products/${cake.id}/images/${c}`);
    expect(deleted.status).toBe(200);
    const last = await gallery(cake.id);
    expect(last.ids).toEqual([a, b]);
    expect(last.picture).toBe(last.urls[0]);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await call.send('DELETE', `/api/products/${cake.id}/images/${c}`)).status).toBe(404);
  });

  it("keeps the gallery's first image and the single-image call's picture the same", async () => {
    const tart = await product(call, null, 3);
    expect((await uploadImages(tart.id, [PNG, PNG])).status).toBe(200);
    const before = await gallery(tart.id);
    const replaced = await server.request({ method: 'POST', url: `/api/products/${tart.id}/image`, cookie: manager, ...files('image', [PNG]) });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const after = await gallery(tart.id);
    expect(after.ids).toEqual(before.ids);
    expect(after.picture).toBe(after.urls[0]);
    expect(after.urls[0]).not.toBe(before.urls[0]);
    expect(after.urls[1]).toBe(before.urls[1]);
    const dir = productImagesDir({ dataDir: server.dataDir, uploadsDir: undefined });
    expect(fs.existsSync(path.join(dir, path.basename(before.urls[0]!)))).toBe(false);
  });

  it("removes a deleted product's gallery files with it", async () => {
    const roll = await product(call, null, 1);
    expect((await uploadImages(roll.id, [PNG, PNG])).status).toBe(200);
    const dir = productImagesDir({ dataDir: server.dataDir, uploadsDir: undefined });
    const files = (await gallery(roll.id)).urls.map((url) => path.join(dir, path.basename(url)));
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    expect((await call.send('DELETE', `/api/products/${roll.id}`)).status).toBe(200);
    expect(files.filter((file) => fs.existsSync(file))).toEqual([]);
  });

  it('refuses what is not an image, a wrong field and other roles, and keeps nothing of it', async () => {
    const cake = await product(call, null, 5);
    const text = await uploadImages(cake.id, [PNG, Buffer.from('not an image at all')]);
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('يرجى اختيار ملف صورة صالح');
    const wrong = await uploadImages(cake.id, [PNG], 'image');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('يرجى اختيار صورة واحدة على الأقل');
    expectForbidden(await uploadImages(cake.id, [PNG], 'images', cashier));
    expect(await gallery(cake.id)).toEqual({ picture: null, urls: [], ids: [] });
  });
});

describe('recommendations and reviews', () => {
  it('lists the products the same shops order with this one, with the share of its shops', async () => {
    const shops = (
      await rows<{ id: number }>(server, sql`select id from stores where status = 'active' and payment_terms = 'cash' order by id limit 3`)
    ).map((row) => Number(row.id));
    const [main, often, once, cancelledOnly] = [
      await product(call, null, 1),
      await product(call, null, 1),
      await product(call, null, 1),
      await product(call, null, 1),
    ];
    const order = async (store: number, ids: number[]) => {
      const response = await call.send('POST', '/api/orders', orderBody(ids.map((product_id) => ({ product_id, quantity: 1 })), { store_id: store }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data as { id: number; version: number };
    };
    await order(shops[0]!, [main.id, often.id]);
    await order(shops[1]!, [main.id, often.id, once.id]);
    await order(shops[2]!, [main.id]);
    const cancelled = await order(shops[2]!, [cancelledOnly.id]);
    const cancel = await call.send('PUT', `/api/orders/${cancelled.id}/status`, { status: 'cancelled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const response = await call.get(`/api/products/${main.id}/recommendations`, cashier);
    expect(response.status).toBe(200);
    expect(response.body.data.shops).toBe(3);
    // The shops also order demo products with it; the new ones show the shares this test made.
    const all = await call.get(`/api/products/${main.id}/recommendations?limit=50`);
    const everything = all.body.data.recommendations as { product_id: number; shops: number; share: number }[];
    expect(everything.find((row) => row.product_id === often.id)).toMatchObject({ shops: 2, share: 0.667 });
    expect(everything.find((row) => row.product_id === once.id)).toMatchObject({ shops: 1, share: 0.333 });
    // A product only on a cancelled order was not ordered together.
    expect(everything.find((row) => row.product_id === cancelledOnly.id)).toBeUndefined();
    // Most shared first.
    const shares = everything.map((row) => row.share);
    expect(shares).toEqual([...shares].sort((x, y) => y - x));
    const limited = await call.get(`/api/products/${main.id}/recommendations?limit=1`);
    expect(limited.body.data.recommendations).toHaveLength(1);
    expect((await call.get(`/api/products/${main.id}/recommendations?limit=0`)).status).toBe(400);
  });

  it('answers reviews with 501 and an Arabic reason', async () => {
    const response = await call.get('/api/products/1/reviews', cashier);
    expect(response.status).toBe(501);
    expect(response.body.message).toMatch(/لا توجد تقييمات للمنتجات/);
  });
});
