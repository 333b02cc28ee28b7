import { eq, inArray, sql } from 'drizzle-orm';
import { canAccess } from '../../src/domain/access';
import type { BulkAction, BulkResult } from '../../src/domain/products/rules';
import type { BulkCategory, BulkProducts } from '../../src/domain/products/schemas';
import { errors as messages, validation } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { productCategories, products } from '../db/schema';
import { ApiError, badRequest, forbidden } from '../lib/errors';
import { requireRight } from '../lib/rights';
import { audit } from './audit';
import { orderLineCounts, requireCategory } from './products';
import { removeImageIfUnused } from './productsImages';
import type { Actor } from '../lib/actor';

// POST /products/bulk and /products/bulk/category: one action on many products in one transaction. The
// rows are locked in id order (two bulk calls never wait on each other in a circle) and counted first: an
// id that does not exist is a 404 and nothing changes.

type SetColumns = Partial<typeof products.$inferInsert>;

function columnsFor(action: Exclude<BulkAction, 'delete'>, category: string | undefined): SetColumns {
  switch (action) {
    case 'activate':
      return { status: 'active' };
    case 'deactivate':
      return { status: 'inactive' };
    case 'feature':
      return { is_featured: true };
    case 'unfeature':
      return { is_featured: false };
    case 'category':
      return { category: category! };
  }
}

export async function bulkProducts(db: Db, input: BulkProducts, actor: Actor, imagesDir: string): Promise<BulkResult> {
  requireRight(actor.auth, 'products', 'status');
  // Deleting is a narrower right than changing the status; the bulk bar must not be a way around it.
  if (input.action === 'delete' && !canAccess(actor.auth.user.role, 'products', 'delete')) throw forbidden();
  if (input.action === 'category') await requireCategory(db, input.category!);
  const ids = input.product_ids;
  const { result, images } = await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id, imageUrl: products.image_url })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
    if (found.length !== ids.length) {
      const known = new Set(found.map((row) => row.id));
      throw new ApiError(404, messages.productsBulkNotFound, undefined, {
        missing_ids: ids.filter((id) => !known.has(id)),
      });
    }
    const now = new Date();
    let result: BulkResult;
    let images: string[] = [];
    if (input.action === 'delete') {
      const used = [...(await orderLineCounts(tx, ids)).keys()];
      const unused = ids.filter((id) => !used.includes(id));
      if (used.length) {
        await tx
          .update(products)
          .set({ archived_at: sql`coalesce(${products.archived_at}, now())`, status: 'inactive', updated_at: now })
          .where(inArray(products.id, used));
      }
      if (unused.length) await tx.delete(products).where(inArray(products.id, unused));
      images = found.filter((row) => unused.includes(row.id) && row.imageUrl).map((row) => row.imageUrl!);
      result = { action: 'delete', updated: 0, deleted: unused.length, archived: used.length };
    } else {
      await tx
        .update(products)
        .set({ ...columnsFor(input.action, input.category), updated_at: now })
        .where(inArray(products.id, ids));
      result = { action: input.action, updated: ids.length, deleted: 0, archived: 0 };
    }
    await audit(tx, {
      userId: actor.auth.user.id,
      action: `bulk_${input.action}`,
      entity: 'product',
      changes: { product_ids: ids, ...(input.category ? { category: input.category } : {}), result },
      ip: actor.ip,
    });
    return { result, images };
  });
  for (const url of new Set(images)) await removeImageIfUnused(db, imagesDir, url);
  return result;
}

/** POST /products/bulk/category {product_ids, category_id}: the spec's form of the 'category' action. */
export async function bulkCategory(db: Db, input: BulkCategory, actor: Actor, imagesDir: string): Promise<BulkResult> {
  const [category] = await db
    .select({ code: productCategories.code })
    .from(productCategories)
    .where(eq(productCategories.id, input.category_id));
  if (!category)
    throw badRequest(validation.productCategoryUnknown, [
      { field: 'category_id', message: validation.productCategoryUnknown },
    ]);
  return bulkProducts(
    db,
    { product_ids: input.product_ids, action: 'category', category: category.code },
    actor,
    imagesDir,
  );
}
