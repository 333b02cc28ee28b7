import type { AppContext } from '../context';
import { docsPage } from '../lib/docsPage';
import { route, type Api } from '../lib/route';
import { authorize } from '../plugins/auth';
import { openApiDocument } from '../plugins/openapi';

// GET /api/docs (the browsable page) and GET /api/docs/openapi.json (the OpenAPI document that
// @fastify/swagger makes from the registered routes, see plugins/openapi.ts).
//
// Admins only, through the access table's system:show (the same right as the system information page):
// the document maps every route, admin-only ones included, with its limits and the rights it needs,
// which helps whoever builds a client or probes the API, and no other role's work needs it.

const JSON_URL = '/api/docs/openapi.json';

export async function docsRoutes(app: Api, ctx: AppContext) {
  const access = authorize(ctx, 'system', 'show');
  // The routes are fixed once the app is ready, so each text is made on first asking and kept: the page
  // took about 130 ms of CPU to make, each time.
  let page: string | undefined;
  let document: string | undefined;

  app.get('/docs', { preValidation: access, schema: route({ file: ['text/html'] }) }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send((page ??= docsPage(openApiDocument(app), JSON_URL))),
  );

  app.get('/docs/openapi.json', { preValidation: access, schema: route({ file: ['application/json'] }) }, async (_request, reply) =>
    // Sent as text so the serialiser leaves the document whole: it is its own schema.
    reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(openApiDocument(app)))),
  );
}
