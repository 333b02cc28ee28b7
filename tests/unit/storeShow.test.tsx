import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreMapProps } from '../../src/ui/map/StoreMap';
import StoreShow from '../../src/resources/stores/StoreShow';
import type { StoreOrdersPage } from '../../src/domain/stores/types';
import { formatMoney } from '../../src/i18n/format';
import { toHttpError } from '../../src/providers/http';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// Leaflet is the map engineer's to test (storeMap.test.tsx); here the map is a stand-in that shows what
// it was asked to draw.
const mapCalls = vi.hoisted(() => [] as StoreMapProps[]);
vi.mock('../../src/ui/map/StoreMap', () => ({
  StoreMap: (props: StoreMapProps) => {
    mapCalls.push(props);
    return (
      <div
        data-testid={props['data-testid'] ?? 'store-map'}
        data-zoom={props.zoom ?? ''}
        data-markers={(props.stores ?? []).filter((s) => s.latitude != null && s.longitude != null).length}
        data-centre={props.centre ? `${props.centre.lat},${props.centre.lng}` : ''}
      />
    );
  },
}));

const shop = {
  id: 12,
  name: 'سوبرماركت الوسط',
  owner_name: 'أحمد الحلبي',
  contact_person: 'سمير الخوري',
  phone: '+32 470 11 22 33',
  email: 'centre@example.be',
  address: 'شارع الملك 12، أنتويرب',
  region: 'north',
  category: 'supermarket',
  store_type: null,
  status: 'active',
  payment_method: 'bank',
  // Issue 25: no limit is an empty limit; 0 is no credit at all.
  credit_limit_eur: null,
  current_balance_eur: 152.5,
  notes: 'التسليم صباحاً قبل التاسعة',
  latitude: 51.2194,
  longitude: 4.4025,
  created_at: '2026-03-07T10:00:00.000Z',
  total_orders: 14,
  completed_orders: 10,
  cancelled_orders: 2,
  total_purchases_eur: 1234.5,
  performance_rating: 4.3,
  last_order_date: '2026-11-20',
  last_payment_date: '2026-11-18',
};

type StoreOrder = StoreOrdersPage['orders'][number];

function storeOrder(row: Pick<StoreOrder, 'id' | 'order_number' | 'order_date' | 'status' | 'final_amount_eur'>): StoreOrder {
  return {
    store_id: 12,
    payment_status: 'pending',
    delivery_date: null,
    currency: 'EUR',
    total_amount_eur: row.final_amount_eur,
    paid_amount_eur: 0,
    assigned_distributor_id: null,
    distributor_name: null,
    items_count: 1,
    created_at: `${row.order_date}T08:00:00Z`,
    ...row,
  };
}

const orders = [
  storeOrder({ id: 501, order_number: 'ORD-2026-0501', order_date: '2026-11-20', status: 'delivered', final_amount_eur: 82.4 }),
  storeOrder({ id: 502, order_number: 'ORD-2026-0502', order_date: '2026-11-21', status: 'cancelled', final_amount_eur: 12 }),
];

function fakeDataProvider(overrides: FakeOverrides = {}) {
  // The page's cards read the shop's invoices and credit notes and the catalogue: empty here, so that a
  // card asks for what exists rather than fail on a collection the fake does not hold.
  return fakeProvider(
    { stores: [shop], invoices: [], 'credit-notes': [], products: [] },
    {
      getOne: async () => ({ data: shop }),
      delete: async () => ({ data: shop }),
      storeOrders: async () => ({ orders, pagination: { page: 1, limit: 5, total: 2, totalPages: 1 } }),
      geocode: async () => ({ status: 'OK', results: [] }),
      setStoreStatus: async () => ({ ...shop, status: 'inactive' }),
      ...overrides,
    },
  );
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  canAccess: async () => true,
};

function renderShow(dataProvider = fakeDataProvider(), path = '/stores/12') {
  renderAdmin({
    dataProvider,
    authProvider,
    path,
    routes: { '/stores/:id': <StoreShow />, '/stores': <p>قائمة المتاجر</p> },
  });
  return dataProvider;
}

const card = (testId: string) => screen.getByTestId(testId);

