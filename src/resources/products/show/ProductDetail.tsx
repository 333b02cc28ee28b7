import { Box, Grid, Stack } from '@mui/material';
import { Loading, Title, useNotify, useShowController } from 'react-admin';
import { ProductAdvancedCard } from './ProductAdvancedCard';
import { ProductBasicCard } from './ProductBasicCard';
import { ProductImageCard } from './ProductImageCard';
import { ProductInventoryCard } from './ProductInventoryCard';
import { ProductLoadFailed } from './ProductLoadFailed';
import { ProductPerformanceCard } from './ProductPerformanceCard';
import { ProductPricingCard } from './ProductPricingCard';
import { ProductQuickActions } from './ProductQuickActions';
import type { ProductRecord } from './productRecord';
import { ProductShowHeader } from './ProductShowHeader';
import { ProductGalleryCard } from './ProductGalleryCard';
import { ProductTogetherCard } from './ProductTogetherCard';
import { ProductVariantsCard } from './ProductVariantsCard';

/**
 * The cards of one product (spec 002 "/products/{id}"). A failed load stays on the page with its reason
 * and a way to try again (spec 002 section 8), and says so in a toast.
 */
export function ProductDetail({ id }: { id: number }) {
  const notify = useNotify();
  const { record, error, isPending, isFetching, refetch } = useShowController<ProductRecord>({
    resource: 'products',
    id,
    redirectOnError: false,
    queryOptions: {
      onError: () => notify('bakery.products.show.load_failed', { type: 'error' }),
    },
  });

  if (error && !record) return <ProductLoadFailed error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending || !record) return <Loading />;

  // One column on a phone; from 900 px the image sits beside the main facts and the cards go in pairs.
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="product-show">
      <Title title={<>{record.name}</>} />
      <ProductShowHeader record={record} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <ProductImageCard record={record} />
            <ProductQuickActions record={record} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ProductBasicCard record={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductPricingCard record={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductPerformanceCard id={record.id} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProductInventoryCard record={record} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ProductAdvancedCard record={record} />
        </Grid>
        {/* Issue 30: variants, the images in order and what the same shops order with it. */}
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProductVariantsCard id={record.id} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ProductTogetherCard id={record.id} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ProductGalleryCard id={record.id} />
        </Grid>
      </Grid>
    </Box>
  );
}
