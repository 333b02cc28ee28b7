import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardCard, DashboardPreferences } from '../../domain/reports';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { arrangeCards, type CardEntry } from './dashboardCards';
import { replaceQueryData } from '../../ui/queryCache';

const PREFERENCES_KEY = ['bakery-dashboard-preferences'] as const;

/**
 * The user's cards, read from and saved to the server. A change shows at once and is saved; a refused
 * save puts the last saved list back and says so. When the preferences cannot be read the dashboard shows
 * every card in its own order rather than nothing.
 */
export function useDashboardCards(known: readonly DashboardCard[]) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const preferences = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => dataProvider.dashboardPreferences(),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // A plain call rather than react-query's useMutation: its module would add about 1 kB to the cold
  // dashboard, which is at issue 25's 250 kB budget.
  const [saving, setSaving] = useState(false);
  const change = async (cards: CardEntry[]) => {
    const before = queryClient.getQueryData<DashboardPreferences>(PREFERENCES_KEY);
    void replaceQueryData<DashboardPreferences>(queryClient, PREFERENCES_KEY, { cards, own: true, updated_at: before?.updated_at ?? null });
    setSaving(true);
    try {
      void replaceQueryData(queryClient, PREFERENCES_KEY, await dataProvider.saveDashboardPreferences(cards));
    } catch (error) {
      void replaceQueryData(queryClient, PREFERENCES_KEY, before);
      notify((error as Error).message || 'bakery.dashboard.cards.save_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return {
    cards: arrangeCards(preferences.data?.cards, known),
    /** False until the user's list is read (or could not be): the cards wait, so a hidden one never flashes. */
    settled: !preferences.isPending,
    saving,
    change: (cards: CardEntry[]) => void change(cards),
  };
}
