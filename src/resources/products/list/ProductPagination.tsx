import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Previous / next with 'الصفحة X من Y' between them, and 'عرض N إلى M من أصل T'. The page reads from
 * the right, so 'previous' points right and 'next' points left.
 */
export function ProductPagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending, error } = useListContext();
  if (isPending || error || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      component="nav"
      aria-label={translate('bakery.products.list.pagination')}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="products-showing">
        {translate('bakery.products.list.showing', { from, to, total })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ChevronRightIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('bakery.products.list.previous')}
        </Button>
        <Typography variant="body2" data-testid="products-page-of">
          {translate('bakery.products.list.page_of', { page, pages })}
        </Typography>
        <Button endIcon={<ChevronLeftIcon />} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {translate('bakery.products.list.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
