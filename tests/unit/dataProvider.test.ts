import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { storedSession, SESSION_KEY } from '../../src/providers/authProvider';
import { createDataProvider, dataProvider } from '../../src/providers/dataProvider';
import { apiFetch, buildUrl, toFormErrors } from '../../src/providers/http';
import { RESOURCES } from '../../src/providers/resources';
import { errors as messages } from '../../src/i18n/ar';
import { callOf, mockFetch } from './fetchMock';

const list = (key: string, rows: unknown[], total: number, extra: Record<string, unknown> = {}) => ({
  success: true,
  data: { [key]: rows, pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) }, ...extra },
});

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('resources', () => {
  it('maps every react-admin resource to its API path and list key', () => {
    expect(RESOURCES).toEqual({
      orders: { path: '/orders', key: 'orders' },
      stores: { path: '/stores', key: 'stores' },
      products: { path: '/products', key: 'products' },
      categories: { path: '/products/categories', key: 'categories' },
      users: { path: '/users', key: 'users' },
      vehicles: { path: '/vehicles', key: 'vehicles' },
      expenses: { path: '/vehicles/expenses', key: 'expenses' },
      payments: { path: '/payments', key: 'payments' },
      notifications: { path: '/notifications', key: 'notifications' },
      logs: { path: '/logs', key: 'logs' },
      // Issue 29's lists.
      invoices: { path: '/invoices', key: 'invoices' },
      'credit-notes': { path: '/credit-notes', key: 'credit_notes' },
    });
  });
});

