import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListBase, Loading, useCanAccess, useListContext, useTranslate } from 'react-admin';
import type { InvoiceRecord } from '../../domain/invoices/records';
import { ListPager } from '../../ui/ListPager';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceStatusTabs } from './InvoiceStatusTabs';
import { InvoiceTable } from './InvoiceTable';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import '../../i18n/ar/invoices';

const PER_PAGE = 50;

/** The rows the filters chose, or what stands in their place while loading or after a failure. */
function InvoiceRows() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<InvoiceRecord>();
  if (isPending) return <Loading />;
  if (error) return <p role="alert">{translate('bakery.invoices.load_failed')}</p>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <InvoiceTable rows={data ?? []} />
    </Box>
  );
}

/**
 * /invoices: newest first, filtered by shop, days of issue and status (kept in the address like every
 * list's filters); the admin and the accountant issue one.
 */
export default function InvoicesPage() {
  const translate = useTranslate();
  const [issuing, setIssuing] = useState(false);
  const { canAccess: mayIssue } = useCanAccess({ resource: 'invoices', action: 'create' });
  return (
    <ListBase resource="invoices" perPage={PER_PAGE} sort={{ field: 'issue_date', order: 'DESC' }}>
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('bakery.invoices.title')}
          </Typography>
          {mayIssue && (
            <Button variant="contained" onClick={() => setIssuing(true)}>
              {translate('bakery.invoices.issue')}
            </Button>
          )}
        </Box>
        <InvoiceFilters />
        <InvoiceStatusTabs />
        <InvoiceRows />
        <ListPager resource="invoices" />
        <IssueInvoiceDialog open={issuing} onClose={() => setIssuing(false)} />
      </Box>
    </ListBase>
  );
}
