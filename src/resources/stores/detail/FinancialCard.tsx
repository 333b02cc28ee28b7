import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatMoney } from '../../../i18n/format';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { creditLimitOf, numberOrNull, type StoreRecord } from './storeRecord';
import { useStoreRights } from '../useStoreRights';

export function FinancialCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  const method = record.payment_method || 'cash';
  const limit = creditLimitOf(record);
  // A distributor gets no credit limit or balance from the server: no row rather than an empty one.
  const { seesMoney } = useStoreRights();
  return (
    <SectionCard title="bakery.stores.show.financial_info" icon={<AccountBalanceWalletIcon />} data-testid="store-financial-info">
      <InfoRow label={translate('resources.stores.fields.payment_method')}>
        {translate(enumLabelKey('store_payment_method', method), { _: method })}
      </InfoRow>
      {seesMoney ? (
        <>
          <InfoRow label={translate('bakery.stores.show.credit_limit')}>
            {limit === null ? translate('bakery.stores.show.no_limit') : formatMoney(limit)}
          </InfoRow>
          <InfoRow label={translate('bakery.stores.show.current_balance')}>
            <span data-testid="store-balance">{formatMoney(numberOrNull(record.current_balance_eur) ?? 0)}</span>
          </InfoRow>
          <InfoRow label={translate('bakery.stores.show.open_orders_eur')}>
            <span data-testid="store-open-orders">{formatMoney(numberOrNull(record.open_orders_eur) ?? 0)}</span>
          </InfoRow>
        </>
      ) : null}
    </SectionCard>
  );
}
