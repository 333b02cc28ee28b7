import { Stack, Typography, type LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';

/**
 * The page sizes are the spec's (ten shops, twelve products, ten orders a page), so no list offers a
 * choice: the same empty choice everywhere.
 */
const ROWS_PER_PAGE_CHOICES: number[] = [];

/**
 * The one pager of every list: react-admin's <Pagination> with the Arabic lines 'عرض x إلى y من أصل n'
 * and 'الصفحة n من m' ('<resource>-showing' and '<resource>-page-of' for tests). Nothing while loading,
 * failed or empty: the list shows its own state there.
 */
export function ListPager({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { page, perPage, total, isPending, error } = useListContext();
  if (isPending || error || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const showing = ({ from, to, count }: LabelDisplayedRowsArgs) => (
    <span data-testid={`${resource}-showing`}>
      {translate('bakery.common.list.showing', { from, to, total: count === -1 ? to : count })}
    </span>
  );
  // TablePagination takes these; react-admin's props type leaves them out but passes them on. The phone's
  // previous / next arrows get the same Arabic names as the desktop's.
  const labels = {
    labelDisplayedRows: showing,
    getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`),
  } as PaginationProps;

  return (
    <Stack
      component="nav"
      aria-label={translate('bakery.common.list.pagination')}
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mt: 1, px: 1 }}
      data-testid="list-pager"
    >
      <Typography variant="body2" color="text.secondary" data-testid={`${resource}-page-of`}>
        {translate('bakery.common.list.page_of', { page, pages })}
      </Typography>
      <Pagination rowsPerPageOptions={ROWS_PER_PAGE_CHOICES} {...labels} />
    </Stack>
  );
}
