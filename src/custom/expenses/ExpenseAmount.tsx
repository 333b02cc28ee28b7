import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExpenseRecord } from '../../domain/vehicles/expenseRecords';
import { formatMoney, formatSyp } from '../../i18n/format';

/** The amount in the currency it was paid in; an amount in SYP also shows its EUR value at that day's rate. */
export function ExpenseAmount({ record }: { record: Pick<ExpenseRecord, 'amount' | 'currency' | 'amount_eur'> }) {
  const translate = useTranslate();
  if (record.currency !== 'SYP') return <span data-testid="expense-amount">{formatMoney(record.amount)}</span>;
  return (
    <Stack component="span" data-testid="expense-amount">
      <span>{formatSyp(record.amount)}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {translate('bakery.expenses.amount_in_eur', { amount: formatMoney(record.amount_eur) })}
      </Typography>
    </Stack>
  );
}
