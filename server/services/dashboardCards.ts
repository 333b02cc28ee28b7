import { eq, sql } from 'drizzle-orm';
import { DASHBOARD_CARDS, type CardList, type DashboardConfig, type DashboardPreferences } from '../../src/domain/reports/dashboard';
import type { Db } from '../db/client';
import { dashboardConfig, dashboardPreferences } from '../db/schema';

// The dashboard's cards (issue 26): the default an admin sets for everyone (dashboard_config, one row;
// without it, every card in DASHBOARD_CARDS' order) and each user's own (dashboard_preferences). A list
// is completed on read: a card it does not name (one added since it was saved) follows, visible.

function complete(cards: { id: string; visible: boolean }[]): CardList {
  const known = cards.filter((card): card is CardList[number] => (DASHBOARD_CARDS as readonly string[]).includes(card.id));
  const named = new Set(known.map((card) => card.id));
  return [...known, ...DASHBOARD_CARDS.filter((id) => !named.has(id)).map((id) => ({ id, visible: true }))];
}

const stamp = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export async function readConfig(db: Db): Promise<DashboardConfig> {
  const [row] = await db.select().from(dashboardConfig).where(eq(dashboardConfig.id, 1));
  return { cards: complete(row?.cards ?? []), available: [...DASHBOARD_CARDS], updated_at: stamp(row?.updated_at) };
}

export async function saveConfig(db: Db, cards: CardList, userId: number): Promise<DashboardConfig> {
  await db
    .insert(dashboardConfig)
    .values({ id: 1, cards, updated_by: userId })
    .onConflictDoUpdate({ target: dashboardConfig.id, set: { cards, updated_by: userId, updated_at: sql`now()` } });
  return readConfig(db);
}

export async function readPreferences(db: Db, userId: number): Promise<DashboardPreferences> {
  const [row] = await db.select().from(dashboardPreferences).where(eq(dashboardPreferences.user_id, userId));
  if (row) return { cards: complete(row.cards), own: true, updated_at: stamp(row.updated_at) };
  return { cards: (await readConfig(db)).cards, own: false, updated_at: null };
}

/** The caller's own cards; null removes them (back to the default). */
export async function savePreferences(db: Db, userId: number, cards: CardList | null): Promise<DashboardPreferences> {
  if (cards === null) await db.delete(dashboardPreferences).where(eq(dashboardPreferences.user_id, userId));
  else
    await db
      .insert(dashboardPreferences)
      .values({ user_id: userId, cards })
      .onConflictDoUpdate({ target: dashboardPreferences.user_id, set: { cards, updated_at: sql`now()` } });
  return readPreferences(db, userId);
}
