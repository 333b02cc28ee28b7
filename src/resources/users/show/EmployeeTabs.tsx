import type { UserRecord } from '../../../domain/users/replies';
import { AddressTabs } from '../../../ui/AddressTabs';
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

/** The page's tabs for the employee's role, the open one in the address (?tab=performance). */
export function EmployeeTabs({ record }: { record: UserRecord }) {
  return (
    <AddressTabs
      tabs={tabsFor(record.role)}
      labelKey={(tab) => `bakery.employee_page.tabs.${tab}`}
      ariaLabel="bakery.employee_page.tabs_label"
      testId="employee-tab"
    >
      {(tab) => <TabContent tab={tab} record={record} />}
    </AddressTabs>
  );
}
