import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { orderUpdateBody, shortagesOf } from '../../src/domain/orders/types';
import { createDataProvider } from '../../src/providers/dataProvider';
import { callOf, mockFetch } from './fetchMock';

// The order calls of the data provider (issue 6): exact URLs, methods, bodies and headers.

const provider = createDataProvider('/api');
const order = { id: 7, order_number: 'ORD-2026-0007', version: 3, status: 'draft' };
const ok = (data: unknown = order) => ({ body: { success: true, message: 'تم', data } });

function headersOf(fetchMock: ReturnType<typeof mockFetch>, n = 0): Record<string, string> {
  return (fetchMock.mock.calls[n]?.[1]?.headers ?? {}) as Record<string, string>;
}

afterEach(() => vi.unstubAllGlobals());

describe('order business calls', () => {
  it('reads the statistics with the list filters, without paging', async () => {
    const statistics = {
      total: 40,
      pending: 6,
      by_status: {},
      by_payment_status: {},
      total_revenue_eur: 1234.5,
      total_value_eur: 0,
      paid_eur: 0,
      outstanding_eur: 0,
    };
    const fetchMock = mockFetch(ok(statistics));
    const result = await provider.orderStatistics({ q: 'ORD', status: 'draft', store_id: 4, payment_status: '' });
    expect(result).toEqual(statistics);
    expect(callOf(fetchMock).url).toBe('/api/orders/statistics?search=ORD&status=draft&store_id=4');
    expect(callOf(fetchMock).method).toBe('GET');
  });

  it('moves a status with PUT /orders/:id/status and the version shown', async () => {
    const fetchMock = mockFetch(ok({ ...order, status: 'confirmed' }));
    const result = await provider.setOrderStatus(7, 'confirmed', 3);
    expect(result.status).toBe('confirmed');
    expect(callOf(fetchMock)).toMatchObject({
      url: '/api/orders/7/status',
      method: 'PUT',
      body: { status: 'confirmed', version: 3 },
    });
  });

  it('records a payment with PUT /orders/:id/payment and the Idempotency-Key header', async () => {
    const fetchMock = mockFetch(ok());
    const payment = {
      amount: 12.5,
      method: 'cash' as const,
      payment_date: '2026-05-04',
      reference: 'R-1',
      notes: null,
    };
    await provider.recordOrderPayment(7, payment, 'key-123');
    expect(callOf(fetchMock)).toMatchObject({
      url: '/api/orders/7/payment',
      method: 'PUT',
      body: payment,
      contentType: 'application/json',
    });
    expect(headersOf(fetchMock)['Idempotency-Key']).toBe('key-123');
  });

  it("creates an order with the form's Idempotency-Key, and sends none without one", async () => {
    const fetchMock = mockFetch(ok(), ok());
    const data = { store_id: 4, items: [{ product_id: 1, quantity: 2 }] };
    await provider.create('orders', { data, meta: { idempotencyKey: 'key-456' } });
    await provider.create('orders', { data });
    expect(callOf(fetchMock, 0)).toMatchObject({ url: '/api/orders', method: 'POST', body: data });
    expect(headersOf(fetchMock, 0)['Idempotency-Key']).toBe('key-456');
    expect(headersOf(fetchMock, 1)['Idempotency-Key']).toBeUndefined();
  });

  it('assigns with POST and unassigns with DELETE on /orders/:id/assign-distributor', async () => {
    const fetchMock = mockFetch(ok(), ok());
    await provider.assignOrderDistributor(7, '12');
    await provider.unassignOrderDistributor(7);
    expect(callOf(fetchMock, 0)).toMatchObject({
      url: '/api/orders/7/assign-distributor',
      method: 'POST',
      body: { distributor_id: 12 },
    });
    expect(callOf(fetchMock, 1)).toMatchObject({
      url: '/api/orders/7/assign-distributor',
      method: 'DELETE',
      body: undefined,
    });
  });

  it('downloads the export with the format and the filters, named by Content-Disposition', async () => {
    const fetchMock = mockFetch({
      raw: 'order_number\nORD-1\n',
      headers: { 'content-disposition': 'attachment; filename="orders_2026-05-04.csv"' },
    });
    const file = await provider.exportOrders('csv', { q: 'خبز', status: ['draft', 'confirmed'], distributor_id: 3 });
    expect(file.filename).toBe('orders_2026-05-04.csv');
    expect(await file.blob.text()).toBe('order_number\nORD-1\n');
    expect(callOf(fetchMock).url).toBe(
      `/api/orders/export?format=csv&search=${encodeURIComponent('خبز')}&status=draft%2Cconfirmed&distributor_id=3`,
    );
  });

  it('turns a refused export into an HttpError with the server message', async () => {
    mockFetch({ status: 403, body: { success: false, message: 'غير مصرح' } });
    await expect(provider.exportOrders('json')).rejects.toMatchObject({ status: 403, message: 'غير مصرح' });
  });
});

