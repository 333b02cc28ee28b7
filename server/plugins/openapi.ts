import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docs as text } from '../../src/domain/messages/docs';
import { documentedParams, type JsonSchema } from '../lib/jsonSchema';
import type { RouteDocs } from '../lib/route';
import { accessOf, type RouteAccess } from './auth';

// The OpenAPI 3.1 document of the API, made by @fastify/swagger from the routes as registered: the
// request parts through the type provider's jsonSchemaTransform (the same zod schemas Fastify validates
// with), the replies as the serialiser writes them (lib/jsonSchema.ts), and what only we know added to
// each operation: who may call it (`x-access`, from its guard), its files and uploads, whether its reply
// is still loose. 3.1 because its schemas are JSON Schema 2020-12, which zod makes.

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary?: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
  'x-access': string;
  'x-loose-reply'?: true;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, JsonSchema> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** `/api/stores/:id` as OpenAPI writes it: `/api/stores/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Who may call a route, in the access table's words. */
export const accessLabel = (access: RouteAccess | 'signed-in' | null) =>
  access === null ? 'public' : access === 'signed-in' ? 'signed-in' : `${access.resource}:${access.action}`;

/** `products`, `:id`, `low-stock` as parts of an operation id: `Products`, `ById`, `LowStock`. */
const wordOf = (segment: string) =>
  (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment).replace(
    /(^|[-_])([a-z])/g,
    (_match, _dash: string, letter: string) => letter.toUpperCase(),
  );

const json = (schema: unknown) => ({ 'application/json': { schema } });

/** A route's replies as OpenAPI responses: the success (JSON or a file) and the refusal envelopes. */
function responsesOf(response: Record<string, unknown>, docs: RouteDocs) {
  const success = response[docs.status];
  return {
    [docs.status]: {
      description: docs.file ? 'file' : 'success',
      content: docs.file ? Object.fromEntries(docs.file.map((type) => [type, { schema: success }])) : json(success),
    },
    '4xx': { description: 'refused', content: json(response['4xx']) },
    '5xx': { description: 'failed', content: json(response['5xx']) },
  };
}

/** The multipart form of an upload route: one file field. */
const uploadBody = (field: string): JsonSchema => ({
  type: 'object',
  properties: { [field]: { type: 'string', format: 'binary' } },
  required: [field],
});

export async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: text.title, description: text.description, version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'bakery_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input;
      const schema = input.schema as Record<string, unknown> | undefined;
      // The UI's files and the framework's own routes are not the API.
      if (!url.startsWith('/api/') || !schema?.['x-docs']) return { schema: { hide: true } as never, url };
      const { response, 'x-docs': docs, ...request } = schema as { response: Record<string, unknown>; 'x-docs': RouteDocs };
      const parts = jsonSchemaTransform({ ...input, schema: request as never }).schema as Record<string, unknown>;
      const access = accessOf(route.preValidation);
      const segments = url.split('/').filter(Boolean);
      const method = [route.method].flat()[0]!.toLowerCase();
      const transformed = {
        ...parts,
        params: parts.params ?? documentedParams(url),
        ...(docs.upload && !parts.body && { body: uploadBody(docs.upload), consumes: ['multipart/form-data'] }),
        response: responsesOf(response, docs),
        operationId: method + segments.slice(1).map(wordOf).join(''),
        tags: [segments[1] ?? 'api'],
        ...(docs.summary && { summary: docs.summary }),
        security: access === null ? [] : [{ sessionCookie: [] }, { bearer: [] }],
        'x-access': accessLabel(access),
        ...(docs.loose && { 'x-loose-reply': true }),
      };
      return { schema: transformed as never, url };
    },
  });
}

/**
 * The document as served: swagger writes the refusal ranges in capitals (`4XX`), which OpenAPI allows;
 * the document has always said `4xx`, and its readers look for that.
 */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  const document = app.swagger() as unknown as OpenApiDocument;
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).map(([status, reply]) => [/^\dXX$/.test(status) ? status.toLowerCase() : status, reply]),
      );
    }
  }
  return document;
}
