import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import {
  DESKTOP,
  PHONE,
  apiCall,
  externalRequests,
  connectBrowser,
  openDialog,
  openPage,
  picturesOfFailure,
  savedSession,
  screenshot,
  closePage,
  API_ONLY,
  searchList,
} from './browser';
import { sharedServer, signInByApi } from './serverProcess';

// Issue 15 as the people who use it: a manager adds a van through the form, takes a distributor's old van
// off them and gives them the new one; that distributor, on their phone, records a fuel fill with litres
// and km (a zero amount is refused first and saves nothing); the manager finds the fill in the expenses
// list, in the van's expenses tab and in its totals, and the van's history shows the assignment.
// Each test stands alone: it makes through the API the distributor, the vans and the expenses it works on,
// with names of its own (another file runs beside this one on the same server), and opens its own page.

const server = sharedServer();
let browser: Browser;
let manager: Page;

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}
interface ApiVehicle {
  id: number;
  vehicle_plate: string;
  assigned_distributor_id: number | null;
  current_km: number;
}
interface ApiExpense {
  id: number;
  type: string;
  amount_eur: number;
  litres: number | null;
  km: number | null;
  vehicle_id: number | null;
}
interface Distributor {
  id: number;
  username: string;
  full_name: string;
}

const NEW_VAN = { model: 'Renault Master E2E', year: '2023', km: '12000' };
// Typed the Belgian way (a decimal comma), as the amount fields read them since issue 23.
const FILL = { amount: '64,80', litres: '42,5', km: '12350', description: 'تعبئة ديزل في محطة أندرلخت' };
/** The receipts the distributor's old van already has: the count card then reads 11 after the fill. */
const OLD_RECEIPTS = 10;
const typedNumber = (text: string) => Number(text.replace(',', '.'));

/** What makes this run's names its own: the time it started and a counter. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let made = 0;
const unique = () => `${RUN}${(made += 1)}`;
/** A plate no other test or file uses. */
const newPlate = () => `1-E2E-${unique()}`;

function api<T>(page: Page, path: string, init?: { method: string; body?: unknown }): Promise<Envelope<T>> {
  return apiCall<Envelope<T>>(page, path, init);
}

/** A call the manager's page makes, which must succeed: what a test arranges for itself. */
async function arrange<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const reply = await api<T>(manager, path, { method, body });
  if (!reply.success) throw new Error(`${method} ${path} was refused: ${reply.message}`);
  return reply.data;
}

/** A new distributor of this test's own, made by the admin through the API, with a name no one else has. */
async function newDistributor(): Promise<Distributor> {
  const suffix = unique();
  const username = `e2e_van_${suffix.toLowerCase()}`;
  const full_name = `موزع الشاحنة ${suffix}`;
  const admin = savedSession('admin').cookies[0]!;
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: `${admin.name}=${admin.value}`, origin: server.url },
    body: JSON.stringify({ username, email: `${username}@bakery.be`, password: 'Bakery123', full_name, role: 'distributor' }),
  });
  const reply = (await response.json()) as Envelope<{ id: number }>;
  if (!reply.success) throw new Error(`no distributor: ${response.status} ${reply.message}`);
  return { id: reply.data.id, username, full_name };
}

/** A van made through the API at 12,000 km, given to `distributor` when named. */
async function newVan(distributor?: Distributor): Promise<ApiVehicle> {
  const van = await arrange<ApiVehicle>('/vehicles', {
    vehicle_type: 'van',
    vehicle_model: NEW_VAN.model,
    vehicle_plate: newPlate(),
    vehicle_year: Number(NEW_VAN.year),
    fuel_type: 'diesel',
    current_km: Number(NEW_VAN.km),
  });
  if (distributor) return arrange<ApiVehicle>(`/vehicles/${van.id}/assign`, { distributor_id: distributor.id });
  return van;
}

/** An expense the office records for `van` (the distributor it is assigned to is its driver). */
function recordExpense(van: ApiVehicle, expense: { type: string; amount: number; description: string; litres?: number; km?: number }) {
  return arrange<ApiExpense>('/vehicles/expenses', { vehicle_id: van.id, expense_date: bakeryDate(), ...expense });
}

