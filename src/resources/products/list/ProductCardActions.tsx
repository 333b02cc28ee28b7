import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, CardActions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../../domain/products/rules';
import { productPaths } from '../../../registry/paths';
import { ProductCardDeleteButton } from './ProductCardDeleteButton';

/** View and edit (the spec's URLs, not react-admin's), and delete for the roles allowed to. */
export function ProductCardActions({
  product,
  canDelete,
}: {
  product: Pick<Product, 'id' | 'name'>;
  canDelete: boolean;
}) {
  const translate = useTranslate();
  return (
    <CardActions sx={{ px: 2, pb: 1.5, pt: 0, gap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={productPaths.show(product.id)}
        startIcon={<VisibilityIcon />}
      >
        {translate('bakery.products.list.view')}
      </Button>
      <Button size="small" component={RouterLink} to={productPaths.edit(product.id)} startIcon={<EditIcon />}>
        {translate('bakery.products.list.edit')}
      </Button>
      {canDelete ? (
        <>
          <span style={{ flexGrow: 1 }} />
          <ProductCardDeleteButton product={product} />
        </>
      ) : null}
    </CardActions>
  );
}
