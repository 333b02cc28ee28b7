import AddIcon from '@mui/icons-material/Add';
import BoltIcon from '@mui/icons-material/Bolt';
import { Button, Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { productPaths } from '../../../paths/productPaths';
import { ProductExportButtons } from './ProductExportButtons';
import { ProductImportButton } from './ProductImportButton';

/** Above the tiles: quick add (/products/create-simple), detailed add, export and import. */
export function ProductListActions() {
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'products', action: 'create' });
  const { canAccess: canExport = false } = useCanAccess({ resource: 'products', action: 'export' });
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', mb: 2 }}
    >
      {canExport ? <ProductExportButtons /> : null}
      {canCreate ? (
        <>
          <ProductImportButton />
          <Button variant="outlined" component={RouterLink} to={productPaths.quickCreate} startIcon={<BoltIcon />}>
            {translate('bakery.products.list.quick_add')}
          </Button>
          <Button variant="contained" component={RouterLink} to={productPaths.create} startIcon={<AddIcon />}>
            {translate('bakery.products.list.detailed_add')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
