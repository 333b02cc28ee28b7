import { Stack, Typography } from '@mui/material';
import { SelectInput, useCanAccess, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/enums';
import { statusChoices } from '../../../domain/orders/rules';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { FormSection } from '../../../ui/FormSection';
import { EnumChip } from '../../../ui/EnumChip';

/**
 * The status select offers the order's own status and the moves allowed from it only; the payment
 * status is shown, not chosen: it follows the payments recorded. A role without orders:status (cashier,
 * accountant) sees the status, not a select the server would refuse.
 */
export function OrderStatusCard({ status, paymentStatus }: { status: OrderStatus; paymentStatus: string }) {
  const translate = useTranslate();
  const { canAccess: movesStatus = false } = useCanAccess({ resource: 'orders', action: 'status' });
  const choices = statusChoices(status).map((id) => ({ id, name: enumLabelKey('order_status', id) }));
  return (
    <FormSection title="bakery.orders.edit.status.title" testId="order-status-card">
      {movesStatus ? (
        <SelectInput source="status" label="resources.orders.fields.status" choices={choices} isRequired fullWidth />
      ) : (
        <Stack spacing={0.5} data-testid="order-status-readonly">
          <Typography variant="body2" color="text.secondary">
            {translate('resources.orders.fields.status')}
          </Typography>
          <div>
            <EnumChip enumName="order_status" value={status} />
          </div>
        </Stack>
      )}
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.orders.fields.payment_status')}
        </Typography>
        <div>
          <EnumChip enumName="payment_status" value={paymentStatus} />
        </div>
        <Typography variant="caption" color="text.secondary">
          {translate('bakery.orders.edit.status.payment_hint')}
        </Typography>
      </Stack>
    </FormSection>
  );
}