describe('http', () => {
  it('builds URLs: skips empty values, joins arrays with commas, encodes', () => {
    expect(buildUrl('/orders', { a: 1, b: undefined, c: null, d: '', e: ['x', 'y'], f: true, g: 'ب ج' }, '/api')).toBe(
      '/api/orders?a=1&e=x%2Cy&f=true&g=%D8%A8+%D8%AC',
    );
    expect(buildUrl('/health', {}, 'http://api.example/api/')).toBe('http://api.example/api/health');
    expect(buildUrl('/orders', { e: [] }, '/api')).toBe('/api/orders');
  });

  it('nests dotted field paths the way react-admin forms read submission errors', () => {
    expect(
      toFormErrors([
        { field: 'name', message: 'm1' },
        { field: 'items.0.quantity', message: 'm2' },
        { field: 'name', message: 'second message of a field is dropped' },
        { field: '_', message: 'whole form' },
      ]),
    ).toEqual({ name: 'm1', items: { 0: { quantity: 'm2' } }, root: { serverError: 'whole form' } });
  });

  it('sends JSON with the session cookie and returns the envelope', async () => {
    const fetchMock = mockFetch({ body: { success: true, message: 'ok', data: { a: 1 } } });
    const reply = await apiFetch('/things', { method: 'POST', body: { x: 1 }, query: { q: 'a' } });
    expect(reply).toEqual({ success: true, message: 'ok', data: { a: 1 } });
    expect(callOf(fetchMock)).toEqual({ url: '/api/things?q=a', method: 'POST', body: { x: 1 }, credentials: 'include', contentType: 'application/json' });
  });

  it('throws HttpError with the server message, the status and form-shaped field errors on a 400', async () => {
    const serverBody = { success: false, message: 'الاسم مطلوب', errors: [{ field: 'name', message: 'الاسم مطلوب' }] };
    mockFetch({ status: 400, body: serverBody });
    const error = await caught(dataProvider.create('products', { data: { name: '' } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('الاسم مطلوب');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      success: false,
      message: 'الاسم مطلوب',
      errors: { name: 'الاسم مطلوب' },
      fieldErrors: [{ field: 'name', message: 'الاسم مطلوب' }],
    });
  });

  it('keeps the extras of an error and leaves body.errors out when no field is named', async () => {
    mockFetch({ status: 409, body: { success: false, message: messages.conflict, existingId: 7 } });
    const error = await caught(dataProvider.delete('stores', { id: 7, previousData: { id: 7 } }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(messages.conflict);
    expect(error.body).toEqual({ success: false, message: messages.conflict, existingId: 7 });
  });

  it('treats success:false as a failure even with a 200', async () => {
    mockFetch({ status: 200, body: { success: false, message: 'رفض' } });
    const error = await caught(dataProvider.getOne('orders', { id: 1 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('رفض');
    expect(error.status).toBe(200);
  });

  it('falls back to an Arabic message by status when the reply is not JSON', async () => {
    mockFetch({ status: 502, raw: '<html>Bad gateway</html>' });
    const error = await caught(dataProvider.getOne('orders', { id: 1 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(messages.serverError);
  });

  it('turns a network failure into HttpError("خطأ في الاتصال بالخادم", 0)', async () => {
    mockFetch({ networkError: true });
    const error = await caught(dataProvider.getList('orders', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('خطأ في الاتصال بالخادم');
    expect(error.status).toBe(0);
  });

  it('rethrows an abort as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(abort)));
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch('/orders', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('dataProvider: standard methods', () => {
  it('getList: paging, sorting, search and filters as query parameters; rows and total from the reply', async () => {
    const rows = [{ id: 1, order_number: 'ORD-1' }, { id: 2, order_number: 'ORD-2' }];
    const fetchMock = mockFetch({ body: list('orders', rows, 42) });
    const result = await dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'ORD', status: ['draft', 'confirmed'], store_id: 3 },
    });
    expect(callOf(fetchMock)).toEqual({
      url: '/api/orders?page=2&limit=10&sortBy=created_at&sortOrder=DESC&search=ORD&status=draft%2Cconfirmed&store_id=3',
      method: 'GET',
      body: undefined,
      credentials: 'include',
      contentType: undefined,
    });
    expect(result).toEqual({ data: rows, total: 42 });
  });

  it('getList: keeps field names as they are, skips empty filters, uses the resource path and key', async () => {
    const fetchMock = mockFetch({ body: list('categories', [{ id: 5, name: 'خبز' }], 1) });
    const result = await dataProvider.getList('categories', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'display_order', order: 'ASC' },
      filter: { q: '', is_active: true, parent_id: undefined, tags: [] },
    });
    expect(callOf(fetchMock).url).toBe('/api/products/categories?page=1&limit=25&sortBy=display_order&sortOrder=ASC&is_active=true');
    expect(result).toEqual({ data: [{ id: 5, name: 'خبز' }], total: 1 });
  });

  it('getList: hands the extras of a list reply over as meta', async () => {
    mockFetch({ body: list('notifications', [{ id: 9 }], 3, { unread: 2 }) });
    const result = await dataProvider.getList('notifications', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { unread: true } });
    expect(result).toEqual({ data: [{ id: 9 }], total: 3, meta: { unread: 2 } });
  });

  it('getList: passes the abort signal on', async () => {
    const fetchMock = mockFetch({ body: list('stores', [], 0) });
    const controller = new AbortController();
    await dataProvider.getList('stores', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {}, signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it('getOne: GET path/id -> data', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 12, name: 'متجر' } } });
    const result = await dataProvider.getOne('stores', { id: 12 });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/stores/12', method: 'GET', credentials: 'include' });
    expect(result).toEqual({ data: { id: 12, name: 'متجر' } });
  });

  it('getMany: one list request with ids and a matching limit', async () => {
    const fetchMock = mockFetch({ body: list('products', [{ id: 1 }, { id: 2 }, { id: 3 }], 3) });
    const result = await dataProvider.getMany('products', { ids: [1, 2, 3, 2] });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/products?ids=1%2C2%2C3&limit=3', method: 'GET', credentials: 'include' });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('getMany: no ids, no request', async () => {
    const fetchMock = mockFetch();
    expect(await dataProvider.getMany('products', { ids: [] })).toEqual({ data: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('getManyReference: a list filtered by the target', async () => {
    const fetchMock = mockFetch({ body: list('orders', [{ id: 4, store_id: 7 }], 1) });
    const result = await dataProvider.getManyReference('orders', {
      target: 'store_id',
      id: 7,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { status: 'delivered' },
    });
    expect(callOf(fetchMock).url).toBe('/api/orders?page=1&limit=5&sortBy=created_at&sortOrder=DESC&status=delivered&store_id=7');
    expect(result).toEqual({ data: [{ id: 4, store_id: 7 }], total: 1 });
  });

  it('create: POST path with the record as JSON -> the created record', async () => {
    const fetchMock = mockFetch({ status: 201, body: { success: true, data: { id: 30, name: 'كرواسون' } } });
    const result = await dataProvider.create('products', { data: { name: 'كرواسون', price_eur: 1.2 } });
    expect(callOf(fetchMock)).toEqual({
      url: '/api/products',
      method: 'POST',
      body: { name: 'كرواسون', price_eur: 1.2 },
      credentials: 'include',
      contentType: 'application/json',
    });
    expect(result).toEqual({ data: { id: 30, name: 'كرواسون' } });
  });

  it('update: PUT path/id with data only (never previousData)', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 3, plate: 'AB-1', status: 'active' } } });
    const result = await dataProvider.update('vehicles', { id: 3, data: { status: 'active' }, previousData: { id: 3, plate: 'AB-1', status: 'maintenance' } });
    expect(callOf(fetchMock)).toEqual({ url: '/api/vehicles/3', method: 'PUT', body: { status: 'active' }, credentials: 'include', contentType: 'application/json' });
    expect(result).toEqual({ data: { id: 3, plate: 'AB-1', status: 'active' } });
  });

  it('updateMany: one PUT per id, returns the ids', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 1 } } }, { body: { success: true, data: { id: 2 } } });
    const result = await dataProvider.updateMany('stores', { ids: [1, 2], data: { status: 'inactive' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(fetchMock, 0)).toMatchObject({ url: '/api/stores/1', method: 'PUT', body: { status: 'inactive' }, credentials: 'include' });
    expect(callOf(fetchMock, 1)).toMatchObject({ url: '/api/stores/2', method: 'PUT', body: { status: 'inactive' }, credentials: 'include' });
    expect(result).toEqual({ data: [1, 2] });
  });

  it('delete: DELETE path/id -> the reply data, or previousData when the reply has none', async () => {
    const fetchMock = mockFetch({ body: { success: true, message: 'تم الحذف', data: null } }, { body: { success: true, data: { id: 9 } } });
    const first = await dataProvider.delete('expenses', { id: 8, previousData: { id: 8, amount: 20 } });
    expect(callOf(fetchMock)).toEqual({ url: '/api/vehicles/expenses/8', method: 'DELETE', body: undefined, credentials: 'include', contentType: undefined });
    expect(first).toEqual({ data: { id: 8, amount: 20 } });
    const second = await dataProvider.delete('notifications', { id: 9, previousData: { id: 9, title: 'x' } });
    expect(callOf(fetchMock, 1).url).toBe('/api/notifications/9');
    expect(second).toEqual({ data: { id: 9 } });
  });

  it('deleteMany: one DELETE per id, returns the ids', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: null } }, { body: { success: true, data: null } });
    const result = await dataProvider.deleteMany('notifications', { ids: [4, 5] });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.credentials])).toEqual([
      ['/api/notifications/4', 'DELETE', 'include'],
      ['/api/notifications/5', 'DELETE', 'include'],
    ]);
    expect(result).toEqual({ data: [4, 5] });
  });

  it('rejects an unknown resource without a request', async () => {
    const fetchMock = mockFetch();
    await expect(dataProvider.getOne('unicorns', { id: 1 })).rejects.toThrow('Unknown resource');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks to another API base when created for one', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 1 } } });
    await createDataProvider('https://bakery.example/api').getOne('users', { id: 1 });
    expect(callOf(fetchMock).url).toBe('https://bakery.example/api/users/1');
  });
});

