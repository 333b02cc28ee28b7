/**
 * Which shops are a distributor's: spec 000 does not say, and a shop has no distributor of its own. We
 * take the shops of the orders assigned to them (the ones they deliver to), listed first, most recently
 * served on top; every other active shop follows by name, since a distributor on the road also takes an
 * order from a shop new to them. The server assigns the new order to the distributor whatever they pick.
 */
export function ownStoresFirst<T extends { id: number }>(
  stores: readonly T[],
  ownOrders: readonly { store_id: number }[] | undefined,
): T[] {
  const rank = new Map<number, number>();
  for (const order of ownOrders ?? []) if (!rank.has(order.store_id)) rank.set(order.store_id, rank.size);
  const own = stores.filter((store) => rank.has(store.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...own, ...stores.filter((store) => !rank.has(store.id))];
}
