import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { orderPaths } from '../../../paths/orderPaths';
import { OrderExportButtons } from './OrderExportButtons';

/** The header: the page's name, export (for the roles that may) and a new order. */
export function OrderListActions() {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'orders', action: 'create' });
  const { canAccess: canExport = false } = useCanAccess({ resource: 'orders', action: 'export' });
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ flexGrow: 1 }}>
        {translate('bakery.orders.list.title')}
      </Typography>
      {canExport ? <OrderExportButtons /> : null}
      {canCreate ? (
        <Button variant="contained" component={RouterLink} to={orderPaths.create} startIcon={<AddIcon />}>
          {translate('bakery.orders.list.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
