import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';
import { activeFilterCount } from './activeFilters';

/** Every screen's one text for clearing its search and filters (issue 23), react-admin's own key. */
export const CLEAR_FILTERS_LABEL = 'ra.navigation.clear_filters';

/** Clears the list's search and every filter; it says how many are on and is greyed out when none is. */
export function ClearFiltersButton({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const count = activeFilterCount(filterValues);
  const label = translate(CLEAR_FILTERS_LABEL);
  return (
    <Button variant={variant} startIcon={<FilterAltOffIcon />} disabled={count === 0} onClick={() => setFilters({}, {})}>
      {count > 0 ? `${label} (${formatNumber(count)})` : label}
    </Button>
  );
}
