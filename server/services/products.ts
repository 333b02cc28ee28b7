import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { COPY_SUFFIX, type Product, type ProductSummary } from '../../src/domain/products/rules';
import type { productFilters } from '../../src/domain/schemas/lists';
import { MAX_MONEY } from '../../src/domain/schemas/common';
import { bakeryDate } from '../../src/domain/dates';
import type { ProductCreate, ProductUpdate } from '../../src/domain/products/schemas';
import { isUsableExchangeRate } from '../../src/domain/settings';
import { errors as messages, validation } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, productCategories, productImages, products, stockMovements, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { allOf, countRows, offsetOf, orderBy, searchAny } from '../lib/list';
import { requireFields, requireRight, withoutMoney } from '../lib/rights';
import { withoutSecrets } from '../lib/serialize';
import { audit } from './audit';
import { readSettings } from './settings';
import { recordPriceChange } from './pricing';
import { replaceFirstImage } from './productsGallery';
import type { Actor, Auth } from '../lib/actor';
import { discardStoredImage, PRODUCT_IMAGE_URL_PREFIX, removeImageIfUnused } from './productsImages';

// The catalogue (spec 002, "Products"): the list with its filters and six counts, one product, create,
// edit, delete (archive when orders use it), the toggles, duplicate, archive and restore. Sales figures
// always come from the order lines of orders that were not cancelled.

export type ProductFilters = z.output<typeof productFilters>;
type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;
export type Executor = Db | Tx;

const n = (value: unknown) => Number(value ?? 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

export const notCancelled = sql`${orders.status} <> 'cancelled'`;

/** At or below the minimum, out of stock included; unlimited stock (null) is never low. */
export const lowStock = and(
  isNotNull(products.stock_quantity),
  sql`${products.stock_quantity} <= ${products.minimum_stock}`,
)!;
const notArchived = isNull(products.archived_at);

const creator = alias(users, 'creator');
const productFields = {
  ...getTableColumns(products),
  category_name: productCategories.name,
  created_by_name: creator.full_name,
};

function selectProducts(db: Executor) {
  return db
    .select(productFields)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.code, products.category))
    .leftJoin(creator, eq(creator.id, products.created_by));
}

const unitsSold = sql`coalesce((select sum(${orderItems.quantity}) from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.order_id} where ${orderItems.product_id} = ${products.id} and ${notCancelled}), 0)`;

const sortColumns: Record<ProductFilters['sortBy'], SQL | AnyColumn> = {
  id: products.id,
  name: products.name,
  price_eur: products.price_eur,
  stock_quantity: products.stock_quantity,
  category: products.category,
  status: products.status,
  created_at: products.created_at,
  updated_at: products.updated_at,
  total_sold: unitsSold,
};

export interface SalesTotals {
  total_sold: number;
  total_revenue_eur: number;
  total_revenue_syp: number;
}

const noSales: SalesTotals = { total_sold: 0, total_revenue_eur: 0, total_revenue_syp: 0 };

