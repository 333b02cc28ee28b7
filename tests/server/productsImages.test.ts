import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { api, newProduct, upload } from './productsKit';

// POST /products/:id/image and GET /uploads/products/:file: the type is read from the bytes, the size is
// enforced while streaming, refused uploads leave no file behind, replaced images are removed, and a
// stored image comes back byte for byte.

let server: TestServer;
let admin: string;
let manager: string;
let call: ReturnType<typeof api>;
let imagesDir: string;

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A real 1x1 GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18, 1),
]);
const JPEG_HEAD = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
const MB = 1024 * 1024;

beforeAll(async () => {
  // On disk: the probes below reach for the database's own files beside the uploads.
  server = await startTestServer({ onDisk: true });
  [admin, manager] = await Promise.all([server.login('admin'), server.login('manager')]);
  call = api(server, admin);
  imagesDir = path.join(server.dataDir, 'uploads', 'products');
});
afterAll(async () => {
  await server?.close();
});

const storedFiles = () => (fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir).sort() : []);
const fileOf = (url: string) => path.join(imagesDir, url.split('/').pop()!);

async function product(extra: object = {}) {
  return (await call.send('POST', '/api/products', newProduct('صورة', extra))).body.data as {
    id: number;
    image_url: string | null;
  };
}

async function fetchRaw(url: string, cookie: string | null = admin) {
  return server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('uploading a product image', () => {
  it('accepts a real PNG, names it at random and serves it back byte-identical', async () => {
    const { id } = await product();
    // Images are product edits: admins and managers (issue 12).
    const response = await upload(server, manager, `/api/products/${id}/image`, 'image', 'photo.png', 'image/png', PNG);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('تم تحديث صورة المنتج بنجاح');
    const url: string = response.body.data.image_url;
    expect(url).toMatch(/^\/api\/uploads\/products\/[a-f0-9]{32}\.png$/);
    expect(url).not.toContain('photo');
    expect((await call.get(`/api/products/${id}`)).body.data.image_url).toBe(url);

    const served = await fetchRaw(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    expect(storedFiles().filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('recognises GIF, WebP and JPEG by their bytes, whatever the name and declared type say', async () => {
    for (const [bytes, ext, type] of [
      [GIF, 'gif', 'image/gif'],
      [WEBP_HEAD, 'webp', 'image/webp'],
      [JPEG_HEAD, 'jpg', 'image/jpeg'],
    ] as const) {
      const { id } = await product();
      const response = await upload(
        server,
        admin,
        `/api/products/${id}/image`,
        'image',
        'file.bin',
        'application/octet-stream',
        bytes,
      );
      expect(response.status, ext).toBe(200);
      expect(response.body.data.image_url).toMatch(new RegExp(`\\.${ext}$`));
      const served = await fetchRaw(response.body.data.image_url);
      expect(served.headers['content-type']).toBe(type);
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    }
  });

  it('refuses a text file renamed .png (415) and keeps nothing', async () => {
    const { id } = await product();
    const before = storedFiles();
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n'.repeat(50));
    const response = await upload(server, admin, `/api/products/${id}/image`, 'image', 'cat.png', 'image/png', text);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: 'يرجى اختيار ملف صورة صالح' });
    expect(storedFiles()).toEqual(before);
    expect((await call.get(`/api/products/${id}`)).body.data.image_url).toBeNull();
    const empty = await upload(
      server,
      admin,
      `/api/products/${id}/image`,
      'image',
      'empty.png',
      'image/png',
      Buffer.alloc(0),
    );
    expect(empty.status).toBe(415);
  });

  it('refuses a 6 MB image (413) while streaming and keeps none of it; 5 MB exactly is accepted', async () => {
    const { id } = await product();
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * MB - PNG.length, 0x41)]);
    const response = await upload(server, admin, `/api/products/${id}/image`, 'image', 'big.png', 'image/png', big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: 'حجم الصورة يجب أن يكون أقل من 5 ميغابايت' });
    expect(storedFiles()).toEqual(before);
    expect((await call.get(`/api/products/${id}`)).body.data.image_url).toBeNull();

    const limit = Buffer.concat([PNG, Buffer.alloc(5 * MB - PNG.length, 0x41)]);
    const accepted = await upload(server, admin, `/api/products/${id}/image`, 'image', 'limit.png', 'image/png', limit);
    expect(accepted.status).toBe(200);
    expect(fs.statSync(fileOf(accepted.body.data.image_url)).size).toBe(5 * MB);
  });

  it('asks for the file when the field is missing or named otherwise, and answers 404 for no product', async () => {
    const { id } = await product();
    const wrongField = await upload(server, admin, `/api/products/${id}/image`, 'photo', 'a.png', 'image/png', PNG);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({
      success: false,
      message: 'يرجى اختيار صورة لرفعها',
      errors: [{ field: 'image', message: 'يرجى اختيار صورة لرفعها' }],
    });
    const json = await call.send('POST', `/api/products/${id}/image`, { image: 'data:image/png;base64,xyz' });
    expect(json.status).toBe(400);
    const before = storedFiles();
    const missing = await upload(server, admin, '/api/products/999999/image', 'image', 'a.png', 'image/png', PNG);
    expect(missing.status).toBe(404);
    expect(storedFiles()).toEqual(before);
  });
});

