import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, Collapse, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  FilterLiveForm,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useListContext,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { activeFilterCount } from '../../ui/activeFilters';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/enums';
import { ORDER_REFERENCE_LIMIT } from '../../domain/orders/rules';
import { enumLabelKey, type EnumMessageName } from '../../i18n/ar';
import { distributorName, useDistributors } from './useDistributorChoices';

const choices = (name: EnumMessageName, values: readonly string[]) =>
  values.map((id) => ({ id, name: enumLabelKey(name, id) }));

// The theme makes inputs full width; in the filter bar they share a line from 600 px.
const inputSx = { width: { xs: '100%', sm: 180 }, mb: 0 } as const;

function DistributorFilter() {
  const { data = [] } = useDistributors();
  return (
    <SelectInput
      source="distributor_id"
      label="bakery.orders.list.filters.distributor"
      choices={data.map((distributor) => ({ id: distributor.id, name: distributorName(distributor) }))}
      translateChoice={false}
      helperText={false}
      sx={inputSx}
    />
  );
}

/**
 * Search (number or shop), status, payment status, shop and distributor, applied as they change (the
 * list returns to page 1), with reset and refresh. A distributor sees only their own orders, so they get
 * no distributor filter.
 */
export function OrderListFilter() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions: role } = usePermissions();
  const { filterValues, setFilters } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  // The phone's button counts what it folds away: every filter but the search, which stays in view.
  const { q: _search, ...folded } = filterValues ?? {};
  const activeCount = activeFilterCount(folded);
  const filtered = activeFilterCount(filterValues) > 0;

  // On a phone the search stays in view and the other filters fold away behind one button.
  const more = (
    <>
      <SelectInput
        source="status"
        label="resources.orders.fields.status"
        choices={choices('order_status', ORDER_STATUSES)}
        helperText={false}
        sx={inputSx}
      />
      <SelectInput
        source="payment_status"
        label="resources.orders.fields.payment_status"
        choices={choices('payment_status', PAYMENT_STATUSES)}
        helperText={false}
        sx={inputSx}
      />
      <ReferenceInput
        source="store_id"
        reference="stores"
        perPage={ORDER_REFERENCE_LIMIT}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput
          label="bakery.orders.list.filters.store"
          optionText="name"
          helperText={false}
          sx={{ ...inputSx, width: { xs: '100%', sm: 220 } }}
        />
      </ReferenceInput>
      {role !== 'distributor' ? <DistributorFilter /> : null}
    </>
  );

  return (
    <Card variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="orders-filters">
      <FilterLiveForm>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <SearchInput
            source="q"
            placeholder={translate('bakery.orders.list.search')}
            helperText={false}
            sx={{ ...inputSx, width: { xs: '100%', sm: 260 } }}
          />
          {phone ? (
            <Button startIcon={<TuneIcon />} onClick={() => setOpen(!open)} aria-expanded={open}>
              {translate('bakery.orders.list.more_filters', { count: activeCount })}
            </Button>
          ) : (
            more
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])} disabled={!filtered}>
            {translate('bakery.orders.list.reset')}
          </Button>
          <Button startIcon={<RefreshIcon />} onClick={refresh}>
            {translate('bakery.orders.list.refresh')}
          </Button>
          {phone ? (
            <Collapse in={open} sx={{ width: '100%' }}>
              <Stack spacing={1.5}>{more}</Stack>
            </Collapse>
          ) : null}
        </Stack>
      </FilterLiveForm>
    </Card>
  );
}
