import { inArray } from 'drizzle-orm';
import { ROLES } from '../../src/domain/enums';
import { canAccess } from '../../src/domain/access';
import { format } from '../../src/domain/messages';
import { noticeTexts } from '../../src/domain/notifications/messages';
import type { Tx } from '../db/client';
import { products, productVariants } from '../db/schema';
import { notifyRoles } from './notify';

/** The roles that manage stock, from the access table: they hear when a product runs low. */
const STOCK_ROLES = ROLES.filter((role) => canAccess(role, 'products', 'edit'));

/**
 * A product is low when its stock is at or below its minimum (as the dashboard's alert says). A
 * notification is raised when a change crosses into low, once, in the transaction of the change: a
 * later change that stays low raises nothing, and one that goes back above and down again raises anew.
 * A size or weight (issue 30, `variantId`) has its own stock but no minimum of its own: its product's
 * minimum stands for it, and the notice names "product — size".
 */
export async function noteLowStock(
  tx: Tx,
  changes: readonly { productId: number; variantId?: number; before: number; after: number }[],
): Promise<void> {
  const falling = changes.filter((change) => change.after < change.before);
  if (!falling.length) return;
  const variantIds = falling.flatMap((change) => (change.variantId === undefined ? [] : [change.variantId]));
  const sizes = new Map(
    (variantIds.length
      ? await tx.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(inArray(productVariants.id, variantIds))
      : []
    ).map((row) => [row.id, row.name]),
  );
  const rows = await tx
    .select({ id: products.id, name: products.name, minimum: products.minimum_stock })
    .from(products)
    .where(
      inArray(
        products.id,
        falling.map((change) => change.productId),
      ),
    );
  for (const change of falling) {
    const product = rows.find((row) => row.id === change.productId);
    if (!product || !(change.before > product.minimum && change.after <= product.minimum)) continue;
    const size = change.variantId === undefined ? undefined : sizes.get(change.variantId);
    const name = size === undefined ? product.name : `${product.name} — ${size}`;
    await notifyRoles(tx, STOCK_ROLES, {
      kind: 'low_stock',
      type: 'warning',
      title: noticeTexts.lowStockTitle,
      message: format(noticeTexts.lowStockMessage, { name, stock: change.after, minimum: product.minimum }),
      link: `/products/${product.id}`,
    });
  }
}
