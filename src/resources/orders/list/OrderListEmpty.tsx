import AddIcon from '@mui/icons-material/Add';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Button, Card, Stack, Typography } from '@mui/material';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { activeFilterCount } from '../../../ui/activeFilters';
import { orderPaths } from '../../../registry/paths';

/** 'لا توجد طلبات': with filters on, an offer to clear them; with none, an offer to add the first order. */
export function OrderListEmpty() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'orders', action: 'create' });
  const filtered = activeFilterCount(filterValues) > 0;
  return (
    <Card variant="outlined" data-testid="orders-empty" sx={{ py: 6, px: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ReceiptLongOutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {translate('bakery.orders.list.empty')}
        </Typography>
        <Typography color="text.secondary">
          {translate(filtered ? 'bakery.orders.list.empty_filtered' : 'bakery.orders.list.empty_hint')}
        </Typography>
        {filtered ? (
          <Button variant="contained" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
            {translate('bakery.orders.list.reset')}
          </Button>
        ) : canCreate ? (
          <Button variant="contained" component={RouterLink} to={orderPaths.create} startIcon={<AddIcon />}>
            {translate('bakery.orders.list.add')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
