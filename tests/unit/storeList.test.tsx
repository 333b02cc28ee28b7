import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../src/domain/enums';
import type { StoreStatistics, StoresMapData } from '../../src/domain/stores/types';
import { errors as messages } from '../../src/i18n/ar';
import { formatMoney } from '../../src/i18n/format';
import { StoreList } from '../../src/resources/stores/StoreList';
import { setWindowWidth } from './shellHarness';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { withStyles } from './styles';

/** A row of GET /stores: the map's fields and the list's others. */
type Row = StoresMapData['stores'][number] & Record<string, unknown>;

function shop(id: number, overrides: Partial<Row> = {}): Row {
  return {
    id,
    name: `متجر ${id}`,
    address: `شارع رقم ${id}، أنتويرب`,
    phone: `+32 470 00 00 ${String(id).padStart(2, '0')}`,
    email: `shop${id}@example.be`,
    tax_number: `BE0${id}`,
    category: 'grocery',
    status: 'active',
    display_order: id,
    total_orders: id * 2,
    total_purchases_eur: id * 100.5,
    latitude: 51.2 + id / 100,
    longitude: 4.4,
    ...overrides,
  };
}

const statistics: StoreStatistics = { total: 45, active: 41, inactive: 3, suspended: 1, pending: 0, total_revenue: 45678.9 };

function fakeDataProvider(rows: Row[], overrides: FakeOverrides = {}) {
  return fakeProvider(
    { stores: rows },
    {
      getList: async (_resource, params) => {
        const { page, perPage } = params.pagination!;
        return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
      getMany: async () => ({ data: [] }),
      delete: async (_resource, params) => ({ data: { id: params.id } }),
      getSettings: async () => ({ mapTileUrl: '' }),
      storeStatistics: async () => statistics,
      storesMap: async (): Promise<StoresMapData> => ({ stores: rows.filter((row) => row.latitude != null), total: rows.length, without_location: 0 }),
      moveStore: async () => undefined,
      setStoreStatus: async (id, status) => ({ id, status }),
      ...overrides,
    },
  );
}

function renderList(
  provider: ReturnType<typeof fakeDataProvider>,
  { role = 'admin', path = '/stores' }: { role?: Role; path?: string } = {},
) {
  return renderAdmin({
    role,
    path,
    dataProvider: provider,
    resource: 'stores',
    routes: { '/stores': <StoreList /> },
    fallback: <p>صفحة أخرى</p>,
  });
}

vi.setConfig({ testTimeout: 20_000 });

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/stores: summary cards', () => {
  it('shows the statistics figures of every shop, not counts of the page', async () => {
    const provider = fakeDataProvider(Array.from({ length: 12 }, (_, i) => shop(i + 1)));
    renderList(provider);
    await waitFor(() => expect(screen.getByTestId('stores-card-total')).toHaveTextContent('45'));
    expect(screen.getByTestId('stores-card-active')).toHaveTextContent('41');
    expect(screen.getByTestId('stores-card-inactive')).toHaveTextContent('3');
    // EUR with no decimals.
    expect(screen.getByTestId('stores-card-revenue')).toHaveTextContent('45,679 €');
    expect(screen.getByText('إجمالي الإيرادات')).toBeInTheDocument();
    expect(provider.storeStatistics).toHaveBeenCalledTimes(1);
    // Like every list's figures, they say what they count.
    expect(screen.getByTestId('stores-cards-scope')).toHaveTextContent('أرقام كل المتاجر: لا تتبع البحث ولا عوامل التصفية');
  });

  it('says the statistics could not be read, and shows no made-up figure', async () => {
    const provider = fakeDataProvider([shop(1)], { storeStatistics: vi.fn(async () => Promise.reject(new HttpError(messages.serverError, 500))) });
    renderList(provider);
    expect(await screen.findByText('تعذر تحميل إحصائيات المتاجر')).toBeInTheDocument();
    expect(screen.getByTestId('stores-card-total')).toHaveTextContent('—');
  });
});

