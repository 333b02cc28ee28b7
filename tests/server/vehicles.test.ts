import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { vehicleErrors as e, vehicleValidation as v } from '../../src/domain/vehicles';
import { startTestServer, type TestServer } from './helpers';
import { rows } from './productsKit';
import { createEmployee, expectFieldError } from './usersKit';

// The vehicles API as admins and managers use it (spec 002 sections 4, 5, 7, 8; issue 15): create with
// the section 5 rules, plates unique without regard to case or spaces, one van per distributor and one
// distributor per van with its history, delete refused while assigned or when history exists, the
// statistics and the CSV exports.

let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  manager = await server.login('manager');
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload: object = {}, cookie = manager) => server.request({ method: 'POST', url, cookie, payload });
const get = (url: string, cookie = manager) => server.request({ method: 'GET', url, cookie });

let plateCounter = 0;
function newVehicle(extra: object = {}) {
  plateCounter += 1;
  return { vehicle_type: 'van', vehicle_model: 'Renault Trafic', vehicle_plate: `2-TST-${100 + plateCounter}`, vehicle_year: 2022, ...extra };
}

async function createVehicle(extra: object = {}) {
  const response = await post('/api/vehicles', newVehicle(extra));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; vehicle_plate: string; status: string };
}

async function userId(username: string): Promise<number> {
  const [row] = await rows<{ id: number }>(server, sql`select id from users where username = ${username}`);
  return Number(row!.id);
}

async function vehicleCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(server, sql`select count(*)::int as n from vehicles`);
  return Number(row!.n);
}

describe('creating a vehicle', () => {
  it('fills the defaults of section 9 and answers the record with its availability', async () => {
    const response = await post('/api/vehicles', newVehicle({ vehicle_plate: ' 1-new- 001 ' }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(e.vehicleCreated);
    expect(response.body.data).toMatchObject({
      vehicle_plate: '1-NEW- 001',
      status: 'active',
      fuel_type: 'gasoline',
      current_km: 0,
      is_company_owned: true,
      assignedDistributor: null,
      isAvailable: true,
      availabilityStatus: 'available',
      maintenance_due: false,
    });
  });

  it('refuses a year before 1990 or after next year in Arabic on its field, and saves nothing', async () => {
    const before = await vehicleCount();
    const next = Number(bakeryDate().slice(0, 4)) + 1;
    const message = format(v.vehicleYearRange, { min: '1990', max: String(next) });
    expectFieldError(await post('/api/vehicles', newVehicle({ vehicle_year: 1989 })), 'vehicle_year', message);
    expectFieldError(await post('/api/vehicles', newVehicle({ vehicle_year: next + 1 })), 'vehicle_year', message);
    expect((await post('/api/vehicles', newVehicle({ vehicle_year: next }))).status).toBe(201);
    expect(await vehicleCount()).toBe(before + 1);
  });

  it('requires type, model, plate and year, and refuses a negative price or km', async () => {
    const response = await post('/api/vehicles', {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'vehicle_type', message: v.vehicleTypeRequired },
        { field: 'vehicle_model', message: v.vehicleModelRequired },
        { field: 'vehicle_plate', message: v.vehiclePlateRequired },
        { field: 'vehicle_year', message: v.vehicleYearRequired },
      ]),
    );
    expectFieldError(await post('/api/vehicles', newVehicle({ purchase_price: -1 })), 'purchase_price', v.purchasePriceInvalid);
    expectFieldError(await post('/api/vehicles', newVehicle({ current_km: 12.5 })), 'current_km', v.kmInvalid);
  });

  it('keeps plates unique without regard to case or spaces', async () => {
    const first = await post('/api/vehicles', newVehicle({ vehicle_plate: '1-ABC-123' }));
    expect(first.status).toBe(201);
    const second = await post('/api/vehicles', newVehicle({ vehicle_plate: '1-abc- 123' }));
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([{ field: 'vehicle_plate', message: e.plateTaken }]);
    // Renaming another vehicle to it is refused the same way.
    const other = await createVehicle();
    const rename = await server.request({ method: 'PUT', url: `/api/vehicles/${other.id}`, cookie: manager, payload: { vehicle_plate: '1-abc -123' } });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe(e.plateTaken);
  });

  it('keeps a price entered in SYP and its EUR value at the settings exchange rate', async () => {
    const response = await post('/api/vehicles', newVehicle({ purchase_currency: 'SYP', purchase_price: 300_000_000 }));
    expect(response.status).toBe(201);
    // The demo settings say 15000 SYP per EUR.
    expect(response.body.data).toMatchObject({ purchase_currency: 'SYP', purchase_price_syp: 300_000_000, purchase_price_eur: 20_000, purchase_exchange_rate: 15000 });
    const eur = await post('/api/vehicles', newVehicle({ purchase_price_eur: 18_500.5 }));
    expect(eur.body.data).toMatchObject({ purchase_currency: 'EUR', purchase_price_eur: 18_500.5, purchase_price_syp: null });
  });
});

