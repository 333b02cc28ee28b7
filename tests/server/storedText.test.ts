import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { api, newProduct, rows } from './productsKit';

// Issue 23, fault 2: text that looks like JSON was stored as text in a jsonb column and read back as
// another type (drizzle parsed the driver's already-parsed value again): a product whose allergen_info
// was "0" answered 500 on every read, a site name "123" came back as a number and a Google key "12345"
// broke every address lookup. A text is stored and returned as the text that was sent.

const LOOKS_LIKE_JSON = ['0', '2024', 'null', '{"a":1}', '"quoted"'];

let server: TestServer;
let admin: string;
let cashier: string;
let distributor: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, cashier, distributor] = await Promise.all([server.login('admin'), server.login('cashier'), server.login('distributor')]);
});
afterAll(async () => {
  await server?.close();
});

describe('product information that looks like JSON', () => {
  it('is saved and read back as the text that was sent, alone and in every list, by every role', async () => {
    const call = api(server, admin);
    for (const text of LOOKS_LIKE_JSON) {
      const created = await call.send('POST', '/api/products', newProduct('خبز نصي', { allergen_info: text, supplier_info: text, nutritional_info: text }));
      expect(created.status, `${text}: ${created.raw}`).toBe(201);
      const id = created.body.data.id as number;
      expect(created.body.data.allergen_info).toBe(text);
      for (const who of [admin, cashier, distributor]) {
        const shown = await call.get(`/api/products/${id}`, who);
        expect(shown.status, `${text}: ${shown.raw}`).toBe(200);
        expect(shown.body.data).toMatchObject({ allergen_info: text, supplier_info: text, nutritional_info: text });
        const listed = await call.get(`/api/products?ids=${id}`, who);
        expect(listed.status, `${text}: ${listed.raw}`).toBe(200);
        expect(listed.body.data.products[0].allergen_info).toBe(text);
      }
      const updated = await call.send('PUT', `/api/products/${id}`, { supplier_info: `${text} ` });
      expect(updated.status, updated.raw).toBe(200);
      expect(updated.body.data.supplier_info).toBe(text);
    }
  });

  it('keeps an object an object', async () => {
    const call = api(server, admin);
    const info = { gluten: true, notes: ['0', 'null'] };
    const created = await call.send('POST', '/api/products', newProduct('خبز بمعلومات', { allergen_info: info }));
    expect(created.status, created.raw).toBe(201);
    expect((await call.get(`/api/products/${created.body.data.id}`)).body.data.allergen_info).toEqual(info);
  });
});

describe('settings that look like JSON', () => {
  it('come back as the text that was sent, to the admin and to every role', async () => {
    const call = api(server, admin);
    for (const siteName of ['123', '{"a":1}', 'true', 'null']) {
      const saved = await call.send('PUT', '/api/system/settings', { siteName, mapAttribution: siteName });
      expect(saved.status, saved.raw).toBe(200);
      for (const who of [admin, cashier, distributor]) {
        const read = await call.get('/api/system/settings', who);
        expect(read.status).toBe(200);
        expect(read.body.data.siteName).toBe(siteName);
        expect(read.body.data.mapAttribution).toBe(siteName);
      }
    }
    expect((await call.send('PUT', '/api/system/settings', { siteName: 'مخبز بروكسل', mapAttribution: '© OpenStreetMap contributors' })).status).toBe(200);
  });

  it('a Google key of digits is a key: address lookups do not fail on it', async () => {
    const call = api(server, admin);
    expect((await call.send('PUT', '/api/system/settings', { googleMapsApiKey: '12345', geocoderUrl: '' })).status).toBe(200);
    const [stored] = await rows<{ value: unknown }>(server, sql`select value from system_settings where key = 'googleMapsApiKey'`);
    expect(stored!.value).toBe('12345');
    expect((await call.get('/api/system/settings')).body.data.googleMapsApiKeySet).toBe(true);
    // Google is out of reach here (or refuses the key): a 502 or 404 in Arabic, never a 500.
    const looked = await call.get('/api/geocode?address=Grand-Place');
    expect(looked.status, looked.raw).not.toBe(500);
    expect(looked.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await call.send('PUT', '/api/system/settings', { googleMapsApiKey: '' })).status).toBe(200);
  });

  it('a stored value its schema refuses is read as the default', async () => {
    await rows(
      server,
      sql`insert into system_settings (key, value) values ('siteName', '{"a":1}'::jsonb), ('exchangeRate', '"lots"'::jsonb), ('routingUrl', '42'::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
    const read = await api(server, admin).get('/api/system/settings');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ siteName: 'مخبز بروكسل', exchangeRate: 15000, routingUrl: '' });
    await rows(server, sql`delete from system_settings where key in ('siteName', 'exchangeRate', 'routingUrl')`);
  });
});
