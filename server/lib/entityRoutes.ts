import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityManifest } from '../../src/domain/entity';
import { idParam as sharedIdParam, type ListQuery } from '../../src/domain/schemas/common';
import { paginated, pagination as paginationSchema } from '../../src/domain/schemas/replies';
import type { AppContext } from '../context';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import type { Actor, Auth } from './actor';
import { requestJson } from './jsonSchema';
import { list, ok } from './reply';
import { looseData, route, type Api } from './route';

// One call registers an entity's standard routes from its manifest (src/domain/<entity>/index.ts): GET
// list, GET one, POST, PUT, DELETE under its path, each behind the access table (its resource x
// list/show/create/edit/delete), validated by its list query, id parameter and create/update bodies,
// answering its record (its row in lists) in the shared envelope. The routes file passes the service
// calls and the messages; the entity's other routes stay beside the call.

/** Who is calling, for the services: they scope reads and writes to what this user may reach. */
export interface Caller {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth;
  actor: Actor;
}

type Message<R> = string | ((result: R) => string);

type Out<S> = S extends z.ZodType ? z.output<S> : never;

export interface EntityCalls<M extends EntityManifest, Row, Rec> {
  list?: {
    run: (query: Out<M['listQuery']>, caller: Caller) => Promise<{ rows: Row[]; total: number; extra?: Record<string, unknown> }>;
    /** Keys a list adds beside its rows and pagination (the catalogue's summary). */
    extra?: z.ZodRawShape;
    /** Extra keys in `pagination` (the catalogue also says `pages`). */
    paginationExtra?: z.ZodRawShape;
    /** Reshapes the reply after the envelope is made (the catalogue's `pagination.pages`). */
    shape?: (reply: ReturnType<typeof list>) => unknown;
  };
  show?: { run: (id: number, caller: Caller) => Promise<Rec> };
  create?: {
    run: (input: Out<M['create']>, caller: Caller) => Promise<Rec>;
    message: Message<Rec>;
    /** Headers the create reads (an idempotency key), checked like the body. */
    headers?: z.ZodType;
  };
  update?: { run: (id: number, input: Out<M['update']>, caller: Caller) => Promise<Rec>; message: Message<Rec> };
  remove?: { run: (id: number, caller: Caller) => Promise<unknown>; message: Message<unknown>; data?: z.ZodType };
}

const say = <R>(message: Message<R>, result: R) => (typeof message === 'function' ? message(result) : message);

function caller(request: FastifyRequest, reply: FastifyReply): Caller {
  return { request, reply, auth: currentAuth(request), actor: actorOf(request) };
}

/** The sortable columns a list query whitelists, read from its `sortBy` enum; a list without one is refused. */
export function sortColumns(query: z.ZodType): string[] {
  const sortBy = (requestJson(query).properties as Record<string, { enum?: string[] }> | undefined)?.sortBy;
  if (!sortBy?.enum?.length) throw new Error('a list query must whitelist its sort columns (sortBy enum)');
  return sortBy.enum;
}

/** A manifest's schema that a standard route needs; a route the manifest cannot describe is a startup error. */
function needed<S>(schema: S | undefined, what: string, manifest: EntityManifest): S {
  if (!schema) throw new Error(`${manifest.name}: the manifest has no ${what} for its standard route`);
  return schema;
}

export function entityRoutes<M extends EntityManifest, Row, Rec>(
  app: Api,
  ctx: AppContext,
  manifest: M,
  calls: EntityCalls<M, Row, Rec>,
): void {
  const { path, access: resource } = manifest;
  const one = `${path}/:id`;
  const record = manifest.record ?? looseData;
  const idParam = manifest.idParam ?? sharedIdParam;

  if (calls.list) {
    const { run, shape } = calls.list;
    const query = needed(manifest.listQuery, 'list query', manifest);
    sortColumns(query);
    const page = paginationSchema.extend(calls.list.paginationExtra ?? {});
    // The shared list shape, with the pagination keys this list adds (paginated() fixes pagination).
    const data = paginated(manifest.listKey, manifest.row ?? record, calls.list.extra).extend({ pagination: page });
    app.get(
      path,
      { preValidation: authorize(ctx, resource, 'list'), schema: route({ query, data }) },
      async (request, reply) => {
        const input = request.query as Out<M['listQuery']> & ListQuery;
        const { rows, total, extra } = await run(input, caller(request, reply));
        const body = list(manifest.listKey, rows, input, total, extra);
        return shape ? shape(body) : body;
      },
    );
  }

  if (calls.create) {
    const { run, message, headers } = calls.create;
    const body = needed(manifest.create, 'create body', manifest);
    app.post(
      path,
      { preValidation: authorize(ctx, resource, 'create'), schema: route({ headers, body, data: record, status: 201 }) },
      async (request, reply) => {
        const result = await run(request.body as Out<M['create']>, caller(request, reply));
        reply.code(201);
        return ok(result, say(message, result));
      },
    );
  }

  if (calls.show) {
    const { run } = calls.show;
    app.get(
      one,
      { preValidation: authorize(ctx, resource, 'show'), schema: route({ params: idParam, data: record }) },
      async (request, reply) => ok(await run(request.params.id, caller(request, reply))),
    );
  }

  if (calls.update) {
    const { run, message } = calls.update;
    const body = needed(manifest.update, 'update body', manifest);
    app.put(
      one,
      { preValidation: authorize(ctx, resource, 'edit'), schema: route({ params: idParam, body, data: record }) },
      async (request, reply) => {
        const result = await run(request.params.id, request.body as Out<M['update']>, caller(request, reply));
        return ok(result, say(message, result));
      },
    );
  }

  if (calls.remove) {
    const { run, message } = calls.remove;
    const data = calls.remove.data ?? looseData;
    app.delete(
      one,
      { preValidation: authorize(ctx, resource, 'delete'), schema: route({ params: idParam, data }) },
      async (request, reply) => {
        const result = await run(request.params.id, caller(request, reply));
        return ok(result, say(message, result));
      },
    );
  }
}
