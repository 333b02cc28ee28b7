import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors as messages } from '../../src/domain/messages';
import type { RegisteredRoute } from '../../server/app';
import { withJsonReplies } from '../../server/lib/jsonSchema';
import { route as describeRoute } from '../../server/lib/route';
import { openApiPath, type OpenApiDocument } from '../../server/plugins/openapi';
import { NO_DATA_TOPICS } from '../../src/domain/reports';
import { startTestServer, type TestServer } from './helpers';
import { bakeryDate } from '../../src/domain/dates';

// The OpenAPI document is read from the routes the server registered: every route is in it with what it
// reads and what it answers, the page and the JSON answer admins, and a reply schema is a whitelist.

let server: TestServer;
let admin: string;
let manager: string;
let document: OpenApiDocument;

const key = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  manager = await server.login('manager');
  const response = await server.request({ method: 'GET', url: '/api/docs/openapi.json', cookie: admin });
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(async () => {
  await server?.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and has one operation per registered route, no more', () => {
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = server.app.apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(registered.length).toBeGreaterThan(80);
    expect(new Set(operations)).toEqual(new Set(registered));
    expect(operations).toHaveLength(registered.length);
  });

  it('gives every route its path parameters, its query and body when it reads them, and its replies', () => {
    const problems: string[] = [];
    for (const route of server.app.apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${key(route)}: missing`);
        continue;
      }
      for (const [, name] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
        const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
        if (!parameter?.schema || !('type' in parameter.schema)) problems.push(`${key(route)}: path parameter ${name}`);
      }
      const query = route.schema.querystring as { properties?: Record<string, unknown> } | undefined;
      for (const name of Object.keys(query?.properties ?? {})) {
        if (!operation.parameters.some((p) => p.in === 'query' && p.name === name)) problems.push(`${key(route)}: query ${name}`);
      }
      if (route.schema.body && !operation.requestBody?.content['application/json']?.schema) problems.push(`${key(route)}: body`);
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length !== 1 || !Object.values(success[0]![1].content)[0]?.schema) problems.push(`${key(route)}: success reply`);
      for (const status of ['4xx', '5xx']) {
        const schema = operation.responses[status]?.content['application/json']?.schema as { properties?: Record<string, unknown> };
        if (!schema?.properties?.message || !schema.properties.errors) problems.push(`${key(route)}: ${status} reply`);
      }
      if (operation['x-access'] !== (route.access === null ? 'public' : route.access === 'signed-in' ? 'signed-in' : `${route.access.resource}:${route.access.action}`)) {
        problems.push(`${key(route)}: access`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the request of every route of the shops, products and orders that reads one', () => {
    // Writes that take nothing but the id in their path.
    const bodiless = new Set([
      'POST /api/products/:id/duplicate',
      'POST /api/products/:id/archive',
      'POST /api/products/:id/restore',
      'PATCH /api/products/:id/toggle-status',
      'PATCH /api/products/:id/toggle-featured',
    ]);
    const missing = server.app.apiRoutes
      .filter((route) => /^\/api\/(stores|products|orders)(\/|$)/.test(route.url))
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !bodiless.has(key(route)))
      .filter((route) => {
        const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
        return !operation.requestBody;
      })
      .map(key);
    expect(missing).toEqual([]);
  });

  it('lists the sort columns each standard list accepts, and nothing else sorts', async () => {
    for (const path of ['/api/stores', '/api/products', '/api/orders']) {
      const sortBy = document.paths[path]!.get!.parameters.find((p) => p.name === 'sortBy');
      expect(sortBy?.schema.enum, path).toContain('id');
      expect(sortBy?.schema.enum, path).not.toContain('password_hash');
    }
    const refused = await server.request({ method: 'GET', url: '/api/stores?sortBy=password_hash', cookie: admin });
    expect(refused.status).toBe(400);
  });

  it('puts the shop list in the shared list shape: rows under their key and the pagination', () => {
    const reply = document.paths['/api/stores']!.get!.responses['200']!.content['application/json']!.schema as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(reply.properties.data.properties).sort()).toEqual(['pagination', 'stores']);
  });
});

describe('GET /api/docs', () => {
  it('shows admins a page listing every route, that runs no script', async () => {
    const page = await server.request({ method: 'GET', url: '/api/docs', cookie: admin });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.raw).toContain('<html lang="ar" dir="rtl">');
    expect(page.raw).not.toMatch(/<script/i);
    for (const route of server.app.apiRoutes) expect(page.raw).toContain(`${route.method} ${openApiPath(route.url)}`);
    // The app's policy applies as is: no inline script and no outside host were needed.
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.raw).toContain('href="/api/docs/openapi.json"');
  });

  it('refuses the document to other roles and to visitors, in Arabic', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      const refused = await server.request({ method: 'GET', url, cookie: manager });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: messages.forbidden });
      const visitor = await server.request({ method: 'GET', url });
      expect(visitor.status).toBe(401);
    }
  });
});

describe('replies serialised from their schemas', () => {
  it('drops every key the reply schema does not declare, at any depth', async () => {
    // A bare Fastify with one route declared the way the API's routes are: the serialiser is Fastify's own.
    const app = Fastify({ logger: false });
    app.get(
      '/user',
      { schema: withJsonReplies(describeRoute({ data: z.object({ id: z.number(), name: z.string(), roles: z.array(z.object({ code: z.string() })) }) })) },
      async () => ({
        success: true,
        data: { id: 7, name: 'سارة', password_hash: '$argon2id$secret', roles: [{ code: 'admin', token_hash: 'abc' }] },
        session_token: 'leaked',
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/user' });
    await app.close();
    expect(response.json()).toEqual({ success: true, data: { id: 7, name: 'سارة', roles: [{ code: 'admin' }] } });
    expect(response.body).not.toMatch(/hash|token|secret/);
  });

  it('keeps an error reply whole: the Arabic message and each field error', async () => {
    const response = await server.request({ method: 'POST', url: '/api/stores', cookie: admin, payload: { name: '' } });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(response.body.errors.length).toBeGreaterThan(0);
    expect(response.body.errors[0]).toEqual({ field: expect.any(String), message: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  it('never lets a hash, a token or a secret leave in the replies the admin reads', async () => {
    const urls = server.app.apiRoutes
      .filter((route) => route.method === 'GET' && !route.url.includes(':') && !/export|docs|geocode|nearby|search/.test(route.url))
      // Issue 26: the dashboard topics without data answer 501 and send nothing.
      .filter((route) => !NO_DATA_TOPICS.some((topic) => route.url === `/api/dashboard/${topic}`))
      .map((route) => route.url);
    // A GET that needs a query to answer: the day's schedule names its day.
    const queries: Record<string, string> = {
      '/api/distribution/schedules/auto': `?schedule_date=${bakeryDate()}`,
      // Issue 30: the bake sheet and the packing lists name their day.
      '/api/production/bake-sheet': `?date=${bakeryDate()}`,
      '/api/production/packing-lists': `?date=${bakeryDate()}`,
    };
    for (const url of urls) {
      const response = await server.request({ method: 'GET', url: `${url}${queries[url] ?? ''}`, cookie: admin });
      expect(response.status, url).toBe(200);
      expect(response.raw, url).not.toMatch(/_hash"|passwordHash|tokenHash|"secret/);
    }
  });
});
