import { Box } from '@mui/material';
import { AutocompleteInput, FilterLiveForm, ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import { auditTexts } from '../../i18n/ar/audit';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { DateInput } from '../../ui/DateInput';
import { dateProblem } from '../../ui/dateValue';
import { useAuditWords } from '../../ui/useAuditWords';

const inputSx = { width: { xs: '100%', sm: 180 }, mb: 0 } as const;
/** The record kinds and actions the audit has words for (src/i18n/ar/audit.ts): what a filter can name. */
const ENTITIES = Object.keys(auditTexts.bakery.audit.entities);
const ACTIONS = Object.keys(auditTexts.bakery.audit.actions);

/**
 * A day typed half-way or a range that ends before it starts is not sent: the list keeps its last
 * filter and the field says why, in Arabic.
 */
export function validateLogFilters(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const field of ['date_from', 'date_to']) if (dateProblem(values[field])) errors[field] = 'bakery.validation.dateInvalid';
  const { date_from: from, date_to: to } = values;
  if (!errors.date_from && !errors.date_to && typeof from === 'string' && typeof to === 'string' && from && to && from > to)
    errors.date_to = 'bakery.settings.logs.range_invalid';
  return errors;
}

/**
 * The audit log's filters (issue 27), applied as they change: the record kind and the action in the
 * audit's Arabic words, the employee by name (GET /users?search=), and the bakery days from and to.
 */
export function LogsFilter() {
  const words = useAuditWords();
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ar');
  const entityChoices = ENTITIES.map((id) => ({ id, name: words.target(id) })).sort(byName);
  const actionChoices = ACTIONS.map((id) => ({ id, name: words.action(id) })).sort(byName);
  return (
    <FilterLiveForm validate={validateLogFilters}>
      <Box data-testid="logs-filters" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <SelectInput
          source="entity"
          label="bakery.settings.logs.entity"
          choices={entityChoices}
          translateChoice={false}
          emptyText="bakery.settings.logs.any"
          helperText={false}
          sx={inputSx}
        />
        <SelectInput
          source="action"
          label="bakery.settings.logs.action"
          choices={actionChoices}
          translateChoice={false}
          emptyText="bakery.settings.logs.any"
          helperText={false}
          sx={inputSx}
        />
        <ReferenceInput source="user_id" reference="users" perPage={25} sort={{ field: 'full_name', order: 'ASC' }}>
          <AutocompleteInput
            label="bakery.settings.logs.user"
            optionText={(user: RaRecord) => String(user.full_name || user.username || '')}
            filterToQuery={(q: string) => ({ q })}
            helperText={false}
            sx={{ ...inputSx, width: { xs: '100%', sm: 220 } }}
          />
        </ReferenceInput>
        {/* A date field takes its box's width; its message shows beneath it when the day is refused. */}
        <Box sx={inputSx}>
          <DateInput source="date_from" label="bakery.settings.logs.date_from" fullWidth />
        </Box>
        <Box sx={inputSx}>
          <DateInput source="date_to" label="bakery.settings.logs.date_to" fullWidth />
        </Box>
        <ClearFiltersButton />
      </Box>
    </FilterLiveForm>
  );
}
