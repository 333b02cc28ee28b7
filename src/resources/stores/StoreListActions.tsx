import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { activeFilterCount } from '../../ui/activeFilters';
import { StoreExportButtons } from './StoreExportButtons';

/** At the end of the filter line: clear the filters, export CSV and JSON. */
export function StoreListActions() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <>
      <Button startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])} disabled={activeFilterCount(filterValues) === 0}>
        {translate('bakery.stores.list.reset')}
      </Button>
      <StoreExportButtons />
    </>
  );
}
