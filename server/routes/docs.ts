import type { FastifyInstance } from 'fastify';
import { docs as text } from '../../src/domain/messages/docs';
import type { AppContext } from '../context';
import { docsPage } from '../lib/docsPage';
import { openApiDocument, type OpenApiDocument } from '../lib/openapi';
import { describe } from '../lib/routeSchema';
import { authorize } from '../plugins/auth';

// GET /api/docs (the browsable page) and GET /api/docs/openapi.json (the OpenAPI document), both read
// from the route registry once every route is registered.
//
// Admins only, through the access table's system:show (the same right as the system information page):
// the document maps every route, admin-only ones included, with its limits and the rights it needs,
// which helps whoever builds a client or probes the API, and no other role's work needs it.

const JSON_URL = '/api/docs/openapi.json';

export async function docsRoutes(app: FastifyInstance, ctx: AppContext) {
  let document: OpenApiDocument | null = null;
  // The registry is complete once the server is ready, before any request: built on first use.
  const current = () =>
    (document ??= openApiDocument(app.apiRoutes, { title: text.title, description: text.description }));
  const access = authorize(ctx, 'system', 'show');

  app.get('/docs', { preHandler: access, schema: describe({ file: ['text/html'] }) }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(current(), JSON_URL)),
  );

  app.get(
    '/docs/openapi.json',
    { preHandler: access, schema: describe({ file: ['application/json'] }) },
    async (_request, reply) =>
      // Sent as text so the serialiser leaves the document whole: it is its own schema.
      reply.type('application/json; charset=utf-8').send(JSON.stringify(current())),
  );
}
