import AddIcon from '@mui/icons-material/Add';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { productPaths } from '../../../registry/paths';
import { activeFilterCount } from '../../../ui/activeFilters';
import { ClearFiltersButton } from './ClearFiltersButton';

/**
 * 'لا توجد منتجات': with filters on, an offer to clear them (saying how many are on); with none, an
 * offer to add the first product to those who may.
 */
export function ProductListEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = activeFilterCount(filterValues) > 0;
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'products', action: 'create' });
  return (
    <Card variant="outlined" data-testid="products-empty" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Inventory2OutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {translate('bakery.products.list.empty')}
        </Typography>
        <Typography color="text.secondary">
          {translate(filtered ? 'bakery.products.list.empty_filtered' : 'bakery.products.list.empty_catalogue')}
        </Typography>
        {filtered ? (
          <ClearFiltersButton variant="contained" />
        ) : canCreate ? (
          <Button variant="contained" component={RouterLink} to={productPaths.create} startIcon={<AddIcon />}>
            {translate('bakery.products.list.add_first')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
