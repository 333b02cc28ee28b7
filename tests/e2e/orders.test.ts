import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiCall,
  connectBrowser,
  downloadedText,
  externalRequests,
  openPage,
  picturesOfFailure,
  savedSession,
  screenshot,
  clickToURL,
  shownDate,
  typeDate,
  closePage,
  API_ONLY,
} from './browser';
import { bakeryDate, earliestPlausibleDay } from '../../src/domain/dates';
import { amountText } from '../../src/domain/schemas/amountText';
import { sharedServer, signInByApi, type SavedSession } from './serverProcess';

// Issue 6 as the people who use it would: a manager takes an order for a shop with two products through
// the quick buttons, finds it in the list, opens and edits it, assigns a distributor, confirms it, records
// a payment, prints the delivery note and exports the list; an order above a product's stock is stopped
// by the stock toast; the assigned distributor sees the order and no one else's. Each test makes the
// order it works on through the API (newOrder), so any one of them runs alone or in any order, and has a
// page of its own (the list keeps its filters per page). The shop, the two products and the distributor
// are the file's own, made through the API with names of their own: another file runs beside this one on
// the same server, and its orders, stock and assignments must not change what this one counts.

const server = sharedServer();
let browser: Browser;
let page: Page;

interface ApiProduct {
  id: number;
  name: string;
  status: string;
  price_eur: number;
  stock_quantity: number | null;
}
interface ApiStore {
  id: number;
  name: string;
  status: string;
}
interface ApiOrder {
  id: number;
  order_number: string;
  store_id: number;
  store_name: string;
  status: string;
  payment_status: string;
  final_amount_eur: number;
  paid_amount_eur: number;
  assigned_distributor_id: number | null;
  delivery_date: string | null;
  items?: { product_id: number; quantity: number; line_total_eur: number }[];
}
interface OrderWithPayments extends ApiOrder {
  order_date: string;
  payments: { payment_date: string }[];
}
interface ApiUser {
  id: number;
  full_name: string;
}

function api<T>(path: string, init?: { method: string; body?: unknown }): Promise<T> {
  return apiCall<T>(page, path, init);
}
const data = async <T>(path: string) => (await api<{ data: T }>(path)).data;

const euro = (amount: number) =>
  new Intl.NumberFormat('ar', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(
    amount,
  );

// The bakery's day, as the server counts it.
const TODAY = bakeryDate();

let store: ApiStore;
let first: ApiProduct;
let second: ApiProduct;
let order: ApiOrder;
let distributor: ApiUser;
/** The file's distributor, signed in: the pages opened as them. */
let distributorSession: SavedSession;

/** What makes this run's names its own: the time it started. Typed first, it finds them in a list. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

/** A call the manager's page makes, which must succeed: what the file arranges for itself. */
async function arrange<T>(path: string, body: unknown): Promise<T> {
  const reply = await api<{ success: boolean; message?: string; data: T }>(path, { method: 'POST', body });
  if (!reply.success) throw new Error(`POST ${path} was refused: ${reply.message}`);
  return reply.data;
}

/** A new distributor of the file's own, made by the admin through the API; returns their username. */
async function newDistributor(fullName: string): Promise<string> {
  const username = `e2e_orders_${RUN.toLowerCase()}_${process.pid}`;
  const admin = savedSession('admin').cookies[0]!;
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: `${admin.name}=${admin.value}`, origin: server.url },
    body: JSON.stringify({ username, email: `${username}@bakery.be`, password: 'Bakery123', full_name: fullName, role: 'distributor' }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`no distributor: ${response.status} ${await response.text()}`);
  return username;
}

