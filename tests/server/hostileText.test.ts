import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { startTestServer, type TestServer } from './helpers';
import { api, newProduct, rows } from './productsKit';
import { normalizePlate } from '../../src/domain/vehicles/rules';

// Issue 23: every text field of every create and update body, sent as a text that looks like JSON, is
// stored and read back as that text (a jsonb column once read "0" as the number 0 and answered 500 on
// every later read). The text fields are found in the routes' own request schemas, so a field added
// later is walked too. A field with a format of its own (a phone, an e-mail, a plate) may refuse the
// value, with a 400 naming that field; nothing answers 5xx.

const LOOKS_LIKE_JSON = ['0', 'true', 'null', '{"a":1}'];

interface Target {
  /** The update route, as registered. */
  update: string;
  /** Where the row is read back. */
  read: string;
  /** Where the row sits in the read reply's data. */
  pick?: (data: any) => Record<string, unknown>;
  /** A route that replaces the whole record needs its other required fields, as they are. */
  base?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** Rows of the seeded demo data, each with its update route and where it is read back. */
const TARGETS: Target[] = [
  { update: 'PUT /api/stores/:id', read: '/api/stores/1', pick: (data) => data.store ?? data },
  { update: 'PUT /api/products/:id', read: '/api/products/1' },
  { update: 'PUT /api/users/:id', read: '/api/users/4', pick: (data) => data.user ?? data },
  { update: 'PUT /api/vehicles/:id', read: '/api/vehicles/1', pick: (data) => data.vehicle ?? data },
  {
    update: 'PUT /api/auth/profile',
    read: '/api/auth/profile',
    pick: (data) => data.user ?? data,
    base: (row) => ({ full_name: row.full_name, email: row.email, phone: row.phone }),
  },
];

/** Fields the reply does not carry back as sent: secrets (read as <key>Set) and the request's own inputs. */
const NOT_ECHOED = new Set(['password', 'password_confirm', 'currentPassword', 'newPassword', 'confirmPassword']);

/** Fields a rule of their own rewrites: a plate is kept in capitals. */
const NORMALISED: Record<string, (value: string) => string> = { vehicle_plate: normalizePlate };

/** The body's properties that take free text: a string without a pattern, format or fixed list. */
function textFields(route: RegisteredRoute): string[] {
  const body = route.schema.body as { properties?: Record<string, { anyOf?: object[] } & Record<string, unknown>> } | undefined;
  return Object.entries(body?.properties ?? {})
    .filter(([name, property]) => {
      const kinds = (property.anyOf ?? [property]) as Record<string, unknown>[];
      return !NOT_ECHOED.has(name) && kinds.some((kind) => kind.type === 'string' && !kind.pattern && !kind.format && !kind.enum);
    })
    .map(([name]) => name);
}

let server: TestServer;
let admin: string;
let routes: RegisteredRoute[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  routes = server.app.apiRoutes;
});
afterAll(async () => {
  await server?.close();
});

const routeOf = (key: string) => routes.find((route) => `${route.method} ${route.url}` === key)!;

function expectRefusalNames(response: { status: number; body: any; raw: string }, field: string, what: string) {
  expect(response.status, `${what} -> ${response.raw.slice(0, 300)}`).toBe(400);
  expect(response.body.message, what).toMatch(/[\u0600-\u06FF]/);
  expect(response.body.errors.map((error: { field: string }) => error.field), what).toContain(field);
}

