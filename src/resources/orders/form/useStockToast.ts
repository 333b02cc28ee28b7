import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { STOCK_TOAST_MS, type StockShortage } from '../../../domain/orders/rules';
import { formatNumber } from '../../../i18n/format';

/** The 8 s stock toast: one line per product with the amount asked for and the amount in stock. */
export function useStockToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (shortages: readonly StockShortage[]) => {
      const lines = shortages.map((shortage) =>
        translate('bakery.orders.form.stock_toast_line', {
          name: shortage.name,
          requested: formatNumber(shortage.requested),
          available: formatNumber(shortage.available),
        }),
      );
      const text = [translate('bakery.orders.form.stock_toast_title'), ...lines].join('\n');
      notify(text, { type: 'error', autoHideDuration: STOCK_TOAST_MS, multiLine: true, messageArgs: { _: text } });
    },
    [notify, translate],
  );
}