beforeAll(async () => {
  browser = await connectBrowser();
  page = await openPage(browser, DESKTOP, 'ar', { as: 'manager', at: API_ONLY });

  // Two active products with a counted stock of 100, so the spec's quick buttons 5 and 10 show; the
  // tests' orders take some of it.
  first = await arrange<ApiProduct>('/products', {
    name: `${RUN} خبز الطلبات`,
    category: 'bread',
    unit: 'pack',
    price_eur: 1.25,
    stock_quantity: 100,
  });
  second = await arrange<ApiProduct>('/products', {
    name: `${RUN} كعك الطلبات`,
    category: 'bread',
    unit: 'pack',
    price_eur: 2.4,
    stock_quantity: 100,
  });
  store = await arrange<ApiStore>('/stores', {
    name: `${RUN} متجر الطلبات`,
    address: 'Rue de la Loi 16, 1000 Bruxelles',
    phone: '+32 2 555 01 23',
  });
  const fullName = `موزع الطلبات ${RUN}`;
  const username = await newDistributor(fullName);
  distributorSession = await signInByApi(server.url, username);
  const { distributors } = await data<{ distributors: ApiUser[] }>('/users/distributors');
  // A manager sees distributors by name only.
  distributor = distributors.find((user) => user.full_name === fullName)!;
  expect(distributor).toBeTruthy();
  await closePage(page);
});
// Each test has the manager's page of its own: the list's filters and the print mode stay with the test.
beforeEach(async () => {
  page = await openPage(browser, DESKTOP, 'ar', { as: 'manager', at: API_ONLY });
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (page) await closePage(page);
});

/**
 * A new order for the shop through the API, delivered today: by default one piece of the first product;
 * assigned to `distributor` and confirmed when asked. What a test works on, made by the test itself.
 */
async function newOrder(
  options: { items?: { product_id: number; quantity: number }[]; assigned?: boolean; confirmed?: boolean } = {},
): Promise<ApiOrder> {
  const created = await api<{ data?: ApiOrder; message?: string }>('/orders', {
    method: 'POST',
    body: {
      store_id: store.id,
      delivery_date: TODAY,
      distributor_id: options.assigned ? distributor.id : undefined,
      items: options.items ?? [{ product_id: first.id, quantity: 1 }],
    },
  });
  if (!created.data) throw new Error(`the order was refused: ${created.message}`);
  if (options.confirmed) {
    const confirmed = await api<{ success: boolean; message?: string }>(`/orders/${created.data.id}/status`, {
      method: 'PUT',
      body: { status: 'confirmed' },
    });
    if (!confirmed.success) throw new Error(`the order was not confirmed: ${confirmed.message}`);
  }
  return data<ApiOrder>(`/orders/${created.data.id}`);
}

/**
 * Types the start of a choice into the order form's autocomplete labelled `label`, as a person does, and
 * picks it from the list. Only the start is typed, so the field showing the whole choice proves it was
 * picked.
 */
async function chooseAutocomplete(label: RegExp, option: string) {
  const box = page.getByTestId('order-create').getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option.slice(0, 4));
  const choice = page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first();
  await choice.waitFor();
  await choice.click();
  await expect.poll(() => box.inputValue()).toBe(option);
}

const rows = () => page.getByTestId('orders-table').locator('tbody tr');

