import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { SETTINGS_KEY } from './queryKeys';

/**
 * The settings as the server gives them to this user (an admin: all, secrets as `<key>Set`; others: the
 * public ones). Unlike useSettings it does not fill in defaults: a form must show what is stored.
 */
export function useAllSettings() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => dataProvider.getSettings(), retry: 1 });
}
