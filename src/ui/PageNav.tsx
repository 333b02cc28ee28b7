import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * 'عرض x إلى y من أصل n', previous / next, and 'الصفحة n من m' for a list whose texts live under
 * `bakery.<resource>.list`. The page reads from the right, so 'previous' points right and 'next' left.
 */
export function PageNav({ resource }: { resource: 'orders' | 'products' }) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending, error } = useListContext();
  if (isPending || error || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  const text = (key: string, options?: object) => translate(`bakery.${resource}.list.${key}`, options);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      component="nav"
      aria-label={text('pagination')}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid={`${resource}-showing`}>
        {text('showing', { from, to, total })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ChevronRightIcon />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {text('previous')}
        </Button>
        <Typography variant="body2" data-testid={`${resource}-page-of`}>
          {text('page_of', { page, pages })}
        </Typography>
        <Button endIcon={<ChevronLeftIcon />} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {text('next')}
        </Button>
      </Stack>
    </Stack>
  );
}