describe('orders in Chromium, as manager', () => {
  it('creates an order for a shop with two products through the quick buttons', async () => {
    // The stock as it is now (other tests take some), and the dashboard's menu to start from.
    first = { ...first, ...(await data<ApiProduct>(`/products/${first.id}`)) };
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'الطلبات' }).first().click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await rows().first().waitFor();
    await page.getByRole('link', { name: 'طلب جديد' }).first().click();
    await page.waitForURL((url) => url.pathname === '/orders/create');
    // The address changes at once, but the list stays on screen until the form's code and its shops and
    // products have loaded (a navigation is a React transition): its own "shop" filter must not be
    // taken for the form's field. A user starts typing once the form shows.
    await page.getByTestId('order-create').getByRole('combobox', { name: /المتجر/ }).waitFor();

    await chooseAutocomplete(/المتجر/, store.name);
    // The chosen shop's phone and address show under it.
    await page.getByTestId('order-store-contact').waitFor();
    // Delivered today, so it is on the distributor's list of the day.
    await typeDate(page, /^تاريخ التسليم المطلوب/, TODAY);
    await expect.poll(() => page.getByTestId('summary-delivery-date').innerText()).toContain(shownDate(TODAY));
    await chooseAutocomplete(/المنتج 1/, first.name);
    await page.getByTestId('order-line-0').getByRole('button', { name: 'الكمية 5', exact: true }).click();
    await page.getByRole('button', { name: 'إضافة منتج' }).click();
    await chooseAutocomplete(/المنتج 2/, second.name);
    await page.getByTestId('order-line-1').getByRole('button', { name: 'الكمية 10', exact: true }).click();

    const total = Math.round((5 * first.price_eur + 10 * second.price_eur) * 100) / 100;
    await expect
      .poll(() =>
        page
          .getByTestId('order-line-0')
          .getByRole('spinbutton', { name: /الكمية/ })
          .inputValue(),
      )
      .toBe('5');
    await expect
      .poll(() =>
        page
          .getByTestId('order-line-1')
          .getByRole('spinbutton', { name: /الكمية/ })
          .inputValue(),
      )
      .toBe('10');
    await expect.poll(() => page.getByTestId('order-create').innerText()).toContain(euro(total));
    // The summary holds the whole order: the shop chosen first is still there.
    expect(await page.getByTestId('summary-store').innerText()).toContain(store.name);
    expect(await page.getByTestId('summary-delivery-date').innerText()).toContain(shownDate(TODAY));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'orders-create-1280');

    // Saving opens the new order's page.
    await clickToURL(page.getByRole('button', { name: 'حفظ الطلب' }), (url) => /^\/orders\/\d+$/.test(url.pathname));

    const { orders } = await data<{ orders: ApiOrder[] }>(
      `/orders?store_id=${store.id}&sortBy=created_at&sortOrder=DESC&limit=1`,
    );
    order = orders[0]!;
    expect(new URL(page.url()).pathname).toBe(`/orders/${order.id}`);
    await page.getByRole('link', { name: 'الطلبات' }).first().click();
    await page.waitForURL((url) => url.pathname === '/orders');
    expect(order.final_amount_eur).toBe(total);
    expect(order.status).toBe('draft');
    expect(order.delivery_date).toBe(TODAY);
    // Newest first: the new order heads the list with its number and total.
    const top = rows().first();
    await expect.poll(() => top.innerText()).toContain(order.order_number);
    expect(await top.innerText()).toContain(euro(total));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'orders-list-1280');

    // The stock was taken with the order.
    const after = await data<ApiProduct>(`/products/${first.id}`);
    expect(after.stock_quantity).toBe(first.stock_quantity! - 5);
  });

  it('asks which size of a product with variants, then shows the size on the order’s page (issue 30)', async () => {
    const sized = await arrange<ApiProduct>('/products', {
      name: `${RUN} كعكة الأحجام`,
      category: 'bread',
      unit: 'piece',
      price_eur: 2,
      stock_quantity: 100,
    });
    await arrange(`/products/${sized.id}/variants`, { name: 'صغير', code: `S-${RUN}-${process.pid}`, price_eur: 1.5, stock_quantity: 20 });
    const large = await arrange<{ id: number }>(`/products/${sized.id}/variants`, {
      name: 'كبير',
      code: `L-${RUN}-${process.pid}`,
      price_eur: 3.2,
      stock_quantity: 10,
    });
    await page.goto(`${server.url}/orders/create`);
    await page.getByTestId('order-create').getByRole('combobox', { name: /المتجر/ }).waitFor();
    await chooseAutocomplete(/المتجر/, store.name);
    await chooseAutocomplete(/المنتج 1/, sized.name);
    // The sizes come with the shop's prices; saving without one says so beside the field, and sends nothing.
    const size = page.getByTestId('order-line-0').getByTestId('line-variant');
    await size.waitFor();
    await page.getByRole('button', { name: 'حفظ الطلب' }).click();
    await expect.poll(() => size.innerText()).toContain(`يرجى اختيار الحجم أو الوزن للمنتج ${sized.name}`);
    expect(new URL(page.url()).pathname).toBe('/orders/create');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'orders-variant-required-1280');
    await size.getByRole('combobox').click();
    await page.getByRole('option', { name: /^كبير/ }).click();
    await expect.poll(() => page.getByTestId('order-line-0').getByTestId('line-subtotal').innerText()).toContain(euro(3.2));
    await expect.poll(() => size.innerText()).not.toContain('يرجى اختيار');

    await clickToURL(page.getByRole('button', { name: 'حفظ الطلب' }), (url) => /^\/orders\/\d+$/.test(url.pathname));
    const shown = `${sized.name} — كبير`;
    await expect.poll(() => page.locator('main').innerText()).toContain(shown);
    await screenshot(page, 'orders-variant-detail-1280');
    // The large size's own stock gave the unit; the product's stock is untouched.
    const { variants } = await data<{ variants: { id: number; stock_quantity: number | null }[] }>(`/products/${sized.id}/variants`);
    expect(variants.find((variant) => variant.id === large.id)!.stock_quantity).toBe(9);
    expect((await data<ApiProduct>(`/products/${sized.id}`)).stock_quantity).toBe(100);
    const phone = await openPage(browser, PHONE, 'ar', { as: 'manager', at: new URL(page.url()).pathname });
    try {
      await expect.poll(() => phone.locator('main').innerText()).toContain(shown);
      await screenshot(phone, 'orders-variant-detail-390');
    } finally {
      await closePage(phone);
    }
  });

  it('opens the order, edits a quantity and assigns a distributor', async () => {
    order = await newOrder({
      items: [
        { product_id: first.id, quantity: 5 },
        { product_id: second.id, quantity: 10 },
      ],
    });
    await page.goto(`${server.url}/orders`);
    await rows().first().waitFor();
    await page.getByRole('link', { name: order.order_number }).first().click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    await page
      .getByRole('heading', { name: new RegExp(order.order_number) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'تعديل' }).first().click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}/edit`);
    await page.getByTestId('order-edit').waitFor();

    await page.getByRole('button', { name: `زيادة كمية ${first.name}` }).click();
    const newTotal = Math.round((6 * first.price_eur + 10 * second.price_eur) * 100) / 100;
    await expect.poll(() => page.getByTestId('order-edit').innerText()).toContain(euro(newTotal));

    // The distributor panel acts at once, before the form is saved, and keeps what was typed.
    await page.getByLabel('اختر موزعاً').click();
    await page.getByRole('option', { name: distributor.full_name }).click();
    await page.getByRole('button', { name: 'تعيين', exact: true }).click();
    await expect.poll(() => page.getByTestId('current-distributor').innerText()).toContain(distributor.full_name);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'orders-edit-1280');

    await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`, { timeout: 15_000 });
    const saved = await data<ApiOrder>(`/orders/${order.id}`);
    expect(saved.final_amount_eur).toBe(newTotal);
    expect(saved.assigned_distributor_id).toBe(distributor.id);
    expect(saved.items?.find((line) => line.product_id === first.id)?.quantity).toBe(6);
    order = saved;
  });

  it('confirms the order and records a payment', async () => {
    order = await newOrder({ assigned: true });
    await page.goto(`${server.url}/orders/${order.id}`);
    await page.getByTestId('order-status-actions').getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect.poll(async () => (await data<ApiOrder>(`/orders/${order.id}`)).status).toBe('confirmed');
    // Only the moves a confirmed order allows are offered now.
    await page.getByTestId('order-status-actions').getByRole('button', { name: 'بدء التوزيع' }).waitFor();
    expect(await page.getByTestId('order-status-actions').getByRole('button', { name: 'تأكيد الطلب' }).count()).toBe(0);

    const half = Math.round((order.final_amount_eur / 2) * 100) / 100;
    await page.getByRole('button', { name: 'تسجيل دفعة' }).first().click();
    const dialog = page.getByRole('dialog');
    // More than what is owed is refused next to the field, and nothing is recorded.
    await dialog.getByLabel(/المبلغ \(يورو\)/).fill(amountText(order.final_amount_eur + 1));
    await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await dialog.getByText(/المبلغ يتجاوز المبلغ المتبقي/).waitFor();
    expect((await data<ApiOrder>(`/orders/${order.id}`)).paid_amount_eur).toBe(0);

    await dialog.getByLabel(/المبلغ \(يورو\)/).fill(amountText(half));
    await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await data<ApiOrder>(`/orders/${order.id}`)).payment_status).toBe('partial');
    const paid = await data<ApiOrder>(`/orders/${order.id}`);
    expect(paid.paid_amount_eur).toBe(half);
    await page.getByTestId('order-show').getByText('مدفوع جزئياً').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'orders-detail-1280');
  });

  it('prints a clean right-to-left delivery note', async () => {
    order = await newOrder();
    await page.goto(`${server.url}/orders/${order.id}`);
    await page.getByRole('button', { name: 'طباعة' }).waitFor();
    // On screen the menu and the buttons are there, and the note is not.
    expect(await page.getByTestId('app-sidebar').isVisible()).toBe(true);
    expect(await page.getByTestId('order-print-note').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    // On paper: the note, no menu, no buttons.
    const note = page.getByTestId('order-print-note');
    await note.waitFor();
    expect(await note.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'طباعة' }).isVisible()).toBe(false);
    expect(await page.getByTestId('app-sidebar').isVisible()).toBe(false);
    const text = await note.innerText();
    expect(text).toContain(order.order_number);
    expect(text).toContain(store.name);
    expect(text).toContain(first.name);
    expect(text).toContain('توقيع المستلم');
    expect(await note.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, 'orders-print-1280');
    await page.emulateMedia({ media: 'screen' });
  });

  it('exports the list as CSV with the filtered orders', async () => {
    order = await newOrder({ confirmed: true });
    // The list of the file's own shop: other files confirm orders of their own meanwhile.
    await page.goto(`${server.url}/orders?filter=${encodeURIComponent(JSON.stringify({ store_id: store.id }))}`);
    await rows().first().waitFor();
    await page
      .getByRole('combobox', { name: /حالة الطلب|الحالة/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'مؤكد', exact: true }).click();
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('confirmed'));
    const confirmed = await data<{ orders: ApiOrder[]; pagination: { total: number } }>(
      `/orders?status=confirmed&store_id=${store.id}&limit=500`,
    );
    // The URL changes before the list renders it: wait for the pager to count the confirmed orders, then
    // every row on the page is one.
    await expect
      .poll(() => page.getByTestId('orders-showing').innerText())
      .toContain(`من أصل ${confirmed.pagination.total}`);
    await expect.poll(() => rows().count()).toBe(Math.min(10, confirmed.pagination.total));
    for (const text of await rows().allInnerTexts()) expect(text).toContain('مؤكد');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تصدير CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('order_number');
    expect(lines).toHaveLength(confirmed.pagination.total + 1);
    expect(lines.some((line) => line.includes(order.order_number))).toBe(true);
    for (const line of lines.slice(1)) expect(line).toContain('confirmed');
  });

  it('stops an order above a product stock with the stock toast, and saves nothing', async () => {
    // The file's own shop's orders: other files add orders of their own meanwhile.
    const shopOrders = `/orders?store_id=${store.id}&limit=1`;
    const before = (await data<{ pagination: { total: number } }>(shopOrders)).pagination.total;
    const stockBefore = (await data<ApiProduct>(`/products/${second.id}`)).stock_quantity!;
    await page.goto(`${server.url}/orders/create`);
    await chooseAutocomplete(/المتجر/, store.name);
    await chooseAutocomplete(/المنتج 1/, second.name);
    await page
      .getByTestId('order-line-0')
      .getByRole('spinbutton', { name: /الكمية/ })
      .fill(String(stockBefore + 7));
    await page.getByRole('button', { name: 'حفظ الطلب' }).click();
    const toast = page.getByText('الكميات المطلوبة غير متوفرة في المخزون:');
    await toast.waitFor();
    await page.getByText(`${second.name}: المطلوب ${stockBefore + 7}، المتوفر ${stockBefore}`).waitFor();
    expect(page.url()).toContain('/orders/create');
    expect((await data<{ pagination: { total: number } }>(shopOrders)).pagination.total).toBe(before);
    expect((await data<ApiProduct>(`/products/${second.id}`)).stock_quantity).toBe(stockBefore);
    expect(externalRequests(page)).toEqual([]);
  });

  it('fits the list on a phone', async () => {
    order = await newOrder();
    const phone = await openPage(browser, PHONE, 'ar', { as: 'manager', at: '/orders' });
    await phone.getByText(order.order_number).first().waitFor();
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'orders-list-390');
    await closePage(phone);
  });
});

