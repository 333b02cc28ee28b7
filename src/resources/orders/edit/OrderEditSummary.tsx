import { Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { orderTotals } from '../../../domain/orders/rules';
import { formatMoney, formatNumber, formatSyp } from '../../../i18n/format';
import { FormSection } from '../../../ui/FormSection';
import type { EditLine } from './editRules';

function Row({
  label,
  children,
  testId,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={strong ? 700 : 500} data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The order's figures as the lines stand now, computed as the server will (src/domain/orders.ts). */
export function OrderEditSummary({ exchangeRate }: { exchangeRate: number }) {
  const translate = useTranslate();
  const items = (useWatch({ name: 'items' }) ?? []) as EditLine[];
  const lines = items
    .map((line) => ({
      quantity: Number(line.quantity),
      unit_price_eur: Number(line.unit_price_eur),
      discount_amount: Number(line.discount_amount) || 0,
      gift_quantity: Number(line.gift_quantity) || 0,
    }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const totals = orderTotals(lines, exchangeRate);
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const gifts = lines.reduce((sum, line) => sum + line.gift_quantity, 0);
  return (
    <FormSection title="bakery.orders.edit.summary.title" testId="order-edit-summary">
      <Stack spacing={1}>
        <Row label={translate('bakery.orders.edit.summary.items')} testId="edit-summary-items">
          {formatNumber(items.length)}
        </Row>
        <Row label={translate('bakery.orders.edit.summary.quantity')} testId="edit-summary-quantity">
          {formatNumber(quantity)}
        </Row>
        {gifts ? <Row label={translate('bakery.orders.edit.summary.gifts')}>{formatNumber(gifts)}</Row> : null}
        <Divider />
        <Row label={translate('bakery.orders.edit.summary.subtotal')}>{formatMoney(totals.total_amount_eur)}</Row>
        <Row label={translate('bakery.orders.edit.summary.discount')}>{formatMoney(totals.discount_amount_eur)}</Row>
        <Row label={translate('bakery.orders.edit.summary.total_eur')} testId="edit-summary-total" strong>
          {formatMoney(totals.final_amount_eur)}
        </Row>
        <Row label={translate('bakery.orders.edit.summary.total_syp')} testId="edit-summary-total-syp">
          {formatSyp(totals.final_amount_syp)}
        </Row>
      </Stack>
    </FormSection>
  );
}
