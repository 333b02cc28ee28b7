import { useTranslate } from 'react-admin';
import { formatEnterpriseNumber, invoiceLanguageOf } from '../../../domain/invoices/rules';
import { InfoRow } from '../../../ui/InfoRow';
import type { StoreRecord } from './storeRecord';

const TEXTS = 'bakery.stores.invoicing_fields';

/**
 * Issue 29: the shop's invoicing fields as its invoices use them: the numbers as the register writes
 * them, the language chosen or the one its postcode gives (said so), and the rhythm.
 */
export function StoreInvoicingDetails({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  const notSet = translate(`${TEXTS}.not_set`);
  const language = invoiceLanguageOf({ invoice_language: record.invoice_language ?? null, address: record.address ?? null });
  const languageName = language ? translate(`${TEXTS}.languages.${language}`) : notSet;
  const rhythm = record.invoice_rhythm;
  return (
    <div data-testid="store-invoicing-details">
      <InfoRow label={translate(`${TEXTS}.enterprise_number`)} ltr={!!record.enterprise_number}>
        <span data-testid="store-enterprise-number">{record.enterprise_number ? formatEnterpriseNumber(record.enterprise_number) : notSet}</span>
      </InfoRow>
      <InfoRow label={translate(`${TEXTS}.vat_number`)} ltr={!!record.vat_number}>
        {record.vat_number || notSet}
      </InfoRow>
      <InfoRow label={translate(`${TEXTS}.invoice_language`)}>
        {language && !record.invoice_language ? translate(`${TEXTS}.from_postcode`, { language: languageName }) : languageName}
      </InfoRow>
      <InfoRow label={translate(`${TEXTS}.invoice_rhythm`)}>{rhythm ? translate(`${TEXTS}.rhythms.${rhythm}`, { _: rhythm }) : notSet}</InfoRow>
    </div>
  );
}
