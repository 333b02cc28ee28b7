import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarsDir } from '../../server/services/avatars';
import { upload } from './productsKit';
import { startTestServer, type TestServer } from './helpers';

// The own profile picture (issue 14, spec 002 section 5): an image by its content, at most 5 MB, stored
// like product images in its own folder and served to signed-in users; replacing or removing it deletes
// the old file.

let server: TestServer;
let cashier: string;
let dir: string;

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MB = 1024 * 1024;
const TOO_LARGE = 'حجم الملف يجب أن يكون أقل من 5 ميجابايت';

beforeAll(async () => {
  server = await startTestServer();
  cashier = await server.login('cashier');
  dir = avatarsDir({ dataDir: server.dataDir, uploadsDir: undefined });
});
afterAll(async () => {
  await server?.close();
});

const storedFiles = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
const fileOf = (url: string) => url.split('/').pop()!;
const send = (bytes: Buffer, field = 'avatar', name = 'me.png', type = 'image/png', cookie = cashier) =>
  upload(server, cookie, '/api/auth/avatar', field, name, type, bytes);

describe('POST /auth/avatar', () => {
  it('accepts a PNG, serves it back to signed-in users only, and shows it on the profile', async () => {
    const response = await send(PNG);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('تم تحديث الصورة الشخصية بنجاح');
    const url: string = response.body.data.avatar;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    expect(response.body.data.user.avatar_url).toBe(url);
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cashier })).body.data.avatar_url,
    ).toBe(url);

    const served = await server.app.inject({ method: 'GET', url, headers: { cookie: cashier } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    // A colleague sees it; a visitor does not.
    const colleague = await server.login('distributor');
    expect((await server.app.inject({ method: 'GET', url, headers: { cookie: colleague } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(storedFiles()).toEqual([fileOf(url)]);
  });

  it('takes the field `image` too, and deletes the picture it replaces', async () => {
    const before: string = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cashier })).body
      .data.avatar_url;
    const response = await send(GIF, 'image', 'me.gif', 'image/gif');
    expect(response.status).toBe(200);
    const url: string = response.body.data.avatar;
    expect(url).toMatch(/\.gif$/);
    expect(url).not.toBe(before);
    expect(storedFiles()).toEqual([fileOf(url)]);
    expect((await server.app.inject({ method: 'GET', url: before, headers: { cookie: cashier } })).statusCode).toBe(
      404,
    );
  });

  it('refuses a text file named .png, in Arabic, and keeps the picture it had', async () => {
    const current: string = (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cashier })).body
      .data.avatar_url;
    const response = await send(Buffer.from('hello, this is not a picture at all'), 'avatar', 'photo.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('يرجى اختيار ملف صورة صالح (PNG أو JPG أو WEBP أو GIF)');
    expect(response.body.errors).toEqual([{ field: 'avatar', message: response.body.message }]);
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/profile', cookie: cashier })).body.data.avatar_url,
    ).toBe(current);
    expect(storedFiles()).toEqual([fileOf(current)]);
  });

  it('refuses 5 MB and one byte with the spec message, and accepts exactly 5 MB', async () => {
    const tooBig = await send(Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length, 0x41)]));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(TOO_LARGE);
    expect(tooBig.body.errors).toEqual([{ field: 'avatar', message: TOO_LARGE }]);
    expect(storedFiles().filter((name) => name.startsWith('.'))).toEqual([]);

    const limit = await send(Buffer.concat([PNG, Buffer.alloc(5 * MB - PNG.length, 0x41)]));
    expect(limit.status).toBe(200);
    expect(storedFiles()).toEqual([fileOf(limit.body.data.avatar)]);
  });

  it('asks for a picture when the form has none or another field', async () => {
    const other = await send(PNG, 'photo');
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ field: 'avatar', message: 'يرجى اختيار صورة لرفعها' }]);
    const json = await server.request({ method: 'POST', url: '/api/auth/avatar', cookie: cashier, payload: {} });
    expect(json.status).toBe(400);
  });
});

describe('DELETE /auth/avatar', () => {
  it('removes the picture and its file; a second time there is none', async () => {
    const removed = await server.request({ method: 'DELETE', url: '/api/auth/avatar', cookie: cashier });
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatar).toBeNull();
    expect(removed.body.data.user.avatar_url).toBeNull();
    expect(storedFiles()).toEqual([]);
    const again = await server.request({ method: 'DELETE', url: '/api/auth/avatar', cookie: cashier });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('لا توجد صورة شخصية');
  });
});

describe('GET /uploads/avatars/:file', () => {
  it('answers 404 for a name the server did not make', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'photo.png', `${'0'.repeat(32)}.png`]) {
      const response = await server.request({ method: 'GET', url: `/api/uploads/avatars/${name}`, cookie: cashier });
      expect(response.status, name).toBe(404);
    }
  });
});
