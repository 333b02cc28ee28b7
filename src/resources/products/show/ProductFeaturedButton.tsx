import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button, CircularProgress } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ProductRecord } from './productRecord';
import { useProductToggle } from './useProductToggle';

/**
 * Feature or unfeature. Featuring decides what the catalogue puts forward, like activating, so it follows
 * the same right (products/status).
 */
export function ProductFeaturedButton({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'status', record });
  const toggle = useProductToggle(record.id, 'toggleProductFeatured', {
    success: (product) => (product.is_featured ? 'bakery.products.show.featured_on' : 'bakery.products.show.featured_off'),
    failure: 'bakery.products.show.featured_failed',
  });
  if (!canAccess) return null;
  const featured = record.is_featured;
  const icon = toggle.isPending ? <CircularProgress size={16} color="inherit" /> : featured ? <StarBorderIcon /> : <StarIcon />;
  return (
    <Button variant="outlined" color="warning" startIcon={icon} disabled={toggle.isPending} onClick={() => toggle.mutate()}>
      {translate(featured ? 'bakery.products.show.unfeature' : 'bakery.products.show.feature')}
    </Button>
  );
}
