import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../src/domain/enums';
import { formatMoney } from '../../src/i18n/format';
import { clearDate } from './dateField';
import { fakeDataProvider, orderDetail, renderOrders, type FakeProvider } from './orderHarness';
import { setWindowWidth } from './shellHarness';

vi.setConfig({ testTimeout: 30_000 });

const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

async function openEdit(provider: FakeProvider = fakeDataProvider()) {
  renderOrders(provider, { path: '/orders/7/edit' });
  await screen.findByTestId('order-edit');
  return provider;
}

const withStatus = (status: OrderStatus) => fakeDataProvider([], {}, orderDetail({ status }));
const lineRow = (name: string) =>
  within(screen.getByTestId('order-edit-items')).getByText(name).closest('tr') as HTMLElement;
const panel = () => screen.getByTestId('order-add-product');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
const notes = () => screen.getByRole('textbox', { name: 'ملاحظات عامة' });

async function chooseProduct(name: string) {
  const box = within(panel()).getByRole('combobox', { name: 'المنتج' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const panelField = (name: string) =>
  within(panel()).getByRole(name === 'سبب الهدية' ? 'textbox' : 'spinbutton', { name });

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/orders/{id}/edit: the fields and the statuses', () => {
  it.each([
    ['confirmed', ['مؤكد', 'قيد التوزيع', 'ملغي']],
    ['draft', ['مسودة', 'مؤكد', 'ملغي']],
  ] as const)('a %s order offers its own status and its allowed moves only', async (status, options) => {
    await openEdit(withStatus(status));
    // The select shows once the access table says the role moves statuses.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^الحالة/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(options);
  });

  it('shows a cashier the status without a select: moving it is orders:status (issue 12)', async () => {
    renderOrders(withStatus('confirmed'), { path: '/orders/7/edit', role: 'cashier' });
    await screen.findByTestId('order-edit');
    const card = await screen.findByTestId('order-status-readonly');
    expect(within(card).getByText('مؤكد')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^الحالة/ })).not.toBeInTheDocument();
  });

  it('shows the payment status without letting it be chosen, and the loaded values', async () => {
    await openEdit();
    const card = screen.getByTestId('order-status-card');
    expect(within(card).getByText('مدفوع جزئياً')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: /حالة الدفع/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^المتجر/ })).toHaveValue('سوبرماركت الوسط');
    expect(notes()).toHaveValue('التسليم قبل التاسعة');
    expect(screen.getByRole('textbox', { name: 'تعليمات التسليم الخاصة' })).toHaveValue('الباب الخلفي');
  });

  it('keeps the content of an order past confirmed out of reach, with the way back to it', async () => {
    await openEditNotEditable();
  });

  async function openEditNotEditable() {
    renderOrders(withStatus('delivered'), { path: '/orders/7/edit' });
    const notice = await screen.findByTestId('order-not-editable');
    expect(notice).toHaveTextContent('لا يمكن تعديل محتوى الطلب وهو في حالة «تم التسليم»');
    expect(within(notice).getByRole('link', { name: 'العودة إلى الطلب' })).toHaveAttribute('href', '/orders/7');
  }

  it('asks for an order date and at least one line', async () => {
    const provider = await openEdit();
    clearDate(/^تاريخ الطلب/);
    fireEvent.click(within(lineRow('خبز عربي')).getByRole('button', { name: 'حذف خبز عربي' }));
    fireEvent.click(within(lineRow('كعك بالسمسم')).getByRole('button', { name: 'حذف كعك بالسمسم' }));
    save();
    expect(await screen.findByText('تاريخ الطلب مطلوب')).toBeInTheDocument();
    expect(await screen.findByTestId('items-error')).toHaveTextContent('يرجى إضافة منتج واحد على الأقل');
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });
});

