import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tabsFor } from '../../src/resources/users/show/employeeTabs';
import { DESKTOP, PHONE, apiCall, connectBrowser, externalRequests, openPage, picturesOfFailure, screenshot, signIn, closePage, API_ONLY, searchList as searchFor } from './browser';
import { sharedServer, signInByApi } from './serverProcess';

// Issue 14 as the admin uses it: a distributor added through the form with a Belgian number, who signs
// in on their phone and is put out the moment the admin deactivates them; the list on a phone (cards,
// delete from a card); and the employee pages, tab by tab. Each test stands alone: it makes through the
// API the employees it works on, with names of their own (other files add accounts to the same server
// meanwhile), and has the admin's page of its own.

const server = sharedServer();
let browser: Browser;
let admin: Page;

interface ApiUser {
  id: number;
  username: string;
  full_name: string;
  phone: string | null;
  role: string;
  status: string;
}
interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** What makes this run's names its own: the time it started and a counter. */
const RUN = Date.now().toString(36).slice(-5);
let made = 0;
const unique = () => `${RUN}${(made += 1)}`;

/** A distributor no one else has made: its username, e-mail and name carry a suffix of its own. */
function newDistributorFields() {
  const suffix = unique();
  return {
    username: `sami_e2e_${suffix}`,
    email: `sami.e2e.${suffix}@bakery.be`,
    password: 'Distri123',
    full_name: `سامي الموزع الجديد ${suffix}`,
    phone: '0470 12 34 56',
  };
}

/** A new active distributor, made by the admin through the API. */
async function newDistributor() {
  const fields = newDistributorFields();
  const created = await api<ApiUser>(admin, '/users', { method: 'POST', body: { ...fields, role: 'distributor' } });
  if (!created.success) throw new Error(`no distributor: ${created.message}`);
  return fields;
}

/** The employees the list counts. */
async function totalUsers(): Promise<number> {
  const stats = await api<{ general: { totalUsers: number } }>(admin, '/users/statistics');
  return stats.data.general.totalUsers;
}

function api<T>(page: Page, path: string, init?: { method: string; body?: unknown }): Promise<Envelope<T>> {
  return apiCall<Envelope<T>>(page, path, init);
}

async function findUser(username: string): Promise<ApiUser | undefined> {
  const found = await api<{ users: ApiUser[] }>(admin, `/users?search=${encodeURIComponent(username)}&limit=50`);
  return found.data.users.find((user) => user.username === username);
}

/** The row of the table (or the card) that names this employee. */
function rowOf(page: Page, fullName: string) {
  return page.getByTestId('users-table').locator('tbody tr').filter({ hasText: fullName });
}

async function searchList(page: Page, text: string) {
  await searchFor(page, 'بحث بالاسم أو اسم المستخدم أو البريد...', text);
}

beforeAll(async () => {
  browser = await connectBrowser();
});
// The admin's page is each test's own: the list's search, kept by the app, stays with the test.
beforeEach(async () => {
  admin = await openPage(browser, DESKTOP, 'ar', { as: 'admin', at: API_ONLY });
  // The location tab's map runs without tiles, so the browser reaches no host but this one.
  const saved = await api<unknown>(admin, '/system/settings', { method: 'PUT', body: { mapTileUrl: '', geocoderUrl: '' } });
  expect(saved.success).toBe(true);
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (admin) await closePage(admin);
});

