import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, type ValidateForm } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePayment, type PaymentValues } from '../../src/resources/orders/show/paymentRules';
import { DateInput } from '../../src/ui/DateInput';
import { bakeryDate } from '../../src/domain/dates';
import { addDays } from '../../src/domain/schedule';
import { dateField, shownDate, typeDate } from './dateField';
import { fakeDataProvider, renderOrders } from './orderHarness';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

vi.setConfig({ testTimeout: 30_000 });

const PAYMENT_DATE = /^تاريخ الدفع/;

/** The payment dialog's date in a react-admin form with the dialog's own rules. */
function renderPaymentDate(paymentDate: string | null) {
  const submit = vi.fn();
  // With a reason, so the days typed here may lie further back than the last 31 (the office's back-dating).
  const defaults: PaymentValues = { amount: 5, method: 'cash', payment_date: paymentDate, reference: '', notes: '', backdate_reason: 'شيك متأخر' };
  const validate = ((values: PaymentValues) => validatePayment(values, 10, '10 €')) as unknown as ValidateForm;
  renderAdmin({
    fallback: (
      <Form defaultValues={defaults} validate={validate} onSubmit={submit} noValidate>
        <DateInput source="payment_date" label="bakery.orders.payment.date" />
        <button type="submit">حفظ</button>
      </Form>
    ),
  });
  return submit;
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A new order with its shop and a line of bread chosen: only its delivery date is left to type. */
async function newOrderWithBread() {
  const provider = fakeDataProvider();
  renderOrders(provider, { path: '/orders/create' });
  await screen.findByTestId('order-create');
  const storeBox = screen.getByRole('combobox', { name: /^المتجر/ });
  fireEvent.focus(storeBox);
  fireEvent.change(storeBox, { target: { value: 'سوبر' } });
  fireEvent.click(await screen.findByRole('option', { name: 'سوبرماركت الوسط' }));
  const firstProduct = within(screen.getByTestId('order-line-0')).getByRole('combobox', { name: /^المنتج 1/ });
  fireEvent.focus(firstProduct);
  fireEvent.change(firstProduct, { target: { value: 'خبز' } });
  fireEvent.click(await screen.findByRole('option', { name: /خبز عربي/ }));
  return provider;
}

describe('DateInput (src/ui): DD/MM/YYYY on screen, YYYY-MM-DD in the form', () => {
  it('shows a stored day as DD/MM/YYYY with Latin digits', async () => {
    renderPaymentDate('2026-03-07');
    await screen.findByRole('group', { name: PAYMENT_DATE });
    expect(shownDate(PAYMENT_DATE)).toBe('07/03/2026');
    // The calendar's own texts are Arabic, its digits Latin.
    expect(screen.getByRole('button', { name: 'اختر التاريخ، التاريخ المحدد 7 مارس 2026' })).toBeInTheDocument();
  });

  it('saves a day typed as DD/MM/YYYY as YYYY-MM-DD', async () => {
    const submit = renderPaymentDate('2026-03-07');
    await screen.findByRole('group', { name: PAYMENT_DATE });
    typeDate(PAYMENT_DATE, '15/06/2025');
    expect(shownDate(PAYMENT_DATE)).toBe('15/06/2025');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toMatchObject({ payment_date: '2025-06-15' });
  });

  it('refuses a day that does not exist with the Arabic message, and saves nothing', async () => {
    const submit = renderPaymentDate(null);
    await screen.findByRole('group', { name: PAYMENT_DATE });
    typeDate(PAYMENT_DATE, '31/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('التاريخ غير صحيح')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: PAYMENT_DATE })).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a day typed half-way rather than saving no delivery date', async () => {
    const provider = await newOrderWithBread();
    typeDate(/^تاريخ التسليم المطلوب/, '1506');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب' }));
    const field = screen.getByRole('group', { name: /^تاريخ التسليم المطلوب/ }).parentElement!;
    expect(await within(field).findByText('التاريخ غير صحيح')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('shows Arabic placeholders in an empty field, not DD/MM/YYYY', async () => {
    renderPaymentDate(null);
    await screen.findByRole('group', { name: PAYMENT_DATE });
    expect(shownDate(PAYMENT_DATE).replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe('يوم/شهر/سنة');
  });

  it('puts the cursor on the day whichever section a click lands on, so typing gives the whole date', async () => {
    const submit = renderPaymentDate(null);
    await screen.findByRole('group', { name: PAYMENT_DATE });
    // The year is where a click at the right edge of the right-to-left form lands.
    const year = within(dateField(PAYMENT_DATE)).getAllByRole('spinbutton')[2]!;
    fireEvent.mouseDown(year, { button: 0 });
    fireEvent.click(year);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', 'اليوم'));
    for (const digit of '15062025') fireEvent.input(document.activeElement!, { target: { textContent: digit } });
    expect(shownDate(PAYMENT_DATE)).toBe('15/06/2025');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toMatchObject({ payment_date: '2025-06-15' });
  });

  it("refuses a new order's delivery date in the past beside the field, and creates nothing", async () => {
    const provider = await newOrderWithBread();
    const yesterday = addDays(bakeryDate(), -1);
    typeDate(/^تاريخ التسليم المطلوب/, yesterday.split('-').reverse().join(''));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب' }));
    const field = screen.getByRole('group', { name: /^تاريخ التسليم المطلوب/ }).parentElement!;
    expect(await within(field).findByText('تاريخ التسليم لا يمكن أن يسبق تاريخ الطلب')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });
});
