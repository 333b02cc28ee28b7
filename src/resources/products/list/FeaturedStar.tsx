import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { serverMessage } from '../../../providers/failure';

interface FeaturedStarProps {
  id: Identifier;
  featured: boolean;
  /** Admins and managers (products/status) flip it from the card; others only see it. */
  canToggle: boolean;
}

const starSx = { color: 'warning.main' } as const;

/** The featured star: filled when featured. A toggle for those allowed (PATCH /products/:id/toggle-featured). */
export function FeaturedStar({ id, featured, canToggle }: FeaturedStarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const toggle = useMutation({
    mutationFn: () => dataProvider.toggleProductFeatured(id),
    onSuccess: (product) =>
      notify(
        (product?.is_featured ?? !featured) ? 'bakery.products.list.featured_on' : 'bakery.products.list.featured_off',
        { type: 'success' },
      ),
    onError: (error) => {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.products.list.featured_failed', { type: 'error' });
    },
    // The featured tile and the featured filter count it too.
    onSettled: () => refresh(),
  });

  if (!canToggle) {
    if (!featured) return null;
    const label = translate('bakery.products.list.featured_badge');
    return (
      <Tooltip title={label}>
        <Box
          component="span"
          role="img"
          aria-label={label}
          data-testid="product-featured-star"
          sx={{ display: 'inline-flex', p: 1 }}
        >
          <StarIcon sx={starSx} />
        </Box>
      </Tooltip>
    );
  }

  const label = translate(featured ? 'bakery.products.list.unfeature' : 'bakery.products.list.feature');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={featured}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          data-testid="product-featured-star"
        >
          {featured ? <StarIcon sx={starSx} /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
