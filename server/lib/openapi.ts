import type { RouteAccess } from '../plugins/auth';
import type { DescribedSchema, JsonSchema } from './routeSchema';

// The OpenAPI 3.1 document of the API, read from the route registry (app.apiRoutes) and the schemas
// each route declared: nothing here is written twice. 3.1 because its schemas are JSON Schema 2020-12,
// which is what zod's toJSONSchema makes.

export interface DocumentedRoute {
  method: string;
  url: string;
  access: RouteAccess | 'signed-in' | null;
  schema: DescribedSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary?: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
  'x-access': string;
  'x-loose-reply'?: true;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, JsonSchema> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** `/api/stores/:id` as OpenAPI writes it: `/api/stores/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Who may call a route, in the access table's words. */
export const accessLabel = (access: DocumentedRoute['access']) =>
  access === null ? 'public' : access === 'signed-in' ? 'signed-in' : `${access.resource}:${access.action}`;

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query') {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** `products`, `:id`, `low-stock` as parts of an operation id: `Products`, `ById`, `LowStock`. */
const wordOf = (segment: string) =>
  (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment).replace(
    /(^|[-_])([a-z])/g,
    (_match, _dash: string, letter: string) => letter.toUpperCase(),
  );

function operationOf(route: DocumentedRoute): OpenApiOperation {
  const { schema } = route;
  const docs = schema['x-docs'];
  const response = (schema.response ?? {}) as Record<string, JsonSchema>;
  const success = docs.file
    ? Object.fromEntries(docs.file.map((type) => [type, { schema: response[docs.status]! }]))
    : { 'application/json': { schema: response[docs.status]! } };
  const body = schema.body as JsonSchema | undefined;
  const upload = docs.upload
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { [docs.upload]: { type: 'string', format: 'binary' } },
              required: [docs.upload],
            },
          },
        },
      }
    : undefined;
  const segments = route.url.split('/').filter(Boolean);
  return {
    operationId: route.method.toLowerCase() + segments.slice(1).map(wordOf).join(''),
    tags: [segments[1] ?? 'api'],
    ...(docs.summary && { summary: docs.summary }),
    parameters: [
      ...parametersOf(schema.params as JsonSchema | undefined, 'path'),
      ...parametersOf(schema.querystring as JsonSchema | undefined, 'query'),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : upload
        ? { requestBody: upload }
        : {}),
    responses: {
      [String(docs.status)]: { description: docs.file ? 'file' : 'success', content: success },
      '4xx': { description: 'refused', content: { 'application/json': { schema: response['4xx']! } } },
      '5xx': { description: 'failed', content: { 'application/json': { schema: response['5xx']! } } },
    },
    security: route.access === null ? [] : [{ sessionCookie: [] }, { bearer: [] }],
    'x-access': accessLabel(route.access),
    ...(docs.loose && { 'x-loose-reply': true as const }),
  };
}

export function openApiDocument(
  routes: readonly DocumentedRoute[],
  info: { title: string; description: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: { ...info, version: '1.0.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'bakery_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
