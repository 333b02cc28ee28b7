import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { INVOICE_STATUSES } from '../../domain/invoices/rules';
import type { InvoiceRecord } from '../../domain/invoices/records';
import { InvoiceTable } from './InvoiceTable';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import '../../i18n/ar/invoices';

/** /invoices: the invoices by status (tabs), newest first; the admin and the accountant issue one. */
export default function InvoicesPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  const [status, setStatus] = useState<string>('all');
  const [issuing, setIssuing] = useState(false);
  const { canAccess: mayIssue } = useCanAccess({ resource: 'invoices', action: 'create' });
  const { data, isPending, error } = useGetList<InvoiceRecord>('invoices', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'issue_date', order: 'DESC' },
    filter: status === 'all' ? {} : { status },
  });
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {mayIssue && (
          <Button variant="contained" onClick={() => setIssuing(true)}>
            {t('issue')}
          </Button>
        )}
      </Box>
      <Tabs value={status} onChange={(_event, value: string) => setStatus(value)} variant="scrollable">
        <Tab value="all" label={t('all')} />
        {INVOICE_STATUSES.map((value) => (
          <Tab key={value} value={value} label={t(`status.${value}`)} />
        ))}
      </Tabs>
      {isPending ? <Loading /> : error ? <p role="alert">{t('load_failed')}</p> : <InvoiceTable rows={data ?? []} />}
      <IssueInvoiceDialog open={issuing} onClose={() => setIssuing(false)} />
    </Box>
  );
}
