import type { GetListParams } from 'react-admin';
import type { Role } from '../../src/domain/enums';
import type { OrderDetail, OrderRow, OrderStatistics } from '../../src/domain/orders/types';
import type { Distributor } from '../../src/domain/types';
import OrderCreate from '../../src/resources/orders/OrderCreate';
import OrderEdit from '../../src/resources/orders/OrderEdit';
import OrderList from '../../src/resources/orders/OrderList';
import OrderShow from '../../src/resources/orders/OrderShow';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The four order screens in a react-admin context: the real Arabic messages, the access table behind a
// fake auth provider, and a fake data provider answering as the orders API does.

export const stores = [
  { id: 4, name: 'سوبرماركت الوسط', phone: '+32 470 11 22 33', address: 'شارع الملك 12، بروكسل', status: 'active' },
  { id: 5, name: 'مقهى الزاوية', phone: null, address: null, status: 'active' },
];

export const products = [
  { id: 1, name: 'خبز عربي', price_eur: 2.5, stock_quantity: 40, unit: 'piece', status: 'active' },
  { id: 2, name: 'كرواسان', price_eur: 1.2, stock_quantity: 500, unit: 'piece', status: 'active' },
  { id: 3, name: 'كعك بالسمسم', price_eur: 4, stock_quantity: null, unit: 'kg', status: 'active' },
  { id: 6, name: 'معمول', price_eur: 3, stock_quantity: 8, unit: 'box', status: 'active' },
];

export const distributors: Distributor[] = [
  {
    id: 21,
    full_name: 'سامي الموزع',
    username: 'distributor',
    phone: '+32 470 99 88 77',
    email: 'sami@bakery.be',
    status: 'active',
    work_status: 'available',
  },
  {
    id: 22,
    full_name: 'رامي الموزع',
    username: 'distributor2',
    phone: null,
    email: 'rami@bakery.be',
    status: 'active',
    work_status: 'busy',
  },
];

export function orderRow(id: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    order_number: `ORD-2026-${String(id).padStart(4, '0')}`,
    store_id: 4,
    store_name: 'سوبرماركت الوسط',
    assigned_distributor_id: null,
    distributor_name: null,
    status: 'draft',
    payment_status: 'pending',
    order_date: '2026-05-04',
    delivery_date: '2026-05-06',
    currency: 'EUR',
    total_amount_eur: 10 * id,
    discount_amount_eur: 0,
    final_amount_eur: 10 * id,
    final_amount_syp: 150000 * id,
    paid_amount_eur: 0,
    notes: null,
    version: 1,
    created_at: '2026-05-04T08:00:00Z',
    updated_at: '2026-05-04T08:00:00Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow(7),
    order_number: 'ORD-2026-0007',
    total_amount_eur: 14.5,
    discount_amount_eur: 1,
    final_amount_eur: 13.5,
    final_amount_syp: 202500,
    paid_amount_eur: 5,
    payment_status: 'partial',
    status: 'confirmed',
    assigned_distributor_id: 21,
    distributor_name: 'سامي الموزع',
    notes: 'التسليم قبل التاسعة',
    special_instructions: 'الباب الخلفي',
    exchange_rate: 15000,
    version: 3,
    created_by: 1,
    confirmed_at: '2026-05-04T09:30:00Z',
    delivered_at: null,
    cancelled_at: null,
    created_by_name: 'مدير العمليات',
    allowed_statuses: ['in_progress', 'cancelled'],
    created_at: '2026-05-04T08:00:00Z',
    updated_at: '2026-05-04T09:30:00Z',
    store: {
      id: 4,
      name: 'سوبرماركت الوسط',
      phone: '+32 470 11 22 33',
      email: 'centre@example.be',
      address: 'شارع الملك 12، بروكسل',
      contact_person: 'سمير الخوري',
      payment_terms: 'cash',
    },
    distributor: {
      id: 21,
      name: 'سامي الموزع',
      full_name: 'سامي الموزع',
      phone: '+32 470 99 88 77',
      email: 'sami@bakery.be',
    },
    items: [
      {
        id: 71,
        order_id: 7,
        product_id: 1,
        product_name: 'خبز عربي',
        unit: 'piece',
        quantity: 3,
        unit_price_eur: 2.5,
        discount_amount: 1,
        gift_quantity: 1,
        gift_reason: 'عميل دائم',
        notes: 'مقطع',
        line_total_eur: 6.5,
        product: { id: 1, name: 'خبز عربي', unit: 'piece', price_eur: 2.5, stock_quantity: 40 },
      },
      {
        id: 72,
        order_id: 7,
        product_id: 3,
        product_name: 'كعك بالسمسم',
        unit: 'kg',
        quantity: 2,
        unit_price_eur: 3.5,
        discount_amount: 0,
        gift_quantity: 0,
        gift_reason: null,
        notes: null,
        line_total_eur: 7,
        product: { id: 3, name: 'كعك بالسمسم', unit: 'kg', price_eur: 4, stock_quantity: null },
      },
    ],
    payments: [
      {
        id: 501,
        amount_eur: 5,
        method: 'cash',
        payment_date: '2026-05-04',
        reference: 'R-77',
        notes: null,
        created_at: '2026-05-04T10:00:00Z',
      },
    ],
    ...overrides,
  };
}

