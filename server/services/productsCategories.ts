import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../src/domain/enums';
import type { categoryListQuery } from '../../src/domain/schemas/lists';
import type { CategoryCreate, CategoryUpdate } from '../../src/domain/products/schemas';
import { errors as messages } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { productCategories, products } from '../db/schema';
import { ApiError, conflict, notFound } from '../lib/errors';
import { allOf, countRows, offsetOf, orderBy, searchAny } from '../lib/list';
import { withoutSecrets } from '../lib/serialize';
import { audit } from './audit';
import type { Actor } from '../lib/actor';

// The product categories: rows of product_categories that forms and filters read. The built-in codes
// (PRODUCT_CATEGORIES) are made sure of on every start, so they can be renamed but not deleted or recoded.

const BUILT_IN: readonly string[] = PRODUCT_CATEGORIES;

const productsCount = sql<number>`(select count(*)::int from ${products} where ${products.category} = ${productCategories.code} and ${isNull(products.archived_at)})`;

const categoryFields = {
  id: productCategories.id,
  code: productCategories.code,
  name: productCategories.name,
  description: productCategories.description,
  sort_order: productCategories.sort_order,
  created_at: productCategories.created_at,
  updated_at: productCategories.updated_at,
  products_count: productsCount,
};

type CategoryRow = { products_count: number } & Record<string, unknown>;
const toCategory = (row: CategoryRow) => ({
  ...withoutSecrets(row),
  products_count: Number(row.products_count),
  built_in: BUILT_IN.includes(String(row.code)),
});

export async function listCategories(db: Db, query: z.output<typeof categoryListQuery>) {
  const sort = {
    id: productCategories.id,
    name: productCategories.name,
    code: productCategories.code,
    sort_order: productCategories.sort_order,
  }[query.sortBy];
  const where = allOf([
    query.ids ? inArray(productCategories.id, query.ids) : undefined,
    searchAny(query.search, [productCategories.name, productCategories.code]),
  ]);
  const [rows, total] = await Promise.all([
    db
      .select(categoryFields)
      .from(productCategories)
      .where(where)
      .orderBy(...orderBy(sort, query.sortOrder ?? 'ASC', productCategories.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    countRows(db, productCategories, where),
  ]);
  return { rows: rows.map(toCategory), total };
}

export async function getCategory(db: Db, id: number) {
  const [row] = await db.select(categoryFields).from(productCategories).where(eq(productCategories.id, id));
  if (!row) throw notFound(messages.categoryNotFound);
  return toCategory(row);
}

function isCodeTaken(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

const codeTaken = () =>
  new ApiError(409, messages.categoryDuplicate, [{ field: 'code', message: messages.categoryDuplicate }]);

export async function createCategory(db: Db, input: CategoryCreate, actor: Actor) {
  const id = await db
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${productCategories.sort_order}), 0)::int` })
        .from(productCategories);
      const [row] = await tx
        .insert(productCategories)
        .values({
          code: input.code,
          name: input.name,
          description: input.description,
          sort_order: input.sort_order ?? Number(last?.max ?? 0) + 1,
        })
        .returning({ id: productCategories.id });
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'create',
        entity: 'category',
        entityId: row!.id,
        changes: input,
        ip: actor.ip,
      });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw isCodeTaken(error) ? codeTaken() : error;
    });
  return getCategory(db, id);
}

/** PUT /products/categories/:id. A new code follows into the products (ON UPDATE CASCADE). */
export async function updateCategory(db: Db, id: number, input: CategoryUpdate, actor: Actor) {
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update');
      if (!before) throw notFound(messages.categoryNotFound);
      if (input.code !== undefined && input.code !== before.code && BUILT_IN.includes(before.code)) {
        throw new ApiError(409, messages.categoryBuiltIn, [{ field: 'code', message: messages.categoryBuiltIn }]);
      }
      const set = {
        ...(input.code !== undefined ? { code: input.code } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.sort_order != null ? { sort_order: input.sort_order } : {}),
      };
      if (!Object.keys(set).length) return;
      await tx
        .update(productCategories)
        .set({ ...set, updated_at: new Date() })
        .where(eq(productCategories.id, id));
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'update',
        entity: 'category',
        entityId: id,
        changes: { from: withoutSecrets(before), to: set },
        ip: actor.ip,
      });
    })
    .catch((error: unknown) => {
      throw isCodeTaken(error) ? codeTaken() : error;
    });
  return getCategory(db, id);
}

/** DELETE /products/categories/:id: refused (409) for a built-in category or one any product uses. */
export async function deleteCategory(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    // FOR UPDATE also makes a new product of this category wait, so none slips in after the count.
    const [before] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update');
    if (!before) throw notFound(messages.categoryNotFound);
    if (BUILT_IN.includes(before.code)) throw conflict(messages.categoryBuiltIn);
    const used = await countRows(tx as unknown as Db, products, eq(products.category, before.code));
    if (used > 0) throw conflict(messages.categoryInUse, { products_count: used });
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'delete',
      entity: 'category',
      entityId: id,
      changes: withoutSecrets(before),
      ip: actor.ip,
    });
  });
  return { id };
}
