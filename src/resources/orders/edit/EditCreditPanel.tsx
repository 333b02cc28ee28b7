import { useWatch } from 'react-hook-form';
import type { OrderDetail } from '../../../domain/orders/types';
import { fromCents, orderTotals, toCents } from '../../../domain/orders/rules';
import { FormSection } from '../../../ui/FormSection';
import { OrderCreditPanel } from '../form/OrderCreditPanel';
import type { EditLine } from './editRules';

/**
 * The edit form's credit panel (issue 25): what the edit adds to what the shop owes, as the server counts
 * it: the raise of the total, or, moved to another shop, all that is still unpaid on it.
 */
export function EditCreditPanel({ order, exchangeRate, refusal }: { order: OrderDetail; exchangeRate: number; refusal: string | null }) {
  const items = (useWatch({ name: 'items' }) ?? []) as EditLine[];
  const storeId = Number(useWatch({ name: 'store_id' }) ?? order.store_id) || null;
  const lines = items
    .map((line) => ({
      quantity: Number(line.quantity),
      unit_price_eur: Number(line.unit_price_eur),
      discount_amount: Number(line.discount_amount) || 0,
    }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const total = toCents(orderTotals(lines, exchangeRate).final_amount_eur);
  const base = storeId === order.store_id ? toCents(Number(order.final_amount_eur)) : toCents(Number(order.paid_amount_eur));
  return (
    <FormSection title="bakery.orders.credit.title" testId="order-edit-credit">
      <OrderCreditPanel storeId={storeId} addedEur={fromCents(total - base)} refusal={refusal} />
    </FormSection>
  );
}