describe('orders in Chromium, as the assigned distributor', () => {
  it('opens the order from today’s deliveries on a phone', async () => {
    order = await newOrder({ assigned: true, confirmed: true });
    const phone = await openPage(browser, PHONE, 'ar', { as: distributorSession, at: '/distributor' });
    const card = phone.getByTestId('delivery-card').filter({ hasText: order.order_number });
    await card.getByRole('link', { name: 'تفاصيل الطلب' }).click();
    // Issue 16: their own order page, inside their area with its bottom tabs.
    await phone.waitForURL((url) => url.pathname === `/distributor/orders/${order.id}`);
    await phone
      .getByRole('heading', { name: new RegExp(order.order_number) })
      .first()
      .waitFor();
    await phone.getByTestId('distributor-layout').waitFor();
    await phone.getByTestId('distributor-link-home').waitFor();
    // The distributor may start the delivery of their confirmed order; no office actions.
    await phone.getByRole('button', { name: 'بدء التوزيع' }).waitFor();
    for (const name of ['تعديل', 'إلغاء الطلب', 'نسخ الطلب'])
      expect(await phone.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'orders-detail-distributor-390');
    await closePage(phone);
  });

  it('sees the assigned order and no one else’s', async () => {
    order = await newOrder({ assigned: true, confirmed: true });
    // Someone else's: not assigned to them.
    const other = await newOrder();
    const own = await openPage(browser, DESKTOP, 'ar', { as: distributorSession, at: '/distributor' });
    await screenshot(own, 'orders-list-distributor-1280');

    const mine = await apiCall<{ data: { orders: ApiOrder[]; pagination: { total: number } } }>(
      own,
      '/orders?limit=500',
    );
    expect(mine.data.orders.every((row) => row.assigned_distributor_id === distributor.id)).toBe(true);
    expect(mine.data.orders.map((row) => row.id)).toContain(order.id);
    const total = (await data<{ pagination: { total: number } }>(`/orders?distributor_id=${distributor.id}&limit=1`))
      .pagination.total;
    expect(mine.data.pagination.total).toBe(total);

    // Someone else's order, opened by its address, is refused.
    expect(other.assigned_distributor_id).not.toBe(distributor.id);
    await own.goto(`${server.url}/orders/${other.id}`);
    await own
      .getByText(/غير مصرح لك بعرض هذا الطلب|الطلب غير موجود/)
      .first()
      .waitFor();
    expect(await own.getByText(other.order_number).count()).toBe(0);
    await closePage(own);
  });
});

