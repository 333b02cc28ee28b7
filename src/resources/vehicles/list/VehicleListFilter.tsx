import { FilterLiveForm, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { VEHICLE_STATUSES, VEHICLE_TYPES } from '../../../domain/enums';
import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';
import { ClearFiltersButton } from '../../../ui/ClearFiltersButton';
import { ListFilterFold } from '../../../ui/ListFilterFold';

const enumChoices = (name: EnumMessageName, values: readonly string[]) => values.map((id) => ({ id, name: enumLabelKey(name, id) }));

// Strings, as they travel in the URL and the query (the API reads 'true' / 'false').
const ASSIGNED_CHOICES = [
  { id: 'true', name: 'bakery.vehicle_list.filters.assigned_yes' },
  { id: 'false', name: 'bakery.vehicle_list.filters.assigned_no' },
];
const DUE_CHOICES = [
  { id: 'true', name: 'bakery.vehicle_list.filters.due_yes' },
  { id: 'false', name: 'bakery.vehicle_list.filters.due_no' },
];

// The theme makes inputs full width; in the filter bar they share a line from 600 px.
const inputSx = { width: { xs: '100%', sm: 170 }, mb: 0 } as const;

/** Search (plate, model) always in view; status, type, assignment and maintenance; then clear. */
export function VehicleListFilter() {
  const translate = useTranslate();
  return (
    <FilterLiveForm>
      <ListFilterFold
        testId="vehicles-filters"
        search={
          <SearchInput
            source="q"
            placeholder={translate('bakery.vehicle_list.search')}
            helperText={false}
            sx={{ ...inputSx, width: { xs: '100%', sm: 280 } }}
          />
        }
        actions={
          <ClearFiltersButton />
        }
      >
        <SelectInput source="status" label="resources.vehicles.fields.status" choices={enumChoices('vehicle_status', VEHICLE_STATUSES)} helperText={false} sx={inputSx} />
        <SelectInput source="vehicle_type" label="resources.vehicles.fields.vehicle_type" choices={enumChoices('vehicle_type', VEHICLE_TYPES)} helperText={false} sx={inputSx} />
        <SelectInput source="assigned" label="bakery.vehicle_list.filters.assigned" choices={ASSIGNED_CHOICES} helperText={false} sx={inputSx} />
        <SelectInput source="maintenance_due" label="bakery.vehicle_list.filters.maintenance_due" choices={DUE_CHOICES} helperText={false} sx={inputSx} />
      </ListFilterFold>
    </FilterLiveForm>
  );
}
