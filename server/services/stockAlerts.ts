import { inArray } from 'drizzle-orm';
import { ROLES } from '../../src/domain/enums';
import { canAccess } from '../../src/domain/access';
import { format } from '../../src/domain/messages';
import { noticeTexts } from '../../src/domain/notifications/messages';
import type { Tx } from '../db/client';
import { products } from '../db/schema';
import { notifyRoles } from './notify';

/** The roles that manage stock, from the access table: they hear when a product runs low. */
const STOCK_ROLES = ROLES.filter((role) => canAccess(role, 'products', 'edit'));

/**
 * A product is low when its stock is at or below its minimum (as the dashboard's alert says). A
 * notification is raised when a change crosses into low, once, in the transaction of the change: a
 * later change that stays low raises nothing, and one that goes back above and down again raises anew.
 */
export async function noteLowStock(tx: Tx, changes: readonly { productId: number; before: number; after: number }[]): Promise<void> {
  const falling = changes.filter((change) => change.after < change.before);
  if (!falling.length) return;
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
    await notifyRoles(tx, STOCK_ROLES, {
      kind: 'low_stock',
      type: 'warning',
      title: noticeTexts.lowStockTitle,
      message: format(noticeTexts.lowStockMessage, { name: product.name, stock: change.after, minimum: product.minimum }),
      link: `/products/${product.id}`,
    });
  }
}
