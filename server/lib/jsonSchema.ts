import { z } from 'zod';
import type { FastifySchema } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { looseEnvelope, route, type RouteDocs } from './route';

// The JSON Schemas made from a route's zod schemas. Replies go through Fastify's own serialiser
// (fast-json-stringify) compiled from them, as before the type provider: a key the schema does not name
// never leaves the server, and a reply is never refused for its shape (a distributor's reply leaves out
// the money keys; a strict zod serialiser would answer that with a 500). Request parts are written out
// for the route registry, which the tests and the OpenAPI document read.

export type JsonSchema = Record<string, unknown>;

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

// Each zod schema is written out once per process and the same object handed out after: the test suites
// build a server per file in one process, and writing 250 routes' schemas again cost about a third of a
// CPU-second a server (with the serialisers compiled from them, lib/replySerializer.ts, about 0.6). The JSON
// Schemas are frozen, so no reader can change what the next server gets.
const inputs = new WeakMap<z.ZodType, JsonSchema>();
const outputs = new WeakMap<z.ZodType, JsonSchema>();

function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/** A request part (params, querystring, body) as the client sends it. */
export function requestJson(schema: z.ZodType): JsonSchema {
  let json = inputs.get(schema);
  if (!json) inputs.set(schema, (json = frozen(clean(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), false) as JsonSchema)));
  return json;
}

/** A reply as the server writes it. */
export function replyJson(schema: z.ZodType): JsonSchema {
  let json = outputs.get(schema);
  if (!json) outputs.set(schema, (json = frozen(clean(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), true) as JsonSchema)));
  return json;
}

const fileParam = z.object({ file: z.string() });

/** Path parameters for the document when a route reads none itself: `:id` the shared id, else text. */
export function documentedParams(url: string): JsonSchema | undefined {
  const names = [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  if (!names.length) return undefined;
  if (names.length === 1 && names[0] === 'id') return requestJson(idParam);
  if (names.length === 1 && names[0] === 'file') return requestJson(fileParam);
  return { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])), required: names };
}

/** A route's schema with its replies written as JSON Schema; the loose envelope when it declares none. */
export function withJsonReplies(schema: FastifySchema | undefined): FastifySchema & { 'x-docs': RouteDocs } {
  const given = (schema?.response ? schema : { ...route({ reply: looseEnvelope }), ...schema }) as FastifySchema & {
    'x-docs': RouteDocs;
  };
  const response = Object.fromEntries(
    Object.entries(given.response as Record<string, unknown>).map(([status, reply]) => [
      status,
      reply instanceof z.ZodType ? replyJson(reply) : reply,
    ]),
  );
  return { ...given, response };
}

/** The request parts as JSON Schema, for the route registry. */
export function requestParts(url: string, schema: FastifySchema): JsonSchema {
  const json = (part: unknown) => (part instanceof z.ZodType ? requestJson(part) : (part as JsonSchema | undefined));
  const params = json(schema.params) ?? documentedParams(url);
  return {
    ...(params && { params }),
    ...(schema.querystring !== undefined && { querystring: json(schema.querystring) }),
    ...(schema.headers !== undefined && { headers: json(schema.headers) }),
    ...(schema.body !== undefined && { body: json(schema.body) }),
  };
}