/** A distributor driving an old van with `receipts` expenses in it, and a new van beside it, not yet theirs. */
async function distributorWithOldVan(receipts = 0): Promise<{ distributor: Distributor; old: ApiVehicle; van: ApiVehicle }> {
  const distributor = await newDistributor();
  const old = await newVan(distributor);
  for (let receipt = 1; receipt <= receipts; receipt += 1)
    await recordExpense(old, { type: 'washing', amount: 12, description: `غسيل الشاحنة القديمة ${receipt}` });
  const van = await newVan();
  return { distributor, old, van };
}

/** The distributor moved from their old van to the new one, through the API, as the office does on the cards. */
async function moveToNewVan(old: ApiVehicle, van: ApiVehicle, distributor: Distributor): Promise<void> {
  await arrange(`/vehicles/${old.id}/unassign`, undefined);
  await arrange(`/vehicles/${van.id}/assign`, { distributor_id: distributor.id });
}

async function vehicleByPlate(plate: string): Promise<ApiVehicle | undefined> {
  const found = await api<{ vehicles: ApiVehicle[] }>(manager, `/vehicles?search=${encodeURIComponent(plate)}&limit=12`);
  return found.data.vehicles.find((vehicle) => vehicle.vehicle_plate === plate);
}

async function expensesOf(vehicleId: number): Promise<ApiExpense[]> {
  return (await api<{ expenses: ApiExpense[] }>(manager, `/vehicles/${vehicleId}/expenses?limit=50`)).data.expenses;
}

