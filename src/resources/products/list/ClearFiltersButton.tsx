import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { activeFilterCount } from '../../../ui/activeFilters';

/** Clears the search and every filter; it says how many are on and is greyed out when none is. */
export function ClearFiltersButton({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const count = activeFilterCount(filterValues);
  return (
    <Button
      variant={variant}
      startIcon={<FilterAltOffIcon />}
      disabled={count === 0}
      onClick={() => setFilters({}, {})}
    >
      {translate('bakery.products.list.clear_filters', { count })}
    </Button>
  );
}
