import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, CreateButton, TopToolbar, useListContext } from 'react-admin';
import { StoreExportButtons } from './StoreExportButtons';

/** Above the table: clear the filters, add a shop, export CSV and JSON. */
export function StoreListActions() {
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '' && value !== null);
  return (
    <TopToolbar>
      <Button label="bakery.stores.list.reset" onClick={() => setFilters({}, [])} disabled={!filtered}>
        <FilterAltOffIcon />
      </Button>
      <CreateButton label="bakery.stores.list.add" />
      <StoreExportButtons />
    </TopToolbar>
  );
}