describe('the life of a stored image', () => {
  it('removes the old file when the image is replaced or cleared', async () => {
    const { id } = await product();
    const first = (await upload(server, admin, `/api/products/${id}/image`, 'image', 'a.png', 'image/png', PNG)).body
      .data.image_url;
    const second = (await upload(server, admin, `/api/products/${id}/image`, 'image', 'b.gif', 'image/gif', GIF)).body
      .data.image_url;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect((await fetchRaw(first)).statusCode).toBe(404);
    expect(fs.existsSync(fileOf(second))).toBe(true);
    const cleared = await call.send('PUT', `/api/products/${id}`, { image_url: '' });
    expect(cleared.body.data.image_url).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it('keeps a file a duplicate still shows, and removes it with the last product that used it', async () => {
    const { id } = await product();
    const url = (await upload(server, admin, `/api/products/${id}/image`, 'image', 'a.png', 'image/png', PNG)).body.data
      .image_url;
    const copy = (await call.send('POST', `/api/products/${id}/duplicate`)).body.data;
    expect(copy.image_url).toBe(url);
    expect((await call.send('DELETE', `/api/products/${copy.id}`)).body.data.archived).toBe(false);
    expect((await fetchRaw(url)).statusCode).toBe(200);
    expect((await call.send('DELETE', `/api/products/${id}`)).body.data.archived).toBe(false);
    expect(fs.existsSync(fileOf(url))).toBe(false);
  });

  it('serves only to signed-in users, only names the server made, never a path outside', async () => {
    const { id } = await product();
    const url = (await upload(server, admin, `/api/products/${id}/image`, 'image', 'a.png', 'image/png', PNG)).body.data
      .image_url;
    expect((await fetchRaw(url, null)).statusCode).toBe(401);
    fs.writeFileSync(path.join(server.dataDir, 'uploads', 'secret.txt'), 'secret');
    for (const probe of [
      '/api/uploads/products/..%2Fsecret.txt',
      '/api/uploads/products/%2e%2e%2fsecret.txt',
      '/api/uploads/products/..%2F..%2Fpgdata%2FPG_VERSION',
      '/api/uploads/products/secret.txt',
      `/api/uploads/products/${'0'.repeat(32)}.png`,
      `/api/uploads/products/${url.split('/').pop()!.replace('.png', '.svg')}`,
    ]) {
      const response = await fetchRaw(probe);
      expect(response.statusCode, probe).toBe(404);
      expect(response.body, probe).not.toContain('secret');
    }
  });
});
