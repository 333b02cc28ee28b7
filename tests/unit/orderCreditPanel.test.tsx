import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreCredit } from '../../src/domain/orders/credit';
import type { OrderDetail } from '../../src/domain/orders/types';
import { formatMoney as shownMoney } from '../../src/i18n/format';
import { EditCreditPanel } from '../../src/resources/orders/edit/EditCreditPanel';
import { OrderCreditPanel } from '../../src/resources/orders/form/OrderCreditPanel';
import { renderAdmin } from './renderAdmin';

vi.setConfig({ testTimeout: 30_000 });

// Issue 25: the order forms show the shop's balance and credit before saving, warn when the order would
// go over, show the server's refusal, and offer the reason field only to whoever may override.

const credit = (over: Partial<StoreCredit> = {}): StoreCredit => ({
  store_id: 7,
  payment_terms: 'credit_30',
  credit_limit_eur: 100,
  current_balance_eur: 40,
  open_orders_eur: 25,
  remaining_eur: 35,
  may_override: false,
  ...over,
});

function renderPanel(reply: StoreCredit, panel: React.ReactNode, defaults: object = {}) {
  const storeCredit = vi.fn(async () => reply);
  renderAdmin({ overrides: { storeCredit }, fallback: <Form defaultValues={defaults}>{panel}</Form> });
  return storeCredit;
}

afterEach(() => cleanup());

// As the text reads on screen: Testing Library folds the no-break space of the amounts into a space.
const formatMoney = (amount: number) => shownMoney(amount).replace(/\s+/g, ' ');

describe('the credit panel beside the total', () => {
  it("shows the shop's balance, open orders, limit and what the order would leave", async () => {
    const asked = renderPanel(credit(), <OrderCreditPanel storeId={7} addedEur={20} refusal={null} />);
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent(formatMoney(40));
    expect(screen.getByTestId('credit-open')).toHaveTextContent(formatMoney(25));
    expect(screen.getByTestId('credit-limit')).toHaveTextContent(formatMoney(100));
    expect(screen.getByTestId('credit-remaining')).toHaveTextContent(formatMoney(35));
    expect(screen.getByTestId('credit-after')).toHaveTextContent(formatMoney(15));
    expect(screen.queryByTestId('credit-warning')).toBeNull();
    expect(asked).toHaveBeenCalledWith(7);
  });

  it('warns before saving when the order goes over, without a reason field for a cashier', async () => {
    renderPanel(credit(), <OrderCreditPanel storeId={7} addedEur={50} refusal={null} />);
    expect(await screen.findByTestId('credit-warning')).toHaveTextContent(`يتجاوز هذا الطلب حد الائتمان بمبلغ ${formatMoney(15)}`);
    expect(screen.queryByLabelText('سبب تجاوز حد الائتمان')).toBeNull();
  });

  it("shows the server's refusal and the reason field to a manager", async () => {
    const refusal = 'يتجاوز هذا الطلب حد الائتمان للمتجر (100.00 €) بمبلغ 15.00 €';
    renderPanel(credit({ may_override: true }), <OrderCreditPanel storeId={7} addedEur={50} refusal={refusal} />);
    expect(await screen.findByTestId('credit-refusal')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('سبب تجاوز حد الائتمان')).toBeInTheDocument();
  });

  it('says so when the shop pays cash or has no limit, and asks nothing without a shop', async () => {
    renderPanel(credit({ payment_terms: 'cash', remaining_eur: null }), <OrderCreditPanel storeId={7} addedEur={500} refusal={null} />);
    expect(await screen.findByTestId('credit-unchecked')).toHaveTextContent('الدفع نقداً عند التسليم، بلا ائتمان');
    expect(screen.queryByTestId('credit-warning')).toBeNull();
    cleanup();
    renderPanel(credit({ credit_limit_eur: null, remaining_eur: null }), <OrderCreditPanel storeId={7} addedEur={500} refusal={null} />);
    expect(await screen.findByTestId('credit-unchecked')).toHaveTextContent('بلا حد');
    cleanup();
    const asked = renderPanel(credit(), <OrderCreditPanel storeId={null} addedEur={5} refusal={null} />);
    expect(screen.queryByTestId('order-credit')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe("the edit form's credit panel", () => {
  const order = { id: 3, store_id: 7, final_amount_eur: 30, paid_amount_eur: 10, exchange_rate: 15000 } as unknown as OrderDetail;
  const line = (quantity: number) => ({ id: 1, product_id: 2, quantity, unit_price_eur: 10, discount_amount: 0, gift_quantity: 0 });

  it('counts only what the edit adds to the total', async () => {
    renderPanel(credit(), <EditCreditPanel order={order} exchangeRate={15000} refusal={null} />, { store_id: 7, items: [line(5)] });
    // 50 instead of 30: 20 more, of the 35 left.
    expect(await screen.findByTestId('credit-after')).toHaveTextContent(formatMoney(15));
  });

  it('counts all that is unpaid when the order moves to another shop', async () => {
    renderPanel(credit({ store_id: 9 }), <EditCreditPanel order={order} exchangeRate={15000} refusal={null} />, { store_id: 9, items: [line(3)] });
    // 30 on the new shop, 10 of it paid: 20 more for that shop.
    expect(await screen.findByTestId('credit-after')).toHaveTextContent(formatMoney(15));
  });
});
