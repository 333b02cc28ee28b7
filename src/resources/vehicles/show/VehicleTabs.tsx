import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { AddressTabs } from '../../../ui/AddressTabs';
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

/** The page's four tabs, the open one in the address (?tab=expenses). */
export function VehicleTabs({ record }: { record: VehicleRecord }) {
  return (
    <AddressTabs
      tabs={VEHICLE_TABS}
      labelKey={(tab) => `bakery.vehicle_show.tabs.${tab}`}
      ariaLabel="bakery.vehicle_show.tabs_label"
      testId="vehicle-tab"
    >
      {(tab) => <TabContent tab={tab} record={record} />}
    </AddressTabs>
  );
}
