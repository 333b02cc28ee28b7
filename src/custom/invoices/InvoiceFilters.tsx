import Box from '@mui/material/Box';
import { AutocompleteInput, FilterLiveForm, ReferenceInput } from 'react-admin';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { DateInput } from '../../ui/DateInput';
import { dateProblem } from '../../ui/dateValue';
import { ListFilterFold } from '../../ui/ListFilterFold';

const inputSx = { width: { xs: '100%', sm: 180 }, mb: 0 } as const;

/** A day typed half-way is not sent: the list keeps its last filter until the day is a real one. */
function validateDays(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const field of ['date_from', 'date_to']) if (dateProblem(values[field])) errors[field] = 'bakery.validation.dateInvalid';
  return errors;
}

/** /invoices' filters, applied as they change: the shop (picked by name) and the days of issue (GET /invoices takes them). */
export function InvoiceFilters() {
  return (
    <FilterLiveForm validate={validateDays}>
      <ListFilterFold
        testId="invoices-filters"
        searchSource="store_id"
        search={
          <ReferenceInput source="store_id" reference="stores" perPage={50} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput
              label="bakery.invoices.filter_shop"
              optionText="name"
              filterToQuery={(q: string) => ({ q })}
              helperText={false}
              sx={{ ...inputSx, width: { xs: '100%', sm: 260 } }}
            />
          </ReferenceInput>
        }
        actions={<ClearFiltersButton />}
      >
        {/* A date field takes its box's width: the filter line's, as the other inputs. */}
        <Box sx={inputSx}>
          <DateInput source="date_from" label="bakery.invoices.filter_from" helperText={false} fullWidth />
        </Box>
        <Box sx={inputSx}>
          <DateInput source="date_to" label="bakery.invoices.filter_to" helperText={false} fullWidth />
        </Box>
      </ListFilterFold>
    </FilterLiveForm>
  );
}
