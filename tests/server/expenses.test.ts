import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vehicleExpenses } from '../../server/db/schema';
import { vehicleErrors, vehicleValidation } from '../../src/domain/vehicles/messages';
import { expenseTexts } from '../../src/domain/vehicles/expenseTexts';
import { format } from '../../src/domain/messages/format';
import { ODOMETER_MAX_JUMP_KM } from '../../src/domain/vehicles/rules';
import { startTestServer, type TestServer } from './helpers';
import { daysAgo, newVehicle, record, recorded, userId, vanOf, vehicleRow } from './expensesKit';
import { createEmployee, expectFieldError } from './usersKit';

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'manager', 'distributor', 'distributor2', 'cashier']) cookies[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
});

const fuel = (extra: object = {}) => ({ type: 'fuel', amount: 60, currency: 'EUR', description: 'تعبئة وقود', expense_date: daysAgo(0), ...extra });

async function expenseCount() {
  const rows = await server.database.db.select({ id: vehicleExpenses.id }).from(vehicleExpenses);
  return rows.length;
}

describe('POST /distribution/expense/record', () => {
  it("records for the distributor's own van when no vehicle is named, with the spec's message", async () => {
    const van = await vanOf(server, 'distributor');
    const response = await record(server, cookies.distributor!, fuel({ litres: 40, km: van.current_km + 100 }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe('تم تسجيل المصروف بنجاح');
    const me = await userId(server, 'distributor');
    expect(response.body.data).toMatchObject({
      vehicle_id: van.id,
      vehicle_plate: van.vehicle_plate,
      distributor_id: me,
      recorded_by: me,
      type: 'fuel',
      amount: 60,
      amount_eur: 60,
      exchange_rate: null,
      litres: 40,
    });
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.entity_id, String(response.body.data.id)));
    expect(entry).toMatchObject({ action: 'create', entity: 'vehicle_expense', user_id: me });
  });

  it("refuses a distributor another driver's van (403) and one with no van (409), storing nothing", async () => {
    const other = await vanOf(server, 'distributor2');
    const before = await expenseCount();
    const refused = await record(server, cookies.distributor!, fuel({ vehicle_id: other.id }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(vehicleErrors.expenseOtherVehicle);

    const driver = await createEmployee(server, cookies.admin!, { role: 'distributor' });
    const noVan = await record(server, await server.login(driver.username, driver.password), fuel());
    expect(noVan.status).toBe(409);
    expect(noVan.body.message).toBe(vehicleErrors.noVehicleAssigned);
    expect(await expenseCount()).toBe(before);
  });

  it('makes admins and managers name the vehicle', async () => {
    const missing = await record(server, cookies.manager!, fuel());
    expectFieldError(missing, 'vehicle_id', vehicleErrors.vehicleRequired);
    const vehicle = await newVehicle(server);
    const made = await recorded(server, cookies.manager!, fuel({ vehicle_id: vehicle.id }));
    expect(made.vehicle_id).toBe(vehicle.id);
    expect(made.recorded_by).toBe(await userId(server, 'manager'));
    expect(made.distributor_id).toBeNull();
  });

  it("refuses a future date, a zero amount and a blank description with the spec's messages, storing nothing", async () => {
    const before = await expenseCount();
    expectFieldError(await record(server, cookies.distributor!, fuel({ expense_date: daysAgo(-2) })), 'expense_date', vehicleValidation.expenseDateFuture);
    expectFieldError(await record(server, cookies.distributor!, fuel({ amount: 0 })), 'amount', vehicleValidation.amountPositive);
    expectFieldError(await record(server, cookies.distributor!, fuel({ description: '   ' })), 'description', vehicleValidation.descriptionRequired);
    expectFieldError(await record(server, cookies.distributor!, fuel({ type: '' })), 'type', vehicleValidation.expenseTypeRequired);
    expectFieldError(await record(server, cookies.distributor!, fuel({ expense_date: '' })), 'expense_date', vehicleValidation.expenseDateRequired);
    expect(await expenseCount()).toBe(before);
  });

  it('refuses an expense above the expenseMaxEur setting (10,000 EUR by default, SYP counted in EUR) beside the amount', async () => {
    const before = await expenseCount();
    const over = format(vehicleValidation.expenseAmountOverMax, { max: '10000.00' });
    expectFieldError(await record(server, cookies.distributor!, fuel({ amount: 10_000.01 })), 'amount', over);
    expect(await expenseCount()).toBe(before);
    await recorded(server, cookies.distributor!, fuel({ amount: 10_000 }));

    const setMax = (value: unknown) =>
      server.request({ method: 'PUT', url: '/api/system/settings', cookie: cookies.admin, payload: { expenseMaxEur: value } });
    expectFieldError(await setMax(0), 'expenseMaxEur', 'الحد الأقصى للمصروف يجب أن يكون أكبر من صفر، بمنزلتين عشريتين على الأكثر');
    const settings = await server.request({ method: 'GET', url: '/api/system/settings', cookie: cookies.admin });
    expect((await setMax(50)).status).toBe(200);
    try {
      const rate = Number(settings.body.data.exchangeRate);
      const syp = await record(server, cookies.distributor!, fuel({ amount: Math.round(rate * 51), currency: 'SYP' }));
      expectFieldError(syp, 'amount', format(vehicleValidation.expenseAmountOverMax, { max: '50.00' }));
      // A correction that raises the amount is held to the same limit.
      const small = await recorded(server, cookies.distributor!, fuel({ amount: 20 }));
      const raised = await server.request({ method: 'PUT', url: `/api/vehicles/expenses/${small.id}`, cookie: cookies.distributor, payload: { amount: 60 } });
      expectFieldError(raised, 'amount', format(vehicleValidation.expenseAmountOverMax, { max: '50.00' }));
    } finally {
      expect((await setMax(10_000)).status).toBe(200);
    }
  });

  it('takes an expense dated within the last 31 days only; a correction may keep an older date but not set one', async () => {
    const before = await expenseCount();
    expectFieldError(await record(server, cookies.distributor!, fuel({ expense_date: daysAgo(32) })), 'expense_date', vehicleValidation.expenseDateTooOld);
    expect(await expenseCount()).toBe(before);
    const made = await recorded(server, cookies.manager!, fuel({ vehicle_id: (await vanOf(server, 'distributor')).id, expense_date: daysAgo(31) }));

    const moved = await server.request({ method: 'PUT', url: `/api/vehicles/expenses/${made.id}`, cookie: cookies.manager, payload: { expense_date: daysAgo(40) } });
    expectFieldError(moved, 'expense_date', vehicleValidation.expenseDateTooOld);
    // An expense recorded long ago keeps its date when the office corrects something else on it.
    await server.database.db.update(vehicleExpenses).set({ expense_date: daysAgo(60) }).where(eq(vehicleExpenses.id, made.id));
    const corrected = await server.request({
      method: 'PUT',
      url: `/api/vehicles/expenses/${made.id}`,
      cookie: cookies.manager,
      payload: { description: 'تعبئة وقود مصححة', expense_date: daysAgo(60) },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ description: 'تعبئة وقود مصححة', expense_date: daysAgo(60) });
  });

  it('stores an SYP amount with its EUR value at the settings exchange rate', async () => {
    const settings = await server.request({ method: 'PUT', url: '/api/system/settings', cookie: cookies.admin, payload: { exchangeRate: 12000 } });
    expect(settings.status).toBe(200);
    const made = await recorded(server, cookies.distributor!, { type: 'washing', amount: 30000, currency: 'SYP', description: 'غسيل', expense_date: daysAgo(1) });
    expect(made).toMatchObject({ amount: 30000, currency: 'SYP', amount_eur: 2.5, exchange_rate: 12000 });
  });

  it('moves the odometer forward on a higher reading and refuses a lower one', async () => {
    const vehicle = await newVehicle(server, { current_km: 50_000 });
    await recorded(server, cookies.admin!, fuel({ vehicle_id: vehicle.id, km: 50_250 }));
    expect((await vehicleRow(server, vehicle.id)).current_km).toBe(50_250);

    const before = await expenseCount();
    const lower = await record(server, cookies.admin!, fuel({ vehicle_id: vehicle.id, km: 50_100 }));
    // The figures are grouped as the screens write them.
    expectFieldError(lower, 'km', 'قراءة العداد (50,100 كم) أقل من العداد الحالي للمركبة (50,250 كم)');
    expect(await expenseCount()).toBe(before);
    expect((await vehicleRow(server, vehicle.id)).current_km).toBe(50_250);
  });

  it('refuses a reading more than the largest jump above the van, a likely extra digit, and keeps the km', async () => {
    const vehicle = await newVehicle(server, { current_km: 50_000 });
    const before = await expenseCount();
    const slip = await record(server, cookies.admin!, fuel({ vehicle_id: vehicle.id, km: 500_000 }));
    expect(ODOMETER_MAX_JUMP_KM).toBe(20_000);
    expectFieldError(slip, 'km', 'قراءة العداد (500,000 كم) تزيد على العداد الحالي للمركبة (50,000 كم) بأكثر من 20,000 كم، يرجى التحقق منها');
    expect(await expenseCount()).toBe(before);
    expect((await vehicleRow(server, vehicle.id)).current_km).toBe(50_000);

    await recorded(server, cookies.admin!, fuel({ vehicle_id: vehicle.id, km: 50_000 + ODOMETER_MAX_JUMP_KM }));
    expect((await vehicleRow(server, vehicle.id)).current_km).toBe(50_000 + ODOMETER_MAX_JUMP_KM);
  });

  it('is refused to a cashier', async () => {
    const response = await record(server, cookies.cashier!, fuel({ vehicle_id: 1 }));
    expect(response.status).toBe(403);
  });
});

describe('GET /vehicles/expenses', () => {
  it("shows a distributor only their own, with plate and recorder, and the summary of those rows", async () => {
    const me = await userId(server, 'distributor');
    const mine = await server.request({ method: 'GET', url: '/api/vehicles/expenses?limit=500', cookie: cookies.distributor });
    expect(mine.status).toBe(200);
    const rows = mine.body.data.expenses as { distributor_id: number; vehicle_plate: string; recorded_by_name: string | null; amount_eur: number; expense_date: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.distributor_id).toBe(me);
    expect(rows.every((row) => typeof row.vehicle_plate === 'string')).toBe(true);

    const month = daysAgo(0).slice(0, 7);
    const monthCents = rows.filter((row) => row.expense_date.startsWith(month) && row.expense_date <= daysAgo(0)).reduce((sum, row) => sum + Math.round(row.amount_eur * 100), 0);
    const summary = mine.body.data.summary;
    expect(summary.count).toBe(mine.body.data.pagination.total);
    expect(Math.round(summary.month_total_eur * 100)).toBe(monthCents);
    expect(summary.daily_average_eur).toBeCloseTo(Math.round(monthCents / 30) / 100, 2);
    expect(summary.last_date).toBe(rows.map((row) => row.expense_date).sort().at(-1));

    // Asking for someone else's gives nothing of theirs.
    const other = await userId(server, 'distributor2');
    const theirs = await server.request({ method: 'GET', url: `/api/vehicles/expenses?distributor_id=${other}`, cookie: cookies.distributor });
    expect(theirs.body.data.expenses).toEqual([]);

    const all = await server.request({ method: 'GET', url: `/api/vehicles/expenses?distributor_id=${other}&limit=1`, cookie: cookies.manager });
    expect(all.body.data.pagination.total).toBeGreaterThan(0);
  });

  it("keeps a vehicle's list (office only) to that vehicle, and 404 for an unknown one", async () => {
    const van = await vanOf(server, 'distributor2');
    const response = await server.request({ method: 'GET', url: `/api/vehicles/${van.id}/expenses?limit=500`, cookie: cookies.manager });
    expect(response.status).toBe(200);
    const stored = await server.database.db.select({ id: vehicleExpenses.id }).from(vehicleExpenses).where(eq(vehicleExpenses.vehicle_id, van.id));
    expect(response.body.data.expenses.map((row: { id: number }) => row.id).sort()).toEqual(stored.map((row) => row.id).sort());
    expect((await server.request({ method: 'GET', url: '/api/vehicles/2147480000/expenses', cookie: cookies.manager })).status).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/vehicles/${van.id}/expenses`, cookie: cookies.distributor })).status).toBe(403);
  });

  it('exports the list as a CSV with a BOM and Arabic headers', async () => {
    const response = await server.request({ method: 'GET', url: '/api/vehicles/expenses/export', cookie: cookies.distributor });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/expenses_\d{4}-\d{2}-\d{2}\.csv/);
    expect(response.raw.startsWith('\uFEFFالرقم,التاريخ,رقم اللوحة,نوع المصروف')).toBe(true);
    const list = await server.request({ method: 'GET', url: '/api/vehicles/expenses?limit=1', cookie: cookies.distributor });
    expect(response.raw.trim().split('\r\n')).toHaveLength(list.body.data.pagination.total + 1);
  });
});

describe('PUT and DELETE /vehicles/expenses/:id', () => {
  it('lets a distributor correct and delete their own expense of the day only', async () => {
    const made = await recorded(server, cookies.distributor!, fuel({ amount: 10 }));
    const changed = await server.request({ method: 'PUT', url: `/api/vehicles/expenses/${made.id}`, cookie: cookies.distributor, payload: { amount: 12.5 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ amount: 12.5, amount_eur: 12.5, description: made.description });

    // Another driver's expense is not theirs to see.
    const theirs = await recorded(server, cookies.distributor2!, fuel());
    expect((await server.request({ method: 'DELETE', url: `/api/vehicles/expenses/${theirs.id}`, cookie: cookies.distributor })).status).toBe(404);

    // An expense the office recorded on their van, or one from an earlier day, is locked for them.
    const van = await vanOf(server, 'distributor');
    const office = await recorded(server, cookies.manager!, fuel({ vehicle_id: van.id }));
    const locked = await server.request({ method: 'PUT', url: `/api/vehicles/expenses/${office.id}`, cookie: cookies.distributor, payload: { amount: 1 } });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(expenseTexts.expenseLocked);

    const removed = await server.request({ method: 'DELETE', url: `/api/vehicles/expenses/${made.id}`, cookie: cookies.distributor });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(vehicleErrors.expenseDeleted);
    expect(await server.database.db.select().from(vehicleExpenses).where(eq(vehicleExpenses.id, made.id))).toEqual([]);

    // The manager may change anything; litres stay fuel's.
    const litres = await server.request({ method: 'PUT', url: `/api/vehicles/expenses/${office.id}`, cookie: cookies.manager, payload: { type: 'washing', litres: 5 } });
    expectFieldError(litres, 'litres', vehicleValidation.litresOnlyFuel);
  });

  it("locks a distributor's expense the next day", async () => {
    const made = await recorded(server, cookies.distributor!, fuel({ amount: 7 }));
    // Recorded yesterday: sessions would expire if the clock jumped, so the row is dated back instead.
    await server.database.db
      .update(vehicleExpenses)
      .set({ created_at: new Date(Date.now() - 86_400_000), expense_date: daysAgo(1) })
      .where(eq(vehicleExpenses.id, made.id));
    const response = await server.request({ method: 'DELETE', url: `/api/vehicles/expenses/${made.id}`, cookie: cookies.distributor });
    expect(response.status).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `/api/vehicles/expenses/${made.id}`, cookie: cookies.manager })).status).toBe(200);
  });
});
