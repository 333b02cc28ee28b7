import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { invoicingGaps } from '../../../domain/invoices/rules';
import { formatMoney } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { StoreCreditNoteRows } from './StoreCreditNoteRows';
import { StoreInvoiceRows } from './StoreInvoiceRows';
import { StoreInvoicingDetails } from './StoreInvoicingDetails';
import { numberOrNull, type StoreRecord } from './storeRecord';

/**
 * Issue 29 on the shop's page: what the shop owes (its kept balance, which invoices, payments and credit
 * notes move), what it lacks to be invoiced, and its invoices and credit notes in two tabs.
 */
export function StoreInvoicesCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'invoices' | 'credit_notes'>('invoices');
  const gaps = invoicingGaps({
    enterprise_number: record.enterprise_number ?? null,
    invoice_language: record.invoice_language ?? null,
    address: record.address ?? null,
  });
  return (
    <SectionCard title="bakery.stores.invoicing.title" icon={<ReceiptLongIcon />} data-testid="store-invoices">
      <InfoRow label={translate('bakery.stores.invoicing.balance')}>
        <span data-testid="store-invoices-balance">{formatMoney(numberOrNull(record.current_balance_eur) ?? 0)}</span>
      </InfoRow>
      <StoreInvoicingDetails record={record} />
      {gaps.length > 0 && (
        <Alert severity="warning" sx={{ my: 1 }} data-testid="store-invoicing-gaps">
          {translate('bakery.stores.invoicing.missing', {
            fields: gaps.map((gap) => translate(`bakery.stores.invoicing.gap.${gap}`)).join('، '),
          })}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_event, value: 'invoices' | 'credit_notes') => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="invoices" label={translate('bakery.stores.invoicing.invoices_tab')} />
        <Tab value="credit_notes" label={translate('bakery.stores.invoicing.credit_notes_tab')} />
      </Tabs>
      {tab === 'invoices' ? <StoreInvoiceRows storeId={record.id} /> : <StoreCreditNoteRows storeId={record.id} />}
    </SectionCard>
  );
}
