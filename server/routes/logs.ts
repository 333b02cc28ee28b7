import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { systemErrors } from '../../src/domain/backups/messages';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import { idNumber, isoDate, listQuery } from '../../src/domain/schemas/common';
import type { AppContext } from '../context';
import { auditLog } from '../db/schema';
import { allOf, countRows, offsetOf } from '../lib/list';
import { list } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { withoutSecrets } from '../lib/serialize';
import { authorize } from '../plugins/auth';

/** An entity or action name as the audit writes them (server/services/audit.ts callers): lower-case words. */
const auditWord = z.string({ error: systemErrors.logsWordInvalid }).trim().max(60, systemErrors.logsWordInvalid);

// The logs tab's filters: the entity and the action (chosen from the known words), the employee, and the
// bakery days from and to, both included (the entries' times are instants; the days are Brussels').
const logQuery = listQuery(['created_at'], 'created_at')
  .extend({
    entity: auditWord.optional(),
    action: auditWord.optional(),
    user_id: idNumber().optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.date_from && value.date_to && value.date_from > value.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: systemErrors.logsRangeInvalid });
  });

/** The instant a bakery day begins (an index on created_at still serves the comparison). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${BAKERY_TIME_ZONE})`;
/** The instant the next day begins: a day of the clock change has 23 or 25 hours. */
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${BAKERY_TIME_ZONE})`;

export async function logRoutes(app: Api, ctx: AppContext) {
  // The audit trail: who changed what, newest first.
  app.get('/logs', { preValidation: authorize(ctx, 'audit', 'list'), schema: route({ query: logQuery }) }, async (request) => {
    const query = request.query;
    const where = allOf([
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.user_id ? eq(auditLog.user_id, query.user_id) : undefined,
      query.date_from ? sql`${auditLog.created_at} >= ${dayStart(query.date_from)}` : undefined,
      query.date_to ? sql`${auditLog.created_at} < ${dayEnd(query.date_to)}` : undefined,
    ]);
    const [rows, total] = await Promise.all([
      ctx.db.select().from(auditLog).where(where).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(query.limit).offset(offsetOf(query)),
      countRows(ctx.db, auditLog, where),
    ]);
    return list('logs', rows.map(withoutSecrets), query, total);
  });
}
