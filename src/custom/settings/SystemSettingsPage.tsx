import { Box, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ListHeader } from '../../ui/ListHeader';
import { SYSTEM_TABS, type SystemTab } from './systemTabs';
import '../../i18n/ar/settings';

const TAB_VIEWS: Record<SystemTab, ReturnType<typeof lazy>> = {
  settings: lazy(() => import('./SystemSettingsTab')),
  backups: lazy(() => import('./BackupsTab')),
  maintenance: lazy(() => import('./MaintenanceTab')),
  logs: lazy(() => import('./LogsTab')),
  database: lazy(() => import('./DatabaseTab')),
  cache: lazy(() => import('./CacheTab')),
  security: lazy(() => import('./SecurityTab')),
};

const isTab = (value: string | null): value is SystemTab => SYSTEM_TABS.includes(value as SystemTab);

/**
 * /settings/system (admins, issue 27): the system settings and the system service's tabs. The tab is in
 * the address (?tab=backups), so a link, a reload or the back button opens the same one.
 */
export default function SystemSettingsPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SystemTab = isTab(requested) ? requested : 'settings';
  const View = TAB_VIEWS[tab];
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxInlineSize: 1200, minInlineSize: 0 }} data-testid="system-settings">
      <Title title="bakery.settings.system_title" />
      <ListHeader title="bakery.settings.system_title" />
      <Tabs
        value={tab}
        onChange={(_event, next: SystemTab) => setParams(next === 'settings' ? {} : { tab: next })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('bakery.settings.system_title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SYSTEM_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={translate(`bakery.settings.tabs.${key}`)}
            data-testid={`system-tab-${key}`}
          />
        ))}
      </Tabs>
      <Suspense fallback={<Loading />}>
        <View />
      </Suspense>
    </Box>
  );
}
