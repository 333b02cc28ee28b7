import { Box, Card, CardContent, Checkbox, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../../domain/products/rules';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { EnumChip } from '../../../ui/EnumChip';
import { productPaths } from '../../../registry/paths';
import { FeaturedStar } from './FeaturedStar';
import { ProductCardActions } from './ProductCardActions';
import { ProductCardImage } from './ProductCardImage';
import { ProductPrice } from './ProductPrice';
import { ProductStockLine } from './ProductStockLine';

export interface ProductCardProps {
  product: Product;
  selected: boolean;
  onToggle: () => void;
  canEdit: boolean;
  canDelete: boolean;
  canChangeStatus: boolean;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

// Controls laid over the photo get a paper background so they stay readable on any picture.
const overlaySx = { bgcolor: 'background.paper', borderRadius: '50%', boxShadow: 1 } as const;

/** One product of the grid: photo, selection, featured star, status, name, description, price and stock. */
export function ProductCard({ product, selected, onToggle, canEdit, canDelete, canChangeStatus }: ProductCardProps) {
  const translate = useTranslate();
  const category =
    product.category_name || translate(enumLabelKey('product_category', product.category), { _: product.category });
  return (
    <Card
      variant="outlined"
      data-testid="product-card"
      data-product-id={product.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        outline: selected ? '1px solid' : undefined,
        outlineColor: 'primary.main',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductCardImage url={product.image_url} name={product.name} />
        <Box sx={{ position: 'absolute', top: 8, insetInlineStart: 8, ...overlaySx }}>
          <Checkbox
            size="small"
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': translate('bakery.products.list.select', { name: product.name }) } }}
          />
        </Box>
        {product.is_featured || canChangeStatus ? (
          <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, ...overlaySx }}>
            <FeaturedStar id={product.id} featured={product.is_featured} canToggle={canChangeStatus} />
          </Box>
        ) : null}
        <EnumChip
          enumName="product_status"
          value={product.status}
          testId="product-status-badge"
          sx={{ position: 'absolute', bottom: 8, insetInlineStart: 8, boxShadow: 1 }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, pb: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {category}
          </Typography>
          <Link
            component={RouterLink}
            to={productPaths.show(product.id)}
            underline="hover"
            color="text.primary"
            variant="subtitle1"
            fontWeight={700}
            sx={{ ...clamp(2), lineHeight: 1.4 }}
          >
            {product.name}
          </Link>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          title={product.description ?? undefined}
          sx={{ ...clamp(2), minHeight: '2.86em' }}
        >
          {product.description || translate('bakery.products.list.no_description')}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice eur={product.price_eur} syp={product.price_syp} />
        </Box>
        <ProductStockLine product={product} />
      </CardContent>
      <ProductCardActions product={product} canEdit={canEdit} canDelete={canDelete} />
    </Card>
  );
}
