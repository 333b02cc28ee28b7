import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Resource } from '../../src/domain/access';
import { idParam as sharedIdParam, type ListQuery } from '../../src/domain/schemas/common';
import { paginated, pagination as paginationSchema } from '../../src/domain/schemas/replies';
import type { AppContext } from '../context';
import { actorOf, authorize, currentAuth, type Auth } from '../plugins/auth';
import type { Actor } from '../services/stores';
import { parse } from './parse';
import { list, ok } from './reply';
import { describe, looseData, requestSchema } from './routeSchema';

// One call registers an entity's standard routes: GET list, GET one, POST, PUT, DELETE, each behind the
// access table (resource x list/show/create/edit/delete), with its params, query and body parsed by the
// domain's zod schemas, the reply in the shared envelope and a schema that describes it. The entity's
// other routes stay beside the call in its routes file, declared with `describe(...)` like these.

/** Who is calling, for the services: they scope reads and writes to what this user may reach. */
export interface Caller {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth;
  actor: Actor;
}

type Message<R> = string | ((result: R) => string);

interface Write<I, R> {
  body: z.ZodType<I>;
  run: (input: I, caller: Caller) => Promise<R>;
  message: Message<R>;
}

export interface EntityRoutes<Q extends ListQuery, C, U, Row, Rec> {
  /** The collection's path under /api, e.g. `/stores`. */
  path: string;
  /** The access table's resource every standard route is checked against. */
  resource: Resource;
  /** The `:id` parameter with the entity's own "invalid id" message; the shared idParam by default. */
  idParam?: z.ZodType<{ id: number }>;
  /** The record as show, create and update answer it; loose until the domain describes it. */
  record?: z.ZodType;
  list?: {
    /** The list query; its `sortBy` enum is the whitelist of sortable columns. */
    query: z.ZodType<Q>;
    /** The key the rows are under in the reply (`stores`, `orders`). */
    key: string;
    row?: z.ZodType;
    /** Keys a list adds beside its rows and pagination (the catalogue's summary). */
    extra?: z.ZodRawShape;
    /** Extra keys in `pagination` (the catalogue also says `pages`). */
    paginationExtra?: z.ZodRawShape;
    run: (query: Q, caller: Caller) => Promise<{ rows: Row[]; total: number; extra?: Record<string, unknown> }>;
    /** Reshapes the reply after the envelope is made (the catalogue's `pagination.pages`). */
    shape?: (reply: ReturnType<typeof list>) => unknown;
  };
  show?: { run: (id: number, caller: Caller) => Promise<Rec> };
  create?: Write<C, Rec>;
  update?: { body: z.ZodType<U>; run: (id: number, input: U, caller: Caller) => Promise<Rec>; message: Message<Rec> };
  remove?: { run: (id: number, caller: Caller) => Promise<unknown>; message: Message<unknown>; data?: z.ZodType };
}

const say = <R>(message: Message<R>, result: R) => (typeof message === 'function' ? message(result) : message);

function caller(request: FastifyRequest, reply: FastifyReply): Caller {
  const auth = currentAuth(request);
  return { request, reply, auth, actor: actorOf(request) };
}

/** The sortable columns a list query whitelists, read from its `sortBy` enum; a list without one is refused. */
export function sortColumns(query: z.ZodType): string[] {
  const sortBy = (requestSchema(query).properties as Record<string, { enum?: string[] }> | undefined)?.sortBy;
  if (!sortBy?.enum?.length) throw new Error('a list query must whitelist its sort columns (sortBy enum)');
  return sortBy.enum;
}

export function entityRoutes<Q extends ListQuery, C, U, Row, Rec>(
  app: FastifyInstance,
  ctx: AppContext,
  entity: EntityRoutes<Q, C, U, Row, Rec>,
): void {
  const { path, resource } = entity;
  const one = `${path}/:id`;
  const record = entity.record ?? looseData;
  const idParam = entity.idParam ?? sharedIdParam;

  if (entity.list) {
    const { query: querySchema, key, run, shape } = entity.list;
    sortColumns(querySchema);
    const page = paginationSchema.extend(entity.list.paginationExtra ?? {});
    // The shared list shape, with the pagination keys this list adds (paginated() fixes pagination).
    const data = paginated(key, entity.list.row ?? looseData, entity.list.extra).extend({ pagination: page });
    app.get(
      path,
      { preHandler: authorize(ctx, resource, 'list'), schema: describe({ query: querySchema, data }) },
      async (request, reply) => {
        const query = parse(querySchema, request.query);
        const { rows, total, extra } = await run(query, caller(request, reply));
        const body = list(key, rows, query, total, extra);
        return shape ? shape(body) : body;
      },
    );
  }

  if (entity.create) {
    const { body, run, message } = entity.create;
    app.post(
      path,
      { preHandler: authorize(ctx, resource, 'create'), schema: describe({ body, data: record, status: 201 }) },
      async (request, reply) => {
        const input = parse(body, request.body);
        const result = await run(input, caller(request, reply));
        reply.code(201);
        return ok(result, say(message, result));
      },
    );
  }

  if (entity.show) {
    const { run } = entity.show;
    app.get(
      one,
      { preHandler: authorize(ctx, resource, 'show'), schema: describe({ params: idParam, data: record }) },
      async (request, reply) => {
        const { id } = parse(idParam, request.params);
        return ok(await run(id, caller(request, reply)));
      },
    );
  }

  if (entity.update) {
    const { body, run, message } = entity.update;
    app.put(
      one,
      { preHandler: authorize(ctx, resource, 'edit'), schema: describe({ params: idParam, body, data: record }) },
      async (request, reply) => {
        const { id } = parse(idParam, request.params);
        const input = parse(body, request.body);
        const result = await run(id, input, caller(request, reply));
        return ok(result, say(message, result));
      },
    );
  }

  if (entity.remove) {
    const { run, message } = entity.remove;
    const data = entity.remove.data ?? looseData;
    app.delete(
      one,
      { preHandler: authorize(ctx, resource, 'delete'), schema: describe({ params: idParam, data }) },
      async (request, reply) => {
        const { id } = parse(idParam, request.params);
        const result = await run(id, caller(request, reply));
        return ok(result, say(message, result));
      },
    );
  }
}
