import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiEnvelope, apiErrorBody, apiMessage, count } from '../../src/domain/schemas/replies';

// A route's one schema, from the domain's zod schemas: Fastify validates params, query, headers and body
// with it (fastify-type-provider-zod's compiler, see lib/validation.ts) and hands the handler the parsed,
// typed values; the reply is serialised through it (lib/replySchema.ts); the OpenAPI document is read
// from it (plugins/openapi.ts).

/** The reply's `data` when its record is not described yet: anything, serialised as JSON.stringify would. */
export const looseData = z.unknown().describe('loose');

/** What a delete answers when the record is gone: its id. */
export const deletedId = z.object({ id: count });

/** What a delete of a named file (a backup) answers: its name. */
export const deletedName = z.object({ name: z.string() });

/** Any success whose shape is not described yet: the envelope's keys and anything else, as sent. */
export const looseEnvelope = z.looseObject({ ...apiMessage.shape, data: looseData.optional() });

/** A file download's body (CSV, a JSON export, an image): the bytes, not an envelope. */
const fileBody = z.string().meta({ format: 'binary' });

/** Where the document finds what a schema cannot say: the success status, the file types, loose replies. */
export interface RouteDocs {
  status: number;
  file?: string[];
  upload?: string;
  loose: boolean;
  summary?: string;
}

export interface RouteInput<P, Q, H, B> {
  params?: P;
  query?: Q;
  headers?: H;
  body?: B;
  /** The reply's `data`, wrapped in the `{success, message?, data}` envelope; `looseData` until described. */
  data?: z.ZodType;
  /** The whole reply, for the few that are not the plain envelope. */
  reply?: z.ZodType;
  /** A file download: the body is the file, of one of these types. */
  file?: string[];
  /** A multipart upload: the body is a form with this file field, read by the route itself. */
  upload?: string;
  /** The success status: 200 unless the route creates (201). */
  status?: 200 | 201;
  summary?: string;
}

/** The route's schema as Fastify and the type provider read it. */
export interface RouteSchema<P, Q, H, B> {
  params: P;
  querystring: Q;
  headers: H;
  body: B;
  response: Record<string, unknown>;
  'x-docs': RouteDocs;
}

type Part = z.ZodType | undefined;

// One envelope per record schema: the same object every time a server is built in this process, so its JSON
// Schema and its compiled serialiser are made once (lib/jsonSchema.ts keeps them by schema).
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(data: z.ZodType): z.ZodType {
  let envelope = envelopes.get(data);
  if (!envelope) envelopes.set(data, (envelope = apiEnvelope(data)));
  return envelope;
}

/** The `schema` option of a route: what it reads, its success reply and the error envelopes. */
export function route<P extends Part = undefined, Q extends Part = undefined, H extends Part = undefined, B extends Part = undefined>(
  input: RouteInput<P, Q, H, B> = {},
): RouteSchema<P, Q, H, B> {
  const status = input.status ?? 200;
  const success = input.file ? fileBody : (input.reply ?? envelopeOf(input.data ?? looseData));
  const loose =
    !input.file && (input.reply === looseEnvelope || (!input.reply && (input.data ?? looseData) === looseData));
  return {
    ...(input.params && { params: input.params }),
    ...(input.query && { querystring: input.query }),
    ...(input.headers && { headers: input.headers }),
    ...(input.body && { body: input.body }),
    response: { [status]: success, '4xx': apiErrorBody, '5xx': apiErrorBody },
    'x-docs': {
      status,
      loose,
      ...(input.file && { file: input.file }),
      ...(input.upload && { upload: input.upload }),
      ...(input.summary && { summary: input.summary }),
    },
  } as RouteSchema<P, Q, H, B>;
}

/** The API's Fastify instance as the routes see it: request parts typed from their zod schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
