import { and, asc, eq, ne } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { scheduleMessages as m, type DistributorPosition, type PositionBody } from '../../src/domain/schedule';
import type { AppContext } from '../context';
import { distributorPositions, schedules, scheduleVisits, users } from '../db/schema';
import { conflict } from '../lib/errors';
import type { Auth } from '../lib/actor';

// The live position a distributor's phone shares once a minute while their route is in progress (issue
// 16): the latest one per distributor is kept, and copied to the user's location (the employee's location
// tab). Sharing is the distributor's choice: the phone sends nothing unless they allow it, and stopping
// removes the last position. Only distributors share (access table: distributor-area edit).

/** POST /distribution/positions. */
export async function sharePosition(ctx: AppContext, auth: Auth, body: PositionBody) {
  const now = ctx.now();
  const [open] = await ctx.db
    .select({ id: scheduleVisits.id })
    .from(scheduleVisits)
    .innerJoin(schedules, eq(schedules.id, scheduleVisits.schedule_id))
    .where(
      and(
        eq(schedules.schedule_date, bakeryDate(now)),
        eq(scheduleVisits.distributor_id, auth.user.id),
        ne(scheduleVisits.status, 'completed'),
      ),
    )
    .limit(1);
  if (!open) throw conflict(m.noRouteInProgress);
  const row = {
    distributor_id: auth.user.id,
    latitude: body.latitude,
    longitude: body.longitude,
    accuracy_m: body.accuracy_m ?? null,
    recorded_at: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(distributorPositions).values(row).onConflictDoUpdate({ target: distributorPositions.distributor_id, set: row });
    await tx
      .update(users)
      .set({ latitude: body.latitude, longitude: body.longitude, location_updated_at: now })
      .where(eq(users.id, auth.user.id));
  });
  return { ...row, recorded_at: now.toISOString() };
}

/** DELETE /distribution/positions/mine. */
export async function stopSharing(ctx: AppContext, auth: Auth) {
  await ctx.db.delete(distributorPositions).where(eq(distributorPositions.distributor_id, auth.user.id));
  return { distributor_id: auth.user.id };
}

/** GET /distribution/positions: the latest shared position of each distributor. */
export async function listPositions(ctx: AppContext): Promise<DistributorPosition[]> {
  const rows = await ctx.db
    .select({ position: distributorPositions, full_name: users.full_name, phone: users.phone })
    .from(distributorPositions)
    .innerJoin(users, eq(users.id, distributorPositions.distributor_id))
    .orderBy(asc(users.full_name));
  return rows.map(({ position, full_name, phone }) => ({
    distributor_id: position.distributor_id,
    full_name,
    phone,
    latitude: position.latitude,
    longitude: position.longitude,
    accuracy_m: position.accuracy_m,
    recorded_at: position.recorded_at.toISOString(),
  }));
}