describe('reading vehicles', () => {
  it("starts the demo's history: an open assignment for each van that has a driver, and the last maintenance visits", async () => {
    const open = await rows<{ vehicle_id: number; distributor_id: number }>(server, sql`
      select va.vehicle_id, va.distributor_id from vehicle_assignments va
      join vehicles v on v.id = va.vehicle_id and v.assigned_distributor_id = va.distributor_id
      where va.unassigned_at is null`);
    const [assigned] = await rows<{ n: number }>(server, sql`select count(*)::int as n from vehicles where assigned_distributor_id is not null and id in (1, 2, 3)`);
    expect(open.filter((row) => [1, 2, 3].includes(Number(row.vehicle_id)))).toHaveLength(Number(assigned!.n));
    expect(Number(assigned!.n)).toBe(3);
    const history = (await get('/api/vehicles/4/history')).body.data.history;
    expect(history).toEqual([expect.objectContaining({ distributor_name: 'محمد أحمد العلي', unassigned_at: expect.any(String) })]);
    const [visits] = await rows<{ n: number }>(server, sql`select count(*)::int as n from vehicle_maintenance m join vehicles v on v.id = m.vehicle_id and m.km = v.last_maintenance_km`);
    expect(Number(visits!.n)).toBe(6);
  });

  it('pages 12 at a time and filters by status, type, assignment and a plate typed with other spaces', async () => {
    const page = await get('/api/vehicles');
    expect(page.status).toBe(200);
    expect(page.body.data.pagination.limit).toBe(12);
    const assigned = await get('/api/vehicles?assigned=true&limit=100');
    expect(assigned.body.data.vehicles.length).toBeGreaterThan(0);
    for (const row of assigned.body.data.vehicles) {
      expect(row.assignedDistributor).toEqual({ id: row.assigned_distributor_id, full_name: expect.any(String), phone: expect.anything(), email: expect.any(String) });
      expect(row).toMatchObject({ isAvailable: false, availabilityStatus: 'assigned' });
    }
    const trucks = await get('/api/vehicles?vehicle_type=truck&status=maintenance');
    expect(trucks.body.data.vehicles.every((row: any) => row.vehicle_type === 'truck' && row.status === 'maintenance')).toBe(true);
    await createVehicle({ vehicle_plate: '1-XYZ-987' });
    const found = await get('/api/vehicles?search=1-xyz%20-987');
    expect(found.body.data.vehicles.map((row: any) => row.vehicle_plate)).toEqual(['1-XYZ-987']);
  });

  it("says 'معرف المركبة غير صحيح' for an invalid id and 'لم يتم العثور على المركبة' for an unknown one", async () => {
    for (const url of ['/api/vehicles/abc', '/api/vehicles/1.5', '/api/vehicles/0', '/api/vehicles/2147483648', '/api/vehicles/abc/history', '/api/vehicles/-1/export']) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message).toBe('معرف المركبة غير صحيح');
    }
    for (const [method, url] of [['GET', '/api/vehicles/999999'], ['PUT', '/api/vehicles/999999'], ['DELETE', '/api/vehicles/999999'], ['POST', '/api/vehicles/999999/unassign']] as const) {
      const response = await server.request({ method, url, cookie: manager, payload: {} });
      expect(response.status, url).toBe(404);
      expect(response.body.message).toBe('لم يتم العثور على المركبة');
    }
  });
});

