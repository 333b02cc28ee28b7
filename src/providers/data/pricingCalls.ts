import type { Identifier } from 'react-admin';
import type {
  BulkPriceChange,
  PriceHistoryRow,
  PriceList,
  ProductImage,
  Recommendation,
  ShopPricesReply,
  Variant,
} from '../../domain/pricing/records';
import { pathId, type ApiCall } from './apiCall';

// Issue 30's calls: /price-lists, POST /products/bulk/prices, and a product's price history, variants,
// images and recommendations. Types only from the domain, so the first page loads no zod.

/** The body of POST /price-lists and PUT /price-lists/{id}: the whole list. */
export interface PriceListBody {
  name: string;
  store_ids: number[];
  valid_from: string;
  valid_until: string | null;
  notes: string | null;
  rules: { product_id: number | null; category: string | null; price_eur: number | null; discount_percent: number | null }[];
}

export interface BulkPricesBody {
  product_ids?: number[];
  category?: string;
  percent?: number;
  amount?: number;
  from: string;
  preview: boolean;
}

export interface VariantBody {
  name: string;
  code: string;
  price_eur: number;
  stock_quantity: number | null;
  weight_grams: number | null;
  status: 'active' | 'inactive';
}

export interface ProductImages {
  image_url: string | null;
  images: ProductImage[];
}

export interface PricingCalls {
  priceLists: () => Promise<PriceList[]>;
  savePriceList: (body: PriceListBody, id?: Identifier) => Promise<PriceList>;
  deletePriceList: (id: Identifier) => Promise<void>;
  /** Preview (nothing saved) or save; resolves to the changes and the server's message. */
  bulkPrices: (body: BulkPricesBody) => Promise<{ changes: BulkPriceChange[]; message: string }>;
  priceHistory: (productId: Identifier) => Promise<{ price_eur: number; history: PriceHistoryRow[] }>;
  productVariants: (productId: Identifier) => Promise<Variant[]>;
  saveVariant: (productId: Identifier, body: VariantBody, variantId?: Identifier) => Promise<Variant>;
  deleteVariant: (productId: Identifier, variantId: Identifier) => Promise<void>;
  productImages: (productId: Identifier) => Promise<ProductImages>;
  addProductImages: (productId: Identifier, files: readonly (File | Blob)[]) => Promise<ProductImages>;
  reorderProductImages: (productId: Identifier, imageIds: readonly number[]) => Promise<ProductImages>;
  deleteProductImage: (productId: Identifier, imageId: Identifier) => Promise<ProductImages>;
  productRecommendations: (productId: Identifier) => Promise<{ shops: number; recommendations: Recommendation[] }>;
  /** What a shop's order lines are charged on `date` (the bakery's today when null): the order forms' prices. */
  shopPrices: (storeId: Identifier, date: string | null) => Promise<ShopPricesReply>;
}

export function pricingCalls(call: ApiCall): PricingCalls {
  const product = (id: Identifier) => `/products/${pathId(id)}`;
  return {
    async shopPrices(storeId, date) {
      return (await call<ShopPricesReply>(`/stores/${pathId(storeId)}/prices`, date ? { query: { date } } : undefined)).data as ShopPricesReply;
    },
    async priceLists() {
      return ((await call<{ price_lists: PriceList[] }>('/price-lists')).data as { price_lists: PriceList[] }).price_lists;
    },
    async savePriceList(body, id) {
      const reply = await call<PriceList>(id === undefined ? '/price-lists' : `/price-lists/${pathId(id)}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      });
      return reply.data as PriceList;
    },
    async deletePriceList(id) {
      await call(`/price-lists/${pathId(id)}`, { method: 'DELETE' });
    },
    async bulkPrices(body) {
      const reply = await call<{ changes: BulkPriceChange[] }>('/products/bulk/prices', { method: 'POST', body });
      return { changes: (reply.data as { changes: BulkPriceChange[] }).changes, message: reply.message ?? '' };
    },
    async priceHistory(productId) {
      return (await call<{ price_eur: number; history: PriceHistoryRow[] }>(`${product(productId)}/price-history`)).data as {
        price_eur: number;
        history: PriceHistoryRow[];
      };
    },
    async productVariants(productId) {
      return ((await call<{ variants: Variant[] }>(`${product(productId)}/variants`)).data as { variants: Variant[] }).variants;
    },
    async saveVariant(productId, body, variantId) {
      const path = variantId === undefined ? `${product(productId)}/variants` : `${product(productId)}/variants/${pathId(variantId)}`;
      return (await call<Variant>(path, { method: variantId === undefined ? 'POST' : 'PUT', body })).data as Variant;
    },
    async deleteVariant(productId, variantId) {
      await call(`${product(productId)}/variants/${pathId(variantId)}`, { method: 'DELETE' });
    },
    async productImages(productId) {
      return (await call<ProductImages>(`${product(productId)}/images`)).data as ProductImages;
    },
    async addProductImages(productId, files) {
      const form = new FormData();
      for (const file of files) form.append('images', file);
      return (await call<ProductImages>(`${product(productId)}/images`, { method: 'POST', body: form })).data as ProductImages;
    },
    async reorderProductImages(productId, imageIds) {
      return (await call<ProductImages>(`${product(productId)}/images/order`, { method: 'PUT', body: { image_ids: imageIds } }))
        .data as ProductImages;
    },
    async deleteProductImage(productId, imageId) {
      return (await call<ProductImages>(`${product(productId)}/images/${pathId(imageId)}`, { method: 'DELETE' })).data as ProductImages;
    },
    async productRecommendations(productId) {
      return (await call<{ shops: number; recommendations: Recommendation[] }>(`${product(productId)}/recommendations`)).data as {
        shops: number;
        recommendations: Recommendation[];
      };
    },
  };
}
