import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import {
  AutocompleteInput,
  FilterLiveForm,
  ReferenceInput,
  SearchInput,
  SelectInput,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { ListFilterFold } from '../../ui/ListFilterFold';
import { ownScope } from '../../domain/access';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../domain/enums';
import { ORDER_REFERENCE_LIMIT } from '../../domain/orders/rules';
import { enumLabelKey, type EnumMessageName } from '../../i18n/ar/enums';
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

  return (
    <FilterLiveForm>
      <ListFilterFold
        testId="orders-filters"
        search={
          <SearchInput
            source="q"
            placeholder={translate('bakery.orders.list.search')}
            helperText={false}
            sx={{ ...inputSx, width: { xs: '100%', sm: 260 } }}
          />
        }
        actions={
          <>
            <ClearFiltersButton />
            <Button startIcon={<RefreshIcon />} onClick={refresh}>
              {translate('bakery.orders.list.refresh')}
            </Button>
          </>
        }
      >
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
        {/* Someone who sees only their own orders has no distributor to choose. */}
        {ownScope(role, 'orders') === null ? <DistributorFilter /> : null}
      </ListFilterFold>
    </FilterLiveForm>
  );
}