/** Units sold and revenue per product, from the order lines of orders that were not cancelled. */
export async function salesFor(db: Executor, ids: number[]): Promise<Map<number, SalesTotals>> {
  const out = new Map<number, SalesTotals>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      productId: orderItems.product_id,
      sold: sql<string>`sum(${orderItems.quantity})`,
      revenueEur: sql<string>`coalesce(sum(${orderItems.line_total_eur}), 0)`,
      revenueSyp: sql<string>`coalesce(sum(${orderItems.line_total_eur} * ${orders.exchange_rate}), 0)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(inArray(orderItems.product_id, ids), notCancelled))
    .groupBy(orderItems.product_id);
  for (const row of rows) {
    out.set(row.productId, {
      total_sold: n(row.sold),
      total_revenue_eur: round2(n(row.revenueEur)),
      total_revenue_syp: round2(n(row.revenueSyp)),
    });
  }
  return out;
}

type SelectedProduct = Awaited<ReturnType<typeof selectProducts>>[number];

/** A row in the contract's shape (src/domain/products.ts, Product). */
function toProduct(row: SelectedProduct, sales: Map<number, SalesTotals>): Product {
  return { ...withoutSecrets(row), ...(sales.get(row.id) ?? noSales) } as unknown as Product;
}

/** The WHERE of the list and of the export. */
export function productWhere(query: Partial<ProductFilters>): SQL | undefined {
  return allOf([
    // Archived products leave the catalogue; a reference by id (react-admin's getMany) still finds them.
    query.archived
      ? isNotNull(products.archived_at)
      : query.ids && query.archived === undefined
        ? undefined
        : notArchived,
    query.ids ? inArray(products.id, query.ids) : undefined,
    query.status ? inArray(products.status, query.status) : undefined,
    query.category ? inArray(products.category, query.category) : undefined,
    query.is_featured === undefined ? undefined : eq(products.is_featured, query.is_featured),
    query.minPrice === undefined ? undefined : gte(products.price_eur, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(products.price_eur, query.maxPrice),
    query.lowStock ? lowStock : undefined,
    searchAny(query.search, [products.name, products.description, products.barcode]),
  ]);
}

/** One page of the catalogue, or every matching product when `all` (the export). */
export async function findProducts(db: Db, query: ProductFilters, options: { all?: boolean } = {}) {
  const where = productWhere(query);
  const sort = orderBy(sortColumns[query.sortBy], query.sortOrder ?? 'ASC', products.id);
  const base = selectProducts(db)
    .where(where)
    .orderBy(...sort);
  const rows = options.all ? await base : await base.limit(query.limit).offset(offsetOf(query));
  const sales = await salesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, sales));
}

export async function listProducts(db: Db, query: ProductFilters, auth: Auth) {
  const [rows, total, summary] = await Promise.all([
    findProducts(db, query),
    countRows(db, products, productWhere(query)),
    productSummary(db),
  ]);
  return { rows: withoutMoney(auth, 'products', rows), total, summary };
}

/** The six tiles of the product list, over the whole catalogue (archived products left out). */
export async function productSummary(db: Db): Promise<ProductSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`,
      inactive: sql<number>`(count(*) filter (where ${products.status} <> 'active'))::int`,
      featured: sql<number>`(count(*) filter (where ${products.is_featured}))::int`,
      lowStock: sql<number>`(count(*) filter (where ${lowStock}))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${products.stock_quantity} = 0))::int`,
    })
    .from(products)
    .where(notArchived);
  return {
    total: n(row?.total),
    active: n(row?.active),
    featured: n(row?.featured),
    inactive: n(row?.inactive),
    lowStock: n(row?.lowStock),
    outOfStock: n(row?.outOfStock),
  };
}

/** GET /products/search?q=: active products first, then by name; archived ones left out. */
export async function searchProducts(db: Db, q: string, limit: number, auth: Auth) {
  if (!q) return [];
  const rows = await selectProducts(db)
    .where(and(notArchived, searchAny(q, [products.name, products.description, products.barcode])))
    .orderBy(desc(sql`${products.status} = 'active'`), asc(products.name), asc(products.id))
    .limit(limit);
  const sales = await salesFor(
    db,
    rows.map((row) => row.id),
  );
  return withoutMoney(
    auth,
    'products',
    rows.map((row) => toProduct(row, sales)),
  );
}

export async function getProduct(db: Executor, id: number) {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  if (!row) throw notFound(messages.productMissing);
  return toProduct(row, await salesFor(db, [id]));
}

/** GET /products/:id as the user may see it: costs and revenue are company money. */
export async function showProduct(db: Db, id: number, auth: Auth) {
  return withoutMoney(auth, 'products', await getProduct(db, id));
}