describe('assigning a vehicle', () => {
  const assign = (vehicleId: number, distributorId: number) => post(`/api/vehicles/${vehicleId}/assign`, { distributor_id: distributorId });

  it('gives an active, free vehicle to an active distributor without one, then unassigning frees both and keeps the history', async () => {
    const driver = await createEmployee(server, admin, { role: 'distributor' });
    const vehicle = await createVehicle();
    const assigned = await assign(vehicle.id, driver.id);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.message).toBe(e.vehicleAssigned);
    expect(assigned.body.data).toMatchObject({ assigned_distributor_id: driver.id, availabilityStatus: 'assigned', assignedDistributor: { id: driver.id } });
    expect((await get(`/api/vehicles/distributor/${driver.id}`)).body.data.vehicle.id).toBe(vehicle.id);
    expect((await get('/api/vehicles/available')).body.data.vehicles.map((row: any) => row.id)).not.toContain(vehicle.id);

    const unassigned = await post(`/api/vehicles/${vehicle.id}/unassign`, {}, admin);
    expect(unassigned.status).toBe(200);
    expect(unassigned.body.message).toBe(e.vehicleUnassigned);
    expect(unassigned.body.data).toMatchObject({ assigned_distributor_id: null, assignedDistributor: null, isAvailable: true });
    expect((await get(`/api/vehicles/distributor/${driver.id}`)).body.data.vehicle).toBeNull();
    expect((await get('/api/vehicles/available')).body.data.vehicles.map((row: any) => row.id)).toContain(vehicle.id);

    // Assigned again, to someone else: the history has both periods, newest first, with who and when.
    const other = await createEmployee(server, admin, { role: 'distributor' });
    expect((await assign(vehicle.id, other.id)).status).toBe(200);
    const history = (await get(`/api/vehicles/${vehicle.id}/history`)).body.data.history;
    const managerId = await userId('manager');
    const adminId = await userId('admin');
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ distributor_id: other.id, assigned_by: managerId, unassigned_at: null, unassigned_by: null });
    expect(history[1]).toMatchObject({ distributor_id: driver.id, assigned_by: managerId, assigned_by_name: 'لينا عبد الكريم الشامي', unassigned_by: adminId, unassigned_by_name: 'رامي خليل الحموي' });
    expect(Date.parse(history[1].unassigned_at)).toBeGreaterThanOrEqual(Date.parse(history[1].assigned_at));
    expect(Date.parse(history[0].assigned_at)).toBeGreaterThanOrEqual(Date.parse(history[1].unassigned_at));
  });

  it('refuses an inactive vehicle, an assigned one, a distributor with a van and an inactive distributor (409 in Arabic)', async () => {
    const driver = await createEmployee(server, admin, { role: 'distributor' });
    const inactive = await createVehicle({ status: 'maintenance' });
    const refusals: [number, number, string][] = [
      [inactive.id, driver.id, e.vehicleNotActive],
    ];
    const taken = await createVehicle();
    const holder = await createEmployee(server, admin, { role: 'distributor' });
    expect((await assign(taken.id, holder.id)).status).toBe(200);
    refusals.push([taken.id, driver.id, e.vehicleAlreadyAssigned]);
    const free = await createVehicle();
    refusals.push([free.id, holder.id, e.distributorHasVehicle]);
    refusals.push([free.id, await userId('distributor4'), e.distributorInactive]);
    for (const [vehicleId, distributorId, message] of refusals) {
      const response = await assign(vehicleId, distributorId);
      expect(response.status, message).toBe(409);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual([{ field: 'distributor_id', message }]);
    }
    // Nothing changed: the free vehicle is still free and nobody got a second van.
    expect((await get(`/api/vehicles/${free.id}`)).body.data.assigned_distributor_id).toBeNull();
    const [open] = await rows<{ n: number }>(server, sql`select count(*)::int as n from vehicle_assignments where distributor_id = ${holder.id} and unassigned_at is null`);
    expect(Number(open!.n)).toBe(1);
    // Only a distributor drives; a missing choice says so.
    expect((await assign(free.id, await userId('cashier'))).body.message).toBe(e.notADistributor);
    expectFieldError(await post(`/api/vehicles/${free.id}/assign`, {}), 'distributor_id', e.selectDistributor);
  });

  it("the employee form's vehicle choice writes the same history", async () => {
    const vehicle = await createVehicle();
    const driver = await createEmployee(server, admin, { role: 'distributor', vehicle_id: vehicle.id });
    const history = (await get(`/api/vehicles/${vehicle.id}/history`)).body.data.history;
    expect(history).toEqual([expect.objectContaining({ distributor_id: driver.id, unassigned_at: null })]);
  });
});

