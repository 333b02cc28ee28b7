import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabsFor } from '../../src/resources/users/show/employeeTabs';
import { DESKTOP, PHONE, apiCall, connectBrowser, externalRequests, openPage, screenshot, signIn } from './browser';
import { sharedServer } from './serverProcess';

// Issue 14 as the admin uses it: a distributor added through the form with a Belgian number, who signs
// in on their phone and is put out the moment the admin deactivates them; the list on a phone (cards,
// delete from a card); and the employee pages, tab by tab.

const server = sharedServer();
let browser: Browser;
let admin: Page;
/** The new distributor's own phone, signed in beside the admin. */
let distributorPhone: Page;

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

const NEW_DISTRIBUTOR = {
  username: 'sami_e2e',
  email: 'sami.e2e@bakery.be',
  password: 'Distri123',
  full_name: 'سامي الموزع الجديد',
  phone: '0470 12 34 56',
};

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
  await page.getByPlaceholder('بحث بالاسم أو اسم المستخدم أو البريد...').fill(text);
}

beforeAll(async () => {
  browser = await connectBrowser();
  admin = await openPage(browser, DESKTOP, 'ar', { as: 'admin', at: '/dashboard' });
  // The location tab's map runs without tiles, so the browser reaches no host but this one.
  const saved = await api<unknown>(admin, '/system/settings', { method: 'PUT', body: { mapTileUrl: '', geocoderUrl: '' } });
  expect(saved.success).toBe(true);
});
afterAll(async () => {
  await browser?.close();
});

describe('employees in Chromium, as admin', () => {
  it('shows the list with its three tiles, ten to a page, on a wide screen as a table', async () => {
    await admin.goto(`${server.url}/users`);
    await admin.getByTestId('users-table').waitFor();
    const stats = await api<{ general: { totalUsers: number; activeUsers: number; inactiveUsers: number } }>(admin, '/users/statistics');
    await expect.poll(() => admin.locator('main').innerText()).toContain(String(stats.data.general.totalUsers));
    await expect.poll(() => admin.getByTestId('users-table').locator('tbody tr').count()).toBe(Math.min(10, stats.data.general.totalUsers));
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(admin, 'users-list-1280');
    expect(externalRequests(admin)).toEqual([]);
  });

  it('adds a distributor with a Belgian number through the form; the list shows it with +32', async () => {
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
    distributorPhone = await openPage(browser, PHONE);
    await signIn(distributorPhone, server.url, NEW_DISTRIBUTOR.username, NEW_DISTRIBUTOR.password);
    await distributorPhone.waitForURL((url) => url.pathname === '/distributor');
    await distributorPhone.getByText(NEW_DISTRIBUTOR.full_name.split(' ')[0]!).first().waitFor();
  });

  it("deactivated from the list, the distributor's open session goes to the login page on its next action", async () => {
    const row = rowOf(admin, NEW_DISTRIBUTOR.full_name);
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
    await distributorPhone.context().close();
  });

  it('shows cards at 390 px and deletes an employee without history from a card', async () => {
    const created = await api<ApiUser>(admin, '/users', {
      method: 'POST',
      body: {
        username: 'temp_cashier_e2e',
        email: 'temp.cashier@bakery.be',
        password: 'Cashier123',
        full_name: 'كاشير مؤقت للحذف',
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

    await searchList(phone, 'temp_cashier_e2e');
    const card = phone.getByTestId('user-card').filter({ hasText: 'كاشير مؤقت للحذف' });
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
    await phone.context().close();
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