beforeEach(() => {
  mapCalls.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Whole pages with react-admin in the test DOM take a few seconds each on a busy machine.
describe('StoreShow (/stores/{id})', { timeout: 20_000 }, () => {
  it('shows the header and every card with the record, its statistics and its last orders', async () => {
    const dataProvider = renderShow();
    expect(await screen.findByRole('heading', { level: 1, name: shop.name })).toBeInTheDocument();
    expect(screen.getByTestId('store-status')).toHaveTextContent('نشط');
    expect(screen.getByText('تاريخ الإنشاء: 07/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/stores/12/edit');
    expect(await screen.findByRole('button', { name: 'حذف' })).toBeInTheDocument();

    const basic = card('store-basic-info');
    expect(basic).toHaveTextContent(shop.owner_name);
    expect(basic).toHaveTextContent('الشمال');
    // No store type: shown as retail.
    expect(basic).toHaveTextContent('بيع بالتجزئة');

    const financial = card('store-financial-info');
    expect(financial).toHaveTextContent('تحويل بنكي');
    expect(financial).toHaveTextContent('بلا حد');
    expect(financial.textContent).toContain(formatMoney(152.5));

    const contact = card('store-contact-info');
    expect(contact).toHaveTextContent(shop.contact_person);
    expect(contact).toHaveTextContent(shop.phone);
    expect(contact).toHaveTextContent(shop.email);

    const address = card('store-address-notes');
    expect(address).toHaveTextContent(shop.address);
    expect(address).toHaveTextContent(shop.notes);

    const statistics = card('store-statistics');
    expect(statistics).toHaveTextContent('14');
    expect(statistics.textContent).toContain(formatMoney(1234.5));
    expect(within(statistics).getByText('الطلبات المكتملة').parentElement).toHaveTextContent('10');
    expect(within(statistics).getByText('الطلبات الملغاة').parentElement).toHaveTextContent('2');
    expect(within(statistics).getByTestId('store-rating')).toHaveTextContent('4.3 من 5.0');
    expect(within(statistics).getByRole('img', { name: '4.3 من 5.0' })).toBeInTheDocument();
    expect(statistics).toHaveTextContent('20/11/2026');
    expect(statistics).toHaveTextContent('18/11/2026');

    const rows = await within(card('store-recent-orders')).findAllByTestId('store-recent-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-2026-0501' })).toHaveAttribute('href', '/orders/501');
    expect(rows[0]).toHaveTextContent('تم التسليم');
    expect(rows[0]!.textContent).toContain(formatMoney(82.4));
    expect(rows[1]).toHaveTextContent('ملغي');
    expect(dataProvider.storeOrders).toHaveBeenCalledWith(12, expect.objectContaining({ limit: 5 }));
  });

  it('shows the location with 6 decimals, the map at zoom 16 with the marker and the external links', async () => {
    const dataProvider = renderShow();
    const location = await screen.findByTestId('store-location');
    expect(within(location).getByTestId('store-coordinates')).toHaveTextContent('51.219400, 4.402500');
    expect(within(location).queryByText('مستخرج من العنوان')).not.toBeInTheDocument();
    const map = within(location).getByTestId('store-detail-map');
    expect(map).toHaveAttribute('data-zoom', '16');
    expect(map).toHaveAttribute('data-markers', '1');

    const open = within(location).getByRole('link', { name: 'فتح في الخرائط' });
    expect(open).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=51.219400&mlon=4.402500#map=17/51.219400/4.402500');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');
    expect(within(location).getByRole('link', { name: 'الاتجاهات' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=51.219400,4.402500',
    );
    expect(within(location).getByRole('link', { name: 'البحث بالعنوان' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(shop.address)}`,
    );
    expect(dataProvider.geocode).not.toHaveBeenCalled();
  });

  it('copies the phone to the clipboard and says so for two seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShow();
    const contact = await screen.findByTestId('store-contact-info');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(within(contact).getByRole('button', { name: 'نسخ رقم الهاتف' }));
    });
    expect(writeText).toHaveBeenCalledWith(shop.phone);
    expect(within(contact).getByText('تم النسخ')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(within(contact).getByText('تم النسخ')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(contact).queryByText('تم النسخ')).not.toBeInTheDocument();
  });

  it('copies the coordinates with 6 decimals', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShow();
    const location = await screen.findByTestId('store-location');
    await act(async () => {
      fireEvent.click(within(location).getByRole('button', { name: 'نسخ الإحداثيات' }));
    });
    expect(writeText).toHaveBeenCalledWith('51.219400, 4.402500');
  });

  it('locates a shop without coordinates from its address and marks it as extracted', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...shop, latitude: null, longitude: null } })),
      geocode: vi.fn(async () => ({
        status: 'OK',
        results: [{ geometry: { location: { lat: 51.2, lng: 4.41 } }, formatted_address: 'x', place_id: 'p', address_components: [] }],
      })),
    });
    renderShow(dataProvider);
    const location = await screen.findByTestId('store-location');
    expect(await within(location).findByText('مستخرج من العنوان')).toBeInTheDocument();
    expect(within(location).getByTestId('store-coordinates')).toHaveTextContent('51.200000, 4.410000');
    expect(within(location).getByTestId('store-detail-map')).toHaveAttribute('data-markers', '1');
    expect(dataProvider.geocode).toHaveBeenCalledWith(shop.address, expect.anything());
  });

  it('says why when the address cannot be located, and draws no marker', async () => {
    const dataProvider = fakeDataProvider({
      getOne: vi.fn(async () => ({ data: { ...shop, latitude: null, longitude: null } })),
      geocode: vi.fn(async () => {
        throw toHttpError(502, { success: false, message: 'فشل في تحديد الموقع من العنوان: تعذر الوصول إلى خدمة الخرائط' });
      }),
    });
    renderShow(dataProvider);
    const location = await screen.findByTestId('store-location');
    expect(await within(location).findByText('فشل في تحديد الموقع من العنوان: تعذر الوصول إلى خدمة الخرائط')).toBeInTheDocument();
    expect(within(location).getByTestId('store-detail-map')).toHaveAttribute('data-markers', '0');
    expect(within(location).queryByTestId('store-coordinates')).not.toBeInTheDocument();
    expect(within(location).queryByRole('link', { name: 'الاتجاهات' })).not.toBeInTheDocument();
  });

  it('uses the default reason when the geocoder finds nothing', async () => {
    renderShow(fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...shop, latitude: null, longitude: null } })) }));
    expect(await screen.findByText('فشل في تحديد الموقع من العنوان: لم يتم العثور على الموقع')).toBeInTheDocument();
  });

  it('shows the "store not found" state on a 404, with the way back', async () => {
    renderShow(
      fakeDataProvider({
        getOne: vi.fn(async () => {
          throw toHttpError(404, { success: false, message: 'المتجر المحدد غير موجود' });
        }),
      }),
    );
    expect(await screen.findByText('المتجر غير موجود')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى قائمة المتاجر' })).toHaveAttribute('href', '/stores');
    expect(screen.getByTestId('location')).toHaveTextContent('/stores/12');
  });

  it('goes back to the list with a toast when the shop cannot be loaded', async () => {
    renderShow(
      fakeDataProvider({
        getOne: vi.fn(async () => {
          throw toHttpError(500, { success: false });
        }),
      }),
    );
    expect(await screen.findByText('فشل في تحميل بيانات المتجر')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stores$/));
  });

  it('only warns when the last orders cannot be loaded', async () => {
    renderShow(
      fakeDataProvider({
        storeOrders: vi.fn(async () => {
          throw toHttpError(500, { success: false });
        }),
      }),
    );
    expect(await screen.findAllByText('تعذر تحميل آخر طلبات المتجر')).not.toHaveLength(0);
    expect(screen.getByTestId('store-statistics')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stores/12');
  });

  it('deletes after the confirmation, then goes to the list', async () => {
    const dataProvider = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`حذف المتجر "${shop.name}"`);
    expect(dialog).toHaveTextContent('لا يمكن التراجع عن هذا الإجراء');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف المتجر بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stores$/));
    expect(dataProvider.delete).toHaveBeenCalledWith('stores', expect.objectContaining({ id: 12 }));
  });

  it("shows the server's 409 message for a shop with orders and offers to deactivate it", async () => {
    const message = 'لا يمكن حذف المتجر لوجود طلبات مرتبطة به، يمكنك إلغاء تفعيله بدلاً من ذلك';
    const dataProvider = renderShow(
      fakeDataProvider({
        delete: vi.fn(async () => {
          throw toHttpError(409, { success: false, message });
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    const conflict = await screen.findByRole('dialog', { name: 'لا يمكن حذف المتجر' });
    expect(conflict).toHaveTextContent(message);
    fireEvent.click(within(conflict).getByRole('button', { name: 'إلغاء التفعيل بدلاً من الحذف' }));
    await waitFor(() => expect(dataProvider.setStoreStatus).toHaveBeenCalledWith(12, 'inactive'));
    expect(await screen.findByText('تم إلغاء تفعيل المتجر')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stores/12');
  });

  it('hides delete from a role that may not delete shops', async () => {
    const canAccess = vi.fn(async ({ action }: { action: string }) => action !== 'delete');
    renderAdmin({
      dataProvider: fakeDataProvider(),
      authProvider: { ...authProvider, canAccess },
      path: '/stores/12',
      routes: { '/stores/:id': <StoreShow /> },
    });
    expect(await screen.findByRole('link', { name: 'تعديل' })).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'delete' })));
    expect(screen.queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
  });

  // Issue 29: the invoices card, for the roles that read invoices.
  const invoice = (id: number, store_id: number, number: string, status: string, paid_eur: number) => ({
    id, store_id, number, status, paid_eur, issue_date: '2026-11-02', due_date: '2026-12-02', total_eur: 120.5, store_name: 'x',
  });
  const invoiceRows = [invoice(7, 12, '2026/000007', 'partly_paid', 50), invoice(8, 12, '2026/000008', 'overdue', 0), invoice(9, 13, '2026/000009', 'paid', 120.5)];
  const noteRows = [{ id: 3, store_id: 12, number: 'CN2026/000003', invoice_id: 7, invoice_number: '2026/000007', issue_date: '2026-11-20', reason: 'مرتجع: غير مباع', total_eur: 8.4 }];

  it('shows the shop invoices (dates DD/MM/YYYY, status chips, links), its credit notes, its balance and what it lacks', async () => {
    const dataProvider = fakeProvider(
      { stores: [shop], invoices: invoiceRows, 'credit-notes': noteRows, products: [] },
      { getOne: async () => ({ data: shop }), storeOrders: async () => ({ orders, pagination: { page: 1, limit: 5, total: 2, totalPages: 1 } }) },
    );
    renderShow(dataProvider);
    const box = await screen.findByTestId('store-invoices');
    expect(within(box).getByTestId('store-invoices-balance').textContent).toBe(formatMoney(152.5));
    // The fixture shop has no enterprise number and no postcode to choose its documents' language.
    expect(within(box).getByTestId('store-invoicing-gaps')).toHaveTextContent('ينقصه: رقم المؤسسة (KBO/BCE)، لغة الفاتورة');
    const rows = await within(box).findAllByTestId('store-invoice-row');
    expect(rows).toHaveLength(2);
    expect(within(box).getByRole('link', { name: '2026/000007' })).toHaveAttribute('href', '/invoices/7');
    expect(within(box).queryByText('2026/000009')).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('02/11/2026');
    expect(rows[0]).toHaveTextContent('02/12/2026');
    expect(within(box).getByText('مدفوعة جزئياً')).toBeInTheDocument();
    expect(within(box).getByText('متأخرة')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('invoices', expect.objectContaining({ filter: { store_id: 12 } }));
    fireEvent.click(within(box).getByRole('tab', { name: 'الإشعارات الدائنة' }));
    const note = await within(box).findByTestId('store-credit-note-row');
    expect(note).toHaveTextContent('CN2026/000003');
    expect(note).toHaveTextContent('20/11/2026');
    expect(within(note).getByRole('link', { name: '2026/000007' })).toHaveAttribute('href', '/invoices/7');
  });

  it('says nothing is missing for an invoiceable shop, and hides the card from a role that may not read invoices', async () => {
    const ready = { ...shop, enterprise_number: '0202239951', address: 'Chaussée de Gand 120, 1080 Molenbeek', invoice_language: 'fr' };
    renderShow(fakeProvider({ stores: [ready], invoices: [], 'credit-notes': [], products: [] }, { getOne: async () => ({ data: ready }), storeOrders: async () => ({ orders, pagination: { page: 1, limit: 5, total: 2, totalPages: 1 } }) }));
    const box = await screen.findByTestId('store-invoices');
    expect(await within(box).findByText('لا توجد فواتير لهذا المتجر بعد')).toBeInTheDocument();
    expect(within(box).queryByTestId('store-invoicing-gaps')).not.toBeInTheDocument();
    // Issue 29: its invoicing fields as the register writes them; the rhythm and VAT number it lacks say so.
    const details = within(box).getByTestId('store-invoicing-details');
    expect(within(details).getByTestId('store-enterprise-number')).toHaveTextContent('0202.239.951');
    expect(details).toHaveTextContent('الفرنسية');
    expect(details).toHaveTextContent('غير محدد');
    cleanup();
    const canAccess = vi.fn(async ({ resource }: { resource: string }) => resource !== 'invoices');
    renderAdmin({ dataProvider: fakeDataProvider(), authProvider: { ...authProvider, canAccess }, path: '/stores/12', routes: { '/stores/:id': <StoreShow /> } });
    expect(await screen.findByTestId('store-financial-info')).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'invoices', action: 'list' })));
    expect(screen.queryByTestId('store-invoices')).not.toBeInTheDocument();
  });
});
