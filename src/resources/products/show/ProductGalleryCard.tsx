import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CollectionsIcon from '@mui/icons-material/Collections';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import type { ProductImages } from '../../../providers/data/pricingCalls';
import { SectionCard } from '../../../ui/SectionCard';
import { productQueryKey } from './productRecord';
import '../../../i18n/ar/pricing';
import { refreshQueries, replaceQueryData } from '../../../ui/queryCache';

/**
 * The product's images in order (issue 30); the first is its picture. Admins and managers add several at
 * once, move one earlier or later (right to left: "earlier" points right) and delete.
 */
export function ProductGalleryCard({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bakery.pricing.product.${key}`, options);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  const key = ['products', 'images', id];
  const { data, isError } = useQuery({ queryKey: key, queryFn: () => dataProvider.productImages(id), retry: false });
  const change = useMutation({
    mutationFn: (run: () => Promise<ProductImages>) => run(),
    onSuccess: (next) => {
      void replaceQueryData(queryClient, key, next);
      // The picture may have changed: the page's other cards read it from the product.
      void refreshQueries(queryClient, { queryKey: productQueryKey(id) });
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  const images = data?.images ?? [];
  const move = (index: number, by: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    change.mutate(() => dataProvider.reorderProductImages(id, ids));
  };
  const upload = canEdit ? (
    <Button size="small" component="label" startIcon={<AddPhotoAlternateIcon />} disabled={change.isPending}>
      {t('images_add')}
      <input
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        data-testid="gallery-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) change.mutate(() => dataProvider.addProductImages(id, files));
        }}
      />
    </Button>
  ) : undefined;
  return (
    <SectionCard title="bakery.pricing.product.images" icon={<CollectionsIcon />} action={upload} data-testid="product-gallery">
      {isError ? (
        <Typography color="text.secondary">{t('load_failed')}</Typography>
      ) : !images.length ? (
        <Typography color="text.secondary">{t('images_empty')}</Typography>
      ) : (
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {images.map((image, index) => (
            <Box key={image.id} data-testid="gallery-image" sx={{ width: 132 }}>
              <Box
                component="img"
                src={image.url}
                alt={t('image_alt', { n: index + 1 })}
                sx={{ width: 132, height: 99, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                {index === 0 ? <Chip size="small" color="primary" label={t('image_first')} /> : <span />}
                {canEdit && (
                  <Box>
                    <IconButton size="small" aria-label={t('image_up')} disabled={index === 0 || change.isPending} onClick={() => move(index, -1)}>
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('image_down')}
                      disabled={index === images.length - 1 || change.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('image_delete')}
                      disabled={change.isPending}
                      onClick={() => change.mutate(() => dataProvider.deleteProductImage(id, image.id))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
