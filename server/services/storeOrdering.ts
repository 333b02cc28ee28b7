import { sql } from 'drizzle-orm';
import type { MoveDirection } from '../../src/domain/stores/schemas';
import { errors as messages } from '../../src/domain/messages';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';
import { notFound } from '../lib/errors';
import { requireFields } from '../lib/rights';
import { audit } from './audit';
import type { Actor } from '../lib/actor';
import { rowsOf } from '../lib/rows';

// The shops' display_order is a permutation of 1..n. Every change to it (create, move, place, delete)
// runs in one transaction that first takes the same transaction-scoped lock, then locks the rows it
// reads with SELECT ... FOR NO KEY UPDATE, so two reorders at once are applied one after the other.

// Any fixed number works: it names "the shops' order" among the advisory locks of this database.
const ORDERING_LOCK = 40_117;

/** Waits until no other transaction is reordering the shops, until this transaction ends. */
export async function lockOrdering(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDERING_LOCK})`);
}

interface Slot {
  id: number;
  display_order: number;
}

/** The shops in display order, each row locked; read after lockOrdering, so it sees every committed change. */
async function lockedOrder(tx: Tx): Promise<Slot[]> {
  const result = await tx.execute(
    sql`select ${stores.id} as id, ${stores.display_order} as display_order from ${stores} order by ${stores.display_order}, ${stores.id} for no key update`,
  );
  return rowsOf<Slot>(result).map((row) => ({ id: Number(row.id), display_order: Number(row.display_order) }));
}

/** Saves positions 1..n for `ids` in this order, writing only the rows whose position changed. */
async function save(tx: Tx, ids: number[], current: Map<number, number>): Promise<void> {
  const changed = ids
    .map((id, index) => ({ id, position: index + 1 }))
    .filter(({ id, position }) => current.get(id) !== position);
  if (!changed.length) return;
  const values = sql.join(
    changed.map(({ id, position }) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${stores} set display_order = v.position from (values ${values}) as v(id, position) where ${stores.id} = v.id`,
  );
}

/** Closes any gap or tie in display_order (after a delete, or data from elsewhere). Call after lockOrdering. */
export async function renumber(tx: Tx): Promise<void> {
  const slots = await lockedOrder(tx);
  await save(
    tx,
    slots.map((slot) => slot.id),
    new Map(slots.map((slot) => [slot.id, slot.display_order])),
  );
}

/** Puts a shop at `position` (clamped to 1..n) and renumbers the others. Call after lockOrdering. */
export async function placeAt(tx: Tx, id: number, position: number): Promise<{ from: number; to: number }> {
  const slots = await lockedOrder(tx);
  const index = slots.findIndex((slot) => slot.id === id);
  if (index < 0) throw notFound(messages.storeNotFound);
  const ids = slots.map((slot) => slot.id);
  ids.splice(index, 1);
  const target = Math.min(Math.max(position, 1), slots.length) - 1;
  ids.splice(target, 0, id);
  await save(tx, ids, new Map(slots.map((slot) => [slot.id, slot.display_order])));
  return { from: slots[index]!.display_order, to: target + 1 };
}

/** Swaps a shop with its neighbour above or below; at either end it stays where it is. */
export async function moveStore(db: Db, id: number, direction: MoveDirection, actor: Actor) {
  // The list's order is office work, like the display_order field of the edit form.
  requireFields(actor.auth, 'stores', ['display_order']);
  return db.transaction(async (tx) => {
    await lockOrdering(tx);
    const slots = await lockedOrder(tx);
    const index = slots.findIndex((slot) => slot.id === id);
    if (index < 0) throw notFound(messages.storeNotFound);
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = slots.map((slot) => slot.id);
    const moved = target >= 0 && target < ids.length;
    if (moved) [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    await save(tx, ids, new Map(slots.map((slot) => [slot.id, slot.display_order])));
    const position = ids.indexOf(id) + 1;
    if (moved) {
      await audit(tx, {
        userId: actor.auth.user.id,
        action: 'move',
        entity: 'store',
        entityId: id,
        changes: {
          direction,
          display_order: { from: slots[index]!.display_order, to: position },
          swappedWith: ids[index],
        },
        ip: actor.ip,
      });
    }
    return { id, direction, moved, display_order: position, total: ids.length };
  });
}