describe("a van's km", () => {
  it('is never set below a reading already recorded for it, and stays as it was', async () => {
    const vehicle = await createVehicle({ current_km: 10_000 });
    const recorded = await post('/api/distribution/expense/record', {
      vehicle_id: vehicle.id,
      type: 'fuel',
      amount: 50,
      description: 'وقود',
      expense_date: bakeryDate(),
      km: 12_000,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);

    const put = (current_km: number) => server.request({ method: 'PUT', url: `/api/vehicles/${vehicle.id}`, cookie: manager, payload: { current_km } });
    expectFieldError(await put(11_000), 'current_km', format(e.kmBelowRecorded, { km: 11_000, recorded: 12_000 }));
    expect((await get(`/api/vehicles/${vehicle.id}`)).body.data.current_km).toBe(12_000);
    const forward = await put(12_500);
    expect(forward.status, JSON.stringify(forward.body)).toBe(200);
    expect(forward.body.data.current_km).toBe(12_500);
  });
});

describe('deleting a vehicle', () => {
  it('is refused while assigned, retires instead when it has history, and deletes a vehicle without records', async () => {
    const vehicle = await createVehicle();
    const driver = await createEmployee(server, admin, { role: 'distributor' });
    expect((await post(`/api/vehicles/${vehicle.id}/assign`, { distributor_id: driver.id })).status).toBe(200);
    const refused = await server.request({ method: 'DELETE', url: `/api/vehicles/${vehicle.id}`, cookie: manager });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('لا يمكن حذف المركبة المُعيّنة لموزع');

    expect((await post(`/api/vehicles/${vehicle.id}/unassign`)).status).toBe(200);
    const history = await server.request({ method: 'DELETE', url: `/api/vehicles/${vehicle.id}`, cookie: manager });
    expect(history.status).toBe(409);
    expect(history.body).toMatchObject({ success: false, message: e.vehicleHasHistory, code: 'has_history', counts: { assignments: 1, expenses: 0, maintenance: 0 } });
    const retired = await server.request({ method: 'PATCH', url: `/api/vehicles/${vehicle.id}/status`, cookie: manager, payload: { status: 'retired' } });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ message: e.vehicleStatusUpdated, data: { status: 'retired', availabilityStatus: 'retired', isAvailable: false } });

    const plain = await createVehicle();
    const gone = await server.request({ method: 'DELETE', url: `/api/vehicles/${plain.id}`, cookie: manager });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ message: e.vehicleDeleted, data: { id: plain.id, deleted: true } });
    expect((await get(`/api/vehicles/${plain.id}`)).status).toBe(404);
  });

  it('does not retire a vehicle a distributor drives', async () => {
    const vehicle = await createVehicle();
    const driver = await createEmployee(server, admin, { role: 'distributor' });
    await post(`/api/vehicles/${vehicle.id}/assign`, { distributor_id: driver.id });
    const response = await server.request({ method: 'PATCH', url: `/api/vehicles/${vehicle.id}/status`, cookie: manager, payload: { status: 'retired' } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(e.vehicleAssignedNoRetire);
    const maintenance = await server.request({ method: 'PATCH', url: `/api/vehicles/${vehicle.id}/status`, cookie: manager, payload: { status: 'maintenance' } });
    expect(maintenance.body.data).toMatchObject({ status: 'maintenance', assigned_distributor_id: driver.id });
  });
});

