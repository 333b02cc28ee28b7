import { Box, Card, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { UserRecord } from '../../../domain/users/replies';
import { ActivityTab } from './ActivityTab';
import { DetailsTab } from './DetailsTab';
import { tabsFor, type EmployeeTab } from './employeeTabs';
import { LocationTab } from './LocationTab';
import { OverviewTab } from './OverviewTab';
import { PerformanceTab } from './PerformanceTab';
import { PermissionsTab } from './PermissionsTab';
import { VehicleTab } from './VehicleTab';

function TabContent({ tab, record }: { tab: EmployeeTab; record: UserRecord }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab record={record} />;
    case 'location':
      return <LocationTab record={record} />;
    case 'vehicle':
      return <VehicleTab record={record} />;
    case 'performance':
      return <PerformanceTab record={record} />;
    case 'permissions':
      return <PermissionsTab role={record.role} />;
    case 'activity':
      return <ActivityTab id={record.id} />;
    case 'details':
      return <DetailsTab record={record} />;
  }
}

/**
 * The page's tabs for the employee's role. The open tab is in the address (?tab=performance) so a link
 * or a reload lands on it; the strip scrolls sideways on a phone rather than wrapping.
 */
export function EmployeeTabs({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const baseId = useId();
  const [search, setSearch] = useSearchParams();
  const tabs = tabsFor(record.role);
  const asked = search.get('tab') as EmployeeTab | null;
  const current: EmployeeTab = asked && tabs.includes(asked) ? asked : 'overview';

  const open = (tab: EmployeeTab) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'overview') next.delete('tab');
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
          onChange={(_event, tab: EmployeeTab) => open(tab)}
          variant="scrollable"
          // Always there rather than "auto": buttons that appear after the first scroll narrow the strip
          // and push a tab opened from the address (?tab=activity) back out of view on a phone.
          scrollButtons
          allowScrollButtonsMobile
          aria-label={translate('bakery.employee_page.tabs_label')}
          data-testid="employee-tabs"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={translate(`bakery.employee_page.tabs.${tab}`)}
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
        data-testid={`employee-tab-${current}`}
      >
        <TabContent tab={current} record={record} />
      </Box>
    </Box>
  );
}
