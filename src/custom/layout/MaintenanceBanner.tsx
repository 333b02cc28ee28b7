import BuildIcon from '@mui/icons-material/Build';
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';

/**
 * Issue 27: every signed-in user learns within a minute that maintenance mode is on. The settings query
 * is the one the app already keeps (['system-settings']); this banner asks it again every 30 seconds,
 * so the banner appears (and goes) without a reload.
 */
export const MAINTENANCE_POLL_MS = 30_000;

export function MaintenanceBanner() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data } = useQuery({
    queryKey: ['system-settings'],
    queryFn: () => dataProvider.getSettings(),
    refetchInterval: MAINTENANCE_POLL_MS,
  });
  if (!data?.maintenanceMode) return null;
  return (
    <Alert data-testid="maintenance-banner" severity="warning" variant="filled" icon={<BuildIcon />} role="status" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      {translate('bakery.layout.maintenance_banner')}
      {data.maintenanceMessage ? ` — ${data.maintenanceMessage}` : ''}
    </Alert>
  );
}
