import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { categoryListQuery, productListQuery } from '../../src/domain/schemas/lists';
import { errors as messages } from '../../src/i18n/ar';
import type { Db } from '../db/client';
import { productCategories, products } from '../db/schema';
import { notFound } from '../lib/errors';
import { allOf, pageOf, orderBy, searchAny } from '../lib/list';
import { toApi } from '../lib/serialize';

type ProductListQuery = z.output<typeof productListQuery>;

/** At or below the minimum but not zero: the spec's "low stock". Unlimited stock (null) is never low. */
const lowStock = and(isNotNull(products.stockQuantity), sql`${products.stockQuantity} > 0`, sql`${products.stockQuantity} <= ${products.minimumStock}`);

const sortColumns = {
  id: products.id,
  name: products.name,
  price_eur: products.priceEur,
  stock_quantity: products.stockQuantity,
  category: products.category,
  status: products.status,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
} as const;

export async function listProducts(db: Db, query: ProductListQuery) {
  const where = allOf([
    sql`${products.archivedAt} is null`,
    query.ids ? inArray(products.id, query.ids) : undefined,
    query.status ? inArray(products.status, query.status) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.is_featured === undefined ? undefined : eq(products.isFeatured, query.is_featured),
    query.minPrice === undefined ? undefined : gte(products.priceEur, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(products.priceEur, query.maxPrice),
    query.lowStock ? lowStock : undefined,
    searchAny(query.search, [products.name, products.description, products.barcode]),
  ]);
  const { rows, total } = await pageOf(db, products, where, orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', products.id), query);
  return { rows: rows.map(toApi), total, summary: await productSummary(db) };
}

/** The six tiles of the product list, over the whole catalogue. */
export async function productSummary(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`,
      inactive: sql<number>`(count(*) filter (where ${products.status} <> 'active'))::int`,
      featured: sql<number>`(count(*) filter (where ${products.isFeatured}))::int`,
      lowStock: sql<number>`(count(*) filter (where ${lowStock}))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${products.stockQuantity} = 0))::int`,
    })
    .from(products)
    .where(sql`${products.archivedAt} is null`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

export async function getProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(messages.productNotFound);
  return toApi(row);
}

export async function listCategories(db: Db, query: z.output<typeof categoryListQuery>) {
  const sort = { id: productCategories.id, name: productCategories.name, code: productCategories.code, sort_order: productCategories.sortOrder }[query.sortBy];
  const where = allOf([query.ids ? inArray(productCategories.id, query.ids) : undefined, searchAny(query.search, [productCategories.name, productCategories.code])]);
  const { rows, total } = await pageOf(db, productCategories, where, orderBy(sort, query.sortOrder ?? 'ASC', productCategories.id), query);
  return { rows: rows.map(toApi), total };
}

export async function getCategory(db: Db, id: number) {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!row) throw notFound(messages.categoryNotFound);
  return toApi(row);
}
