import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, Stack } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { ClearFiltersButton } from './ClearFiltersButton';
import { ProductSearchInput } from './ProductSearchInput';
import { ProductSortControl } from './ProductSortControl';
import { ProductStatusFilters } from './ProductStatusFilters';

/** Search, filters and sort on one wrapping line, then clear-filters and refresh. */
export function ProductFilterBar() {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Card variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="products-filters">
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ProductSearchInput />
        <ProductStatusFilters />
        <ProductSortControl />
        <Box sx={{ flexGrow: 1 }} />
        <ClearFiltersButton />
        <Button startIcon={<RefreshIcon />} onClick={refresh}>
          {translate('bakery.products.list.refresh')}
        </Button>
      </Stack>
    </Card>
  );
}
