import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleExpenses } from '../../server/db/schema';
import { vehicleErrors, vehicleValidation } from '../../src/domain/vehicles/messages';
import { startTestServer, type TestServer } from './helpers';
import { daysAgo, newVehicle, recorded, vehicleRow } from './expensesKit';
import { expectFieldError } from './usersKit';

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'manager', 'distributor']) cookies[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

const maintain = (id: number, payload: object, cookie = cookies.manager) =>
  server.request({ method: 'POST', url: `/api/vehicles/${id}/maintenance`, cookie, payload });
const vehicleReply = async (id: number) => (await server.request({ method: 'GET', url: `/api/vehicles/${id}`, cookie: cookies.manager })).body.data;
const dueAlerts = async () =>
  ((await server.request({ method: 'GET', url: '/api/dashboard/overview', cookie: cookies.manager })).body.data.alerts.maintenance_due as { id: number }[]).map((v) => v.id);

describe('maintenance records', () => {
  it('sets the next due km, clears the due warning, and it comes back when the km passes it', async () => {
    const vehicle = await newVehicle(server, { current_km: 30_000, next_maintenance_km: 29_000, maintenance_interval_km: 10_000 });
    expect((await vehicleReply(vehicle.id)).maintenance_due).toBe(true);
    expect(await dueAlerts()).toContain(vehicle.id);

    const response = await maintain(vehicle.id, { maintenance_date: daysAgo(0), km: 30_400, work_done: 'تغيير الزيت والفلاتر', cost_eur: 180 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe(vehicleErrors.maintenanceRecorded);
    expect(response.body.data).toMatchObject({ vehicle_id: vehicle.id, km: 30_400, cost_eur: 180 });

    const after = await vehicleRow(server, vehicle.id);
    expect(after).toMatchObject({ last_maintenance_date: daysAgo(0), last_maintenance_km: 30_400, next_maintenance_km: 40_400, current_km: 30_400 });
    expect((await vehicleReply(vehicle.id)).maintenance_due).toBe(false);
    expect(await dueAlerts()).not.toContain(vehicle.id);

    // The cost is one maintenance expense of the vehicle, linked to the record.
    const [expense] = await server.database.db.select().from(vehicleExpenses).where(eq(vehicleExpenses.id, response.body.data.expense_id));
    expect(expense).toMatchObject({ vehicle_id: vehicle.id, type: 'maintenance', amount_eur: 180, km: 30_400 });

    // An odometer reading past the due km makes it due again.
    await recorded(server, cookies.admin!, { vehicle_id: vehicle.id, type: 'fuel', amount: 50, currency: 'EUR', description: 'وقود', expense_date: daysAgo(0), km: 40_500 });
    expect((await vehicleReply(vehicle.id)).maintenance_due).toBe(true);
    expect(await dueAlerts()).toContain(vehicle.id);

    const listed = await server.request({ method: 'GET', url: `/api/vehicles/${vehicle.id}/maintenance`, cookie: cookies.manager });
    expect(listed.body.data.maintenance).toHaveLength(1);
    expect(listed.body.data.maintenance[0].recorded_by_name).toBeTruthy();
  });

  it('deleting a record removes its expense and falls back to the previous visit', async () => {
    const vehicle = await newVehicle(server, { current_km: 5_000, maintenance_interval_km: 5_000 });
    const first = await maintain(vehicle.id, { maintenance_date: daysAgo(20), km: 4_000, work_done: 'فحص دوري' });
    expect(first.body.data.expense_id).toBeNull();
    const second = await maintain(vehicle.id, { maintenance_date: daysAgo(1), km: 5_200, work_done: 'تبديل الإطارات', cost_eur: 320 });
    expect((await vehicleRow(server, vehicle.id)).next_maintenance_km).toBe(10_200);

    const removed = await server.request({ method: 'DELETE', url: `/api/vehicles/${vehicle.id}/maintenance/${second.body.data.id}`, cookie: cookies.manager });
    expect(removed.status).toBe(200);
    expect(await server.database.db.select().from(vehicleExpenses).where(eq(vehicleExpenses.id, second.body.data.expense_id))).toEqual([]);
    expect(await vehicleRow(server, vehicle.id)).toMatchObject({ last_maintenance_km: 4_000, next_maintenance_km: 9_000, current_km: 5_200 });
  });

  it('validates the record and is office work', async () => {
    const vehicle = await newVehicle(server);
    expectFieldError(await maintain(vehicle.id, { maintenance_date: daysAgo(0), km: 10_000, work_done: ' ' }), 'work_done', vehicleValidation.workDoneRequired);
    expectFieldError(await maintain(vehicle.id, { maintenance_date: daysAgo(-3), km: 10_000, work_done: 'x' }), 'maintenance_date', vehicleValidation.maintenanceDateFuture);
    expect((await maintain(2_147_480_000, { maintenance_date: daysAgo(0), km: 1, work_done: 'x' })).status).toBe(404);
    expect((await maintain(vehicle.id, { maintenance_date: daysAgo(0), km: 1, work_done: 'x' }, cookies.distributor)).status).toBe(403);
  });
});

describe('dashboard maintenance alert', () => {
  it('lists exactly the vehicles the vehicle list marks as due, and only for those who manage vehicles', async () => {
    const vehicles = (await server.request({ method: 'GET', url: '/api/vehicles?limit=100', cookie: cookies.manager })).body.data.vehicles as { id: number; maintenance_due: boolean }[];
    const due = vehicles.filter((v) => v.maintenance_due).map((v) => v.id);
    expect(due.length).toBeGreaterThan(0);
    expect((await dueAlerts()).sort()).toEqual(due.sort());
    const own = await server.request({ method: 'GET', url: '/api/dashboard/overview', cookie: cookies.distributor });
    expect(own.body.data.alerts?.maintenance_due).toBeUndefined();
  });
});
