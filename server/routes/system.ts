import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { settingsUpdateSchema } from '../../src/domain/settings';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { ok } from '../lib/reply';
import { describe } from '../lib/routeSchema';
import { authorize, currentAuth } from '../plugins/auth';
import { checkSettingUrls, readSettings, updateSettings, visibleSettings } from '../services/settings';
import { systemStatistics } from '../services/statistics';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const uptime = () => Math.round((Date.now() - ctx.startedAt.getTime()) / 1000);

  // Open to everyone (load balancers, the login page): says only whether the service and its database live.
  app.get('/health', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: 'up', uptime_seconds: uptime(), time: new Date().toISOString() });
    } catch {
      reply.code(503);
      return { success: false, message: messages.databaseDown, data: { status: 'degraded', database: 'down' } };
    }
  });

  app.get('/system/info', { preHandler: authorize(ctx, 'system', 'show') }, async () => {
    const settings = await readSettings(ctx.db);
    return ok({
      name: settings.siteName,
      version: settings.version,
      node: process.version,
      database: ctx.databaseKind,
      uptime_seconds: uptime(),
      started_at: ctx.startedAt,
      maintenance_mode: settings.maintenanceMode,
    });
  });

  app.get('/system/statistics', { preHandler: authorize(ctx, 'system', 'show') }, async () =>
    ok({ ...(await systemStatistics(ctx.db)), database: ctx.databaseKind, uptime_seconds: uptime() }),
  );

  app.get('/system/settings', { preHandler: authorize(ctx, 'settings', 'show') }, async (request) => {
    const { role } = currentAuth(request).user;
    return ok(visibleSettings(await readSettings(ctx.db), canAccess(role, 'settings', 'edit')));
  });

  app.put('/system/settings', { preHandler: authorize(ctx, 'settings', 'edit'), schema: describe({ body: settingsUpdateSchema }) }, async (request) => {
    const update = parse(settingsUpdateSchema, request.body);
    checkSettingUrls(update, ctx.config.allowPrivateUrls);
    const settings = await updateSettings(ctx.db, update, currentAuth(request).user.id, request.ip);
    return ok(visibleSettings(settings, true), messages.settingsSaved);
  });
}
