import type { AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Product, ProductPerformance, StockMovement } from '../../src/domain/products/rules';
import ProductShow from '../../src/resources/products/ProductShow';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The detail page (/products/{id}) in react-admin with a fake data provider, for productShow*.test.tsx.

export const product: Product = {
  id: 12,
  name: 'خبز عربي كبير',
  description: 'خبز طازج يُخبز كل صباح',
  category: 'bread',
  category_name: 'خبز',
  unit: 'piece',
  barcode: 'BR-0012',
  is_featured: true,
  status: 'active',
  price_eur: 2.5,
  price_syp: 37500,
  cost_eur: 1,
  cost_syp: 15000,
  stock_quantity: 8,
  minimum_stock: 10,
  weight_grams: 450,
  shelf_life_days: 3,
  production_date: '2026-03-05',
  expiry_date: '2026-03-08',
  storage_conditions: 'يحفظ في مكان جاف',
  supplier_info: 'مطاحن بروكسل',
  nutritional_info: { calories: 250, protein: 8, carbs: 50, fat: 1.5 },
  allergen_info: { contains: ['قمح', 'سمسم'], may_contain: ['حليب'] },
  image_url: null,
  created_by: null,
  created_by_name: null,
  archived_at: null,
  created_at: '2026-03-07T10:00:00.000Z',
  updated_at: '2026-03-09T23:30:00.000Z',
  total_sold: 340,
  total_revenue_eur: 850,
  total_revenue_syp: 12750000,
};

export const movements: StockMovement[] = [
  {
    id: 2,
    product_id: 12,
    change: -4,
    quantity_after: 8,
    reason: 'تالف',
    created_by_name: 'مدير العمليات',
    created_at: '2026-03-09T08:00:00.000Z',
  },
  {
    id: 1,
    product_id: 12,
    change: 12,
    quantity_after: 12,
    reason: 'الكمية الافتتاحية',
    created_by_name: null,
    created_at: '2026-03-07T10:00:00.000Z',
  },
];

export const performance: ProductPerformance = {
  product_id: 12,
  units_sold: 340,
  revenue_eur: 850,
  revenue_syp: 12750000,
  average_price_eur: 2.5,
  units_this_month: 25,
  revenue_this_month_eur: 62.5,
  orders_count: 41,
};

export type { FakeProvider };

/** The products API for the detail page: `product` behind every id, its inventory and performance. */
export function fakeDataProvider(overrides: FakeOverrides = {}): FakeProvider {
  return fakeProvider(
    { products: [product] },
    {
      getOne: async () => ({ data: product }),
      delete: async () => ({ data: { id: product.id, archived: false } }),
      productInventory: async () => ({ stock_quantity: 8, minimum_stock: 10, level: 'low', movements }),
      productPerformance: async () => performance,
      toggleProductStatus: async () => ({ ...product, status: 'inactive' }),
      toggleProductFeatured: async () => ({ ...product, is_featured: false }),
      // No sizes, no gallery beyond the main picture, and no shop to recommend it to yet.
      productVariants: async () => [],
      productImages: async () => ({ image_url: product.image_url ?? null, images: [] }),
      productRecommendations: async () => ({ shops: 0, recommendations: [] }),
      ...overrides,
    },
  );
}

/** Every role may do everything unless `denied` names the action. */
export function authProvider(denied: readonly string[] = []) {
  const canAccess = vi.fn(async ({ action }: { action: string }) => !denied.includes(action));
  const provider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'manager',
    canAccess,
  };
  return { provider, canAccess };
}

export function renderShow(
  options: { dataProvider?: FakeProvider; path?: string; auth?: AuthProvider } = {},
): FakeProvider {
  const dataProvider = options.dataProvider ?? fakeDataProvider();
  renderAdmin({
    authProvider: options.auth ?? authProvider().provider,
    path: options.path ?? '/products/12',
    dataProvider,
    routes: {
      '/products/:id': <ProductShow />,
      '/products/create': <p>نموذج إضافة منتج</p>,
      '/products': <p>قائمة المنتجات</p>,
    },
  });
  return dataProvider;
}
