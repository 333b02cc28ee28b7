import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { sypAfterEurChange } from '../../../domain/pricing/rules';
import type { Product } from '../../../domain/products/rules';
import { useSettings } from '../../../ui/settings/useSettings';
import { toNumber } from './productFormRules';

/**
 * Issue 30's SYP rule on the edit form (sypAfterEurChange, as bulk changes apply it): a new EUR price typed
 * while the SYP field is left alone moves the SYP field with it, from the record's prices, so the user sees
 * and saves the two together. A SYP price the user types is theirs and is left as typed. Renders nothing.
 */
export function SypFollowsEur() {
  const record = useRecordContext<Product>();
  const { settings } = useSettings();
  const { control, getFieldState, setValue } = useFormContext();
  const eur = useWatch({ control, name: 'price_eur' }) as number | string | null | undefined;
  const rate = Number(settings.exchangeRate);
  useEffect(() => {
    if (!record || getFieldState('price_syp').isDirty) return;
    const next = toNumber(eur);
    if (next === null || !(next > 0)) return;
    const syp = next === record.price_eur ? record.price_syp : sypAfterEurChange(record.price_syp, record.price_eur, next, rate > 0 ? rate : 0);
    setValue('price_syp', syp);
  }, [eur, rate, record, getFieldState, setValue]);
  return null;
}
