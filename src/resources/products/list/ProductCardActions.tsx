import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, CardActions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../../domain/products/rules';
import { productPaths } from '../../../registry/paths';
import { ProductCardDeleteButton } from './ProductCardDeleteButton';

/** View (the spec's URL, not react-admin's), and edit and delete for the roles the access table allows. */
export function ProductCardActions({
  product,
  canEdit,
  canDelete,
}: {
  product: Pick<Product, 'id' | 'name'>;
  canEdit: boolean;
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
      {canEdit ? (
        <Button size="small" component={RouterLink} to={productPaths.edit(product.id)} startIcon={<EditIcon />}>
          {translate('bakery.products.list.edit')}
        </Button>
      ) : null}
      {canDelete ? (
        <>
          <span style={{ flexGrow: 1 }} />
          <ProductCardDeleteButton product={product} />
        </>
      ) : null}
    </CardActions>
  );
}
