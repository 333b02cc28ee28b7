import { noteLowStock } from './stockAlerts';
import { desc, eq } from 'drizzle-orm';
import { stockLevel } from '../../src/domain/products/rules';
import { MAX_INT32 } from '../../src/domain/schemas/common';
import type { StockAdjust } from '../../src/domain/products/schemas';
import { errors as messages, format } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { products, productVariants, stockMovements, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireFields } from '../lib/rights';
import { withoutSecrets } from '../lib/serialize';
import { audit } from './audit';
import { getProduct } from './products';
import type { Actor } from '../lib/actor';

// Stock adjustments and the inventory history of a product. Each adjustment locks the product's row, so
// concurrent ones are applied one after the other and every movement's quantity_after is exact.

/** How many movements the inventory view returns, newest first. */
export const INVENTORY_HISTORY_LIMIT = 200;

const movementFields = {
  id: stockMovements.id,
  product_id: stockMovements.product_id,
  change: stockMovements.change,
  quantity_after: stockMovements.quantity_after,
  reason: stockMovements.reason,
  created_by_name: users.full_name,
  created_at: stockMovements.created_at,
  // A size's movement (issue 30): its own stock moved, quantity_after is the size's.
  variant_id: stockMovements.variant_id,
  variant_name: productVariants.name,
};

/** POST /products/:id/stock: refused (409) for unlimited stock and when the stock would go below 0. */
export async function adjustStock(db: Db, id: number, input: StockAdjust, actor: Actor) {
  requireFields(actor.auth, 'products', ['stock_quantity']);
  const movementId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stock: products.stock_quantity })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound(messages.productMissing);
    if (row.stock === null) throw conflict(messages.stockUnlimited);
    const after = row.stock + input.quantity_change;
    if (after < 0)
      throw conflict(format(messages.stockWouldGoNegative, { available: row.stock }), { available: row.stock });
    // The stock column is an int4: a sum past its range is the client's, said before the database fails on it.
    if (after > MAX_INT32) {
      const message = format(messages.stockTooLarge, { max: MAX_INT32 });
      throw badRequest(message, [{ field: 'quantity_change', message }]);
    }
    await tx.update(products).set({ stock_quantity: after, updated_at: new Date() }).where(eq(products.id, id));
    await noteLowStock(tx, [{ productId: id, before: row.stock, after }]);
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        product_id: id,
        change: input.quantity_change,
        quantity_after: after,
        reason: input.reason,
        created_by: actor.auth.user.id,
      })
      .returning({ id: stockMovements.id });
    await audit(tx, {
      userId: actor.auth.user.id,
      action: 'stock',
      entity: 'product',
      entityId: id,
      changes: { stockQuantity: { from: row.stock, to: after }, reason: input.reason },
      ip: actor.ip,
    });
    return movement!.id;
  });
  const [movement] = await db
    .select(movementFields)
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.created_by))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variant_id))
    .where(eq(stockMovements.id, movementId));
  return { product: await getProduct(db, id), movement: withoutSecrets(movement!) };
}

/** GET /products/:id/inventory: the stock, its level and the latest movements, newest first. */
export async function productInventory(db: Db, id: number) {
  const [product] = await db
    .select({ stock: products.stock_quantity, minimum: products.minimum_stock })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound(messages.productMissing);
  const movements = await db
    .select(movementFields)
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.created_by))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variant_id))
    .where(eq(stockMovements.product_id, id))
    // Ids are taken after the row lock, so their order is the order the changes were applied in.
    .orderBy(desc(stockMovements.id))
    .limit(INVENTORY_HISTORY_LIMIT);
  return {
    stock_quantity: product.stock,
    minimum_stock: product.minimum,
    level: stockLevel(product.stock, product.minimum),
    movements: movements.map(withoutSecrets),
  };
}
