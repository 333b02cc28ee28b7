import { sql } from 'drizzle-orm';
import { shiftDay } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { ALERT_TYPES, SEVERITIES, type AlertItem, type AlertsQuery, type AlertsReply, type AlertType } from '../../src/domain/reports/dashboard';
import { alertTexts } from '../../src/domain/reports/messages';
import type { Db } from '../db/client';
import { euros, num, query } from './reportRanges';
import { ageingByShop, overdueOf, overLimit } from './reportsPayments';

// GET /dashboard/alerts (issue 26): what needs someone's attention today, each from a kept figure or a
// small table: low stock (products), unpaid past terms (the receivables' ageing), maintenance due
// (vehicles), tomorrow's orders without a distributor (kept deliveries), active shops without
// coordinates, shops over their credit limit (their kept balance and open orders).

const text = (type: AlertType, values: Record<string, string | number>) => ({ title: alertTexts[type].title, message: format(alertTexts[type].message, values) });
const money = (value: number) => value.toFixed(2);

async function collect(db: Db, type: AlertType, today: string): Promise<AlertItem[]> {
  if (type === 'low_stock') {
    const rows = await query<{ id: number; name: string; stock: number; minimum: number }>(
      db,
      sql`select id, name, stock_quantity as stock, minimum_stock as minimum from products
          where stock_quantity is not null and stock_quantity <= minimum_stock and status = 'active' and archived_at is null order by stock_quantity, name`,
    );
    return rows.map((p) => ({
      id: `${type}-${p.id}`,
      type,
      severity: Number(p.stock) === 0 ? 'critical' : 'warning',
      ...text(type, { name: p.name, stock: Number(p.stock), minimum: Number(p.minimum) }),
      record_id: Number(p.id),
      link: `/products/${p.id}`,
    }));
  }
  if (type === 'unpaid_past_terms') {
    const [ageing, shops] = await Promise.all([ageingByShop(db, today), query<{ id: number; name: string }>(db, sql`select id, name from stores`)]);
    const names = new Map(shops.map((s) => [Number(s.id), s.name]));
    return [...ageing.entries()]
      .filter(([, a]) => overdueOf(a) > 0)
      .map(([id, a]) => {
        const days = a.d90_plus ? 90 : a.d61_90 ? 61 : a.d31_60 ? 31 : 1;
        return {
          id: `${type}-${id}`,
          type,
          severity: a.d90_plus || a.d61_90 ? 'critical' : a.d31_60 ? 'warning' : 'info',
          ...text(type, { name: names.get(id) ?? String(id), amount: money(overdueOf(a)), days }),
          record_id: id,
          link: `/stores/${id}`,
        } satisfies AlertItem;
      });
  }
  if (type === 'maintenance_due') {
    const rows = await query<{ id: number; plate: string; km: number; due: number }>(
      db,
      sql`select id, vehicle_plate as plate, current_km as km, next_maintenance_km as due from vehicles
          where next_maintenance_km is not null and current_km >= next_maintenance_km and status <> 'retired' order by vehicle_plate`,
    );
    return rows.map((v) => ({ id: `${type}-${v.id}`, type, severity: 'warning', ...text(type, { plate: v.plate, km: Number(v.km), due: Number(v.due) }), record_id: Number(v.id), link: `/vehicles/details/${v.id}` }));
  }
  if (type === 'unassigned_tomorrow') {
    const tomorrow = shiftDay(today, 1);
    const [row] = await query<{ orders: unknown }>(
      db,
      sql`select coalesce(sum(orders), 0) as orders from summary_deliveries_daily
          where delivery_date = ${tomorrow}::date and distributor_id = 0 and status in ('draft', 'confirmed', 'in_progress')`,
    );
    const count = num(row?.orders);
    return count
      ? [{ id: `${type}-${tomorrow}`, type, severity: 'warning', ...text(type, { count, date: tomorrow }), record_id: null, link: `/scheduling/daily?date=${tomorrow}` }]
      : [];
  }
  if (type === 'shop_without_coordinates') {
    const rows = await query<{ id: number; name: string }>(db, sql`select id, name from stores where status = 'active' and (latitude is null or longitude is null) order by name`);
    return rows.map((s) => ({ id: `${type}-${s.id}`, type, severity: 'info', ...text(type, { name: s.name }), record_id: Number(s.id), link: `/stores/${s.id}/edit` }));
  }
  const rows = await query<{ id: number; name: string; terms: string; balance: unknown; open: unknown; limit: unknown }>(
    db,
    sql`select id, name, payment_terms as terms, current_balance_eur as balance, open_orders_eur as open, credit_limit_eur as limit
        from stores where payment_terms <> 'cash' and credit_limit_eur is not null and current_balance_eur + open_orders_eur > credit_limit_eur order by name`,
  );
  return rows
    .filter((s) => overLimit({ payment_terms: s.terms, credit_limit_eur: num(s.limit), balance_eur: num(s.balance), open_orders_eur: num(s.open) }))
    .map((s) => ({
      id: `${type}-${s.id}`,
      type,
      severity: 'critical',
      ...text(type, { name: s.name, owed: money(euros(num(s.balance) + num(s.open))), limit: money(num(s.limit)) }),
      record_id: Number(s.id),
      link: `/stores/${s.id}`,
    }));
}

export async function dashboardAlerts(db: Db, q: AlertsQuery, today: string, seesVehicles: boolean): Promise<AlertsReply> {
  // Maintenance is for whoever manages the vans (as on the overview).
  const types = ALERT_TYPES.filter((type) => (!q.alert_type || type === q.alert_type) && (type !== 'maintenance_due' || seesVehicles));
  const found = (await Promise.all(types.map((type) => collect(db, type, today)))).flat().filter((item) => !q.severity || item.severity === q.severity);
  const rank = (item: AlertItem) => SEVERITIES.length - SEVERITIES.indexOf(item.severity);
  found.sort((a, b) => rank(a) - rank(b) || ALERT_TYPES.indexOf(a.type) - ALERT_TYPES.indexOf(b.type));
  const counts: Record<string, number> = {};
  for (const item of found) counts[item.type] = (counts[item.type] ?? 0) + 1;
  return { items: found.slice(0, q.limit), counts, total: found.length };
}
