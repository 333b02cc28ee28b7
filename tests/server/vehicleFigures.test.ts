import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, vehicleAssignments } from '../../server/db/schema';
import { bakeryDate } from '../../src/domain/dates';
import { startTestServer, type TestServer } from './helpers';
import { daysAgo, newVehicle, recorded, userId, vanOf } from './expensesKit';

let server: TestServer;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const figures = async (id: number, cookie = admin) => server.request({ method: 'GET', url: `/api/vehicles/${id}/statistics`, cookie });
const expense = (vehicle_id: number, extra: object) =>
  recorded(server, admin, { vehicle_id, currency: 'EUR', description: 'مصروف', expense_date: daysAgo(0), ...extra });

describe('GET /vehicles/:id/statistics', () => {
  it('computes distance, totals, consumption and cost per km from the records (hand-computed example)', async () => {
    const vehicle = await newVehicle(server, { current_km: 1_000, purchase_km: 1_000 });
    await expense(vehicle.id, { type: 'fuel', amount: 30, km: 1_200, litres: 20, expense_date: daysAgo(10) });
    await expense(vehicle.id, { type: 'fuel', amount: 60, km: 1_700, litres: 40, expense_date: daysAgo(5) });
    await expense(vehicle.id, { type: 'fuel', amount: 50, km: 2_200, litres: 35, expense_date: daysAgo(1) });
    await expense(vehicle.id, { type: 'fuel', amount: 20, litres: 15 });
    await expense(vehicle.id, { type: 'washing', amount: 10 });

    const response = await figures(vehicle.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // Distance 2200 - 1000 (purchase). Consumption: the 40 + 35 L bought after the first reading over the
    // 1000 km from 1200 to 2200 = 7.5 L/100 km; the fill-up with no reading does not count. 170 / 1200 per km.
    expect(response.body.data).toMatchObject({
      current_km: 2_200,
      start_km: 1_000,
      distance_km: 1_200,
      total_expenses_eur: 170,
      expense_count: 5,
      by_type: { fuel: 160, washing: 10, maintenance: 0, repair: 0, other: 0 },
      fuel_litres: 110,
      average_consumption_l_100km: 7.5,
      cost_per_km_eur: 0.142,
      trips: 0,
    });
  });

  it('equals the sums of the rows the expenses list shows for a seeded van', async () => {
    const van = await vanOf(server, 'distributor2');
    const list = await server.request({ method: 'GET', url: `/api/vehicles/${van.id}/expenses?limit=500`, cookie: admin });
    const rows = list.body.data.expenses as { type: string; amount_eur: number }[];
    const cents = rows.reduce((sum, row) => sum + Math.round(row.amount_eur * 100), 0);
    const fuelCents = rows.filter((row) => row.type === 'fuel').reduce((sum, row) => sum + Math.round(row.amount_eur * 100), 0);
    const data = (await figures(van.id)).body.data;
    expect(Math.round(data.total_expenses_eur * 100)).toBe(cents);
    expect(Math.round(data.by_type.fuel * 100)).toBe(fuelCents);
    expect(data.expense_count).toBe(rows.length);
  });

  it('says null where a figure cannot be computed and starts the distance at the first reading', async () => {
    const bare = await newVehicle(server, { current_km: 8_000 });
    expect((await figures(bare.id)).body.data).toMatchObject({ distance_km: 0, start_km: null, cost_per_km_eur: null, average_consumption_l_100km: null, total_expenses_eur: 0 });

    await expense(bare.id, { type: 'fuel', amount: 40, km: 8_100, litres: 30 });
    const one = (await figures(bare.id)).body.data;
    expect(one).toMatchObject({ start_km: 8_100, distance_km: 0, average_consumption_l_100km: null, cost_per_km_eur: null });
  });

  it('counts trips as days with deliveries by the distributor assigned at the time', async () => {
    const vehicle = await newVehicle(server);
    const periods = [
      { username: 'distributor3', from: new Date(Date.now() - 30 * 86_400_000), to: new Date(Date.now() - 10 * 86_400_000) },
      { username: 'distributor2', from: new Date(Date.now() - 9 * 86_400_000), to: new Date(Date.now() - 2 * 86_400_000) },
    ];
    const days = new Set<string>();
    for (const period of periods) {
      const driver = await userId(server, period.username);
      await server.database.db
        .insert(vehicleAssignments)
        .values({ vehicle_id: vehicle.id, distributor_id: driver, assigned_at: period.from, unassigned_at: period.to });
      const delivered = await server.database.db
        .select({ at: orders.delivered_at })
        .from(orders)
        .where(and(eq(orders.assigned_distributor_id, driver), eq(orders.status, 'delivered'), isNotNull(orders.delivered_at)));
      for (const { at } of delivered) if (at! >= period.from && at! < period.to) days.add(bakeryDate(at!));
    }
    expect(days.size).toBeGreaterThan(0);
    expect((await figures(vehicle.id)).body.data.trips).toBe(days.size);
  });

  it('is for the office: 403 to a distributor, 404 for an unknown vehicle', async () => {
    const distributor = await server.login('distributor');
    expect((await figures(1, distributor)).status).toBe(403);
    expect((await figures(2_147_480_000)).status).toBe(404);
  });
});
