import { eq } from 'drizzle-orm';
import { returnErrors as m, type ReturnRecord } from '../../src/domain/returns';
import type { AppContext } from '../context';
import { returns } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { readReturn } from './returns';

// POST /returns/{id}/approve (issue 29): a manager or an admin accepts what the distributor took back.

export async function approveReturn(ctx: AppContext, id: number, actor: Actor): Promise<ReturnRecord> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!row) throw notFound(m.returnNotFound);
    if (row.status === 'approved') throw conflict(m.alreadyApproved);
    await tx.update(returns).set({ status: 'approved', approved_by: actor.auth.user.id, approved_at: now, updated_at: now }).where(eq(returns.id, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'approve', entity: 'return', entityId: id, changes: { total_eur: row.total_eur }, ip: actor.ip });
  });
  return readReturn(ctx.db, id);
}
