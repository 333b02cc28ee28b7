import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  FilterLiveForm,
  ReferenceInput,
  SelectInput,
  useDataProvider,
  type RaRecord,
} from 'react-admin';
import { EXPENSE_TYPES } from '../../domain/enums';
import { enumLabelKey } from '../../i18n/ar/enums';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { DateInput } from '../../ui/DateInput';
import { dateProblem } from '../../ui/dateValue';
import { ListFilterFold } from '../../ui/ListFilterFold';
import { isolatedPlate } from '../../ui/plate';

const inputSx = { width: { xs: '100%', sm: 180 }, mb: 0 } as const;
const typeChoices = EXPENSE_TYPES.map((id) => ({ id, name: enumLabelKey('expense_type', id) }));

/** A day typed half-way is not sent: the list keeps its last filter until the day is a real one. */
function validateDays(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const field of ['date_from', 'date_to'])
    if (dateProblem(values[field])) errors[field] = 'bakery.validation.dateInvalid';
  return errors;
}

/** The office's filters (issue 15): vehicle, distributor, type and a date range, applied as they change. */
export function ExpenseFilters() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data: distributors = [] } = useQuery({
    queryKey: ['users', 'distributors', 'all'],
    queryFn: () => dataProvider.distributors({ active: false }),
  });

  return (
    <FilterLiveForm validate={validateDays}>
      <ListFilterFold
        testId="expenses-filters"
        searchSource="vehicle_id"
        search={
          <ReferenceInput
            source="vehicle_id"
            reference="vehicles"
            perPage={50}
            sort={{ field: 'vehicle_plate', order: 'ASC' }}
          >
            <AutocompleteInput
              label="bakery.expenses.filters.vehicle"
              optionText={(vehicle: RaRecord) => isolatedPlate(String(vehicle.vehicle_plate ?? ''))}
              filterToQuery={(q: string) => ({ q })}
              helperText={false}
              sx={{ ...inputSx, width: { xs: '100%', sm: 200 } }}
            />
          </ReferenceInput>
        }
        actions={
          <ClearFiltersButton />
        }
      >
        <SelectInput
          source="distributor_id"
          label="bakery.expenses.filters.distributor"
          choices={distributors.map((person) => ({ id: person.id, name: person.full_name || person.username }))}
          translateChoice={false}
          helperText={false}
          sx={inputSx}
        />
        <SelectInput
          source="type"
          label="bakery.expenses.filters.type"
          choices={typeChoices}
          helperText={false}
          sx={inputSx}
        />
        {/* A date field takes its box's width: the filter line's, as the other inputs. */}
        <Box sx={inputSx}>
          <DateInput source="date_from" label="bakery.expenses.filters.date_from" helperText={false} fullWidth />
        </Box>
        <Box sx={inputSx}>
          <DateInput source="date_to" label="bakery.expenses.filters.date_to" helperText={false} fullWidth />
        </Box>
      </ListFilterFold>
    </FilterLiveForm>
  );
}
