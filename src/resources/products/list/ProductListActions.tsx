import BoltIcon from '@mui/icons-material/Bolt';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { productPaths } from '../../../registry/paths';
import { ListAddButton } from '../../../ui/ListAddButton';
import { ListHeader } from '../../../ui/ListHeader';
import { ProductExportButtons } from './ProductExportButtons';
import { ProductImportButton } from './ProductImportButton';

/** The header: export, import, quick add (/products/create-simple), then the list's add button (detailed add). */
export function ProductListActions() {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'products', action: 'create' });
  const { canAccess: canExport = false } = useCanAccess({ resource: 'products', action: 'export' });
  return (
    <ListHeader
      title="bakery.products.list.title"
      add={<ListAddButton resource="products" to={productPaths.create} label="bakery.products.list.detailed_add" />}
    >
      {canExport ? <ProductExportButtons /> : null}
      {canCreate ? (
        <>
          <ProductImportButton />
          <Button variant="outlined" size="small" component={RouterLink} to={productPaths.quickCreate} startIcon={<BoltIcon />}>
            {translate('bakery.products.list.quick_add')}
          </Button>
        </>
      ) : null}
    </ListHeader>
  );
}
