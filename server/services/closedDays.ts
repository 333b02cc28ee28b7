import { and, eq, gte, lte } from 'drizzle-orm';
import { belgianHolidays, type ClosedDay, type ClosedDaysInput, type ClosedDaysRecord } from '../../src/domain/standing';
import type { Db, Tx } from '../db/client';
import { closedDayYears, closedDays } from '../db/schema';
import type { Actor } from '../lib/actor';
import { audit } from './audit';

// The bakery's closed days (issue 30). A year nobody has saved is Belgium's public holidays, computed
// (Easter-based ones included), so every year is preloaded without a row; saving a year keeps its list.

/** GET /calendar/closed-days?year=. */
export async function closedDaysOf(db: Db | Tx, year: number): Promise<ClosedDaysRecord> {
  const [saved] = await db.select({ year: closedDayYears.year }).from(closedDayYears).where(eq(closedDayYears.year, year));
  if (!saved) return { year, preloaded: true, days: belgianHolidays(year) };
  const days = await db
    .select({ date: closedDays.date, name: closedDays.name })
    .from(closedDays)
    .where(and(gte(closedDays.date, `${year}-01-01`), lte(closedDays.date, `${year}-12-31`)))
    .orderBy(closedDays.date);
  return { year, preloaded: false, days };
}

/** The closed days between two dates (both included), across years, as a set of YYYY-MM-DD. */
export async function closedBetween(db: Db | Tx, from: string, to: string): Promise<Map<string, ClosedDay>> {
  const out = new Map<string, ClosedDay>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const day of (await closedDaysOf(db, year)).days) if (day.date >= from && day.date <= to) out.set(day.date, day);
  }
  return out;
}

/** PUT /calendar/closed-days: the year's whole list replaces the one kept (or the preloaded holidays). */
export async function saveClosedDays(db: Db, input: ClosedDaysInput, actor: Actor): Promise<ClosedDaysRecord> {
  return db.transaction(async (tx) => {
    // The year's row first, locked: two saves of one year queue instead of mixing their lists.
    await tx
      .insert(closedDayYears)
      .values({ year: input.year, updated_by: actor.auth.user.id })
      .onConflictDoUpdate({ target: closedDayYears.year, set: { updated_by: actor.auth.user.id, updated_at: new Date() } });
    await tx.delete(closedDays).where(and(gte(closedDays.date, `${input.year}-01-01`), lte(closedDays.date, `${input.year}-12-31`)));
    if (input.days.length) await tx.insert(closedDays).values(input.days.map((day) => ({ date: day.date, name: day.name })));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'update',
      entity: 'closed_days',
      entityId: input.year,
      changes: { days: input.days.map((day) => day.date) },
      ip: actor.ip,
    });
    return closedDaysOf(tx, input.year);
  });
}
