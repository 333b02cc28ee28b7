import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export const PRODUCT_CARD_IMAGE_HEIGHT = 160;

/** The product's photo, or a neutral bakery icon when it has none or the file cannot be loaded. */
export function ProductCardImage({ url, name }: { url: string | null | undefined; name: string }) {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <Box
        component="img"
        src={url}
        alt={name}
        loading="lazy"
        onError={() => setBroken(true)}
        sx={{
          display: 'block',
          width: '100%',
          height: PRODUCT_CARD_IMAGE_HEIGHT,
          // The whole picture, never a crop of it: a photo's own caption would lose a line or a letter.
          objectFit: 'contain',
          bgcolor: 'action.hover',
        }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={translate('bakery.products.list.no_image')}
      data-testid="product-image-placeholder"
      sx={{
        height: PRODUCT_CARD_IMAGE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'text.disabled',
      }}
    >
      <BakeryDiningIcon sx={{ fontSize: 64 }} />
    </Box>
  );
}