describe('dates in a Chromium whose locale is en-US', () => {
  // What a date field shows: its sections and separators, without the direction marks around them.
  const fieldText = (field: Locator) =>
    field
      .locator('.MuiPickersSectionList-root')
      .innerText()
      .then((text) => text.replace(/[\u200e\u200f\u2066-\u2069\s]/g, ''));
  const year = Number(TODAY.slice(0, 4));
  // Day 25 of month 12: read month first it would be no date at all.
  const NEXT_CHRISTMAS = `${year + 1}-12-25`;
  const LAST_CHRISTMAS = `${year - 1}-12-25`;
  const YESTERDAY = bakeryDate(new Date(Date.now() - 24 * 3600 * 1000));

  it('shows and takes DD/MM/YYYY in the order form and the payment form', async () => {
    const english = await openPage(browser, DESKTOP, 'en-US', { as: 'manager', at: API_ONLY });
    // The browser's own format is month first here, as a native date input would show it.
    expect(await english.evaluate(() => [navigator.language, new Date(2026, 11, 25).toLocaleDateString()])).toEqual([
      'en-US',
      '12/25/2026',
    ]);

    await english.goto(`${server.url}/orders/create`);
    const delivery = english.getByRole('group', { name: /^تاريخ التسليم المطلوب/ });
    // An empty field's placeholders are Arabic (day/month/year).
    await expect.poll(() => fieldText(delivery)).toBe('يوم/شهر/سنة');
    // A delivery before today is refused beside the field.
    await typeDate(english, /^تاريخ التسليم المطلوب/, YESTERDAY);
    await english.getByRole('button', { name: 'حفظ الطلب' }).click();
    await delivery.locator('xpath=..').getByText('تاريخ التسليم لا يمكن أن يسبق تاريخ الطلب').waitFor();
    // Saving focused the first field refused, the shop, whose open list covers the date: closed first.
    await english.keyboard.press('Escape');
    await english.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(english, 'dates-delivery-past-en-US');
    // A click anywhere, here at the field's right edge (the year's side), types from the day.
    const box = (await delivery.boundingBox())!;
    await english.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    await english.keyboard.type(shownDate(NEXT_CHRISTMAS).replace(/\D/g, ''));
    await expect.poll(() => fieldText(delivery)).toBe(shownDate(NEXT_CHRISTMAS));
    // The form holds that day: the summary formats what the form holds.
    await expect
      .poll(() => english.getByTestId('summary-delivery-date').innerText())
      .toContain(shownDate(NEXT_CHRISTMAS));
    await screenshot(english, 'dates-order-create-en-US');

    const created = await apiCall<{ data: OrderWithPayments }>(english, '/orders', {
      method: 'POST',
      body: { store_id: store.id, items: [{ product_id: second.id, quantity: 1 }] },
    });
    const fresh = created.data;
    await english.goto(`${server.url}/orders/${fresh.id}/edit`);
    const orderDate = english.getByRole('group', { name: /^تاريخ الطلب/ });
    await expect.poll(() => fieldText(orderDate)).toBe(shownDate(fresh.order_date));
    await apiCall(english, `/orders/${fresh.id}/status`, { method: 'PUT', body: { status: 'confirmed' } });

    await english.goto(`${server.url}/orders/${fresh.id}`);
    await english.getByRole('button', { name: 'تسجيل دفعة' }).first().click();
    const dialog = english.getByRole('dialog');
    const paymentDate = dialog.getByRole('group', { name: /^تاريخ الدفع/ });
    await expect.poll(() => fieldText(paymentDate)).toBe(shownDate(TODAY));
    // A day in the future is refused with the server's Arabic message, and nothing is recorded.
    await typeDate(dialog, /^تاريخ الدفع/, NEXT_CHRISTMAS);
    await expect.poll(() => fieldText(paymentDate)).toBe(shownDate(NEXT_CHRISTMAS));
    await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await english.getByText('تاريخ الدفعة لا يمكن أن يكون في المستقبل').first().waitFor();
    expect((await data<OrderWithPayments>(`/orders/${fresh.id}`)).payments).toHaveLength(0);

    await typeDate(dialog, /^تاريخ الدفع/, LAST_CHRISTMAS);
    await expect.poll(() => fieldText(paymentDate)).toBe(shownDate(LAST_CHRISTMAS));
    // More than 31 days back (issue 23): the office records it with a reason, asked beside the date.
    if (LAST_CHRISTMAS < earliestPlausibleDay(TODAY)) {
      await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
      const reason = dialog.getByRole('textbox', { name: 'سبب التاريخ القديم' });
      await dialog.getByText('اذكر سبب تسجيل دفعة بتاريخ أقدم من 31 يوماً').waitFor();
      await reason.fill('شيك عيد الميلاد وصل متأخراً');
    }
    await screenshot(english, 'dates-payment-en-US');
    await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await data<OrderWithPayments>(`/orders/${fresh.id}`)).payments.map((p) => p.payment_date))
      .toEqual([LAST_CHRISTMAS]);
    await closePage(english);
  });
});
