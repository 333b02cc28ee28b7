import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { PRODUCT_CARD_IMAGE_HEIGHT } from './ProductCardImage';
import { productGridSx } from './productGridSx';

/** Placeholder cards while the first page loads, so the layout does not jump when it arrives. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="products-loading">
      <Box sx={productGridSx}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} variant="outlined">
            <Skeleton variant="rectangular" height={PRODUCT_CARD_IMAGE_HEIGHT} />
            <CardContent>
              <Skeleton width="40%" />
              <Skeleton width="80%" height={28} />
              <Skeleton />
              <Skeleton width="30%" height={32} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </div>
  );
}
