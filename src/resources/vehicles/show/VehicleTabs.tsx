import { Box, Card, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { DetailsTab } from './DetailsTab';
import { ExpensesTab } from './ExpensesTab';
import { HistoryTab } from './HistoryTab';
import { MaintenanceTab } from './MaintenanceTab';

const VEHICLE_TABS = ['details', 'expenses', 'maintenance', 'history'] as const;
type VehicleTab = (typeof VEHICLE_TABS)[number];

function TabContent({ tab, record }: { tab: VehicleTab; record: VehicleRecord }) {
  switch (tab) {
    case 'details':
      return <DetailsTab record={record} />;
    case 'expenses':
      return <ExpensesTab id={record.id} />;
    case 'maintenance':
      return <MaintenanceTab record={record} />;
    case 'history':
      return <HistoryTab id={record.id} />;
  }
}

/**
 * The page's four tabs. The open tab is in the address (?tab=expenses) so a link or a reload lands on
 * it; the strip scrolls sideways on a phone rather than wrapping.
 */
export function VehicleTabs({ record }: { record: VehicleRecord }) {
  const translate = useTranslate();
  const baseId = useId();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab') as VehicleTab | null;
  const current: VehicleTab = asked && VEHICLE_TABS.includes(asked) ? asked : 'details';

  const open = (tab: VehicleTab) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'details') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_event, tab: VehicleTab) => open(tab)}
          variant="scrollable"
          // Always there rather than "auto": buttons that appear after the first scroll narrow the strip
          // and push a tab opened from the address (?tab=history) back out of view on a phone.
          scrollButtons
          allowScrollButtonsMobile
          aria-label={translate('bakery.vehicle_show.tabs_label')}
          data-testid="vehicle-tabs"
        >
          {VEHICLE_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={translate(`bakery.vehicle_show.tabs.${tab}`)}
              id={`${baseId}-tab-${tab}`}
              aria-controls={`${baseId}-panel-${tab}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${current}`}
        aria-labelledby={`${baseId}-tab-${current}`}
        data-testid={`vehicle-tab-${current}`}
      >
        <TabContent tab={current} record={record} />
      </Box>
    </Box>
  );
}
