import { desc, eq } from 'drizzle-orm';
import { idNumber, listQuery } from '../../src/domain/schemas/common';
import { z } from 'zod';
import type { AppContext } from '../context';
import { auditLog } from '../db/schema';
import { allOf, countRows, offsetOf } from '../lib/list';
import { list } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { withoutSecrets } from '../lib/serialize';
import { authorize } from '../plugins/auth';

const logQuery = listQuery(['created_at'], 'created_at').extend({
  entity: z.string().trim().max(60).optional(),
  user_id: idNumber().optional(),
});

export async function logRoutes(app: Api, ctx: AppContext) {
  // The audit trail: who changed what, newest first.
  app.get('/logs', { preValidation: authorize(ctx, 'audit', 'list'), schema: route({ query: logQuery }) }, async (request) => {
    const query = request.query;
    const where = allOf([query.entity ? eq(auditLog.entity, query.entity) : undefined, query.user_id ? eq(auditLog.user_id, query.user_id) : undefined]);
    const [rows, total] = await Promise.all([
      ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(query.limit).offset(offsetOf(query)),
      countRows(ctx.db, auditLog, where),
    ]);
    return list('logs', rows.map(withoutSecrets), query, total);
  });
}