/** Products by id, in the order asked, with their sales. */
export async function getProducts(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const sales = await salesFor(db, ids);
  const byId = new Map(rows.map((row) => [row.id, toProduct(row, sales)]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** 400 naming `field` unless `code` is a row of product_categories. */
export async function requireCategory(db: Executor, code: string, field = 'category'): Promise<void> {
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.code, code));
  if (!row)
    throw badRequest(validation.productCategoryUnknown, [{ field, message: validation.productCategoryUnknown }]);
}

/** The PostgreSQL error behind a Drizzle one (Drizzle wraps the driver's error in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return null;
}

/**
 * A unique name or barcode taken (also by a concurrent request) is a 409 naming the field; a category
 * removed meanwhile is the 400 of an unknown category. Anything else is rethrown.
 */
export function translateWriteError(error: unknown): never {
  const pg = pgError(error);
  if (pg?.code === '23505' && (pg.constraint === 'products_name_key' || pg.constraint === 'products_barcode_unique')) {
    const field = pg.constraint === 'products_name_key' ? 'name' : 'barcode';
    throw new ApiError(409, messages.productDuplicate, [{ field, message: messages.productDuplicate }]);
  }
  if (pg?.code === '23503' && pg.constraint?.includes('category')) {
    throw badRequest(validation.productCategoryUnknown, [
      { field: 'category', message: validation.productCategoryUnknown },
    ]);
  }
  throw error;
}

/** What the price in SYP is when none is given: the EUR price at the configured exchange rate. */
export async function defaultPriceSyp(db: Db): Promise<(priceEur: number) => number> {
  const { exchangeRate } = await readSettings(db);
  const rate = Number(exchangeRate);
  return (priceEur) => {
    const syp = round2(priceEur * (isUsableExchangeRate(rate) ? rate : 0));
    // A price whose SYP value a money column cannot hold is refused by its EUR field, before the insert.
    if (syp > MAX_MONEY) throw badRequest(messages.priceSypTooLarge, [{ field: 'price_eur', message: messages.priceSypTooLarge }]);
    return syp;
  };
}

/** The row a create (or an imported CSV line) inserts. */
export function productValues(input: ProductCreate, userId: number, priceSyp: (eur: number) => number): ProductInsert {
  return {
    ...input,
    name: input.name,
    category: input.category,
    price_eur: input.price_eur,
    price_syp: input.price_syp ?? priceSyp(input.price_eur),
    created_by: userId,
  };
}

/** The first movement of a new product's counted stock, so its history adds up from the very first unit. */
export function openingMovements(rows: { id: number; stock_quantity: number | null }[], userId: number) {
  return rows
    .filter((row) => row.stock_quantity)
    .map((row) => ({
      product_id: row.id,
      change: row.stock_quantity!,
      quantity_after: row.stock_quantity!,
      reason: messages.stockInitialReason,
      created_by: userId,
    }));
}

export async function createProduct(db: Db, input: ProductCreate, actor: Actor) {
  requireRight(actor.auth, 'products', 'create');
  requireFields(actor.auth, 'products', Object.keys(input));
  await requireCategory(db, input.category);
  const priceSyp = await defaultPriceSyp(db);
  const id = await db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(productValues(input, actor.auth.user.id, priceSyp))
        .returning({ id: products.id, stock_quantity: products.stock_quantity });
      const openings = openingMovements(inserted, actor.auth.user.id);
      if (openings.length) await tx.insert(stockMovements).values(openings);
      const productId = inserted[0]!.id;
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'create',
        entity: 'product',
        entityId: productId,
        changes: input,
        ip: actor.ip,
      });
      return productId;
    })
    .catch(translateWriteError);
  return getProduct(db, id);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/** What an update changes, field by field, for the audit log. */
function diff(before: ProductRow, after: Partial<ProductInsert>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof ProductRow];
    if (!same(old, value)) changes[key] = { from: old, to: value };
  }
  return changes;
}

/** Both dates as they will be after the update: the expiry must still follow the production. */
function checkDates(before: ProductRow, input: ProductUpdate) {
  const production = input.production_date !== undefined ? input.production_date : before.production_date;
  const expiry = input.expiry_date !== undefined ? input.expiry_date : before.expiry_date;
  if (production && expiry && expiry <= production) {
    throw badRequest(validation.expiryAfterProduction, [
      { field: 'expiry_date', message: validation.expiryAfterProduction },
    ]);
  }
}