describe('employees in Chromium, as admin', () => {
  it('shows the list with its three tiles, ten to a page, on a wide screen as a table', async () => {
    // Other files add accounts meanwhile: the list is loaded again until no one was added while it loaded.
    let total = -1;
    for (let attempt = 1; total < 0; attempt += 1) {
      const before = await totalUsers();
      const figures = admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/statistics');
      await admin.goto(`${server.url}/users`);
      await admin.getByTestId('users-table').waitFor();
      await figures;
      if ((await totalUsers()) === before || attempt === 5) total = before;
    }
    await expect.poll(() => admin.locator('main').innerText()).toContain(String(total));
    await expect.poll(() => admin.getByTestId('users-table').locator('tbody tr').count()).toBe(Math.min(10, total));
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(admin, 'users-list-1280');
    expect(externalRequests(admin)).toEqual([]);
  });

  it('adds a distributor with a Belgian number through the form; the list shows it with +32', async () => {
    const NEW_DISTRIBUTOR = newDistributorFields();
    await admin.goto(`${server.url}/users/create`);
    await admin.getByTestId('user-form').waitFor();
    await admin.getByLabel('اسم المستخدم').fill(NEW_DISTRIBUTOR.username);
    await admin.getByLabel('البريد الإلكتروني').fill(NEW_DISTRIBUTOR.email);
    // Required fields are labelled with a trailing '*'.
    await admin.getByLabel(/^كلمة المرور/).fill(NEW_DISTRIBUTOR.password);
    await admin.getByLabel(/^تأكيد كلمة المرور/).fill(NEW_DISTRIBUTOR.password);
    await admin.getByLabel('الاسم الكامل').fill(NEW_DISTRIBUTOR.full_name);
    await admin.getByLabel('رقم الهاتف').fill(NEW_DISTRIBUTOR.phone);
    await admin.getByRole('combobox', { name: 'الدور' }).click();
    await admin.getByRole('option', { name: 'مسؤول التوزيع', exact: true }).click();
    // The distributor's own section appears with the role.
    await admin.getByTestId('user-distributor').waitFor();
    await screenshot(admin, 'users-create-distributor-1280');
    await admin.getByRole('button', { name: 'إضافة الموظف' }).click();
    await admin.getByText('تم إضافة الموظف بنجاح').first().waitFor();

    // Back on the list after two seconds.
    await admin.waitForURL((url) => url.pathname === '/users', { timeout: 15_000 });
    const saved = await findUser(NEW_DISTRIBUTOR.username);
    expect(saved).toMatchObject({ role: 'distributor', status: 'active', phone: '+32470123456', full_name: NEW_DISTRIBUTOR.full_name });

    await searchList(admin, NEW_DISTRIBUTOR.username);
    const row = rowOf(admin, NEW_DISTRIBUTOR.full_name);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByTestId('user-phone').innerText()).toContain('+32 470 12 34 56');
  });

  it('the new distributor signs in on their phone and lands on /distributor', async () => {
    const NEW_DISTRIBUTOR = await newDistributor();
    const distributorPhone = await openPage(browser, PHONE);
    await signIn(distributorPhone, server.url, NEW_DISTRIBUTOR.username, NEW_DISTRIBUTOR.password);
    await distributorPhone.waitForURL((url) => url.pathname === '/distributor');
    await distributorPhone.getByText(NEW_DISTRIBUTOR.full_name.split(' ')[0]!).first().waitFor();
    await closePage(distributorPhone);
  });

  it("deactivated from the list, the distributor's open session goes to the login page on its next action", async () => {
    // A new distributor, signed in on their phone, and found in the admin's list.
    const NEW_DISTRIBUTOR = await newDistributor();
    const distributorPhone = await openPage(browser, PHONE, 'ar', {
      as: await signInByApi(server.url, NEW_DISTRIBUTOR.username, NEW_DISTRIBUTOR.password),
      at: '/distributor',
    });
    await distributorPhone.getByText(NEW_DISTRIBUTOR.full_name.split(' ')[0]!).first().waitFor();
    await admin.goto(`${server.url}/users`);
    await admin.getByTestId('users-table').waitFor();
    await searchList(admin, NEW_DISTRIBUTOR.username);
    const row = rowOf(admin, NEW_DISTRIBUTOR.full_name);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'إلغاء التفعيل' }).click();
    await admin.getByText('تم إلغاء تفعيل الموظف').first().waitFor();
    await expect.poll(async () => (await findUser(NEW_DISTRIBUTOR.username))?.status).toBe('inactive');
    // The row offers activation now.
    await row.getByRole('button', { name: 'تفعيل', exact: true }).waitFor();

    // The phone still shows the distributor's page. Its next action (a tap on the profile link, no
    // reload) makes a call the server refuses, and the app signs out to the login page.
    expect(new URL(distributorPhone.url()).pathname).toBe('/distributor');
    await distributorPhone.getByTestId('user-profile-link').click();
    await distributorPhone.waitForURL((url) => url.pathname === '/login');
    expect(await distributorPhone.evaluate(() => localStorage.getItem('bakery.session'))).toBeNull();

    // And the password no longer opens the account.
    await signIn(distributorPhone, server.url, NEW_DISTRIBUTOR.username, NEW_DISTRIBUTOR.password);
    await distributorPhone.locator('form [role="alert"]').waitFor();
    expect(new URL(distributorPhone.url()).pathname).toBe('/login');
    await closePage(distributorPhone);
  });

  it('shows cards at 390 px and deletes an employee without history from a card', async () => {
    const suffix = unique();
    const temp = { username: `temp_cashier_e2e_${suffix}`, full_name: `كاشير مؤقت للحذف ${suffix}` };
    const created = await api<ApiUser>(admin, '/users', {
      method: 'POST',
      body: {
        username: temp.username,
        email: `temp.cashier.${suffix}@bakery.be`,
        password: 'Cashier123',
        full_name: temp.full_name,
        phone: '+32 2 555 00 11',
        role: 'cashier',
      },
    });
    expect(created.success).toBe(true);
    const id = created.data.id;

    const phone = await openPage(browser, PHONE, 'ar', { as: 'admin', at: '/users' });
    await phone.getByTestId('users-cards').waitFor();
    expect(await phone.getByTestId('users-table').count()).toBe(0);
    await expect.poll(() => phone.getByTestId('user-card').count()).toBe(10);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'users-list-390');

    await searchList(phone, temp.username);
    const card = phone.getByTestId('user-card').filter({ hasText: temp.full_name });
    await expect.poll(() => phone.getByTestId('user-card').count()).toBe(1);
    await card.getByRole('button', { name: 'حذف' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText('هل أنت متأكد من حذف هذا الموظف؟').waitFor();
    await screenshot(phone, 'users-card-delete-390');
    await dialog.getByRole('button', { name: 'حذف' }).click();
    await phone.getByText('تم حذف الموظف بنجاح').first().waitFor();
    await expect.poll(() => phone.getByTestId('user-card').count()).toBe(0);

    const gone = await apiCall<{ success: boolean }>(admin, `/users/${id}`);
    expect(gone.success).toBe(false);
    await closePage(phone);
  });

  it("opens every tab of a distributor's page and of a manager's, with screenshots", async () => {
    const distributor = await findUser('distributor');
    const manager = await findUser('manager');
    expect(distributor && manager).toBeTruthy();

    for (const [who, user] of [
      ['distributor', distributor!],
      ['manager', manager!],
    ] as const) {
      await admin.goto(`${server.url}/users/${user.id}`);
      await admin.getByTestId('employee-show').waitFor();
      await admin.getByText(user.full_name).first().waitFor();
      const tabs = tabsFor(user.role as 'distributor' | 'manager');
      const strip = admin.getByTestId('employee-tabs');
      await expect.poll(() => strip.getByRole('tab').count()).toBe(tabs.length);
      // Every tab is whole within the strip at 1280 px: none is cut at its edge (issue 23, the sixth was).
      const shown = await strip.evaluate((element) => {
        // The scroller is what clips the tabs (the scroll buttons sit outside it).
        const box = element.querySelector('.MuiTabs-scroller')!.getBoundingClientRect();
        return [...element.querySelectorAll('[role="tab"]')].map((tab) => {
          const own = tab.getBoundingClientRect();
          return own.left >= box.left - 0.5 && own.right <= box.right + 0.5;
        });
      });
      expect(shown).toEqual(tabs.map(() => true));
      for (const [index, tab] of tabs.entries()) {
        await strip.getByRole('tab').nth(index).click();
        const panel = admin.getByTestId(`employee-tab-${tab}`);
        await panel.waitFor();
        // The tab's own call has landed: no spinner or placeholder left in it.
        await expect.poll(() => panel.locator('.MuiCircularProgress-root, .MuiSkeleton-root').count()).toBe(0);
        expect((await panel.innerText()).trim()).not.toBe('');
        await screenshot(admin, `users-${who}-${tab}-1280`);
      }
    }
    expect(externalRequests(admin)).toEqual([]);
  });
});
