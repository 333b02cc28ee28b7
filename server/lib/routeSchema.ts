import { z } from 'zod';
import type { FastifySchema } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { apiEnvelope, apiErrorBody, apiMessage, count } from '../../src/domain/schemas/replies';

// Every API route declares what it reads and what it answers as JSON Schemas made from the domain's zod
// schemas. They do two jobs: Fastify serialises each reply through its schema (a key the schema does not
// name never leaves the server), and the OpenAPI document at /api/docs is read from them. They do not
// validate: the handlers parse with zod, whose Arabic field messages are the contract (see app.ts).

export type JsonSchema = Record<string, unknown>;

/** The reply's `data` when its record is not described yet: anything, serialised as JSON.stringify would. */
export const looseData = z.unknown().describe('loose');

/** What a delete answers when the record is gone: its id. */
export const deletedId = z.object({ id: count });

/** Marks a schema built from `looseData`, so the docs and the tests can tell which replies are not pinned down. */
export const LOOSE = 'loose';

/** Drops what a serialiser or an OpenAPI reader must not see: the draft URI, and `required` for replies. */
function clean(schema: unknown, dropRequired: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => clean(item, dropRequired));
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    // A reply leaves out what the caller may not see (a distributor gets no money keys): fast-json-stringify
    // would throw on a missing required key, so a reply schema lists its keys without requiring them.
    if (dropRequired && key === 'required' && Array.isArray(value)) continue;
    // `properties` maps names to schemas: its keys are field names, never keywords to drop.
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, clean(item, dropRequired)]));
      continue;
    }
    out[key] = clean(value, dropRequired);
  }
  return out;
}

/** A request part (params, querystring, body) as the client sends it. */
export function requestSchema(schema: z.ZodType): JsonSchema {
  return clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), false) as JsonSchema;
}

/** A reply as the server writes it. */
export function replySchema(schema: z.ZodType): JsonSchema {
  return clean(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), true) as JsonSchema;
}

/**
 * Refusals and failures: `{success: false, message, errors?}` and the extras some carry (a 409's current
 * version, a 429's wait, the health check's `data`), which the loose object lets through untouched.
 */
const errorReply = replySchema(apiErrorBody);

/** Any success whose shape is not described yet: the envelope's keys and anything else, as sent. */
export const looseEnvelope = z.looseObject({ ...apiMessage.shape, data: looseData.optional() });

export interface RouteSchemaInput {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The reply's `data`, wrapped in the `{success, message?, data}` envelope; `looseData` until described. */
  data?: z.ZodType;
  /** The whole reply, for the few that are not the plain envelope. */
  reply?: z.ZodType;
  /** A file download (CSV, JSON export, an image): the body is the file, not an envelope. */
  file?: string[];
  /** A multipart upload: the body is a form with one file field. */
  upload?: string;
  /** The success status: 200 unless the route creates (201). */
  status?: 200 | 201;
  summary?: string;
}

/** Where the docs find what a schema cannot say: the success status, the file types, loose replies. */
export interface RouteDocs {
  status: number;
  file?: string[];
  upload?: string;
  loose: boolean;
  summary?: string;
}

export type DescribedSchema = FastifySchema & { 'x-docs': RouteDocs };

/** The `schema` option of a route: request parts, the success reply and the error envelopes. */
export function describe(input: RouteSchemaInput = {}): DescribedSchema {
  const status = input.status ?? 200;
  const success = input.file
    ? { type: 'string', format: 'binary' }
    : replySchema(input.reply ?? apiEnvelope(input.data ?? looseData));
  const loose =
    !input.file && (input.reply === looseEnvelope || (!input.reply && (input.data ?? looseData) === looseData));
  return {
    ...(input.params && { params: requestSchema(input.params) }),
    ...(input.query && { querystring: requestSchema(input.query) }),
    ...(input.body && { body: requestSchema(input.body) }),
    response: { [status]: success, '4xx': errorReply, '5xx': errorReply },
    'x-docs': {
      status,
      loose,
      ...(input.file && { file: input.file }),
      ...(input.upload && { upload: input.upload }),
      ...(input.summary && { summary: input.summary }),
    },
  };
}

const fileParam = z.object({ file: z.string() });

/**
 * Fills what a route left out when it is registered: path parameters from its URL (`:id` is the shared
 * id, anything else text) and, for a route with no reply schema, the loose envelope. So every route has
 * a schema, and the registry test finds the ones still loose.
 */
export function withDefaults(url: string, schema: FastifySchema | undefined): DescribedSchema {
  const given = (schema?.response ? schema : { ...describe({ reply: looseEnvelope }), ...schema }) as DescribedSchema;
  if (given.params || !url.includes(':')) return given;
  const names = [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const params =
    names.length === 1 && names[0] === 'id' ? idParam : names.length === 1 && names[0] === 'file' ? fileParam : null;
  return {
    ...given,
    params: params
      ? requestSchema(params)
      : {
          type: 'object',
          properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
          required: names,
        },
  };
}
