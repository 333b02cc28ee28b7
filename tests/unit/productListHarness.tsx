import { type GetListParams } from 'react-admin';
import type { Role } from '../../src/domain/enums';
import type { BulkResult, Product, ProductSummary } from '../../src/domain/products/rules';
import ProductList from '../../src/resources/products/ProductList';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The /products screen in a react-admin context: real Arabic messages, the access table behind a fake
// auth provider, and a fake data provider that pages and filters an in-memory catalogue as the API does.

export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `منتج ${id}`,
    description: `وصف المنتج ${id}`,
    category: 'bread',
    category_name: 'خبز',
    unit: 'piece',
    barcode: null,
    is_featured: false,
    status: 'active',
    price_eur: 1.5 + id,
    price_syp: null,
    cost_eur: null,
    cost_syp: null,
    stock_quantity: 50,
    minimum_stock: 10,
    weight_grams: null,
    shelf_life_days: null,
    production_date: null,
    expiry_date: null,
    storage_conditions: null,
    supplier_info: null,
    nutritional_info: null,
    allergen_info: null,
    image_url: null,
    created_by: null,
    created_by_name: null,
    archived_at: null,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    total_sold: 0,
    total_revenue_eur: 0,
    total_revenue_syp: 0,
    ...overrides,
  };
}

export const summary: ProductSummary = { total: 87, active: 80, featured: 9, inactive: 7, lowStock: 5, outOfStock: 2 };

export const categories = [
  { id: 1, code: 'bread', name: 'خبز', sort_order: 1 },
  { id: 2, code: 'pastry', name: 'معجنات', sort_order: 2 },
  { id: 9, code: 'croissants', name: 'كرواسان', sort_order: 9 },
];

/** The products API over `rows` (search, status, category and featured filters, paging, the summary). */
export function fakeDataProvider(
  rows: Product[],
  overrides: FakeOverrides = {},
  { withSummary = true } = {},
): FakeProvider {
  return fakeProvider(
    { products: rows, categories },
    {
      getList: async (resource, params) => {
        if (resource === 'categories') return { data: categories, total: categories.length };
        const filter: Record<string, string | undefined> = params.filter;
        const matching = rows.filter(
          (row) =>
            (!filter.q || row.name.includes(filter.q)) &&
            (!filter.status || row.status === filter.status) &&
            (!filter.category || row.category === filter.category) &&
            (!filter.is_featured || String(row.is_featured) === filter.is_featured),
        );
        const { page, perPage } = params.pagination!;
        const data = matching.slice((page - 1) * perPage, page * perPage);
        return withSummary ? { data, total: matching.length, meta: { summary } } : { data, total: matching.length };
      },
      getMany: async () => ({ data: [] }),
      delete: async (_resource, params) => ({ data: { id: params.id, archived: false } }),
      productStats: async () => summary,
      bulkProducts: async (ids, action): Promise<BulkResult> =>
        action === 'delete'
          ? { action: 'delete', updated: 0, deleted: ids.length, archived: 0 }
          : { action, updated: ids.length, deleted: 0, archived: 0 },
      toggleProductFeatured: async (id) => product(Number(id), { is_featured: true }),
      exportProducts: async (format) => ({ blob: new Blob(['x']), filename: `products_2026-01-01.${format}` }),
      importProducts: async () => ({ imported: 3 }),
      ...overrides,
    },
  );
}

export type { FakeProvider };

export function renderList(
  provider: FakeProvider,
  { role = 'admin', path = '/products' }: { role?: Role; path?: string } = {},
) {
  return renderAdmin({
    role,
    path,
    dataProvider: provider,
    resource: 'products',
    routes: { '/products': <ProductList /> },
    fallback: <p>صفحة أخرى</p>,
  });
}

/** The getList calls made for products (not for the category filter's choices). */
export function productCalls(provider: FakeProvider): GetListParams[] {
  return provider.getList.mock.calls.filter(([resource]) => resource === 'products').map(([, params]) => params);
}