/**
 * Picks a MUI select's option. The form's date pickers load after it shows, and a menu opened in that
 * moment can be re-mounted under the pointer: then it is opened again.
 */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  for (let attempt = 0; ; attempt += 1) {
    await select.click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
      await expect.poll(() => select.innerText()).toContain(option);
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

const SEARCH = 'البحث برقم اللوحة أو الطراز';
const card = (page: Page, plate: string) => page.getByTestId('vehicle-card').filter({ hasText: plate });

/**
 * Searches the fleet for one plate and waits until the cards are that search's answer: the address carries
 * the search and the one card left is the plate's. The test plates sort first, so before the search applies
 * the plate is often already on the page among others, and a dialog opened from that card would close when
 * the answer replaced the page.
 */
async function searchPlate(page: Page, plate: string) {
  await searchList(page, SEARCH, plate);
  await expect.poll(async () => [await page.getByTestId('vehicle-card').count(), await card(page, plate).count()]).toEqual([1, 1]);
}

beforeAll(async () => {
  browser = await connectBrowser();
});
// Each test has the manager's page of its own: the list's search, kept by the app, stays with the test.
beforeEach(async () => {
  manager = await openPage(browser, DESKTOP, 'ar', { as: 'manager', at: API_ONLY });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (manager) await closePage(manager);
});

describe('vehicles and expenses in Chromium', () => {
  it('the manager adds a van through the form and finds it in the list', async () => {
    const plate = newPlate();
    await manager.goto(`${server.url}/vehicles`);
    await manager.getByTestId('vehicle-card').first().waitFor();
    await manager.getByTestId('list-add').click();
    await manager.waitForURL((url) => url.pathname === '/vehicles/add');

    await manager.getByRole('group', { name: /تاريخ الشراء/ }).waitFor();
    await choose(manager, 'نوع المركبة', 'شاحنة صغيرة (فان)');
    await manager.getByLabel('الطراز').fill(NEW_VAN.model);
    await manager.getByLabel('رقم اللوحة').fill(plate);
    await manager.getByLabel('سنة الصنع').fill(NEW_VAN.year);
    await manager.getByLabel('عداد المسافة الحالي (كم)').fill(NEW_VAN.km);
    await choose(manager, 'نوع الوقود', 'ديزل');
    await screenshot(manager, 'vehicles-add-1280');
    await manager.getByRole('button', { name: 'إضافة المركبة' }).click();
    await manager.getByText('تم إضافة المركبة بنجاح').first().waitFor();
    await manager.waitForURL((url) => url.pathname === '/vehicles');
    // The fleet opens at its top, its figures in view, not as far down as the form's save button was.
    await manager.getByTestId('vehicle-card').first().waitFor();
    await expect.poll(() => manager.evaluate(() => window.scrollY)).toBe(0);

    const saved = await vehicleByPlate(plate);
    expect(saved).toMatchObject({ assigned_distributor_id: null, current_km: Number(NEW_VAN.km) });
    await searchPlate(manager, plate);
    await card(manager, plate).getByText('غير مُعيّنة').waitFor();
  });

  it("takes distributor's old van off them, then assigns them the new one from its card", async () => {
    const { distributor, van: newVehicle } = await distributorWithOldVan();
    await manager.goto(`${server.url}/vehicles`);
    await manager.getByTestId('vehicle-card').first().waitFor();

    const people = await api<{ distributors: { id: number; full_name: string }[] }>(manager, '/users/distributors');
    const distributorId = people.data.distributors.find((person) => person.full_name === distributor.full_name)!.id;
    const old = (await api<{ vehicle: ApiVehicle | null }>(manager, `/vehicles/distributor/${distributorId}`)).data.vehicle;
    expect(old).not.toBeNull();

    await searchPlate(manager, old!.vehicle_plate);
    await card(manager, old!.vehicle_plate).getByRole('button', { name: 'إلغاء التعيين' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'إلغاء التعيين' }).click();
    await manager.getByText('تم إلغاء تعيين المركبة بنجاح').first().waitFor();

    const plate = newVehicle.vehicle_plate;
    await searchPlate(manager, plate);
    const dialog = manager.getByRole('dialog', { name: /تعيين موزع للمركبة/ });
    await openDialog(card(manager, plate).getByRole('button', { name: 'تعيين موزع' }), dialog);
    // Without a choice the dialog says so and assigns nothing.
    await dialog.getByRole('button', { name: 'تعيين', exact: true }).click();
    await dialog.getByText('يرجى اختيار موزع').waitFor();
    await dialog.getByRole('combobox', { name: 'الموزع' }).click();
    await manager.getByRole('listbox').getByRole('option', { name: new RegExp(`^${distributor.full_name}`) }).click();
    await screenshot(manager, 'vehicles-assign-dialog-1280');
    await dialog.getByRole('button', { name: 'تعيين', exact: true }).click();
    await manager.getByText('تم تعيين المركبة للموزع بنجاح').first().waitFor();
    await expect.poll(async () => (await vehicleByPlate(plate))?.assigned_distributor_id).toBe(distributorId);
    // An assigned van has no delete button on its card.
    await expect.poll(() => card(manager, plate).getByRole('button', { name: 'حذف المركبة' }).count()).toBe(0);

    await searchList(manager, SEARCH, '');
    await expect.poll(() => manager.getByTestId('vehicle-card').count()).toBeGreaterThan(1);
    await screenshot(manager, 'vehicles-list-1280');
    expect(externalRequests(manager)).toEqual([]);
  });
});

describe('the distributor records a fuel fill on their phone; the manager finds it everywhere', () => {
  it('refuses a zero amount beside its field and saves nothing, then records the fill with litres and km', async () => {
    // A distributor moved from their old van (with its receipts) to a new one.
    const { distributor, old, van: newVehicle } = await distributorWithOldVan(OLD_RECEIPTS);
    await moveToNewVan(old, newVehicle, distributor);
    const plate = newVehicle.vehicle_plate;
    const oldPlate = old.vehicle_plate;
    const description = `${FILL.description} ${unique()}`;

    const phone = await openPage(browser, PHONE, 'ar', { as: await signInByApi(server.url, distributor.username), at: '/distributor' });
    await phone.getByRole('link', { name: 'مصروفاتي' }).click();
    await phone.waitForURL((url) => url.pathname === '/distributor/expenses');
    await expect.poll(() => phone.getByTestId('expenses-own-vehicle').innerText()).toContain(plate);
    const van = (await vehicleByPlate(plate))!;
    expect(await expensesOf(van.id)).toEqual([]);

    await phone.getByTestId('expense-tile-fuel').click();
    const dialog = phone.getByRole('dialog', { name: 'إضافة مصروف جديد' });
    await dialog.getByLabel(/^المبلغ/).fill('0');
    await dialog.getByLabel(/^الوصف/).fill(description);
    await dialog.getByTestId('expense-submit').click();
    await dialog.getByText('المبلغ يجب أن يكون أكبر من صفر').waitFor();
    expect(await expensesOf(van.id)).toEqual([]);

    await dialog.getByLabel(/^المبلغ/).fill(FILL.amount);
    await dialog.getByLabel(/^كمية الوقود/).fill(FILL.litres);
    await dialog.getByLabel(/^قراءة العداد/).fill(FILL.km);
    await screenshot(phone, 'expenses-dialog-390');
    await dialog.getByTestId('expense-submit').click();
    await phone.getByText('تم تسجيل المصروف بنجاح').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const saved = await expensesOf(van.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ type: 'fuel', amount_eur: typedNumber(FILL.amount), litres: typedNumber(FILL.litres), km: Number(FILL.km) });
    // The reading moved the van's odometer forward.
    expect((await vehicleByPlate(plate))?.current_km).toBe(Number(FILL.km));

    const fill = phone.getByTestId('expense-card').filter({ hasText: description });
    await expect.poll(() => fill.count()).toBe(1);
    // Each card names its van: the older ones were made in the van taken off them.
    expect(await fill.innerText()).toContain(plate);
    expect(await phone.getByTestId('expense-card').filter({ hasText: oldPlate }).count()).toBeGreaterThan(0);
    await expect.poll(() => phone.getByTestId('expenses-card-count').innerText()).toContain('1');
    // All of them: the old van's receipts and the fill.
    await expect.poll(() => phone.getByTestId('expenses-card-count').innerText()).toContain(String(OLD_RECEIPTS + 1));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The last expense's date stays inside its card, two of which share the phone's line.
    const lastDate = await phone.getByTestId('expenses-card-last_date').evaluate((value) => {
      const card = value.closest('.MuiCard-root')!.getBoundingClientRect();
      const own = value.getBoundingClientRect();
      return { inside: own.left >= card.left && own.right <= card.right, clipped: value.scrollWidth > value.clientWidth };
    });
    expect(lastDate).toEqual({ inside: true, clipped: false });
    await screenshot(phone, 'expenses-distributor-390');
    expect(externalRequests(phone)).toEqual([]);
    await closePage(phone);
  });

  it('the manager sees the fill in the expenses list, the van’s expenses tab and totals, and the assignment in its history', async () => {
    // A distributor given a new van at 12,000 km, who filled it up at 12,350 km.
    const { distributor, old, van: newVehicle } = await distributorWithOldVan();
    await moveToNewVan(old, newVehicle, distributor);
    const plate = newVehicle.vehicle_plate;
    const description = `${FILL.description} ${unique()}`;
    await recordExpense(newVehicle, {
      type: 'fuel',
      amount: typedNumber(FILL.amount),
      litres: typedNumber(FILL.litres),
      km: Number(FILL.km),
      description,
    });

    await manager.goto(`${server.url}/vehicles`);
    await manager.getByRole('link', { name: 'المصروفات' }).click();
    await manager.waitForURL((url) => url.pathname === '/vehicles/expenses');
    const row = manager.getByTestId('expenses-table').locator('tr').filter({ hasText: description });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain(plate);
    await screenshot(manager, 'expenses-office-1280');

    const van = (await vehicleByPlate(plate))!;
    await manager.goto(`${server.url}/vehicles/details/${van.id}`);
    await manager.getByTestId('vehicle-show').waitFor();
    await expect.poll(() => manager.getByTestId('vehicle-figure-expenses-value').innerText()).toMatch(/64[.,]80/);
    // Distance since the van came: from 12,000 km at purchase to the fill's 12,350 km.
    await expect.poll(() => manager.getByTestId('vehicle-figure-distance-value').innerText()).toMatch(/350/);
    await screenshot(manager, 'vehicle-details-1280');

    await manager.getByRole('tab', { name: 'المصروفات' }).click();
    const expense = manager.getByTestId('vehicle-expense-row').filter({ hasText: description });
    await expect.poll(() => expense.count()).toBe(1);
    await expect.poll(() => manager.getByTestId('vehicle-expense-total-fuel').innerText()).toMatch(/64[.,]80/);
    await screenshot(manager, 'vehicle-details-expenses-1280');

    await manager.getByRole('tab', { name: 'الصيانة' }).click();
    await manager.getByTestId('vehicle-maintenance-form').waitFor();
    await screenshot(manager, 'vehicle-details-maintenance-1280');

    await manager.getByRole('tab', { name: 'سجل التعيينات' }).click();
    const assignment = manager.getByTestId('vehicle-history-row').filter({ hasText: distributor.full_name });
    await expect.poll(() => assignment.count()).toBe(1);
    await expect.poll(() => assignment.innerText()).toContain('حتى الآن');
    await screenshot(manager, 'vehicle-details-history-1280');

    // Delete is held back while the van is assigned, with the spec's note.
    await manager.getByTestId('vehicle-delete-note').getByText('لا يمكن حذف المركبة المُعيّنة لموزع').waitFor();
    expect(externalRequests(manager)).toEqual([]);
  });
});
