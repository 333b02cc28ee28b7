import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { ListFilterFold } from '../../../ui/ListFilterFold';
import { ClearFiltersButton } from '../../../ui/ClearFiltersButton';
import { ProductSearchInput } from './ProductSearchInput';
import { ProductSortControl } from './ProductSortControl';
import { ProductStatusFilters } from './ProductStatusFilters';

/** Search, filters and sort on one wrapping line (folded but the search on a phone), then clear and refresh. */
export function ProductFilterBar() {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <ListFilterFold
      testId="products-filters"
      search={<ProductSearchInput />}
      actions={
        <>
          <ClearFiltersButton />
          <Button startIcon={<RefreshIcon />} onClick={refresh}>
            {translate('bakery.products.list.refresh')}
          </Button>
        </>
      }
    >
      <ProductStatusFilters />
      <ProductSortControl />
    </ListFilterFold>
  );
}