describe('dataProvider: business calls', () => {
  it('dashboardOverview: GET /dashboard/overview with the date', async () => {
    const overview = { date: '2025-03-01', orders: { total: 5 } };
    const fetchMock = mockFetch({ body: { success: true, data: overview } }, { body: { success: true, data: overview } });
    expect(await dataProvider.dashboardOverview('2025-03-01')).toEqual(overview);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/dashboard/overview?date=2025-03-01', method: 'GET', credentials: 'include' });
    await dataProvider.dashboardOverview();
    expect(callOf(fetchMock, 1).url).toBe('/api/dashboard/overview');
  });

  it('dashboardActivity: GET /dashboard/activity with the limit -> the items', async () => {
    const items = [{ id: 'order-9', type: 'order', record_id: 9, title: 'ORD-9', subtitle: 'متجر', status: 'draft', amount_eur: 12.5, created_at: '2026-11-22T06:25:00.000Z' }];
    const fetchMock = mockFetch({ body: { success: true, data: { items } } }, { body: { success: true, data: { items: [] } } });
    expect(await dataProvider.dashboardActivity(10)).toEqual(items);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/dashboard/activity?limit=10', method: 'GET', credentials: 'include' });
    expect(await dataProvider.dashboardActivity()).toEqual([]);
    expect(callOf(fetchMock, 1).url).toBe('/api/dashboard/activity');
  });

  it('dashboardHealth: GET /dashboard/health', async () => {
    const health = { status: 'ok', database: 'up', database_kind: 'pglite', response_time_ms: 1.2, uptime_seconds: 90, counts: { orders: 600 }, database_size_bytes: 2048, server_time: '2026-11-22T06:25:00.000Z' };
    const fetchMock = mockFetch({ body: { success: true, data: health } });
    expect(await dataProvider.dashboardHealth()).toEqual(health);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/dashboard/health', method: 'GET', credentials: 'include' });
  });

  it('systemStatistics: GET /system/statistics', async () => {
    const stats = { records: { users: 3 }, database_size_bytes: 1024, database: 'pglite', uptime_seconds: 9 };
    const fetchMock = mockFetch({ body: { success: true, data: stats } });
    expect(await dataProvider.systemStatistics()).toEqual(stats);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/system/statistics', method: 'GET', credentials: 'include' });
  });

  it('health: GET /health, and a 503 still tells the degraded status', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { status: 'ok', database: 'up', uptime_seconds: 5 } } },
      { status: 503, body: { success: false, message: messages.databaseDown, data: { status: 'degraded', database: 'down' } } },
    );
    expect(await dataProvider.health()).toEqual({ status: 'ok', database: 'up', uptime_seconds: 5 });
    expect(callOf(fetchMock).url).toBe('/api/health');
    expect(await dataProvider.health()).toEqual({ status: 'degraded', database: 'down' });
  });

  it('getSettings and updateSettings: GET and PUT /system/settings', async () => {
    const fetchMock = mockFetch(
      { body: { success: true, data: { currency: 'EUR', exchangeRate: 15000 } } },
      { body: { success: true, message: messages.settingsSaved, data: { currency: 'EUR', exchangeRate: 16000 } } },
    );
    expect(await dataProvider.getSettings()).toEqual({ currency: 'EUR', exchangeRate: 15000 });
    expect(callOf(fetchMock, 0)).toMatchObject({ url: '/api/system/settings', method: 'GET', credentials: 'include' });
    expect(await dataProvider.updateSettings({ exchangeRate: 16000 })).toEqual({ currency: 'EUR', exchangeRate: 16000 });
    expect(callOf(fetchMock, 1)).toEqual({
      url: '/api/system/settings',
      method: 'PUT',
      body: { exchangeRate: 16000 },
      credentials: 'include',
      contentType: 'application/json',
    });
  });

  it('refreshSession: POST /auth/refresh, returns and stores the new end of session', async () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ user: { id: 1, username: 'admin', full_name: 'م', role: 'admin', avatar_url: null }, expiresAt: '2030-01-01T00:00:00.000Z' }),
    );
    const fetchMock = mockFetch({ body: { success: true, message: messages.sessionRefreshed, data: { expiresAt: '2030-01-01T02:00:00.000Z' } } });
    expect(await dataProvider.refreshSession()).toEqual({ expiresAt: '2030-01-01T02:00:00.000Z' });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/auth/refresh', method: 'POST', credentials: 'include' });
    expect(storedSession()?.expiresAt).toBe('2030-01-01T02:00:00.000Z');
  });

  it('distributors: GET /users/distributors -> the list', async () => {
    const people = [{ id: 4, full_name: 'سامر', username: 'samer', phone: null, email: 's@x.be', status: 'active', work_status: 'available' }];
    const fetchMock = mockFetch({ body: { success: true, data: { distributors: people, total: 1 } } }, { body: { success: true, data: { distributors: [], total: 0 } } });
    expect(await dataProvider.distributors()).toEqual(people);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/users/distributors', method: 'GET', credentials: 'include' });
    expect(await dataProvider.distributors({ active: false })).toEqual([]);
    expect(callOf(fetchMock, 1).url).toBe('/api/users/distributors?active=false');
  });

  it('recent: the newest records, created_at DESC', async () => {
    const fetchMock = mockFetch({ body: list('orders', [{ id: 9 }, { id: 8 }], 120) }, { body: list('users', [], 0) });
    expect(await dataProvider.recent('orders')).toEqual([{ id: 9 }, { id: 8 }]);
    expect(callOf(fetchMock).url).toBe('/api/orders?page=1&limit=5&sortBy=created_at&sortOrder=DESC');
    await dataProvider.recent('users', 10);
    expect(callOf(fetchMock, 1).url).toBe('/api/users?page=1&limit=10&sortBy=created_at&sortOrder=DESC');
  });
});