describe('text that looks like JSON, through every update', () => {
  it('is stored and read back as sent, or refused beside its field', async () => {
    const call = api(server, admin);
    let accepted = 0;
    for (const target of TARGETS) {
      const route = routeOf(target.update);
      const url = target.update.split(' ')[1]!.replace(':id', target.read.split('/').pop()!);
      for (const value of LOOKS_LIKE_JSON) {
        // Every text field at once; a field whose own format refuses the value is named, and sent no more.
        let fields = textFields(route);
        expect(fields.length, target.update).toBeGreaterThan(0);
        const current = (await call.get(target.read)).body.data;
        const base = target.base?.(target.pick ? target.pick(current) : current) ?? {};
        const body = () => ({ ...base, ...Object.fromEntries(fields.map((field) => [field, value])) });
        let saved = await call.send(route.method as 'PUT', url, body());
        for (let round = 0; saved.status === 400 && round < 5; round++) {
          const refused = (saved.body.errors as { field: string }[]).map((error) => error.field);
          expect(refused.every((field) => fields.includes(field)), `${target.update} ${value}: ${saved.raw}`).toBe(true);
          expect(saved.body.message).toMatch(/[\u0600-\u06FF]/);
          fields = fields.filter((field) => !refused.includes(field));
          saved = await call.send(route.method as 'PUT', url, body());
        }
        expect(saved.status, `${target.update} ${value} -> ${saved.raw.slice(0, 300)}`).toBe(200);
        const read = await call.get(target.read);
        expect(read.status, `${target.update} ${value} read -> ${read.raw.slice(0, 300)}`).toBe(200);
        const row = target.pick ? target.pick(read.body.data) : read.body.data;
        for (const field of fields) expect(row[field], `${target.update} ${field}=${value}`).toBe(NORMALISED[field]?.(value) ?? value);
        accepted += fields.length;
      }
    }
    // Most of them are free text: names, addresses, notes, descriptions.
    expect(accepted).toBeGreaterThan(100);
  });

  it('settings: every text setting is stored as sent, the secrets too', async () => {
    const call = api(server, admin);
    const fields = textFields(routeOf('PUT /api/system/settings'));
    expect(fields).toContain('siteName');
    for (const value of LOOKS_LIKE_JSON) {
      for (const field of fields) {
        const saved = await call.send('PUT', '/api/system/settings', { [field]: value });
        if (saved.status === 400) {
          expectRefusalNames(saved, field, `${field}=${value}`);
          continue;
        }
        expect(saved.status, `${field}=${value} -> ${saved.raw}`).toBe(200);
        const [stored] = await rows<{ value: unknown }>(server, sql`select value from system_settings where key = ${field}`);
        expect(stored!.value, field).toBe(value);
        const read = (await call.get('/api/system/settings')).body.data;
        expect(field in read ? read[field] : read[`${field}Set`], field).toBe(field in read ? value : true);
      }
    }
  });
});

describe('text that looks like JSON, through the creates', () => {
  it('a new product, shop and category keep every text as sent', async () => {
    const call = api(server, admin);
    for (const value of LOOKS_LIKE_JSON) {
      const product = await call.send('POST', '/api/products', newProduct('خبز', { description: value, storage_conditions: value, supplier_info: value }));
      expect(product.status, product.raw).toBe(201);
      expect((await call.get(`/api/products/${product.body.data.id}`)).body.data).toMatchObject({ description: value, storage_conditions: value, supplier_info: value });

      const texts = { notes: value, delivery_notes: value, special_instructions: value, owner_name: value, opening_hours: value };
      const store = await call.send('POST', '/api/stores', { name: `محل ${value} ${Math.random()}`, address: 'Rue Neuve 1, Bruxelles', phone: '+32470123456', ...texts });
      expect(store.status, store.raw).toBe(201);
      const shown = (await call.get(`/api/stores/${store.body.data.id}`)).body.data;
      expect(shown.store ?? shown).toMatchObject(texts);

      const category = await call.send('POST', '/api/products/categories', { code: `c_${Math.random().toString(36).slice(2, 10)}`, name: `فئة ${value}`, description: value });
      expect(category.status, category.raw).toBe(201);
      expect(category.body.data.description).toBe(value);
      const listed = await call.get(`/api/products/categories?ids=${category.body.data.id}`);
      expect(JSON.stringify(listed.body.data)).toContain(JSON.stringify(value));
    }
  });
});