describe('statistics and exports', () => {
  it('equal the sums of the rows', async () => {
    const stats = (await get('/api/vehicles/statistics')).body.data;
    const all = (await get('/api/vehicles/all-with-status')).body.data.vehicles as any[];
    expect(stats.total).toBe(all.length);
    expect(stats.active).toBe(all.filter((row) => row.status === 'active').length);
    expect(stats.assigned).toBe(all.filter((row) => row.assigned_distributor_id !== null).length);
    expect(stats.maintenance).toBe(all.filter((row) => row.status === 'maintenance').length);
    expect(stats.maintenanceDue).toBe(all.filter((row) => row.maintenance_due).length);
    const [sum] = await rows<{ total: string }>(server, sql`select coalesce(sum(amount_eur), 0)::text as total from vehicle_expenses`);
    expect(stats.totalExpenses).toBeCloseTo(Number(sum!.total), 2);
    expect(stats.totalExpenses).toBeGreaterThan(0);
    // Trips: days with deliveries by the distributor driving each vehicle at the time, summed over the fleet.
    const [trips] = await rows<{ n: number }>(server, sql`
      select coalesce(sum(t), 0)::int as n from (
        select count(distinct (o.delivered_at at time zone 'Europe/Brussels')::date) as t
        from vehicle_assignments va join orders o on o.assigned_distributor_id = va.distributor_id
          and o.status = 'delivered' and o.delivered_at >= va.assigned_at and (va.unassigned_at is null or o.delivered_at < va.unassigned_at)
        group by va.vehicle_id) per_vehicle`);
    expect(stats.totalTrips).toBe(Number(trips!.n));
    expect(stats.totalTrips).toBeGreaterThan(0);
  });

  it('exports every vehicle as a UTF-8 CSV with Arabic headers, and one vehicle with its records', async () => {
    const response = await server.request({ method: 'GET', url: '/api/vehicles/export/csv', cookie: manager });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vehicles_${bakeryDate()}.csv"`);
    expect(response.raw.startsWith('\uFEFF')).toBe(true);
    const lines = response.raw.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('رقم اللوحة');
    expect(lines).toHaveLength(1 + (await vehicleCount()));

    const [van] = await rows<{ id: number; vehicle_plate: string }>(server, sql`select id, vehicle_plate from vehicles where id = 1`);
    const one = await server.request({ method: 'GET', url: '/api/vehicles/1/export', cookie: manager });
    expect(one.status).toBe(200);
    expect(one.headers['content-disposition']).toContain(`vehicle_${van!.vehicle_plate}_`);
    for (const section of ['بيانات المركبة', 'المصروفات', 'الصيانة', 'سجل التعيينات']) expect(one.raw).toContain(section);
    expect(one.raw).toContain(van!.vehicle_plate);
    expect(one.raw).toContain('محمد أحمد العلي');
  });
});

describe('who may call it', () => {
  it('cashier, accountant and distributor get 403 on every vehicles call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/vehicles'],
      ['GET', '/api/vehicles/1'],
      ['POST', '/api/vehicles'],
      ['PUT', '/api/vehicles/1'],
      ['DELETE', '/api/vehicles/1'],
      ['POST', '/api/vehicles/1/assign'],
      ['POST', '/api/vehicles/1/unassign'],
      ['GET', '/api/vehicles/available'],
      ['GET', '/api/vehicles/all-with-status'],
      ['GET', '/api/vehicles/distributor/3'],
      ['GET', '/api/vehicles/statistics'],
      ['PATCH', '/api/vehicles/1/status'],
      ['GET', '/api/vehicles/export/csv'],
      ['GET', '/api/vehicles/1/export'],
      ['GET', '/api/vehicles/1/history'],
    ];
    const before = await rows(server, sql`select id, status, assigned_distributor_id from vehicles order by id`);
    for (const username of ['cashier', 'accountant', 'distributor']) {
      const cookie = await server.login(username);
      for (const [method, url] of calls) {
        const response = await server.request({ method: method as 'GET', url, cookie, payload: method === 'GET' ? undefined : { status: 'retired', distributor_id: 3 } });
        expect(response.status, `${username} ${method} ${url}`).toBe(403);
      }
    }
    expect(await rows(server, sql`select id, status, assigned_distributor_id from vehicles order by id`)).toEqual(before);
  });

  it('tells a distributor which van is theirs (GET /vehicles/mine), and nothing to the roles that record no expenses', async () => {
    const distributor = await server.login('distributor');
    const [own] = await rows<{ id: number }>(server, sql`select v.id from vehicles v join users u on u.id = v.assigned_distributor_id where u.username = 'distributor'`);
    const mine = await get('/api/vehicles/mine', distributor);
    expect(mine.status).toBe(200);
    expect(mine.body.data.vehicle.id).toBe(own!.id);
    // An office user drives nothing.
    expect((await get('/api/vehicles/mine', manager)).body.data.vehicle).toBeNull();
    for (const username of ['cashier', 'accountant']) {
      expect((await get('/api/vehicles/mine', await server.login(username))).status, username).toBe(403);
    }
  });

  it('starts a new van\'s distance at the km it came with, unless a km at purchase is given', async () => {
    const plain = await post('/api/vehicles', newVehicle({ current_km: 5000 }));
    expect(plain.body.data).toMatchObject({ current_km: 5000, purchase_km: 5000 });
    const bought = await post('/api/vehicles', newVehicle({ current_km: 5000, purchase_km: 20 }));
    expect(bought.body.data).toMatchObject({ current_km: 5000, purchase_km: 20 });
  });
});
