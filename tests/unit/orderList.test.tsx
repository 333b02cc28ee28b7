import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../src/domain/orders/types';
import { ORDER_BANNER_MS } from '../../src/domain/orders/rules';
import { formatMoney } from '../../src/i18n/format';
import { fakeDataProvider, orderListCalls, orderRow, renderOrders, statistics } from './orderHarness';
import { setWindowWidth } from './shellHarness';
import { withStyles } from './styles';

// The list, its statistics and the access checks settle over several renders; on a busy two-core machine
// (the unit files beside each other and beside the server tests) that passed 5 s, as in productList.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const many = (count: number, overrides: (id: number) => Partial<OrderRow> = () => ({})) =>
  Array.from({ length: count }, (_, i) => orderRow(i + 1, overrides(i + 1)));

/** jest-dom collapses the element's whitespace, the no-break space of Intl's money included. */
const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');
const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr') as HTMLElement;
const filterUrl = (filter: Record<string, unknown>) => `/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/orders: summary cards', () => {
  it('shows the statistics of every matching order, not counts of the page', async () => {
    const provider = fakeDataProvider(many(12));
    renderOrders(provider);
    await waitFor(() => expect(screen.getByTestId('orders-card-total')).toHaveTextContent('137'));
    expect(screen.getByTestId('orders-card-pending')).toHaveTextContent('23');
    // EUR with no decimals.
    expect(screen.getByTestId('orders-card-revenue')).toHaveTextContent('45,679 €');
    expect(screen.getByText('الطلبات قيد الانتظار')).toBeInTheDocument();
    expect(provider.orderStatistics).toHaveBeenCalledWith({});
  });

  it('asks the statistics with the list filters', async () => {
    const provider = fakeDataProvider(many(3));
    renderOrders(provider, { path: filterUrl({ status: 'draft', store_id: 4 }) });
    await waitFor(() => expect(provider.orderStatistics).toHaveBeenCalledWith({ status: 'draft', store_id: 4 }));
  });

  it('says the figures could not be read and shows none made up', async () => {
    const provider = fakeDataProvider(many(2), {
      orderStatistics: vi.fn(async () => Promise.reject(new HttpError('x', 500))),
    });
    renderOrders(provider);
    expect(await screen.findByText('تعذر تحميل إحصائيات الطلبات')).toBeInTheDocument();
    expect(screen.getByTestId('orders-card-total')).toHaveTextContent('—');
    expect(statistics.total).toBe(137);
  });
});

describe('/orders: the table and its pages', () => {
  it('asks page 1 of 10, newest first, and shows number, shop, badges, amount and date', async () => {
    const provider = fakeDataProvider([
      orderRow(1, { status: 'confirmed', payment_status: 'partial', final_amount_eur: 82.4, order_date: '2026-03-07' }),
      orderRow(2, { final_amount_eur: null as unknown as number, total_amount_eur: 12 }),
    ]);
    renderOrders(provider);
    const row = await waitFor(() => rowOf('ORD-2026-0001'));
    expect(orderListCalls(provider)[0]).toMatchObject({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(within(row).getByText('المعرف: 1')).toBeInTheDocument();
    expect(within(row).getByText('سوبرماركت الوسط')).toBeInTheDocument();
    expect(within(row).getByText('معرف المتجر: 4')).toBeInTheDocument();
    expect(within(row).getByText('مؤكد')).toBeInTheDocument();
    expect(within(row).getByText('مدفوع جزئياً')).toBeInTheDocument();
    expect(row).toHaveTextContent(money(82.4));
    expect(within(row).getByText('07/03/2026')).toBeInTheDocument();
    // No final amount: the amount before discounts.
    expect(rowOf('ORD-2026-0002')).toHaveTextContent(money(12));
    for (const header of [
      'رقم الطلب',
      'المتجر',
      'حالة الطلب',
      'حالة الدفع',
      'المبلغ الإجمالي',
      'تاريخ الطلب',
      'الإجراءات',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('pages ten at a time with the shops list wording', async () => {
    const provider = fakeDataProvider(many(23));
    renderOrders(provider);
    await waitFor(() => expect(screen.getByTestId('orders-showing')).toHaveTextContent('عرض 1 إلى 10 من أصل 23'));
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('الصفحة 1 من 3');
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('orders-showing')).toHaveTextContent('عرض 11 إلى 20 من أصل 23'));
    expect(screen.getByTestId('orders-page-of')).toHaveTextContent('الصفحة 2 من 3');
    expect(orderListCalls(provider).at(-1)?.pagination).toEqual({ page: 2, perPage: 10 });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const provider = fakeDataProvider(many(23, (id) => ({ status: id % 2 ? 'draft' : 'confirmed' })));
    renderOrders(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('orders-page-of')).toHaveTextContent('الصفحة 2 من 3'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحالة' }));
    fireEvent.click(await screen.findByRole('option', { name: 'مسودة' }));
    await waitFor(() =>
      expect(orderListCalls(provider).at(-1)).toMatchObject({
        pagination: { page: 1, perPage: 10 },
        filter: { status: 'draft' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('orders-showing')).toHaveTextContent('عرض 1 إلى 10 من أصل 12'));
    await waitFor(() => expect(provider.orderStatistics).toHaveBeenLastCalledWith({ status: 'draft' }));
    // The one clear-filters button of every list clears every filter.
    fireEvent.click(screen.getByRole('button', { name: 'مسح عوامل التصفية (1)' }));
    await waitFor(() => expect(orderListCalls(provider).at(-1)?.filter).toEqual({}));
  });

  it('shows cards instead of the table on a phone', async () => {
    setWindowWidth(390);
    const provider = fakeDataProvider(many(2));
    renderOrders(provider);
    expect(await screen.findByText('ORD-2026-0001 · سوبرماركت الوسط')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-table')).not.toBeInTheDocument();
  });

  it('folds the filters but the search away on a phone, saying how many are on', async () => {
    withStyles();
    setWindowWidth(390);
    renderOrders(fakeDataProvider(many(2)), { path: filterUrl({ status: 'draft', payment_status: 'pending', q: 'ORD' }) });
    const toggle = await screen.findByRole('button', { name: 'عوامل التصفية (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByPlaceholderText('بحث برقم الطلب أو اسم المتجر...')).toBeVisible();
    // react-admin marks each input's box with its source.
    const statusFilter = () => document.querySelector('.ra-input-status') as HTMLElement;
    expect(statusFilter()).not.toBeVisible();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(statusFilter()).toBeVisible());
    expect(within(statusFilter()).getByRole('combobox')).toHaveTextContent('مسودة');
  });
});

describe('/orders: actions per status and role', () => {
  const rows = [
    orderRow(1, { status: 'draft' }),
    orderRow(2, { status: 'confirmed' }),
    orderRow(3, { status: 'in_progress' }),
    orderRow(4, { status: 'delivered' }),
    orderRow(5, { status: 'cancelled' }),
  ];

  it('offers view always, edit for draft and confirmed, delete only for a draft', async () => {
    renderOrders(fakeDataProvider(rows));
    const actions = async (number: string) => {
      const row = await waitFor(() => rowOf(number));
      return within(row)
        .queryAllByRole('link')
        .concat(within(row).queryAllByRole('button'))
        .map((element) => element.getAttribute('aria-label'))
        .filter(Boolean)
        .sort();
    };
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'حذف' })).toHaveLength(1));
    expect(await actions('ORD-2026-0001')).toEqual(['تعديل', 'حذف', 'عرض'].sort());
    expect(await actions('ORD-2026-0002')).toEqual(['تعديل', 'عرض'].sort());
    expect(await actions('ORD-2026-0003')).toEqual(['عرض']);
    expect(await actions('ORD-2026-0004')).toEqual(['عرض']);
    expect(await actions('ORD-2026-0005')).toEqual(['عرض']);
    expect(within(rowOf('ORD-2026-0002')).getByRole('link', { name: 'تعديل' })).toHaveAttribute(
      'href',
      '/orders/2/edit',
    );
    expect(within(rowOf('ORD-2026-0004')).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/orders/4');
  });

  it('gives no delete to a role that may not delete', async () => {
    renderOrders(fakeDataProvider(rows), { role: 'cashier' });
    await waitFor(() => rowOf('ORD-2026-0001'));
    await waitFor(() =>
      expect(within(rowOf('ORD-2026-0001')).getByRole('link', { name: 'تعديل' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
  });

  it('deletes a draft only after the confirmation, then says so in a banner that leaves after 5 s', async () => {
    const provider = fakeDataProvider(rows);
    renderOrders(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('حذف الطلب ORD-2026-0001')).toBeInTheDocument();
    expect(provider.delete).not.toHaveBeenCalled();
    // Changing one's mind deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 1 })));
    expect(await screen.findByTestId('orders-banner')).toHaveTextContent('تم حذف الطلب بنجاح');
    await act(() => vi.advanceTimersByTimeAsync(ORDER_BANNER_MS + 500));
    await waitFor(() => expect(screen.queryByTestId('orders-banner')).not.toBeInTheDocument());
  });

  it("shows the spec's text when the server refuses the delete", async () => {
    const provider = fakeDataProvider(rows, {
      delete: vi.fn(async () =>
        Promise.reject(new HttpError('لا يمكن حذف طلب غير مسودة', 409, { message: 'لا يمكن حذف طلب غير مسودة' })),
      ),
    });
    renderOrders(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByTestId('orders-banner')).toHaveTextContent(
      'لا يمكن حذف هذا الطلب، فقد يكون في حالة لا تسمح بالحذف',
    );
  });
});

describe('/orders: empty and error states', () => {
  it('says there are no orders, and offers a new one', async () => {
    renderOrders(fakeDataProvider([]));
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('لا توجد طلبات')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'طلب جديد' })).toHaveAttribute('href', '/orders/create');
  });

  it('says no order matches the filters, and offers to reset them', async () => {
    renderOrders(fakeDataProvider([]), { path: filterUrl({ status: 'cancelled' }) });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('لا توجد نتائج تطابق البحث أو عوامل التصفية الحالية')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'مسح عوامل التصفية (1)' })).toBeInTheDocument();
  });

  it.each([
    [400, 'بيانات الفلترة غير صحيحة، يرجى مراجعة معايير البحث'],
    [401, 'غير مصرح لك بالوصول إلى هذه البيانات'],
    [403, 'ممنوع الوصول إلى هذه البيانات'],
    [404, 'البيانات المطلوبة غير موجودة'],
    [503, 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً'],
    [0, 'خطأ في تحميل البيانات: خطأ في الاتصال بالخادم'],
  ])('a %i shows its own text and a retry button', async (status, text) => {
    let fail = true;
    const provider = fakeDataProvider(many(2));
    const working = provider.getList.getMockImplementation()!;
    provider.getList.mockImplementation(async (resource, params) => {
      if (resource === 'orders' && fail) throw new HttpError('خطأ في الاتصال بالخادم', status, {});
      return working(resource, params);
    });
    renderOrders(provider);
    const error = await screen.findByTestId('orders-error');
    expect(error).toHaveTextContent(text);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(rowOf('ORD-2026-0002')).toBeInTheDocument());
  });
});

describe('/orders: export', () => {
  function catchDownloads() {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    return names;
  }

  it('downloads the filtered orders as the file the server names, JSON or CSV', async () => {
    const names = catchDownloads();
    const provider = fakeDataProvider(many(3));
    renderOrders(provider, { path: filterUrl({ status: 'draft', q: 'ORD' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(names).toEqual(['orders_2026-05-04.csv']));
    expect(provider.exportOrders).toHaveBeenCalledWith('csv', { status: 'draft', q: 'ORD' });
    expect(await screen.findByTestId('orders-banner')).toHaveTextContent('تم تصدير الطلبات بصيغة CSV');
    fireEvent.click(screen.getByRole('button', { name: 'تصدير JSON' }));
    await waitFor(() => expect(names[1]).toBe('orders_2026-05-04.json'));
    expect(provider.exportOrders).toHaveBeenLastCalledWith('json', { status: 'draft', q: 'ORD' });
  });

  it('says when the export failed', async () => {
    catchDownloads();
    const provider = fakeDataProvider(many(1), {
      exportOrders: vi.fn(async () => Promise.reject(new HttpError('x', 500, {}))),
    });
    renderOrders(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير JSON' }));
    expect(await screen.findByTestId('orders-banner')).toHaveTextContent('خطأ في تصدير البيانات');
  });

  it('offers export only to the roles that may export', async () => {
    renderOrders(fakeDataProvider(many(1)), { role: 'distributor' });
    await waitFor(() => rowOf('ORD-2026-0001'));
    expect(screen.queryByRole('button', { name: 'تصدير CSV' })).not.toBeInTheDocument();
    // A distributor sees only their own orders: no distributor filter either.
    expect(screen.queryByRole('combobox', { name: 'الموزع' })).not.toBeInTheDocument();
  });
});
