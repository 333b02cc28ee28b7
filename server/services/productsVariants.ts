import { and, asc, eq, exists, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { pricingMessages as messages } from '../../src/domain/pricing';
import type { Variant, VariantInput } from '../../src/domain/pricing';
import type { Db, Tx } from '../db/client';
import { orderItems, orders, productVariants, standingOrderExceptions, standingOrderLines, stores } from '../db/schema';
import { ApiError, conflict, notFound } from '../lib/errors';
import { requireRight } from '../lib/rights';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { requireProduct } from './products';

// A product's variants (issue 30): GET/POST /products/{id}/variants, PUT/DELETE
// /products/{id}/variants/{variantId}. A variant's code is unique across the catalogue, its name within
// its product. A variant's price is a price: the same right as the catalogue's (admins, managers).

function duplicate(error: unknown): never {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') throw new ApiError(409, messages.variantDuplicate, [{ field: 'code', message: messages.variantDuplicate }]);
    current = current.cause as typeof current;
  }
  throw error;
}

const view = (row: typeof productVariants.$inferSelect): Variant => ({
  ...row,
  status: row.status as Variant['status'],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listVariants(db: Db, productId: number) {
  await requireProduct(db, productId);
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(productVariants.price_eur), asc(productVariants.id));
  return { variants: rows.map(view) };
}

export async function createVariant(db: Db, productId: number, input: VariantInput, actor: Actor) {
  requireRight(actor.auth, 'products', 'price');
  await requireProduct(db, productId);
  const [row] = await db
    .insert(productVariants)
    .values({ ...input, product_id: productId })
    .returning()
    .catch(duplicate);
  await audit(db, { userId: actor.auth.user.id, action: 'variant_create', entity: 'product', entityId: productId, changes: input, ip: actor.ip });
  return view(row!);
}

/**
 * A variant a shop's standing week names, or a one-off change from today on, is neither made inactive nor
 * deleted (409, naming the shops): the next generation would fail for those shops, or their lines would go
 * with the variant. Their standing orders are changed first.
 */
async function refuseIfStanding(tx: Tx, variantId: number): Promise<void> {
  const named = or(
    exists(tx.select({ one: sql`1` }).from(standingOrderLines).where(and(eq(standingOrderLines.store_id, stores.id), eq(standingOrderLines.variant_id, variantId)))),
    exists(
      tx
        .select({ one: sql`1` })
        .from(standingOrderExceptions)
        .where(
          and(
            eq(standingOrderExceptions.store_id, stores.id),
            eq(standingOrderExceptions.variant_id, variantId),
            gte(standingOrderExceptions.date, bakeryDate()),
            gt(standingOrderExceptions.quantity, 0),
          ),
        ),
    ),
  );
  const shops = await tx.select({ name: stores.name }).from(stores).where(named).orderBy(asc(stores.name));
  if (shops.length) throw conflict(format(messages.variantInStandingOrders, { shops: shops.map((shop) => shop.name).join('، ') }));
}

/**
 * The product's variant, locked until the change ends: an order taking its stock, or a standing order
 * naming it, waits for the change, or the change for them.
 */
async function lockVariant(tx: Tx, productId: number, variantId: number): Promise<void> {
  const [found] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.product_id, productId)))
    .for('update');
  if (!found) throw notFound(messages.variantNotFound);
}

export async function updateVariant(db: Db, productId: number, variantId: number, input: VariantInput, actor: Actor) {
  requireRight(actor.auth, 'products', 'price');
  return db.transaction(async (tx) => {
    await lockVariant(tx, productId, variantId);
    if (input.status === 'inactive') await refuseIfStanding(tx, variantId);
    const [row] = await tx
      .update(productVariants)
      .set({ ...input, updated_at: new Date() })
      .where(eq(productVariants.id, variantId))
      .returning()
      .catch(duplicate);
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'variant_update',
      entity: 'product',
      entityId: productId,
      changes: { variant_id: variantId, ...input },
      ip: actor.ip,
    });
    return view(row!);
  });
}

/**
 * DELETE: refused (409) while an order not yet delivered or cancelled has a line for it. Such a line holds
 * the variant's own stock; with the variant gone the line would fall back to its product, and cancelling
 * the order would give the units to the product's stock. Making the variant inactive stops new lines.
 */
export async function deleteVariant(db: Db, productId: number, variantId: number, actor: Actor) {
  requireRight(actor.auth, 'products', 'price');
  return db.transaction(async (tx) => {
    await lockVariant(tx, productId, variantId);
    await refuseIfStanding(tx, variantId);
    const [held] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(and(eq(orderItems.variant_id, variantId), inArray(orders.status, ['draft', 'confirmed', 'in_progress'])))
      .limit(1);
    if (held) throw conflict(messages.variantInOpenOrders);
    const [row] = await tx
      .delete(productVariants)
      .where(eq(productVariants.id, variantId))
      .returning({ id: productVariants.id, code: productVariants.code });
    await audit(tx, { userId: actor.auth.user.id, action: 'variant_delete', entity: 'product', entityId: productId, changes: row!, ip: actor.ip });
    return { id: variantId };
  });
}