/** PUT /products/:id: only the fields sent change; a new stock figure is a movement in the history. */
export async function updateProduct(db: Db, id: number, input: ProductUpdate, actor: Actor, imagesDir: string) {
  requireRight(actor.auth, 'products', 'edit');
  if (input.category) await requireCategory(db, input.category);
  const replacedImage = await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw notFound(messages.productMissing);
      checkDates(before, input);
      const changes = diff(before, input);
      // Price, stock, status and featured have their own rights; only what actually changes is checked.
      requireFields(actor.auth, 'products', Object.keys(changes));
      if (!Object.keys(changes).length) return null;
      const set = Object.fromEntries(
        Object.entries(changes).map(([key, change]) => [key, change.to]),
      ) as Partial<ProductInsert>;
      await tx
        .update(products)
        .set({ ...set, updated_at: new Date() })
        .where(eq(products.id, id));
      // Issue 30: every change of the catalogue price is kept, from today, with the SYP price beside it.
      // Only the fields sent change: the edit form moves the SYP field with the EUR one itself
      // (SypFollowsEur, the same sypAfterEurChange), so the user sees the SYP price that is saved.
      if (changes.price_eur) {
        await recordPriceChange(tx, {
          productId: id,
          old: Number(changes.price_eur.from),
          new: Number(changes.price_eur.to),
          from: bakeryDate(),
          applied: true,
          source: 'edit',
          userId: actor.auth.user.id,
          oldSyp: before.price_syp,
          newSyp: changes.price_syp ? (changes.price_syp.to as number | null) : before.price_syp,
        });
      }
      const from = changes.stock_quantity?.from;
      const to = changes.stock_quantity?.to;
      if (typeof from === 'number' && typeof to === 'number') {
        await tx.insert(stockMovements).values({
          product_id: id,
          change: to - from,
          quantity_after: to,
          reason: messages.stockEditReason,
          created_by: actor.auth.user.id,
        });
      }
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'update',
        entity: 'product',
        entityId: id,
        changes,
        ip: actor.ip,
      });
      return changes.image_url ? (before.image_url ?? null) : null;
    })
    .catch(translateWriteError);
  if (replacedImage) await removeImageIfUnused(db, imagesDir, replacedImage);
  return getProduct(db, id);
}

/** How many order lines name each product. */
export async function orderLineCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ productId: orderItems.product_id, lines: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(inArray(orderItems.product_id, ids))
    .groupBy(orderItems.product_id);
  return new Map(rows.map((row) => [row.productId, n(row.lines)]));
}

/**
 * DELETE /products/:id. A product that any order line names is archived (kept for the orders' history,
 * made inactive, left out of the catalogue); one no order uses is removed with its stock history.
 */
export async function deleteProduct(db: Db, id: number, actor: Actor, imagesDir: string) {
  const outcome = await db.transaction(async (tx) => {
    // FOR UPDATE also makes a new order line for this product wait, so none slips in after the count.
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(messages.productMissing);
    const used = (await orderLineCounts(tx, [id])).get(id) ?? 0;
    if (used > 0) {
      await tx
        .update(products)
        .set({ archived_at: before.archived_at ?? new Date(), status: 'inactive', updated_at: new Date() })
        .where(eq(products.id, id));
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'archive',
        entity: 'product',
        entityId: id,
        changes: { order_lines: used },
        ip: actor.ip,
      });
      return { archived: true, image: null };
    }
    // Issue 30: the gallery's rows go with the product; their files are removed after it.
    const gallery = await tx.select({ url: productImages.url }).from(productImages).where(eq(productImages.product_id, id));
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'delete',
      entity: 'product',
      entityId: id,
      changes: withoutSecrets(before),
      ip: actor.ip,
    });
    return { archived: false, image: before.image_url, gallery: gallery.map((row) => row.url) };
  });
  if (outcome.image) await removeImageIfUnused(db, imagesDir, outcome.image);
  for (const url of outcome.gallery ?? []) if (url !== outcome.image) await removeImageIfUnused(db, imagesDir, url);
  return { id, archived: outcome.archived };
}

/** Changes one product under a row lock and logs it; `change` returns the columns to set, or null for none. */
async function changeProduct(
  db: Db,
  id: number,
  actor: Actor,
  action: string,
  change: (row: ProductRow) => Partial<ProductInsert> | null,
) {
  // Toggles, archive and restore are all status changes.
  requireRight(actor.auth, 'products', 'status');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound(messages.productMissing);
    const set = change(before);
    if (!set) return;
    await tx
      .update(products)
      .set({ ...set, updated_at: new Date() })
      .where(eq(products.id, id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action,
      entity: 'product',
      entityId: id,
      changes: diff(before, set),
      ip: actor.ip,
    });
  });
  return getProduct(db, id);
}

export const toggleProductStatus = (db: Db, id: number, actor: Actor) =>
  changeProduct(db, id, actor, 'status', (row) => ({ status: row.status === 'active' ? 'inactive' : 'active' }));

