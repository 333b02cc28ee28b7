import { useState } from 'react';
import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProductRecord } from './productRecord';

/** The product's photo, or a quiet placeholder when it has none or the file cannot be loaded. */
export function ProductImageCard({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  // Remember which address failed, so a new image (after an edit) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = record.image_url && record.image_url !== failedUrl ? record.image_url : null;
  return (
    <Card variant="outlined" data-testid="product-image">
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt={record.name}
            onError={() => setFailedUrl(url)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.disabled' }}>
            <BakeryDiningIcon sx={{ fontSize: 72 }} />
            <Typography variant="body2">{translate('bakery.products.show.no_image')}</Typography>
          </Box>
        )}
      </Box>
    </Card>
  );
}
