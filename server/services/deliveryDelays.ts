import { sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import { BAKERY_TIME_ZONE } from '../../src/domain/dates';
import { ROLES } from '../../src/domain/enums';
import { format } from '../../src/domain/messages';
import { noticeTexts } from '../../src/domain/notifications/messages';
import { DELIVERY_DELAY_MAX } from '../../src/domain/settings';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { rowsOf } from '../lib/rows';
import { notifyRoles } from './notify';

// "A delivery delayed" (issue 27), from what the schedule knows: a planned stop whose planned arrival
// (its day and time, bakery time) is more than `deliveryDelayMinutes` ago and that is not completed. It
// is told once per stop: one conditional UPDATE claims the stops (delay_noticed_at), so two servers running
// the sweep at the same minute never tell the same stop twice, and the notices commit with the claim.
// Stops planned longer ago than the setting's largest value plus its own are history, not news: a schedule
// entered late for a past day raises nothing.

/** Who hears of it: the roles that rearrange the day's routes (admins, managers), and the stop's own driver. */
const ROUTE_ROLES = ROLES.filter((role) => canAccess(role, 'schedule', 'edit'));

interface DelayedStop {
  id: number;
  distributor_id: number;
  store_name: string;
  driver_name: string;
  schedule_date: string;
  planned_arrival: string;
}

/** Raises the notices of the stops that turned late; how many it told. */
export async function noteDelayedDeliveries(db: Db, now: Date, delayMinutes: number): Promise<number> {
  return db.transaction(async (tx) => {
    const planned = sql`((s.schedule_date + v.planned_arrival) at time zone ${BAKERY_TIME_ZONE})`;
    const late = sql`${now.toISOString()}::timestamptz - make_interval(mins => ${delayMinutes})`;
    const oldest = sql`${now.toISOString()}::timestamptz - make_interval(mins => ${delayMinutes + DELIVERY_DELAY_MAX})`;
    const stops = rowsOf<DelayedStop>(
      await tx.execute(sql`
        update schedule_visits v set delay_noticed_at = ${now.toISOString()}::timestamptz
        from schedules s, stores st, users u
        where v.schedule_id = s.id and st.id = v.store_id and u.id = v.distributor_id
          and v.status <> 'completed' and v.delay_noticed_at is null and v.planned_arrival is not null
          and ${planned} < ${late} and ${planned} >= ${oldest}
        returning v.id, v.distributor_id, st.name as store_name, u.full_name as driver_name,
          s.schedule_date::text as schedule_date, to_char(v.planned_arrival, 'HH24:MI') as planned_arrival`),
    );
    for (const stop of stops) {
      const notice = {
        kind: 'delivery_delayed' as const,
        type: 'warning' as const,
        title: noticeTexts.deliveryDelayedTitle,
        message: format(noticeTexts.deliveryDelayedMessage, {
          store: stop.store_name,
          driver: stop.driver_name,
          time: stop.planned_arrival,
          minutes: delayMinutes,
        }),
      };
      await notifyRoles(tx, ROUTE_ROLES, { ...notice, link: `/scheduling/daily?date=${stop.schedule_date}` });
      // The driver's own notice, addressed to them alone, opening their day.
      await tx
        .insert(notifications)
        .values({
          user_id: stop.distributor_id,
          role: null,
          type: notice.type,
          title: notice.title,
          message: notice.message,
          link: '/distributor/schedule',
        });
    }
    return stops.length;
  });
}
