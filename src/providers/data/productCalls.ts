import type { Identifier } from 'react-admin';
import type {
  BulkAction,
  BulkResult,
  Product,
  ProductPerformance,
  ProductSummary,
  StockLevel,
  StockMovement,
} from '../../domain/products/rules';
import { apiDownload, type Download } from '../http';
import { pathId, type ApiCall } from './apiCall';
import { listQuery } from './listQuery';

export interface ProductInventory {
  stock_quantity: number | null;
  minimum_stock: number;
  level: StockLevel;
  movements: StockMovement[];
}

export interface ProductCalls {
  /** GET /products/stats: the six tiles over the whole catalogue. */
  productStats: () => Promise<ProductSummary>;
  /** PATCH /products/:id/toggle-status: active <-> inactive; resolves to the updated product. */
  toggleProductStatus: (id: Identifier) => Promise<Product>;
  /** PATCH /products/:id/toggle-featured; resolves to the updated product. */
  toggleProductFeatured: (id: Identifier) => Promise<Product>;
  /** POST /products/:id/image (multipart field `image`): resolves to the product with its new image_url. */
  uploadProductImage: (id: Identifier, file: File | Blob) => Promise<Product>;
  /** POST /products/:id/duplicate: a copy named '... (Copy)' with stock 0. */
  duplicateProduct: (id: Identifier) => Promise<Product>;
  /** POST /products/:id/archive and /restore. */
  archiveProduct: (id: Identifier) => Promise<Product>;
  restoreProduct: (id: Identifier) => Promise<Product>;
  /** POST /products/bulk {product_ids, action, category?}: all or nothing. */
  bulkProducts: (ids: readonly Identifier[], action: BulkAction, category?: string) => Promise<BulkResult>;
  /** POST /products/:id/stock {quantity_change, reason}: one movement in the stock history. */
  adjustProductStock: (id: Identifier, quantityChange: number, reason: string) => Promise<{ product: Product; movement: StockMovement }>;
  /** GET /products/:id/inventory: the stock, its level and the movement history, newest first. */
  productInventory: (id: Identifier) => Promise<ProductInventory>;
  /** GET /products/:id/performance: units sold, revenue and this month's sales from real orders. */
  productPerformance: (id: Identifier) => Promise<ProductPerformance>;
  /** GET /products/export?format=csv|json with the list's filters: the file as the server wrote it. */
  exportProducts: (format: 'csv' | 'json', filter?: Record<string, unknown>) => Promise<Download>;
  /** POST /products/import (multipart field `file`, a CSV): every row valid or nothing saved. */
  importProducts: (file: File | Blob) => Promise<{ imported: number }>;
}

export function productCalls(call: ApiCall, apiUrl: string): ProductCalls {
  const product = async (path: string, method: 'PATCH' | 'POST', body?: FormData) =>
    (await call<Product>(path, { method, body })).data as Product;

  return {
    async productStats() {
      return (await call<ProductSummary>('/products/stats')).data as ProductSummary;
    },

    toggleProductStatus: (id) => product(`/products/${pathId(id)}/toggle-status`, 'PATCH'),

    toggleProductFeatured: (id) => product(`/products/${pathId(id)}/toggle-featured`, 'PATCH'),

    async uploadProductImage(id, file) {
      const form = new FormData();
      form.append('image', file);
      return product(`/products/${pathId(id)}/image`, 'POST', form);
    },

    duplicateProduct: (id) => product(`/products/${pathId(id)}/duplicate`, 'POST'),

    archiveProduct: (id) => product(`/products/${pathId(id)}/archive`, 'POST'),

    restoreProduct: (id) => product(`/products/${pathId(id)}/restore`, 'POST'),

    async bulkProducts(ids, action, category) {
      const body = { product_ids: ids, action, ...(category === undefined ? {} : { category }) };
      return (await call<BulkResult>('/products/bulk', { method: 'POST', body })).data as BulkResult;
    },

    async adjustProductStock(id, quantityChange, reason) {
      const reply = await call<{ product: Product; movement: StockMovement }>(`/products/${pathId(id)}/stock`, {
        method: 'POST',
        body: { quantity_change: quantityChange, reason },
      });
      return reply.data as { product: Product; movement: StockMovement };
    },

    async productInventory(id) {
      return (await call<ProductInventory>(`/products/${pathId(id)}/inventory`)).data as ProductInventory;
    },

    async productPerformance(id) {
      return (await call<ProductPerformance>(`/products/${pathId(id)}/performance`)).data as ProductPerformance;
    },

    async exportProducts(format, filter = {}) {
      const { search, ...rest } = listQuery({ filter });
      return apiDownload('/products/export', {
        query: { format, ...(search === undefined ? {} : { search }), ...rest },
        baseUrl: apiUrl,
        fallbackName: `products.${format}`,
      });
    },

    async importProducts(file) {
      const form = new FormData();
      form.append('file', file);
      return (await call<{ imported: number }>('/products/import', { method: 'POST', body: form })).data as { imported: number };
    },
  };
}