describe('/stores: the table', () => {
  it('asks for page 1 of 10 by display order and shows the columns', async () => {
    const provider = fakeDataProvider([shop(1, { address: null, tax_number: null }), shop(2, { status: 'inactive', category: 'cafe' })]);
    renderList(provider);
    const row = await waitFor(() => rowOf('متجر 1'));
    expect(provider.getList).toHaveBeenCalledWith('stores', expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'display_order', order: 'ASC' } }));
    expect(within(row).getByText('لا يوجد عنوان')).toBeInTheDocument();
    expect(within(row).getByText('+32 470 00 00 01')).toBeInTheDocument();
    expect(within(row).getByText('shop1@example.be')).toBeInTheDocument();
    expect(within(row).getByText('بقالة')).toBeInTheDocument();
    expect(within(row).getByText('نشط')).toBeInTheDocument();
    // jest-dom compares with the element's text whitespace-collapsed: the no-break space becomes a space.
    expect(row).toHaveTextContent(formatMoney(100.5).replace(/\s/g, ' '));
    const second = rowOf('متجر 2');
    expect(within(second).getByText('شارع رقم 2، أنتويرب')).toBeInTheDocument();
    expect(within(second).getByText('BE02')).toBeInTheDocument();
    expect(within(second).getByText('مقهى')).toBeInTheDocument();
    expect(within(second).getByText('غير نشط')).toBeInTheDocument();
    const headers = Array.from(screen.getByTestId('stores-table').querySelectorAll('thead th'), (th) => th.textContent);
    expect(headers).toEqual(['الترتيب', 'المتجر', 'الرقم الضريبي', 'الفئة', 'الحالة', 'الإيرادات', 'الطلبات', 'الإجراءات']);
  });

  it("pages in Arabic: 'عرض x إلى y من أصل n' and 'الصفحة n من m'", async () => {
    const provider = fakeDataProvider(Array.from({ length: 45 }, (_, i) => shop(i + 1)));
    renderList(provider, { path: '/stores?page=2' });
    await waitFor(() => rowOf('متجر 11'));
    expect(screen.getByText('عرض 11 إلى 20 من أصل 45')).toBeInTheDocument();
    expect(screen.getByTestId('stores-page-of')).toHaveTextContent('الصفحة 2 من 5');
    // Positions continue across pages.
    expect(within(rowOf('متجر 11')).getByTestId('store-position')).toHaveTextContent('11');
  });

  it('returns to page 1 when a filter changes', async () => {
    const provider = fakeDataProvider(Array.from({ length: 25 }, (_, i) => shop(i + 1)));
    renderList(provider, { path: '/stores?page=2' });
    await waitFor(() => rowOf('متجر 11'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحالة' }));
    fireEvent.click(await screen.findByRole('option', { name: 'غير نشط' }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'stores',
        expect.objectContaining({ pagination: { page: 1, perPage: 10 }, filter: { status: 'inactive' } }),
      ),
    );
  });
});

describe('/stores: nothing to show', () => {
  it('shows the one empty card of every list, offering the first shop', async () => {
    renderList(fakeDataProvider([]));
    const empty = await screen.findByTestId('stores-empty');
    expect(empty).toHaveTextContent('لا توجد متاجر');
    expect(within(empty).getByRole('link', { name: 'إضافة أول متجر' })).toHaveAttribute('href', '/stores/create');
  });

  it('says no shop matches the filters and clears them with the one clear-filters button', async () => {
    const provider = fakeDataProvider([]);
    renderList(provider, { path: `/stores?filter=${encodeURIComponent(JSON.stringify({ q: 'لا شيء' }))}` });
    const empty = await screen.findByTestId('stores-empty');
    expect(empty).toHaveTextContent('لا توجد نتائج تطابق البحث أو عوامل التصفية الحالية');
    fireEvent.click(within(empty).getByRole('button', { name: 'مسح عوامل التصفية (1)' }));
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('stores', expect.objectContaining({ filter: {} })));
  });
});

describe('/stores: a list that cannot be loaded', () => {
  it("shows the server's message, else 'خطأ في تحميل بيانات المتاجر'", async () => {
    renderList(fakeDataProvider([], { getList: vi.fn(async () => Promise.reject(new HttpError(messages.forbidden, 403))) }));
    expect(await screen.findByText(messages.forbidden)).toBeInTheDocument();
    cleanup();
    renderList(fakeDataProvider([], { getList: vi.fn(async () => Promise.reject(new HttpError('', 500))) }));
    expect(await screen.findByText('خطأ في تحميل بيانات المتاجر')).toBeInTheDocument();
  });
});

