import type { CardList, DashboardCard } from '../../domain/reports';

// The dashboard's cards as each user arranged them (issue 26): which are shown and in what order, kept on
// the server (PUT /dashboard/preferences). These helpers are pure: the screen calls them and saves.

export type CardEntry = CardList[number];

/**
 * The cards to show, in the user's order: the server's list when there is one (it is complete), else
 * every card the screen knows in its own order, visible. A card the server names that this screen does
 * not know is left out, and a known card the list lacks follows, visible.
 */
export function arrangeCards(saved: readonly CardEntry[] | undefined, known: readonly DashboardCard[]): CardEntry[] {
  const list = (saved ?? []).filter((entry) => known.includes(entry.id));
  const listed = new Set(list.map((entry) => entry.id));
  return [...list, ...known.filter((id) => !listed.has(id)).map((id) => ({ id, visible: true }))];
}

/** The list with a card moved one place up (-1) or down (+1); unchanged at either end. */
export function moveCard(cards: readonly CardEntry[], id: DashboardCard, step: -1 | 1): CardEntry[] {
  const index = cards.findIndex((entry) => entry.id === id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= cards.length) return [...cards];
  const next = [...cards];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The list with a card shown or hidden. */
export function toggleCard(cards: readonly CardEntry[], id: DashboardCard): CardEntry[] {
  return cards.map((entry) => (entry.id === id ? { ...entry, visible: !entry.visible } : entry));
}
