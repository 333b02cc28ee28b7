import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../../i18n/format';
import { AmountInput } from '../../../ui/AmountInput';
import { enteredPrice } from './vehicleFormValues';

/**
 * The purchase price in the currency chosen beside it. A price kept in Syrian pounds also shows the euro
 * value it was saved at (the figures and reports count in euro), as long as it is the one shown.
 */
export function PriceInput() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [amount, currency] = useWatch({ name: ['purchase_price', 'purchase_currency'] }) as [unknown, unknown];
  const stored = enteredPrice(record);
  const savedInSyp =
    record?.purchase_currency === 'SYP' &&
    currency === 'SYP' &&
    stored != null &&
    Number(stored) === Number(amount) &&
    record.purchase_price_eur != null;
  const hint = savedInSyp
    ? translate('bakery.vehicle_form.price_in_eur', { amount: formatMoney(record.purchase_price_eur as number) })
    : translate('bakery.vehicle_form.price_hint');
  return <AmountInput source="purchase_price" helperText={hint} />;
}
