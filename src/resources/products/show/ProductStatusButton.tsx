import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, CircularProgress } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ProductRecord } from './productRecord';
import { useProductToggle } from './useProductToggle';

/** Activate or deactivate: for the roles the access table allows (products/status). */
export function ProductStatusButton({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'status', record });
  const toggle = useProductToggle(record.id, 'toggleProductStatus', {
    success: (product) => (product.status === 'active' ? 'bakery.products.show.activated' : 'bakery.products.show.deactivated'),
    failure: 'bakery.products.show.status_failed',
  });
  if (!canAccess) return null;
  const active = record.status === 'active';
  const icon = toggle.isPending ? <CircularProgress size={16} color="inherit" /> : active ? <ToggleOffIcon /> : <ToggleOnIcon />;
  return (
    <Button
      variant="outlined"
      color={active ? 'warning' : 'success'}
      startIcon={icon}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
    >
      {translate(active ? 'bakery.products.show.deactivate' : 'bakery.products.show.activate')}
    </Button>
  );
}
