import { TablePagination, type LabelDisplayedRowsArgs } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The page sizes offered for the shops of the payments report (the server takes up to 100). */
export const SHOPS_PER_PAGE_CHOICES = [10, 25, 50, 100];

export interface PaymentsShopsPagerProps {
  /** From 1, as the server counts. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/**
 * The pager under the payments report's shop balances: MUI's TablePagination (as react-admin's lists
 * use) with the Arabic lines, and the first/last buttons since a big bakery has hundreds of shops.
 */
export function PaymentsShopsPager({ page, perPage, total, onPage, onPerPage }: PaymentsShopsPagerProps) {
  const translate = useTranslate();
  const showing = ({ from, to, count }: LabelDisplayedRowsArgs) => (
    <span data-testid="shops-showing">{translate('bakery.reports.shops_pager.showing', { from, to, total: count })}</span>
  );
  if (!total) return null;
  return (
    <TablePagination
      component="nav"
      aria-label={translate('bakery.reports.shops_pager.label')}
      data-testid="shops-pager"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={SHOPS_PER_PAGE_CHOICES}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('bakery.reports.shops_pager.per_page')}
      labelDisplayedRows={showing}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