describe('dataProvider: stores business calls', () => {
  it('storeStatistics: GET /stores/statistics', async () => {
    const stats = { total: 41, active: 38, inactive: 2, suspended: 1, pending: 0, total_revenue: 45678.9 };
    const fetchMock = mockFetch({ body: { success: true, data: stats } });
    expect(await dataProvider.storeStatistics()).toEqual(stats);
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/stores/statistics', method: 'GET', credentials: 'include' });
  });

  it('storesMap: GET /stores/map, with safe defaults for a thin reply', async () => {
    const stores = [{ id: 1, name: 'متجر', latitude: 51.2, longitude: 4.4 }];
    const fetchMock = mockFetch({ body: { success: true, data: { stores, total: 1, without_location: 2 } } }, { body: { success: true, data: {} } });
    expect(await dataProvider.storesMap()).toEqual({ stores, total: 1, without_location: 2 });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/stores/map', method: 'GET' });
    expect(await dataProvider.storesMap()).toEqual({ stores: [], total: 0, without_location: 0 });
  });

  it('setStoreStatus: PATCH /stores/:id/status {status}', async () => {
    const fetchMock = mockFetch({ body: { success: true, data: { id: 7, status: 'inactive' } } });
    expect(await dataProvider.setStoreStatus(7, 'inactive')).toEqual({ id: 7, status: 'inactive' });
    expect(callOf(fetchMock)).toEqual({
      url: '/api/stores/7/status',
      method: 'PATCH',
      body: { status: 'inactive' },
      credentials: 'include',
      contentType: 'application/json',
    });
  });

  it('moveStore: POST /stores/:id/move {direction}', async () => {
    const fetchMock = mockFetch({ body: { success: true, message: messages.storesReordered } }, { body: { success: true } });
    await dataProvider.moveStore(3, 'up');
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/stores/3/move', method: 'POST', body: { direction: 'up' } });
    await dataProvider.moveStore(3, 'down');
    expect(callOf(fetchMock, 1).body).toEqual({ direction: 'down' });
  });

  it('moveStore: a failure rejects with the server message', async () => {
    mockFetch({ status: 500, body: { success: false, message: messages.serverError } });
    const error = await caught(dataProvider.moveStore(3, 'up'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
  });

  it('storeOrders: GET /stores/:id/orders with status, dates and paging', async () => {
    const orders = [{ id: 9, order_number: 'ORD-9' }];
    const pagination = { page: 1, limit: 5, total: 1, totalPages: 1 };
    const fetchMock = mockFetch({ body: { success: true, data: { orders, pagination } } }, { body: { success: true, data: {} } });
    expect(await dataProvider.storeOrders(4, { status: 'delivered', startDate: '2026-11-01', endDate: '2026-11-30', page: 1, limit: 5 })).toEqual({
      orders,
      pagination,
    });
    expect(callOf(fetchMock).url).toBe('/api/stores/4/orders?status=delivered&startDate=2026-11-01&endDate=2026-11-30&page=1&limit=5');
    expect(await dataProvider.storeOrders(4)).toEqual({ orders: [], pagination: { page: 1, limit: 0, total: 0, totalPages: 0 } });
    expect(callOf(fetchMock, 1).url).toBe('/api/stores/4/orders');
  });

  it('storePayments: GET /stores/:id/payments with status, dates and paging', async () => {
    const payments = [{ id: 2, amount_eur: 10 }];
    const pagination = { page: 2, limit: 10, total: 11, totalPages: 2 };
    const fetchMock = mockFetch({ body: { success: true, data: { payments, pagination } } });
    expect(await dataProvider.storePayments(4, { page: 2, limit: 10 })).toEqual({ payments, pagination });
    expect(callOf(fetchMock).url).toBe('/api/stores/4/payments?page=2&limit=10');
  });

  it('geocode: GET /geocode?address=, and its failure message', async () => {
    const results = [{ geometry: { location: { lat: 51.2, lng: 4.4 } }, formatted_address: 'Meir 1, Antwerpen', place_id: 'osm:1', address_components: [] }];
    const reason = 'فشل في تحديد الموقع من العنوان: تعذر الاتصال بخدمة تحديد المواقع';
    const fetchMock = mockFetch({ body: { success: true, data: { status: 'OK', results } } }, { status: 502, body: { success: false, message: reason } });
    expect(await dataProvider.geocode('Meir 1, Antwerpen')).toEqual({ status: 'OK', results });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/geocode?address=Meir+1%2C+Antwerpen', method: 'GET', credentials: 'include' });
    const error = await caught(dataProvider.geocode('شارع غير معروف'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(reason);
  });
});
