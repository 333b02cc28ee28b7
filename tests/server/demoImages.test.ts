import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

// What a newcomer sees of the demo catalogue: every product has a picture of its own that the server
// really serves, and is sold in a unit a shop would order (no drink per millilitre, no nuts per gram).

let server: TestServer;
let cookie: string;

interface ProductRow {
  id: number;
  name: string;
  unit: string;
  price_eur: number;
  image_url: string | null;
}

let rows: ProductRow[];

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.login('admin');
  const reply = await server.request({ method: 'GET', url: '/api/products?limit=500', cookie });
  expect(reply.status).toBe(200);
  rows = reply.body.data.products;
});

afterAll(async () => {
  await server?.close();
});

describe('demo products', () => {
  it('each has its own picture, served as an image', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const digests = new Set<string>();
    for (const product of rows) {
      expect(product.image_url, product.name).toMatch(/^\/api\/uploads\/products\/[a-f0-9]{32}\.jpg$/);
      const image = await server.app.inject({ method: 'GET', url: product.image_url!, headers: { cookie } });
      expect(image.statusCode, product.name).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.length).toBeGreaterThan(2000);
      digests.add(createHash('sha256').update(image.rawPayload).digest('hex'));
    }
    expect(digests.size).toBe(rows.length);
  });

  it('are sold in units and at prices a shop orders', () => {
    for (const product of rows) {
      expect(['ml', 'gram'], `${product.name} per ${product.unit}`).not.toContain(product.unit);
      expect(product.price_eur, product.name).toBeGreaterThanOrEqual(0.2);
      expect(product.price_eur, product.name).toBeLessThanOrEqual(60);
    }
  });
});
