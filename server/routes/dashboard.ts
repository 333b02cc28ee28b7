import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { activityQuery, type DashboardHealth } from '../../src/domain/dashboard';
import { bakeryDate } from '../../src/domain/dates';
import { isoDate } from '../../src/domain/schemas/common';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { recentActivity } from '../services/activity';
import { dashboardOverview, systemStatistics } from '../services/statistics';

const overviewQuery = z.object({ date: isoDate.optional() });

export async function dashboardRoutes(app: Api, ctx: AppContext) {
  app.get('/dashboard/overview', { preValidation: authorize(ctx, 'dashboard', 'list'), schema: route({ query: overviewQuery }) }, async (request) => {
    const { date } = request.query;
    return ok(await dashboardOverview(ctx.db, date ?? bakeryDate(ctx.now()), currentAuth(request)));
  });

  // The system-health panel's figures for every signed-in role: the same row counts as the admin's
  // /system/statistics (table sizes, no record content), measured now.
  app.get('/dashboard/health', { preValidation: authorize(ctx, 'dashboard', 'list') }, async (_request, reply) => {
    const uptime = Math.round((Date.now() - ctx.startedAt.getTime()) / 1000);
    const started = performance.now();
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      reply.code(503);
      return { success: false, message: messages.databaseDown, data: { status: 'degraded', database: 'down', database_kind: ctx.databaseKind, uptime_seconds: uptime } };
    }
    const responseTime = Math.round((performance.now() - started) * 10) / 10;
    const statistics = await systemStatistics(ctx.db);
    const health: DashboardHealth = {
      status: 'ok',
      database: 'up',
      database_kind: ctx.databaseKind,
      response_time_ms: responseTime,
      uptime_seconds: uptime,
      counts: statistics.records,
      database_size_bytes: statistics.database_size_bytes,
      server_time: ctx.now().toISOString(),
    };
    return ok(health);
  });

  app.get('/dashboard/activity', { preValidation: authorize(ctx, 'dashboard', 'list'), schema: route({ query: activityQuery }) }, async (request) => {
    const { limit } = request.query;
    return ok({ items: await recentActivity(ctx.db, currentAuth(request), limit) });
  });
}
