import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { creditExcess, remainingCredit } from '../../../domain/orders/credit';
import { fromCents, toCents } from '../../../domain/orders/rules';
import { formatMoney } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={600} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * Beside the order's total (issue 25): the shop's balance, its open orders and the credit left before
 * and after this order, read from the server's kept figures before saving. The server's refusal is shown
 * here too, and an admin or manager gives the reason that lets the order above the limit be saved.
 * `addedEur` is what saving would add to what the shop owes (the new total, or an edit's increase).
 */
export function OrderCreditPanel({ storeId, addedEur, refusal }: { storeId: number | null; addedEur: number; refusal: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data: credit, isError } = useQuery({
    queryKey: ['stores', storeId, 'credit'],
    queryFn: () => dataProvider.storeCredit(storeId!),
    enabled: storeId !== null,
  });
  if (storeId === null) return null;
  if (isError) return <Typography variant="body2" color="text.secondary">{translate('bakery.orders.credit.unavailable')}</Typography>;
  if (!credit) return null;
  const remaining = remainingCredit(credit);
  const over = creditExcess(credit, addedEur);
  const checked = remaining !== null;
  return (
    <Stack spacing={1} data-testid="order-credit">
      <Divider />
      <Typography variant="subtitle2">{translate('bakery.orders.credit.title')}</Typography>
      <Row label={translate('bakery.orders.credit.balance')} testId="credit-balance">
        {formatMoney(credit.current_balance_eur)}
      </Row>
      <Row label={translate('bakery.orders.credit.open_orders')} testId="credit-open">
        {formatMoney(credit.open_orders_eur)}
      </Row>
      {checked ? (
        <>
          <Row label={translate('bakery.orders.credit.limit')} testId="credit-limit">
            {formatMoney(credit.credit_limit_eur ?? 0)}
          </Row>
          <Row label={translate('bakery.orders.credit.remaining')} testId="credit-remaining">
            {formatMoney(remaining)}
          </Row>
          <Row label={translate('bakery.orders.credit.after')} testId="credit-after">
            {formatMoney(fromCents(toCents(remaining) - toCents(Math.max(0, addedEur))))}
          </Row>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="credit-unchecked">
          {translate(credit.payment_terms === 'cash' ? 'bakery.orders.credit.cash_terms' : 'bakery.orders.credit.no_limit')}
        </Typography>
      )}
      {refusal ? (
        <Alert severity="error" data-testid="credit-refusal">
          {refusal}
        </Alert>
      ) : over > 0 ? (
        <Alert severity="warning" data-testid="credit-warning">
          {translate('bakery.orders.credit.over', { amount: formatMoney(over) })}
        </Alert>
      ) : null}
      {credit.may_override && (over > 0 || refusal) ? (
        <TextInput
          source="credit_override_reason"
          label="bakery.orders.credit.reason"
          helperText="bakery.orders.credit.reason_help"
          multiline
          fullWidth
        />
      ) : null}
    </Stack>
  );
}
