import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../i18n/format';
import { productPaths } from '../../../registry/paths';
import { BackToProductsButton } from './BackToProductsButton';
import { ProductDeleteButton } from './ProductDeleteButton';
import { ProductFeaturedButton } from './ProductFeaturedButton';
import { categoryLabel } from './productLabels';
import type { ProductRecord } from './productRecord';
import { ProductStatusButton } from './ProductStatusButton';
import { EnumChip } from '../../../ui/EnumChip';

/** Name, featured star, badges, category and last update, with the actions the user's role allows. */
export function ProductShowHeader({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit', record });
  const featuredLabel = translate('bakery.products.show.featured');
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ mb: 0.5 }}>
          <BackToProductsButton variant="text" />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
            {record.name}
          </Typography>
          {record.is_featured ? (
            <Tooltip title={featuredLabel}>
              <StarIcon sx={{ color: 'warning.main' }} aria-label={featuredLabel} aria-hidden={false} role="img" data-testid="product-featured-star" />
            </Tooltip>
          ) : null}
          <EnumChip enumName="product_status" value={record.status} />
          {record.archived_at ? (
            <Chip size="small" color="warning" variant="outlined" label={translate('bakery.products.show.archived')} />
          ) : null}
          <Chip size="small" variant="outlined" label={categoryLabel(record, translate)} data-testid="product-category" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('bakery.products.show.updated_on', { date: formatDate(record.updated_at) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
        <ProductStatusButton record={record} />
        <ProductFeaturedButton record={record} />
        {canEdit ? (
          <Button component={Link} to={productPaths.edit(record.id)} variant="contained" startIcon={<EditIcon />}>
            {translate('bakery.products.show.edit')}
          </Button>
        ) : null}
        <ProductDeleteButton record={record} />
      </Stack>
    </Stack>
  );
}