describe('the orders resource', () => {
  it('lists with page, limit, sort and filters', async () => {
    const fetchMock = mockFetch({
      body: { success: true, data: { orders: [order], pagination: { page: 2, limit: 10, total: 11, totalPages: 2 } } },
    });
    const result = await provider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'ORD', payment_status: 'partial', store_id: 4 },
    });
    expect(result).toEqual({ data: [order], total: 11 });
    expect(callOf(fetchMock).url).toBe(
      '/api/orders?page=2&limit=10&sortBy=created_at&sortOrder=DESC&search=ORD&payment_status=partial&store_id=4',
    );
  });

  it('creates with POST /orders and the payload as given', async () => {
    const fetchMock = mockFetch({ status: 201, ...ok() });
    const body = {
      store_id: 4,
      delivery_date: null,
      notes: null,
      special_instructions: null,
      currency: 'EUR',
      distributor_id: null,
      items: [{ product_id: 2, quantity: 5 }],
    };
    await provider.create('orders', { data: body });
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/orders', method: 'POST', body });
  });

  it('updates with PUT /orders/:id: the contract fields only, the whole list of lines and the version', async () => {
    const fetchMock = mockFetch(ok());
    const previous = {
      ...order,
      store_id: 4,
      status: 'draft',
      assigned_distributor_id: 9,
      order_date: '2026-05-01',
      final_amount_eur: 20,
      store: { id: 4, name: 'متجر' },
      payments: [],
      items: [{ id: 1, product_id: 2, quantity: 2, unit_price_eur: 10 }],
    };
    const data = {
      ...previous,
      notes: '  صباحاً  ',
      delivery_date: '',
      special_instructions: null,
      items: [
        {
          id: 1,
          product_id: 2,
          product_name: 'خبز',
          quantity: 3,
          unit_price_eur: 10,
          discount_amount: '1.5',
          gift_quantity: 0,
          gift_reason: '',
          notes: null,
          product: { id: 2 },
        },
        {
          product_id: 5,
          product_name: 'كعك',
          quantity: 1,
          unit_price_eur: 4,
          discount_amount: 0,
          gift_quantity: 2,
          gift_reason: 'عرض',
          notes: 'جديد',
        },
      ],
    };
    await provider.update('orders', { id: 7, data, previousData: previous });
    const sent = callOf(fetchMock);
    expect(sent.url).toBe('/api/orders/7');
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({
      version: 3,
      store_id: 4,
      order_date: '2026-05-01',
      delivery_date: null,
      notes: 'صباحاً',
      special_instructions: null,
      items: [
        { id: 1, product_id: 2, quantity: 3, discount_amount: 1.5, gift_quantity: 0, gift_reason: null, notes: null },
        { product_id: 5, quantity: 1, discount_amount: 0, gift_quantity: 2, gift_reason: 'عرض', notes: 'جديد' },
      ],
    });
  });

  it('sends a status and a distributor only when they changed', () => {
    const previous = { version: 2, status: 'draft', assigned_distributor_id: null };
    expect(orderUpdateBody({ ...previous, status: 'confirmed', assigned_distributor_id: 4 }, previous)).toEqual({
      version: 2,
      status: 'confirmed',
      assigned_distributor_id: 4,
    });
    expect(orderUpdateBody({ ...previous }, previous)).toEqual({ version: 2 });
  });

  it('keeps the shortages of a stock conflict for the stock toast', async () => {
    const shortages = [{ product_id: 2, name: 'خبز', requested: 30, available: 12 }];
    mockFetch({ status: 409, body: { success: false, message: 'المخزون غير كافٍ', shortages } });
    const error = await provider.create('orders', { data: {} }).catch((caught: HttpError) => caught);
    expect(shortagesOf(error)).toEqual(shortages);
    expect(shortagesOf(new HttpError('x', 409, { message: 'x' }))).toBeNull();
  });

  it('keeps other resources on their own PUT body', async () => {
    const fetchMock = mockFetch(ok({ id: 3, name: 'متجر' }));
    await provider.update('stores', { id: 3, data: { name: 'متجر', version: 9 }, previousData: { id: 3 } });
    expect(callOf(fetchMock).body).toEqual({ name: 'متجر', version: 9 });
  });
});