describe('/orders/{id}/edit: the lines', () => {
  it('changes a quantity with plus and minus, and refuses to go below 1', async () => {
    await openEdit();
    const bread = lineRow('خبز عربي');
    fireEvent.click(within(bread).getByRole('button', { name: 'زيادة كمية خبز عربي' }));
    await waitFor(() => expect(within(bread).getByTestId('line-quantity')).toHaveTextContent('4'));
    // 4 x 2.50 - 1.00 discount.
    expect(within(bread).getByTestId('edit-line-total')).toHaveTextContent(money(9));
    expect(screen.getByTestId('edit-summary-total')).toHaveTextContent(money(16));
    expect(screen.getByTestId('edit-summary-quantity')).toHaveTextContent('6');

    const cake = lineRow('كعك بالسمسم');
    fireEvent.click(within(cake).getByRole('button', { name: 'إنقاص كمية كعك بالسمسم' }));
    await waitFor(() => expect(within(cake).getByTestId('line-quantity')).toHaveTextContent('1'));
    fireEvent.click(within(cake).getByRole('button', { name: 'إنقاص كمية كعك بالسمسم' }));
    expect(await screen.findByText('يجب أن تكون الكمية أكبر من صفر')).toBeInTheDocument();
    expect(within(cake).getByTestId('line-quantity')).toHaveTextContent('1');
  });

  it('refuses a discount above quantity x price, next to the field', async () => {
    const provider = await openEdit();
    const cake = lineRow('كعك بالسمسم');
    fireEvent.change(within(cake).getByRole('textbox', { name: 'خصم كعك بالسمسم' }), { target: { value: '8' } });
    save();
    await waitFor(() =>
      expect(lineRow('كعك بالسمسم')).toHaveTextContent(`الخصم لا يمكن أن يتجاوز قيمة البند (${money(7)})`),
    );
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('fills the unit price from the product, previews the line, and adds it', async () => {
    await openEdit();
    expect(within(panel()).getByTestId('add-preview')).toHaveTextContent('اختر منتجاً لمعاينة قيمة البند');
    await chooseProduct('معمول');
    const price = within(panel()).getByTestId('add-unit-price');
    expect(price).toHaveValue(formatMoney(3));
    expect(price).toHaveAttribute('readonly');
    expect(panel()).toHaveTextContent('سعر المتجر في يوم التسليم (من قائمة أسعاره أو الكتالوج)، ويُحتسب الطلب به');
    fireEvent.change(panelField('الكمية'), { target: { value: '3' } });
    fireEvent.change(panelField('الخصم (يورو)'), { target: { value: '1' } });
    fireEvent.change(panelField('الكمية المجانية'), { target: { value: '2' } });
    fireEvent.change(panelField('سبب الهدية'), { target: { value: 'افتتاح فرع' } });
    expect(within(panel()).getByTestId('add-preview')).toHaveTextContent(
      `3 × ${money(3)} − ${money(1)} = ${money(8)} + 2 مجاناً`,
    );
    fireEvent.click(within(panel()).getByRole('button', { name: 'إضافة إلى الطلب' }));
    const row = await waitFor(() => lineRow('معمول'));
    expect(within(row).getByTestId('edit-line-total')).toHaveTextContent(money(8));
    expect(row).toHaveTextContent('افتتاح فرع');
    expect(screen.getByTestId('edit-summary-items')).toHaveTextContent('3');
    expect(screen.getByTestId('edit-summary-total')).toHaveTextContent(money(21.5));
    // The panel is ready for the next product.
    expect(within(panel()).getByTestId('add-preview')).toHaveTextContent('اختر منتجاً لمعاينة قيمة البند');
  });

  it("prices a new line at the shop's price of the delivery day (its list), as the server will (issue 30)", async () => {
    const shopPrices = vi.fn(async (_storeId: unknown, date: string | null) => ({
      date: date ?? '',
      prices: [{ product_id: 6, variant_id: null, price_eur: 2.4, catalogue_price_eur: 3, price_list_id: 2, variant_name: null, variant_stock_quantity: null }],
    }));
    await openEdit(fakeDataProvider([], { shopPrices }));
    await chooseProduct('معمول');
    await waitFor(() => expect(within(panel()).getByTestId('add-unit-price')).toHaveValue(formatMoney(2.4)));
    // The order's shop (4) on its delivery day.
    expect(shopPrices).toHaveBeenCalledWith(4, orderDetail().delivery_date);
    fireEvent.change(panelField('الكمية'), { target: { value: '5' } });
    expect(within(panel()).getByTestId('add-preview')).toHaveTextContent(`5 × ${money(2.4)}`);
  });

  it("asks the size of a product with variants and adds the size's line at its shop price (issue 30)", async () => {
    const shopPrices = vi.fn(async (_storeId: unknown, date: string | null) => ({
      date: date ?? '',
      prices: [
        { product_id: 6, variant_id: null, price_eur: 3, catalogue_price_eur: 3, price_list_id: null, variant_name: null, variant_stock_quantity: null },
        { product_id: 6, variant_id: 21, price_eur: 4.5, catalogue_price_eur: 5, price_list_id: 2, variant_name: 'علبة كبيرة', variant_stock_quantity: 7 },
      ],
    }));
    await openEdit(fakeDataProvider([], { shopPrices }));
    await chooseProduct('معمول');
    const size = await within(panel()).findByTestId('add-variant');
    // Not sold as itself: no price until a size is chosen, and adding without one is refused beside it.
    expect(within(panel()).getByTestId('add-unit-price')).toHaveValue('');
    fireEvent.click(within(panel()).getByRole('button', { name: 'إضافة إلى الطلب' }));
    expect(await within(panel()).findByText('يرجى اختيار الحجم أو الوزن للمنتج معمول')).toBeInTheDocument();
    expect(screen.getAllByTestId('edit-line')).toHaveLength(2);
    fireEvent.mouseDown(size);
    fireEvent.click(await screen.findByRole('option', { name: /علبة كبيرة/ }));
    await waitFor(() => expect(within(panel()).getByTestId('add-unit-price')).toHaveValue(formatMoney(4.5)));
    expect(panel()).toHaveTextContent('المخزون: 7');
    fireEvent.click(within(panel()).getByRole('button', { name: 'إضافة إلى الطلب' }));
    const row = await waitFor(() => lineRow('معمول — علبة كبيرة'));
    expect(within(row).getByTestId('edit-line-total')).toHaveTextContent(money(4.5));
  });

  it('says what is wrong with a line before adding it', async () => {
    await openEdit();
    const add = () => fireEvent.click(within(panel()).getByRole('button', { name: 'إضافة إلى الطلب' }));
    add();
    expect(await within(panel()).findByText('يرجى اختيار منتج')).toBeInTheDocument();
    await chooseProduct('معمول');
    fireEvent.change(panelField('الكمية'), { target: { value: '0' } });
    add();
    expect(await within(panel()).findByText('يجب أن تكون الكمية أكبر من صفر')).toBeInTheDocument();
    fireEvent.change(panelField('الكمية'), { target: { value: '2' } });
    fireEvent.change(panelField('الخصم (يورو)'), { target: { value: '6.01' } });
    add();
    await waitFor(() => expect(panel()).toHaveTextContent(`الخصم لا يمكن أن يتجاوز قيمة البند (${money(6)})`));
    await chooseProduct('خبز عربي');
    add();
    expect(await within(panel()).findByText(/هذا المنتج موجود في سطر آخر/)).toBeInTheDocument();
    expect(screen.getAllByTestId('edit-line')).toHaveLength(2);
  });
});

describe('/orders/{id}/edit: saving', () => {
  it('sends the whole list of lines with the loaded version, then shows the order', async () => {
    const provider = await openEdit();
    fireEvent.change(notes(), { target: { value: 'بعد الظهر' } });
    fireEvent.click(within(lineRow('خبز عربي')).getByRole('button', { name: 'زيادة كمية خبز عربي' }));
    fireEvent.click(within(lineRow('كعك بالسمسم')).getByRole('button', { name: 'حذف كعك بالسمسم' }));
    await chooseProduct('كرواسان');
    fireEvent.click(within(panel()).getByRole('button', { name: 'إضافة إلى الطلب' }));
    await waitFor(() => lineRow('كرواسان'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^الحالة/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'قيد التوزيع' }));
    save();
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [resource, params] = provider.update.mock.calls[0] as unknown as [
      string,
      { id: string; data: Record<string, unknown>; previousData: Record<string, unknown> },
    ];
    expect(resource).toBe('orders');
    expect(params.id).toBe('7');
    expect(params.data).toMatchObject({
      version: 3,
      notes: 'بعد الظهر',
      status: 'in_progress',
      store_id: 4,
      order_date: '2026-05-04',
    });
    expect(
      (params.data.items as Record<string, unknown>[]).map(({ id, product_id, quantity }) => ({
        id,
        product_id,
        quantity,
      })),
    ).toEqual([
      { id: 71, product_id: 1, quantity: 4 },
      { id: undefined, product_id: 2, quantity: 1 },
    ]);
    expect(params.previousData).toMatchObject({ version: 3, status: 'confirmed' });
    expect(await screen.findByText('تم تحديث الطلب بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/7$/));
  });

  it("keeps the user's input on a stale version (409) and offers to reload the order", async () => {
    const provider = fakeDataProvider([], {
      update: vi.fn(async () =>
        Promise.reject(
          new HttpError('تم تعديل الطلب من قبل مستخدم آخر، يرجى إعادة تحميل الصفحة', 409, {
            message: 'تم تعديل الطلب من قبل مستخدم آخر، يرجى إعادة تحميل الصفحة',
          }),
        ),
      ),
    });
    await openEdit(provider);
    fireEvent.change(notes(), { target: { value: 'ملاحظتي' } });
    save();
    const stale = await screen.findByTestId('order-stale');
    expect(stale).toHaveTextContent('تم تعديل الطلب من قبل مستخدم آخر، يرجى إعادة تحميل الصفحة');
    expect(notes()).toHaveValue('ملاحظتي');
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/7/edit');

    provider.getOne.mockImplementation(async () => ({ data: orderDetail({ version: 4, notes: 'ملاحظة الزميل' }) }));
    fireEvent.click(within(stale).getByRole('button', { name: 'إعادة التحميل' }));
    await waitFor(() => expect(notes()).toHaveValue('ملاحظة الزميل'));
    expect(screen.queryByTestId('order-stale')).not.toBeInTheDocument();
    expect(await screen.findByText('تم تحميل أحدث نسخة من الطلب')).toBeInTheDocument();
  });

  it('shows the stock toast when the new lines are short of stock (409 with shortages)', async () => {
    const shortages = [{ product_id: 1, name: 'خبز عربي', requested: 60, available: 40 }];
    await openEdit(
      fakeDataProvider([], {
        update: vi.fn(async () => Promise.reject(new HttpError('x', 409, { message: 'x', shortages }))),
      }),
    );
    save();
    expect(await screen.findByText(/الكميات المطلوبة غير متوفرة في المخزون/)).toHaveTextContent(
      '• خبز عربي: المطلوب 60، المتوفر 40',
    );
    expect(screen.queryByTestId('order-stale')).not.toBeInTheDocument();
  });

  it.each([
    [400, 'البيانات المدخلة غير صحيحة'],
    [403, 'غير مصرح لك بتعديل هذا الطلب'],
    [404, 'الطلب غير موجود'],
    [502, 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً'],
  ])('a %i says the text of section 8', async (status, text) => {
    await openEdit(fakeDataProvider([], { update: vi.fn(async () => Promise.reject(new HttpError('', status, {}))) }));
    save();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/7/edit');
  });
});

describe('/orders/{id}/edit: the distributor panel', () => {
  it('assigns at once with its own call and reloads the order, keeping what was typed', async () => {
    const provider = await openEdit();
    const distributorPanel = screen.getByTestId('order-distributor-panel');
    await within(distributorPanel).findByRole('button', { name: 'تعيين' });
    expect(within(distributorPanel).getByTestId('current-distributor')).toHaveTextContent('الموزع الحالي: سامي الموزع');
    fireEvent.change(notes(), { target: { value: 'لم تُحفظ بعد' } });
    provider.getOne.mockImplementation(async () => ({
      data: orderDetail({
        version: 4,
        assigned_distributor_id: 22,
        distributor: { id: 22, full_name: 'رامي الموزع', phone: null, email: 'rami@bakery.be' },
      }),
    }));
    fireEvent.mouseDown(within(distributorPanel).getByRole('combobox', { name: /^اختر موزعاً/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'رامي الموزع' }));
    fireEvent.click(within(distributorPanel).getByRole('button', { name: 'تعيين' }));
    await waitFor(() => expect(provider.assignOrderDistributor).toHaveBeenCalledWith(7, 22));
    expect(await screen.findByText('تم تعيين الموزع بنجاح')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(distributorPanel).getByTestId('current-distributor')).toHaveTextContent(
        'الموزع الحالي: رامي الموزع',
      ),
    );
    expect(notes()).toHaveValue('لم تُحفظ بعد');
    expect(provider.update).not.toHaveBeenCalled();

    // The next save carries the version the reload brought.
    save();
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect((provider.update.mock.calls[0] as unknown as [string, { data: { version: number } }])[1].data.version).toBe(
      4,
    );
  });

  it('unassigns at once, and says when it failed', async () => {
    const unassign = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('', 500, {}))
      .mockResolvedValueOnce(orderDetail({ assigned_distributor_id: null, distributor: null }));
    const provider = await openEdit(fakeDataProvider([], { unassignOrderDistributor: unassign }));
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التعيين' }));
    expect(await screen.findByText('فشل في إلغاء تعيين الموزع')).toBeInTheDocument();
    provider.getOne.mockImplementation(async () => ({
      data: orderDetail({ assigned_distributor_id: null, distributor: null, distributor_name: null }),
    }));
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء التعيين' }));
    expect(await screen.findByText('تم إلغاء تعيين الموزع بنجاح')).toBeInTheDocument();
    expect(unassign).toHaveBeenLastCalledWith(7);
    await waitFor(() => expect(screen.getByTestId('current-distributor')).toHaveTextContent('لم يتم تعيين موزع'));
  });

  it('shows the distributor but no assign controls to a role that may not assign', async () => {
    renderOrders(fakeDataProvider(), { path: '/orders/7/edit', role: 'cashier' });
    await screen.findByTestId('order-edit');
    expect(screen.getByTestId('current-distributor')).toHaveTextContent('سامي الموزع');
    expect(screen.queryByRole('button', { name: 'تعيين' })).not.toBeInTheDocument();
  });
});
