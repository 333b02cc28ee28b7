import { Stack, Typography } from '@mui/material';
import type { LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, useListPaginationContext, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pager with the spec's lines: 'showing x to y of total' and 'page n of m'. Ten shops a
 * page, so no page-size choice.
 */
export function StorePagination() {
  const translate = useTranslate();
  const { page, perPage, total, isPending } = useListPaginationContext();
  const pages = total ? Math.ceil(total / perPage) : 0;
  const showing = ({ from, to, count }: LabelDisplayedRowsArgs) =>
    translate('bakery.stores.list.showing', { from, to, total: count === -1 ? to : count });
  // TablePagination accepts labelDisplayedRows; react-admin's props type leaves it out but passes it on.
  const labels = { labelDisplayedRows: showing } as PaginationProps;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2 }}>
      {!isPending && pages > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="stores-page-of">
          {translate('bakery.stores.list.page_of', { page, pages })}
        </Typography>
      ) : (
        <span />
      )}
      <Pagination rowsPerPageOptions={[]} {...labels} />
    </Stack>
  );
}
