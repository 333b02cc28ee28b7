import type { Translate } from '../../../i18n/format';
import { formatNumber } from '../../../i18n/format';

/** 'المخزون: 40' or 'المخزون: غير محدود' (unlimited stock is null). */
export function stockText(stock: number | null | undefined, translate: Translate): string {
  return stock === null || stock === undefined
    ? translate('bakery.orders.form.stock_unlimited')
    : translate('bakery.orders.form.stock', { count: formatNumber(stock) });
}