export const statistics: OrderStatistics = {
  total: 137,
  pending: 23,
  by_status: {},
  by_payment_status: {},
  total_revenue_eur: 45678.9,
  total_value_eur: 50000,
  paid_eur: 30000,
  outstanding_eur: 20000,
};

/** The orders API over `rows` (status filter and paging), the order `detail` behind every id. */
/** The lines of an order body with an id each, new lines numbered after the largest, as the server does. */
function numberedLines(data: { items?: { id?: number }[] }) {
  if (!data.items) return {};
  let next = Math.max(0, ...data.items.map((item) => item.id ?? 0));
  return { items: data.items.map((item) => ({ ...item, id: item.id ?? (next += 1) })) };
}

export function fakeDataProvider(
  rows: OrderRow[] = [],
  overrides: FakeOverrides = {},
  detail: OrderDetail = orderDetail(),
): FakeProvider {
  return fakeProvider(
    { stores, products, orders: rows },
    {
      getList: async (resource, params) => {
        if (resource === 'stores') return { data: stores, total: stores.length };
        if (resource === 'products') return { data: products, total: products.length };
        const { page, perPage } = params.pagination!;
        const filter: Record<string, unknown> = params.filter;
        const matching = rows.filter((row) => !filter.status || row.status === filter.status);
        return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
      },
      getOne: async () => ({ data: detail }),
      getMany: async (resource, params) => ({
        data: (resource === 'stores' ? stores : []).filter((row) => params.ids.map(Number).includes(row.id)),
      }),
      create: async (_resource, params) => ({
        data: { ...detail, id: 99, order_number: 'ORD-2026-0099', ...params.data },
      }),
      // As the API answers: the saved order, its new lines numbered.
      update: async (_resource, params) => ({ data: { ...detail, ...params.data, ...numberedLines(params.data), id: params.id } }),
      delete: async (_resource, params) => ({ data: { id: params.id } }),
      distributors: async () => distributors,
      // The harness's shops pay cash: the forms' credit panel has nothing to check.
      storeCredit: async (storeId) => ({
        store_id: Number(storeId),
        payment_terms: 'cash',
        credit_limit_eur: null,
        current_balance_eur: 0,
        open_orders_eur: 0,
        remaining_eur: null,
        may_override: false,
      }),
      orderStatistics: async () => statistics,
      setOrderStatus: async (_id, status) => ({ ...detail, status }),
      recordOrderPayment: async () => ({ ...detail, payment_status: 'paid' }),
      assignOrderDistributor: async () => detail,
      unassignOrderDistributor: async () => ({ ...detail, assigned_distributor_id: null, distributor: null }),
      exportOrders: async (format) => ({ blob: new Blob(['x']), filename: `orders_2026-05-04.${format}` }),
      ...overrides,
    },
    { siteName: 'مخبز بروكسل', exchangeRate: 15000 },
  );
}

export type { FakeProvider };

export function renderOrders(
  provider: FakeProvider,
  { role = 'manager', path = '/orders' }: { role?: Role; path?: string } = {},
) {
  return renderAdmin({
    role,
    path,
    dataProvider: provider,
    routes: {
      '/orders': <OrderList />,
      '/orders/create': <OrderCreate />,
      '/orders/:id': <OrderShow />,
      '/orders/:id/edit': <OrderEdit />,
    },
    fallback: <p>صفحة أخرى</p>,
  });
}

/** The getList calls made for orders (not for the filters' shops). */
export function orderListCalls(provider: FakeProvider): GetListParams[] {
  return provider.getList.mock.calls.filter(([resource]) => resource === 'orders').map(([, params]) => params);
}
