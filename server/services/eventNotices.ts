import { eq } from 'drizzle-orm';
import { ROLES } from '../../src/domain/enums';
import { canAccess } from '../../src/domain/access';
import { format } from '../../src/domain/messages';
import { noticeTexts } from '../../src/domain/notifications/messages';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';
import { notifyRoles } from './notify';

// The notifications raised by vehicle and order events (issue 27), each in the transaction of its event.
// Who hears of one is read from the access table: the roles that manage that kind of record.

const FLEET_ROLES = ROLES.filter((role) => canAccess(role, 'vehicles', 'edit'));
const MONEY_ROLES = ROLES.filter((role) => canAccess(role, 'payments', 'list') && role !== 'distributor');

/** A van's km reaching its next maintenance: once, when a reading crosses the due km. */
export async function noteMaintenanceDue(
  tx: Tx,
  vehicle: { id: number; vehicle_plate: string; current_km: number; next_maintenance_km: number | null },
  km: number,
): Promise<void> {
  const due = vehicle.next_maintenance_km;
  if (due === null || !(vehicle.current_km < due && km >= due)) return;
  await notifyRoles(tx, FLEET_ROLES, {
    kind: 'maintenance_due',
    type: 'warning',
    title: noticeTexts.maintenanceDueTitle,
    message: format(noticeTexts.maintenanceDueMessage, { plate: vehicle.vehicle_plate, km, due }),
    link: `/vehicles/details/${vehicle.id}`,
  });
}

/** An order saved above its shop's credit limit (with the office's reason). */
export async function noteOverCredit(tx: Tx, order: { id: number; number: string; storeId: number; overEur: number }): Promise<void> {
  const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId));
  await notifyRoles(tx, MONEY_ROLES, {
    kind: 'over_credit',
    type: 'warning',
    title: noticeTexts.overCreditTitle,
    message: format(noticeTexts.overCreditMessage, { number: order.number, store: store?.name ?? String(order.storeId), over: order.overEur }),
    link: `/orders/${order.id}`,
  });
}

/** Orders that turned overdue today: one notice for the lot, with their count and what they still owe. */
export async function noteOverdue(db: Db | Tx, turned: readonly { id: number; amount: number }[]): Promise<void> {
  if (!turned.length) return;
  const owed = Math.round(turned.reduce((sum, order) => sum + Number(order.amount), 0) * 100) / 100;
  await notifyRoles(db, MONEY_ROLES, {
    kind: 'overdue',
    type: 'warning',
    title: noticeTexts.overdueTitle,
    message: format(noticeTexts.overdueMessage, { count: turned.length, owed }),
    link: turned.length === 1 ? `/orders/${turned[0]!.id}` : '/orders?payment_status=overdue',
  });
}
