import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isoDate } from '../../src/domain/schemas/common';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { ok } from '../lib/reply';
import { authorize } from '../plugins/auth';
import { dashboardOverview } from '../services/statistics';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dashboard/overview', { preHandler: authorize(ctx, 'dashboard', 'list') }, async (request) => {
    const { date } = parse(z.object({ date: isoDate.optional() }), request.query);
    return ok(await dashboardOverview(ctx.db, date ?? ctx.now().toISOString().slice(0, 10)));
  });
}