describe('/stores: moving a shop', () => {
  it('disables up on the first shop and down on the last, and moves through moveStore', async () => {
    const provider = fakeDataProvider([shop(1), shop(2), shop(3)]);
    renderList(provider);
    // The move buttons show once the access table says the role orders the list (stores:details).
    await waitFor(() => within(rowOf('متجر 1')).getByRole('button', { name: 'نقل للأعلى' }));
    const up = (name: string) => within(rowOf(name)).getByRole('button', { name: 'نقل للأعلى' });
    const down = (name: string) => within(rowOf(name)).getByRole('button', { name: 'نقل للأسفل' });
    expect(up('متجر 1')).toBeDisabled();
    expect(down('متجر 1')).toBeEnabled();
    expect(up('متجر 2')).toBeEnabled();
    expect(down('متجر 2')).toBeEnabled();
    expect(up('متجر 3')).toBeEnabled();
    expect(down('متجر 3')).toBeDisabled();

    fireEvent.click(down('متجر 1'));
    await waitFor(() => expect(provider.moveStore).toHaveBeenCalledWith(1, 'down'));
    expect(await screen.findByText('تم تحديث ترتيب المتاجر بنجاح')).toBeInTheDocument();
    // The list reloads after a move.
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(1));
  });

  it('says so when the move fails', async () => {
    const provider = fakeDataProvider([shop(1), shop(2)], { moveStore: vi.fn(async () => Promise.reject(new HttpError(messages.serverError, 500))) });
    renderList(provider);
    await waitFor(() => within(rowOf('متجر 2')).getByRole('button', { name: 'نقل للأعلى' }));
    fireEvent.click(within(rowOf('متجر 2')).getByRole('button', { name: 'نقل للأعلى' }));
    expect(await screen.findByText('خطأ في تحديث ترتيب المتاجر')).toBeInTheDocument();
  });

  it('offers no move while the list is filtered or sorted otherwise', async () => {
    const provider = fakeDataProvider([shop(1), shop(2), shop(3)]);
    renderList(provider, { path: `/stores?filter=${encodeURIComponent('{"status":"active"}')}` });
    await waitFor(() => within(rowOf('متجر 2')).getByRole('button', { name: 'نقل للأعلى' }));
    expect(within(rowOf('متجر 2')).getByRole('button', { name: 'نقل للأعلى' })).toBeDisabled();
    expect(within(rowOf('متجر 2')).getByRole('button', { name: 'نقل للأسفل' })).toBeDisabled();
  });
});

