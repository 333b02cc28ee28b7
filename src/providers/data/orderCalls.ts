import type { Identifier } from 'react-admin';
import type { OrderStatus } from '../../domain/enums';
import type { StoreCredit } from '../../domain/orders/credit';
import type { OrderDetail, OrderPaymentInput, OrderStatistics } from '../../domain/orders/types';
import { apiDownload, type Download } from '../http';
import { pathId, type ApiCall } from './apiCall';
import { listQuery } from './listQuery';

export interface OrderCalls {
  /** GET /orders/statistics with the list's filters: the figures over every matching order. */
  orderStatistics: (filter?: Record<string, unknown>) => Promise<OrderStatistics>;
  /** PUT /orders/:id/status {status, version?}: one allowed move; resolves to the full order. */
  setOrderStatus: (id: Identifier, status: OrderStatus, version?: number) => Promise<OrderDetail>;
  /** PUT /orders/:id/payment with an Idempotency-Key header: the same key records one payment. */
  recordOrderPayment: (id: Identifier, payment: OrderPaymentInput, idempotencyKey: string) => Promise<OrderDetail>;
  /** POST /orders/:id/assign-distributor {distributor_id}. */
  assignOrderDistributor: (id: Identifier, distributorId: Identifier) => Promise<OrderDetail>;
  /** DELETE /orders/:id/assign-distributor. */
  unassignOrderDistributor: (id: Identifier) => Promise<OrderDetail>;
  /** GET /stores/:id/credit: the shop's balance, open orders and credit left (issue 25), for the order forms. */
  storeCredit: (storeId: Identifier) => Promise<StoreCredit>;
  /** GET /orders/export?format=csv|json with the list's filters: the file as the server wrote it. */
  exportOrders: (format: 'csv' | 'json', filter?: Record<string, unknown>) => Promise<Download>;
}

export function orderCalls(call: ApiCall, apiUrl: string): OrderCalls {
  const order = async (path: string, options: Parameters<ApiCall>[1]) => (await call<OrderDetail>(path, options)).data as OrderDetail;

  return {
    async orderStatistics(filter = {}) {
      return (await call<OrderStatistics>('/orders/statistics', { query: listQuery({ filter }) })).data as OrderStatistics;
    },

    setOrderStatus: (id, status, version) =>
      order(`/orders/${pathId(id)}/status`, { method: 'PUT', body: version === undefined ? { status } : { status, version } }),

    recordOrderPayment: (id, payment, idempotencyKey) =>
      order(`/orders/${pathId(id)}/payment`, { method: 'PUT', body: payment, headers: { 'Idempotency-Key': idempotencyKey } }),

    assignOrderDistributor: (id, distributorId) =>
      order(`/orders/${pathId(id)}/assign-distributor`, { method: 'POST', body: { distributor_id: Number(distributorId) } }),

    unassignOrderDistributor: (id) => order(`/orders/${pathId(id)}/assign-distributor`, { method: 'DELETE' }),

    async storeCredit(storeId) {
      return (await call<StoreCredit>(`/stores/${pathId(storeId)}/credit`)).data as StoreCredit;
    },

    async exportOrders(format, filter = {}) {
      return apiDownload('/orders/export', {
        query: { format, ...listQuery({ filter }) },
        baseUrl: apiUrl,
        fallbackName: `orders.${format}`,
      });
    },
  };
}
