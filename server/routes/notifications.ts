import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, listQuery } from '../../src/domain/schemas/common';
import { errors as messages, validation } from '../../src/domain/messages';
import { isAllowedLink } from '../../src/domain/links';
import { readSettings } from '../services/settings';
import type { AppContext } from '../context';
import { looseEnvelope, route, type Api } from '../lib/route';
import { notifications } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { offsetOf } from '../lib/list';
import { list, ok } from '../lib/reply';
import { withoutSecrets } from '../lib/serialize';
import type { Auth } from '../lib/actor';
import { authorize, currentAuth } from '../plugins/auth';
import { booleanFilter } from '../../src/domain/schemas/common';

const notificationQuery = listQuery(['created_at'], 'created_at').extend({ unread: booleanFilter });

const notificationCreate = z.object({
  user_id: idParam.shape.id.nullish(),
  role: z.enum(['admin', 'manager', 'distributor', 'cashier', 'accountant']).nullish(),
  type: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  link: z.string().trim().max(500).nullish(),
});

/** Mine, my role's, or everybody's. */
const addressedTo = (auth: Auth) =>
  or(
    eq(notifications.user_id, auth.user.id),
    and(isNull(notifications.user_id), or(isNull(notifications.role), eq(notifications.role, auth.user.role))),
  );

export async function notificationRoutes(app: Api, ctx: AppContext) {
  app.get('/notifications', { preValidation: authorize(ctx, 'notifications', 'list'), schema: route({ query: notificationQuery, reply: looseEnvelope }) }, async (request) => {
    const query = request.query;
    const auth = currentAuth(request);
    const where = and(addressedTo(auth), query.unread ? isNull(notifications.read_at) : undefined);
    const rows = await ctx.db.select().from(notifications).where(where).orderBy(desc(notifications.created_at), desc(notifications.id)).limit(query.limit).offset(offsetOf(query));
    const [count] = await ctx.db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${notifications.read_at} is null))::int` })
      .from(notifications)
      .where(addressedTo(auth));
    return list('notifications', rows.map(withoutSecrets), query, query.unread ? Number(count?.unread ?? 0) : Number(count?.total ?? 0), { unread: Number(count?.unread ?? 0) });
  });

  app.patch('/notifications/:id/read', { preValidation: authorize(ctx, 'notifications', 'edit'), schema: route({ params: idParam, reply: looseEnvelope }) }, async (request) => {
    const { id } = request.params;
    const [row] = await ctx.db
      .update(notifications)
      .set({ read_at: ctx.now() })
      .where(and(eq(notifications.id, id), addressedTo(currentAuth(request))))
      .returning();
    if (!row) throw notFound(messages.notificationNotFound);
    return ok(withoutSecrets(row));
  });

  app.delete('/notifications/:id', { preValidation: authorize(ctx, 'notifications', 'delete'), schema: route({ params: idParam, reply: looseEnvelope }) }, async (request) => {
    const { id } = request.params;
    // Only a notification addressed to me alone is mine to delete; a shared one can be marked read.
    const [row] = await ctx.db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.user_id, currentAuth(request).user.id)))
      .returning({ id: notifications.id });
    if (!row) throw notFound(messages.notificationNotFound);
    return ok({ id: row.id });
  });

  app.post('/notifications', { preValidation: authorize(ctx, 'notifications', 'create'), schema: route({ body: notificationCreate, reply: looseEnvelope }) }, async (request, reply) => {
    const body = request.body;
    if (body.link && !isAllowedLink(body.link, (await readSettings(ctx.db)).linkHosts))
      throw badRequest(validation.linkNotAllowed, [{ field: 'link', message: validation.linkNotAllowed }]);
    const [row] = await ctx.db
      .insert(notifications)
      .values({ user_id: body.user_id ?? null, role: body.role ?? null, type: body.type, title: body.title, message: body.message, link: body.link ?? null })
      .returning();
    reply.code(201);
    return ok(withoutSecrets(row!));
  });
}
