import { sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { settingsUpdateSchema } from '../../src/domain/settings';
import { settingsView } from '../../src/domain/system';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { checkSettingUrls, readSettings, updateSettings, visibleSettings } from '../services/settings';
import { systemStatistics } from '../services/statistics';

export async function systemRoutes(app: Api, ctx: AppContext) {
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

  app.get('/system/info', { preValidation: authorize(ctx, 'system', 'show') }, async () => {
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

  app.get('/system/statistics', { preValidation: authorize(ctx, 'system', 'show') }, async () =>
    ok({ ...(await systemStatistics(ctx.db)), database: ctx.databaseKind, uptime_seconds: uptime() }),
  );

  app.get('/system/settings', { preValidation: authorize(ctx, 'settings', 'show'), schema: route({ data: settingsView }) }, async (request) => {
    const { role } = currentAuth(request).user;
    return ok(visibleSettings(await readSettings(ctx.db), canAccess(role, 'settings', 'edit')));
  });

  app.put('/system/settings', { preValidation: authorize(ctx, 'settings', 'edit'), schema: route({ body: settingsUpdateSchema, data: settingsView }) }, async (request) => {
    const update = request.body;
    checkSettingUrls(update, ctx.config.allowPrivateUrls);
    const settings = await updateSettings(ctx.db, update, currentAuth(request).user.id, request.ip);
    // This server sees the change at once; the others within the cache's time to live.
    ctx.settings.clear();
    return ok(visibleSettings(settings, true), messages.settingsSaved);
  });
}
