import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReturnDialog } from '../../src/ui/ReturnDialog';
import { renderAdmin } from './renderAdmin';

// Issue 29: the distributor's returns step. What the phone says before anything is sent (a quantity above
// what was delivered, nothing to return), and what it sends: one return per order, only the lines typed.

afterEach(cleanup);

const ORDERS = [
  { id: 7, order_number: 'ORD-2026-000007', items: [{ product_id: 1, product_name: 'خبز عربي', quantity: 10 }, { product_id: 2, product_name: 'كرواسون', quantity: 4 }] },
  { id: 8, order_number: 'ORD-2026-000008', items: [{ product_id: 1, product_name: 'خبز عربي', quantity: 3 }] },
];

function open(createReturn = vi.fn(async () => ({}) as never)) {
  const onClose = vi.fn();
  const view = renderAdmin({
    role: 'distributor',
    overrides: { createReturn },
    routes: { '/': <ReturnDialog afterDelivery storeName="سوبرماركت الشام" orders={ORDERS} onClose={onClose} /> },
  });
  return { ...view, createReturn, onClose };
}

describe('the returns step', () => {
  it('refuses a quantity above the delivered one and an empty return, sending nothing', async () => {
    const { createReturn, onClose } = open();
    const dialog = await screen.findByTestId('return-dialog');
    const quantities = within(dialog).getAllByTestId('return-quantity');
    fireEvent.click(within(dialog).getByTestId('return-submit'));
    expect(await within(dialog).findByText('أدخل كمية مرتجعة لمنتج واحد على الأقل، أو اختر «لا مرتجعات»')).toBeInTheDocument();
    fireEvent.change(quantities[1]!, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByTestId('return-submit'));
    expect(await within(dialog).findByText('الكمية يجب أن تكون عدداً صحيحاً بين 0 و4')).toBeInTheDocument();
    expect(createReturn).not.toHaveBeenCalled();
    // "No returns" closes the step.
    fireEvent.click(within(dialog).getByTestId('return-skip'));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends one return per order with only the lines typed, then closes', async () => {
    const { createReturn, onClose } = open();
    const dialog = await screen.findByTestId('return-dialog');
    const quantities = within(dialog).getAllByTestId('return-quantity');
    fireEvent.change(quantities[0]!, { target: { value: '3' } });
    fireEvent.change(quantities[2]!, { target: { value: '1' } });
    fireEvent.mouseDown(within(dialog).getAllByTestId('return-reason')[2]!);
    fireEvent.click(await screen.findByRole('option', { name: 'منتج خاطئ' }));
    fireEvent.click(within(dialog).getByTestId('return-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createReturn.mock.calls).toEqual([
      [{ order_id: 7, note: null, lines: [{ product_id: 1, quantity: 3, reason: 'unsold' }] }],
      [{ order_id: 8, note: null, lines: [{ product_id: 1, quantity: 1, reason: 'wrong_item' }] }],
    ]);
  });
});