describe('/stores: row actions', () => {
  it('links view and edit to the spec URLs', async () => {
    renderList(fakeDataProvider([shop(7)]));
    await waitFor(() => rowOf('متجر 7'));
    expect(within(rowOf('متجر 7')).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/stores/7');
    expect(within(rowOf('متجر 7')).getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/stores/7/edit');
  });

  it('deactivates an active shop and activates an inactive one', async () => {
    const provider = fakeDataProvider([shop(1), shop(2, { status: 'inactive' })]);
    renderList(provider);
    await waitFor(() => rowOf('متجر 1'));
    fireEvent.click(within(rowOf('متجر 1')).getByRole('button', { name: 'إلغاء التفعيل' }));
    await waitFor(() => expect(provider.setStoreStatus).toHaveBeenCalledWith(1, 'inactive'));
    expect(await screen.findByText('تم إلغاء تفعيل المتجر')).toBeInTheDocument();
    fireEvent.click(within(rowOf('متجر 2')).getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(provider.setStoreStatus).toHaveBeenCalledWith(2, 'active'));
    expect(await screen.findByText('تم تفعيل المتجر')).toBeInTheDocument();
  });

  it('says so when the status cannot be changed', async () => {
    const provider = fakeDataProvider([shop(1)], { setStoreStatus: vi.fn(async () => Promise.reject(new HttpError(messages.serverError, 500))) });
    renderList(provider);
    await waitFor(() => rowOf('متجر 1'));
    fireEvent.click(within(rowOf('متجر 1')).getByRole('button', { name: 'إلغاء التفعيل' }));
    expect(await screen.findByText('خطأ في تغيير حالة المتجر')).toBeInTheDocument();
  });

  it('asks before deleting, naming the shop, then deletes', async () => {
    const provider = fakeDataProvider([shop(1, { name: 'سوبرماركت الوسط' }), shop(2)]);
    renderList(provider);
    await waitFor(() => rowOf('سوبرماركت الوسط'));
    fireEvent.click(await within(rowOf('سوبرماركت الوسط')).findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حذف المتجر "سوبرماركت الوسط"');
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف هذا المتجر؟ لا يمكن التراجع عن هذا الإجراء.');
    expect(provider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('stores', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('تم حذف المتجر بنجاح')).toBeInTheDocument();
  });

  it("shows the server's refusal for a shop with orders (409) and deactivates it instead when asked", async () => {
    const provider = fakeDataProvider([shop(1)], {
      delete: vi.fn(async () => Promise.reject(new HttpError(messages.storeHasOrders, 409, { success: false, message: messages.storeHasOrders }))),
    });
    renderList(provider);
    await waitFor(() => rowOf('متجر 1'));
    fireEvent.click(await within(rowOf('متجر 1')).findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText(messages.storeHasOrders)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التفعيل بدلاً من الحذف' }));
    await waitFor(() => expect(provider.setStoreStatus).toHaveBeenCalledWith(1, 'inactive'));
    expect(await screen.findByText('تم إلغاء تفعيل المتجر')).toBeInTheDocument();
  });

  it('hides status and delete from roles the access table refuses', async () => {
    renderList(fakeDataProvider([shop(1)]), { role: 'cashier' });
    await waitFor(() => rowOf('متجر 1'));
    const row = rowOf('متجر 1');
    expect(within(row).getByRole('link', { name: 'عرض' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'تعديل' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'إلغاء التفعيل' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
  });
});

describe('/stores: money figures follow stores:money (issue 12)', () => {
  /** Lets the access table's answers (asynchronous in react-admin) reach the screen. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('shows an admin the revenue card and column, and the move buttons', async () => {
    renderList(fakeDataProvider([shop(1), shop(2)]));
    expect(await screen.findByTestId('stores-card-revenue')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /الإيرادات/ })).toBeInTheDocument());
    await waitFor(() => within(rowOf('متجر 1')).getByRole('button', { name: 'نقل للأسفل' }));
  });

  it('shows a distributor no revenue card or column and no move buttons', async () => {
    renderList(fakeDataProvider([shop(1), shop(2)]), { role: 'distributor' });
    await waitFor(() => rowOf('متجر 1'));
    await settle();
    expect(screen.getByTestId('stores-card-total')).toBeInTheDocument();
    expect(screen.queryByTestId('stores-card-revenue')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /الإيرادات/ })).not.toBeInTheDocument();
    expect(within(rowOf('متجر 1')).queryByRole('button', { name: 'نقل للأسفل' })).not.toBeInTheDocument();
  });
});

describe('/stores: export', () => {
  it('exports the filtered shops as stores_{date}.csv through the list, asking for at most 500', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const provider = fakeDataProvider([shop(1), shop(2)]);
    renderList(provider);
    await waitFor(() => rowOf('متجر 1'));
    fireEvent.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^stores_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(provider.getList).toHaveBeenLastCalledWith('stores', expect.objectContaining({ pagination: { page: 1, perPage: 500 } }));
    expect(await screen.findByText('تم تصدير البيانات بصيغة CSV')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تصدير JSON' }));
    await waitFor(() => expect(names[1]).toMatch(/^stores_\d{4}-\d{2}-\d{2}\.json$/));
  });
});

describe('/stores: the map view', () => {
  it('shows every shop with coordinates from GET /stores/map, and names the ones without a location', async () => {
    withStyles();
    const rows = [shop(1), shop(2), shop(3, { latitude: null, longitude: null, name: 'بقالة بلا موقع' })];
    const provider = fakeDataProvider(rows, {
      storesMap: vi.fn(async () => ({ stores: rows.slice(0, 2), total: 3, without_location: 1 })),
    });
    const { container } = renderList(provider);
    await waitFor(() => rowOf('متجر 1'));
    fireEvent.click(screen.getByRole('button', { name: 'خريطة' }));
    await waitFor(() => expect(container.querySelectorAll('.store-marker')).toHaveLength(2));
    expect(screen.getByTestId('stores-map')).toHaveStyle({ height: '600px' });
    expect(screen.getByTestId('store-map-count')).toHaveTextContent('متجران');
    const missing = await screen.findByTestId('stores-without-location');
    expect(missing).toHaveTextContent('بدون موقع');
    expect(missing).toHaveTextContent('متجر واحد بدون موقع');
    expect(await within(missing).findByRole('link', { name: 'بقالة بلا موقع' })).toHaveAttribute('href', '/stores/3');

    fireEvent.click(screen.getByRole('button', { name: 'تحديث الخريطة' }));
    await waitFor(() => expect(provider.storesMap).toHaveBeenCalledTimes(2));
  });

  it('offers to add a shop when none can be shown on the map', async () => {
    const provider = fakeDataProvider([], { storesMap: vi.fn(async () => ({ stores: [], total: 0, without_location: 0 })) });
    renderList(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'خريطة' }));
    const empty = await screen.findByTestId('stores-map-empty');
    expect(within(empty).getByRole('link', { name: 'إضافة متجر' })).toHaveAttribute('href', '/stores/create');
  });

  it('says when the map data cannot be loaded', async () => {
    const provider = fakeDataProvider([], { storesMap: vi.fn(async () => Promise.reject(new HttpError(messages.serverError, 500))) });
    renderList(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'خريطة' }));
    expect(await screen.findByText('خطأ في تحميل بيانات الخريطة')).toBeInTheDocument();
  });
});

describe('/stores on a phone', () => {
  it('shows the shops as cards that open the shop', async () => {
    setWindowWidth(390);
    renderList(fakeDataProvider([shop(1, { address: null })]));
    const card = (await screen.findByText('متجر 1')).closest('[role="button"]') as HTMLElement;
    expect(card).toHaveTextContent('لا يوجد عنوان');
    expect(card).toHaveTextContent('نشط');
    fireEvent.click(card);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/stores/1'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
