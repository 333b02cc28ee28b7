import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_TOAST_MS } from '../../src/domain/orders/rules';
import { formatMoney } from '../../src/i18n/format';
import { fakeDataProvider, orderDetail, renderOrders, type FakeProvider } from './orderHarness';
import { setWindowWidth } from './shellHarness';

vi.setConfig({ testTimeout: 30_000 });

const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

async function openCreate(provider: FakeProvider = fakeDataProvider(), path = '/orders/create') {
  renderOrders(provider, { path });
  await screen.findByTestId('order-create');
  return provider;
}

async function pick(combobox: HTMLElement, typed: string, option: RegExp | string) {
  fireEvent.focus(combobox);
  fireEvent.change(combobox, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const storeBox = () => screen.getByRole('combobox', { name: /^المتجر/ });
const line = (n: number) => screen.getByTestId(`order-line-${n - 1}`);
const productBox = (n: number) => within(line(n)).getByRole('combobox', { name: new RegExp(`^المنتج ${n}`) });
const quantityBox = (n: number) => within(line(n)).getByRole('spinbutton', { name: /الكمية/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب' }));

async function fillValidOrder() {
  await pick(storeBox(), 'سوبر', 'سوبرماركت الوسط');
  await pick(productBox(1), 'خبز', /خبز عربي/);
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/orders/create: what it loads and shows', () => {
  it('loads active shops (100), active products and active distributors', async () => {
    const provider = await openCreate();
    expect(provider.getList).toHaveBeenCalledWith(
      'stores',
      expect.objectContaining({ pagination: { page: 1, perPage: 100 }, filter: { status: 'active' } }),
    );
    expect(provider.getList).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({ pagination: { page: 1, perPage: 500 }, filter: { status: 'active' } }),
    );
    expect(provider.distributors).toHaveBeenCalledWith({ active: true });
  });

  it("shows the chosen shop's phone and address, and the shop in the summary", async () => {
    await openCreate();
    expect(screen.queryByTestId('order-store-contact')).not.toBeInTheDocument();
    await pick(storeBox(), 'سوبر', 'سوبرماركت الوسط');
    const contact = await screen.findByTestId('order-store-contact');
    expect(contact).toHaveTextContent('+32 470 11 22 33');
    expect(contact).toHaveTextContent('شارع الملك 12، بروكسل');
    expect(screen.getByTestId('summary-store')).toHaveTextContent('سوبرماركت الوسط');
  });

  it("lists each product with its price and its stock or 'unlimited'", async () => {
    await openCreate();
    fireEvent.focus(productBox(1));
    fireEvent.change(productBox(1), { target: { value: 'ك' } });
    const options = await screen.findAllByRole('option');
    const texts = options.map((option) => option.textContent?.replace(/\u00a0/g, ' '));
    expect(texts).toContain(`كعك بالسمسم${money(4)} · المخزون: غير محدود`);
    expect(texts).toContain(`كرواسان${money(1.2)} · المخزون: 500`);
  });
});

describe('/orders/create: quantities', () => {
  it.each([
    [/خبز عربي/, 'خبز', ['1', '5', '10', '25', '40']],
    [/معمول/, 'معمول', ['1', '5', '8']],
  ])('offers the quick buttons of the spec for a stock of 100 or less (%s)', async (option, typed, values) => {
    await openCreate();
    await pick(productBox(1), typed, option);
    const quick = await within(line(1)).findByTestId('quick-quantities');
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(values);
    fireEvent.click(within(quick).getByRole('button', { name: `الكمية 5` }));
    await waitFor(() => expect(quantityBox(1)).toHaveValue(5));
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('5');
  });

  it('offers none for a large or unlimited stock', async () => {
    await openCreate();
    await pick(productBox(1), 'كرو', /كرواسان/);
    expect(await within(line(1)).findByTestId('line-stock')).toHaveTextContent('المخزون: 500');
    expect(within(line(1)).queryByTestId('quick-quantities')).not.toBeInTheDocument();
    await pick(productBox(1), 'كعك', /كعك بالسمسم/);
    await waitFor(() => expect(within(line(1)).getByTestId('line-stock')).toHaveTextContent('المخزون: غير محدود'));
    expect(within(line(1)).queryByTestId('quick-quantities')).not.toBeInTheDocument();
  });

  it('sets the whole stock with the last button, and shows the subtotal and the totals', async () => {
    await openCreate();
    await pick(productBox(1), 'خبز', /خبز عربي/);
    fireEvent.click(await within(line(1)).findByRole('button', { name: 'كامل المخزون (40)' }));
    await waitFor(() => expect(quantityBox(1)).toHaveValue(40));
    expect(within(line(1)).getByTestId('line-subtotal')).toHaveTextContent(money(100));
    expect(screen.getByTestId('summary-total-eur')).toHaveTextContent(money(100));
    expect(screen.getByTestId('summary-total-syp')).toHaveTextContent('1,500,000');
    expect(screen.getByTestId('summary-stock')).toHaveTextContent('متوفر (40 من 40)');
  });
});

describe('/orders/create: the rules of section 5', () => {
  it('asks for a shop and a product and a whole quantity, next to each field, and sends nothing', async () => {
    const provider = await openCreate();
    fireEvent.change(quantityBox(1), { target: { value: '0' } });
    save();
    expect(await screen.findByText('يرجى اختيار المتجر')).toBeInTheDocument();
    expect(within(line(1)).getByText('يرجى اختيار المنتج للعنصر 1')).toBeInTheDocument();
    expect(within(line(1)).getByText('يرجى إدخال كمية صحيحة للعنصر 1')).toBeInTheDocument();
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('numbers the line in its message', async () => {
    const provider = await openCreate();
    await fillValidOrder();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة منتج' }));
    await waitFor(() => expect(line(2)).toBeInTheDocument());
    fireEvent.change(quantityBox(2), { target: { value: '2.5' } });
    save();
    expect(await within(line(2)).findByText('يرجى اختيار المنتج للعنصر 2')).toBeInTheDocument();
    expect(within(line(2)).getByText('يرجى إدخال كمية صحيحة للعنصر 2')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('asks for at least one product when every line was removed', async () => {
    const provider = await openCreate();
    await pick(storeBox(), 'سوبر', 'سوبرماركت الوسط');
    fireEvent.click(screen.getByRole('button', { name: 'حذف المنتج 1' }));
    await waitFor(() => expect(screen.queryByTestId('order-line-0')).not.toBeInTheDocument());
    save();
    expect(await screen.findByText('يرجى إضافة منتج واحد على الأقل')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('refuses the same product on two lines', async () => {
    const provider = await openCreate();
    await fillValidOrder();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة منتج' }));
    await waitFor(() => expect(line(2)).toBeInTheDocument());
    await pick(productBox(2), 'خبز', /خبز عربي/);
    save();
    expect(await within(line(2)).findByText(/هذا المنتج موجود في سطر آخر/)).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });
});

describe('/orders/create: stock', () => {
  it('warns as the quantity passes the stock, then stops the submit with the 8 s stock toast', async () => {
    const provider = await openCreate();
    await fillValidOrder();
    fireEvent.change(quantityBox(1), { target: { value: '50' } });
    expect(
      await screen.findByText('الكمية المطلوبة من «خبز عربي» (50) تتجاوز المخزون المتوفر (40)'),
    ).toBeInTheDocument();
    expect(within(line(1)).getByText('الكمية تتجاوز المخزون المتوفر (40)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-stock')).toHaveTextContent('غير كافٍ (50 من 40)');

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    save();
    const toast = await screen.findByText(/الكميات المطلوبة غير متوفرة في المخزون/);
    expect(toast).toHaveTextContent('• خبز عربي: المطلوب 50، المتوفر 40');
    expect(provider.create).not.toHaveBeenCalled();
    // Longer than react-admin's usual 4 s, gone after 8 s.
    await act(() => vi.advanceTimersByTimeAsync(STOCK_TOAST_MS - 2000));
    expect(screen.getByText(/الكميات المطلوبة غير متوفرة في المخزون/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByText(/الكميات المطلوبة غير متوفرة في المخزون/)).not.toBeInTheDocument());
  });

  it("shows the same toast when the server's stock check refuses (409)", async () => {
    const shortages = [{ product_id: 1, name: 'خبز عربي', requested: 30, available: 12 }];
    const provider = await openCreate(
      fakeDataProvider([], {
        create: vi.fn(async () =>
          Promise.reject(new HttpError('المخزون غير كافٍ', 409, { message: 'المخزون غير كافٍ', shortages })),
        ),
      }),
    );
    await fillValidOrder();
    fireEvent.change(quantityBox(1), { target: { value: '30' } });
    save();
    expect(await screen.findByText(/الكميات المطلوبة غير متوفرة في المخزون/)).toHaveTextContent(
      '• خبز عربي: المطلوب 30، المتوفر 12',
    );
    expect(provider.create).toHaveBeenCalledTimes(1);
  });
});

describe('/orders/create: sending', () => {
  it('sends the payload of the contract and opens the new order', async () => {
    const provider = await openCreate();
    await fillValidOrder();
    fireEvent.click(within(line(1)).getByRole('button', { name: 'الكمية 10' }));
    fireEvent.change(within(line(1)).getByRole('textbox', { name: 'ملاحظات البند' }), { target: { value: 'مقطّع' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة منتج' }));
    await pick(productBox(2), 'كعك', /كعك بالسمسم/);
    fireEvent.change(quantityBox(2), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ملاحظات عامة' }), { target: { value: 'قبل التاسعة' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'تعليمات التسليم الخاصة' }), {
      target: { value: 'الباب الخلفي' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الموزع (اختياري)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'سامي الموزع' }));
    await waitFor(() => expect(screen.getByTestId('summary-distributor')).toHaveTextContent('سامي الموزع'));
    expect(screen.getByTestId('summary-items')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('13');
    expect(screen.getByTestId('summary-total-eur')).toHaveTextContent(money(37));
    save();
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0]![1].data).toEqual({
      store_id: 4,
      delivery_date: null,
      notes: 'قبل التاسعة',
      special_instructions: 'الباب الخلفي',
      currency: 'EUR',
      distributor_id: 21,
      items: [
        { product_id: 1, quantity: 10, notes: 'مقطّع' },
        { product_id: 3, quantity: 3 },
      ],
    });
    expect(await screen.findByText('تم إنشاء الطلب ORD-2026-0099 بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/99$/));
  });

  it.each([
    [400, {}, 'بيانات الطلب غير صحيحة - يرجى التحقق من المعلومات المدخلة'],
    [401, {}, 'جلسة المستخدم منتهية، يرجى تسجيل الدخول مرة أخرى'],
    [403, {}, 'غير مصرح لك بإنشاء طلبات'],
    [500, {}, 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً'],
    [404, { message: 'المتجر المحدد غير موجود' }, 'المتجر المحدد غير موجود'],
    [418, {}, 'خطأ في إنشاء الطلب'],
  ])('a %i says the text of section 8 and stays on the form', async (status, body, text) => {
    const provider = await openCreate(
      fakeDataProvider([], { create: vi.fn(async () => Promise.reject(new HttpError('', status, body))) }),
    );
    await fillValidOrder();
    save();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/create');
  });

  it('sends one Idempotency-Key with every try of the form, so a retry after a lost reply makes no second order', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('', 500, {}))
      .mockResolvedValueOnce({ data: orderDetail({ id: 99, order_number: 'ORD-2026-0099' }) });
    const provider = await openCreate(fakeDataProvider([], { create }));
    await fillValidOrder();
    save();
    expect(await screen.findByText('خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً')).toBeInTheDocument();
    save();
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(2));
    const keys = create.mock.calls.map((call) => call[1].meta.idempotencyKey as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the server's field errors next to their fields", async () => {
    const error = new HttpError('بيانات', 400, {
      message: 'بيانات',
      errors: { items: { 0: { quantity: 'الكمية يجب أن تكون أكبر من الصفر' } } },
    });
    await openCreate(fakeDataProvider([], { create: vi.fn(async () => Promise.reject(error)) }));
    await fillValidOrder();
    save();
    expect(await within(line(1)).findByText('الكمية يجب أن تكون أكبر من الصفر')).toBeInTheDocument();
  });
});

describe('/orders/create?duplicate={id}', () => {
  it('pre-fills the shop, the lines and the notes of that order', async () => {
    const provider = await openCreate(fakeDataProvider(), '/orders/create?duplicate=7');
    expect(provider.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 7 }));
    await waitFor(() => expect(storeBox()).toHaveValue('سوبرماركت الوسط'));
    expect(productBox(1)).toHaveValue('خبز عربي');
    expect(quantityBox(1)).toHaveValue(3);
    expect(within(line(1)).getByRole('textbox', { name: 'ملاحظات البند' })).toHaveValue('مقطع');
    expect(productBox(2)).toHaveValue('كعك بالسمسم');
    expect(quantityBox(2)).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: 'ملاحظات عامة' })).toHaveValue('التسليم قبل التاسعة');
    // Not the instructions: the spec names shop, lines and notes.
    expect(screen.getByRole('textbox', { name: 'تعليمات التسليم الخاصة' })).toHaveValue('');
    save();
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    expect(provider.create.mock.calls[0]![1].data).toMatchObject({
      store_id: 4,
      items: [
        { product_id: 1, quantity: 3 },
        { product_id: 3, quantity: 2 },
      ],
    });
  });

  it('leaves out a product that can no longer be ordered, and says so', async () => {
    const detail = orderDetail();
    detail.items = [detail.items[0]!, { ...detail.items[1]!, product_id: 77, product_name: 'منتج مؤرشف' }];
    await openCreate(fakeDataProvider([], {}, detail), '/orders/create?duplicate=7');
    expect(await screen.findByText('منتج واحد من الطلب الأصلي لم يعد متاحاً ولم تتم إضافته')).toBeInTheDocument();
    expect(productBox(1)).toHaveValue('خبز عربي');
    expect(screen.queryByTestId('order-line-1')).not.toBeInTheDocument();
  });

  it('starts empty and says so when that order cannot be read', async () => {
    await openCreate(
      fakeDataProvider([], { getOne: vi.fn(async () => Promise.reject(new HttpError('x', 404, {}))) }),
      '/orders/create?duplicate=7',
    );
    expect(await screen.findByText('تعذر تحميل الطلب المراد نسخه، يمكنك إنشاء طلب جديد')).toBeInTheDocument();
    expect(storeBox()).toHaveValue('');
  });
});

describe("/orders/create: the shop's prices (issue 30)", () => {
  it("shows a shop with a price list at its list price, and another shop at the catalogue's", async () => {
    const shopPrices = vi.fn(async (storeId: unknown, date: string | null) => ({
      date: date ?? '2026-05-04',
      // Shop 4's list: the Arabic bread at 2.10 instead of 2.50; shop 5 has none.
      prices: Number(storeId) === 4 ? [{ product_id: 1, variant_id: null, price_eur: 2.1, catalogue_price_eur: 2.5, price_list_id: 3, variant_name: null, variant_stock_quantity: null }] : [],
    }));
    await openCreate(fakeDataProvider([], { shopPrices }));
    await fillValidOrder();
    fireEvent.click(within(line(1)).getByRole('button', { name: 'الكمية 10' }));
    await waitFor(() => expect(within(line(1)).getByTestId('line-subtotal')).toHaveTextContent(money(21)));
    expect(screen.getByTestId('summary-total-eur')).toHaveTextContent(money(21));
    expect(shopPrices).toHaveBeenCalledWith(4, null);
    await pick(storeBox(), 'مقهى', 'مقهى الزاوية');
    await waitFor(() => expect(within(line(1)).getByTestId('line-subtotal')).toHaveTextContent(money(25)));
    expect(screen.getByTestId('summary-total-eur')).toHaveTextContent(money(25));
    expect(shopPrices).toHaveBeenCalledWith(5, null);
  });
});