export const toggleProductFeatured = (db: Db, id: number, actor: Actor) =>
  changeProduct(db, id, actor, 'featured', (row) => ({ is_featured: !row.is_featured }));

/** Archived products leave the catalogue and become inactive; archiving twice changes nothing. */
export const archiveProduct = (db: Db, id: number, actor: Actor) =>
  changeProduct(db, id, actor, 'archive', (row) =>
    row.archived_at ? null : { archived_at: new Date(), status: 'inactive' },
  );

/** Back in the catalogue, still inactive: somebody activates it on purpose before orders can use it. */
export const restoreProduct = (db: Db, id: number, actor: Actor) =>
  changeProduct(db, id, actor, 'restore', (row) => (row.archived_at ? { archived_at: null } : null));

/** The first of "name (Copy)", "name (Copy 2)", ... that no product has yet. */
async function copyName(tx: Tx, name: string): Promise<string> {
  const candidates = [`${name}${COPY_SUFFIX}`, ...Array.from({ length: 49 }, (_v, i) => `${name} (Copy ${i + 2})`)];
  const taken = await tx
    .select({ name: sql<string>`lower(${products.name})` })
    .from(products)
    .where(
      inArray(
        sql`lower(${products.name})`,
        candidates.map((candidate) => candidate.toLowerCase()),
      ),
    );
  const used = new Set(taken.map((row) => row.name));
  const free = candidates.find((candidate) => !used.has(candidate.toLowerCase()));
  if (!free)
    throw new ApiError(409, messages.productDuplicate, [{ field: 'name', message: messages.productDuplicate }]);
  return free;
}

/**
 * POST /products/:id/duplicate: the same product named '... (Copy)', with no barcode (it must stay unique),
 * not featured, and an empty stock when the original's stock is counted. The image file is shared: it is
 * only removed once no product shows it.
 */
export async function duplicateProduct(db: Db, id: number, actor: Actor) {
  // A copy is a new product with the original's price.
  requireRight(actor.auth, 'products', 'create');
  requireFields(actor.auth, 'products', ['price_eur']);
  const newId = await db
    .transaction(async (tx) => {
      const [source] = await tx.select().from(products).where(eq(products.id, id));
      if (!source) throw notFound(messages.productMissing);
      const { id: _id, created_at: _createdAt, updated_at: _updatedAt, archived_at: _archivedAt, ...copy } = source;
      const [row] = await tx
        .insert(products)
        .values({
          ...copy,
          name: await copyName(tx, source.name),
          barcode: null,
          is_featured: false,
          stock_quantity: source.stock_quantity === null ? null : 0,
          created_by: actor.auth.user.id,
        })
        .returning({ id: products.id });
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'duplicate',
        entity: 'product',
        entityId: row!.id,
        changes: { from: id },
        ip: actor.ip,
      });
      return row!.id;
    })
    .catch(translateWriteError);
  return getProduct(db, newId);
}

/** 404 unless the product exists. */
export async function requireProduct(db: Executor, id: number) {
  const [row] = await db
    .select({ id: products.id, stockQuantity: products.stock_quantity, minimumStock: products.minimum_stock })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound(messages.productMissing);
  return row;
}

/**
 * POST /products/:id/image: points the product at a file storeImage kept. The image it replaces is
 * removed once no product shows it; when the product is gone meanwhile, the new file is removed instead.
 */
export async function setProductImage(db: Db, id: number, storedName: string, actor: Actor, imagesDir: string) {
  requireRight(actor.auth, 'products', 'edit');
  const url = `${PRODUCT_IMAGE_URL_PREFIX}${storedName}`;
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ imageUrl: products.image_url })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!before) throw notFound(messages.productMissing);
      await tx.update(products).set({ image_url: url, updated_at: new Date() }).where(eq(products.id, id));
      await replaceFirstImage(tx, id, url);
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'image',
        entity: 'product',
        entityId: id,
        changes: { imageUrl: { from: before.imageUrl, to: url } },
        ip: actor.ip,
      });
      return before.imageUrl;
    });
  } catch (error) {
    await discardStoredImage(imagesDir, storedName);
    throw error;
  }
  if (replaced && replaced !== url) await removeImageIfUnused(db, imagesDir, replaced);
  return getProduct(db, id);
}
