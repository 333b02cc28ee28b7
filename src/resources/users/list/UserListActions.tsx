import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { activeFilterCount } from '../../../ui/activeFilters';
import { UserExportButtons } from './UserExportButtons';

/** At the end of the filter line: clear the filters, export CSV and JSON. */
export function UserListActions() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <>
      <Button startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])} disabled={activeFilterCount(filterValues) === 0}>
        {translate('bakery.users.list.reset')}
      </Button>
      <UserExportButtons />
    </>
  );
}
