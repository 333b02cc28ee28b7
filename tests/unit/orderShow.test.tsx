import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import { typeDate } from './dateField';
import type { OrderStatus, Role } from '../../src/domain/enums';
import { formatDateTime, formatMoney } from '../../src/i18n/format';
import { fakeDataProvider, orderDetail, renderOrders, type FakeProvider } from './orderHarness';
import { setWindowWidth } from './shellHarness';

vi.setConfig({ testTimeout: 20_000 });

const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');
const block = (testId: string) => screen.getByTestId(testId);

async function openShow(
  provider: FakeProvider = fakeDataProvider(),
  { role = 'manager' as Role, path = '/orders/7' } = {},
) {
  renderOrders(provider, { role, path });
  await screen.findByTestId('order-show');
  return provider;
}

const TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['delivered'],
  delivered: [],
  cancelled: [],
};
const withStatus = (status: OrderStatus) =>
  fakeDataProvider([], {}, orderDetail({ status, allowed_statuses: TRANSITIONS[status] }));
const statusButtons = () =>
  screen.queryByTestId('order-status-actions')
    ? within(block('order-status-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/orders/{id}: every block', () => {
  it('shows the figure cards, the order info and the lines', async () => {
    const provider = await openShow();
    expect(provider.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: '7' }));
    expect(screen.getByRole('heading', { level: 1, name: 'الطلب ORD-2026-0007' })).toBeInTheDocument();
    expect(block('order-card-status')).toHaveTextContent('مؤكد');
    expect(block('order-card-payment_status')).toHaveTextContent('مدفوع جزئياً');
    expect(block('order-card-total')).toHaveTextContent(money(13.5));
    expect(block('order-card-items')).toHaveTextContent('2');

    const info = block('order-info');
    for (const text of ['ORD-2026-0007', 'سوبرماركت الوسط', '04/05/2026', '06/05/2026', 'يورو (€)', 'مدير العمليات'])
      expect(info).toHaveTextContent(text);

    const [first, second] = within(block('order-items')).getAllByTestId('order-item');
    for (const text of ['خبز عربي', '3', 'قطعة', money(2.5), money(1), 'عميل دائم', money(6.5), 'مقطع'])
      expect(first).toHaveTextContent(text);
    expect(second).toHaveTextContent('كعك بالسمسم');
    expect(second).toHaveTextContent(money(7));
  });

  it('shows the totals in EUR and SYP, the notes and the instructions', async () => {
    await openShow();
    const totals = block('order-totals');
    expect(totals).toHaveTextContent(`المبلغ قبل الخصم${money(14.5)}`);
    expect(totals).toHaveTextContent(`إجمالي الخصم${money(1)}`);
    expect(within(totals).getByTestId('order-total-eur')).toHaveTextContent(money(13.5));
    expect(within(totals).getByTestId('order-total-syp')).toHaveTextContent('202,500');
    expect(within(totals).getByTestId('order-notes')).toHaveTextContent('التسليم قبل التاسعة');
    expect(within(totals).getByTestId('order-instructions')).toHaveTextContent('الباب الخلفي');
  });

  it('shows the shop, the distributor, the payments and when the order was created and changed', async () => {
    await openShow();
    const store = block('order-store');
    for (const text of [
      'سوبرماركت الوسط',
      '+32 470 11 22 33',
      'centre@example.be',
      'شارع الملك 12، بروكسل',
      'سمير الخوري',
    ])
      expect(store).toHaveTextContent(text);
    const distributor = block('order-distributor');
    for (const text of ['سامي الموزع', '+32 470 99 88 77', 'sami@bakery.be'])
      expect(distributor).toHaveTextContent(text);
    const payments = block('order-payments');
    expect(within(payments).getByTestId('order-paid')).toHaveTextContent(money(5));
    expect(within(payments).getByTestId('order-remaining')).toHaveTextContent(money(8.5));
    expect(within(payments).getByTestId('order-payment')).toHaveTextContent(`04/05/2026${money(5)}نقداًR-77`);
    expect(screen.getByTestId('order-created-at')).toHaveTextContent('04/05/2026 10:00');
    expect(screen.getByTestId('order-updated-at')).toHaveTextContent('04/05/2026 11:30');
  });

  it.each(['accountant', 'cashier'] as const)(
    "shows a delivered order's proof to the %s: who received it, when, where, who recorded it and the signature",
    async (role) => {
      const proof = {
        receiver_name: 'سارة المستلمة',
        signed_at: '2026-05-05T10:03:00Z',
        latitude: 50.8501,
        longitude: 4.3602,
        signature_url: '/api/uploads/signatures/0123abcd.png',
        recorded_by_name: 'سامي الموزع',
      };
      await openShow(fakeDataProvider([], {}, orderDetail({ status: 'delivered', allowed_statuses: [], delivery_proof: proof })), { role });
      const card = block('order-delivery-proof');
      expect(within(card).getByRole('heading', { name: 'إثبات التسليم' })).toBeInTheDocument();
      expect(within(card).getByTestId('proof-receiver')).toHaveTextContent('سارة المستلمة');
      expect(within(card).getByTestId('proof-time')).toHaveTextContent(formatDateTime(proof.signed_at));
      expect(within(card).getByTestId('proof-place')).toHaveAttribute('href', expect.stringContaining('mlat=50.8501&mlon=4.3602'));
      expect(card).toHaveTextContent('سجّله');
      expect(within(card).getByRole('img', { name: 'توقيع سارة المستلمة' })).toHaveAttribute('src', proof.signature_url);
    },
  );

  it('shows no proof card before the delivery', async () => {
    await openShow(fakeDataProvider([], {}, orderDetail({ delivery_proof: null })));
    expect(screen.queryByTestId('order-delivery-proof')).not.toBeInTheDocument();
  });

  it('says when no distributor is assigned and no payment recorded', async () => {
    await openShow(
      fakeDataProvider(
        [],
        {},
        orderDetail({ distributor: null, assigned_distributor_id: null, payments: [], paid_amount_eur: 0 }),
      ),
    );
    expect(block('order-distributor')).toHaveTextContent('لم يتم تعيين موزع');
    expect(block('order-payments')).toHaveTextContent('لم تُسجَّل أي دفعة بعد');
    expect(within(block('order-payments')).getByTestId('order-remaining')).toHaveTextContent(money(13.5));
  });

  it('links duplicate to the create form, edit while editable, and refresh reloads', async () => {
    const provider = await openShow();
    expect(await screen.findByRole('link', { name: 'نسخ الطلب' })).toHaveAttribute(
      'href',
      '/orders/create?duplicate=7',
    );
    expect(screen.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/orders/7/edit');
    fireEvent.click(screen.getByRole('button', { name: 'تحديث' }));
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledTimes(2));
  });

  it('offers no edit once the order is on its way', async () => {
    await openShow(withStatus('in_progress'));
    expect(screen.queryByRole('link', { name: 'تعديل' })).not.toBeInTheDocument();
  });
});

describe('/orders/{id}: status moves', () => {
  it.each([
    ['draft', ['تأكيد الطلب', 'إلغاء الطلب']],
    ['confirmed', ['بدء التوزيع', 'إلغاء الطلب']],
    ['in_progress', ['تم التسليم']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('a %s order offers only its allowed moves', async (status, labels) => {
    await openShow(withStatus(status));
    await waitFor(() => expect(statusButtons()).toEqual(labels));
  });

  it.each([
    ['cashier', false],
    ['accountant', false],
    ['distributor', true],
    ['admin', true],
  ] as const)('the %s role sees status buttons: %s', async (role, shown) => {
    await openShow(withStatus('confirmed'), { role });
    if (shown) await waitFor(() => expect(statusButtons()).toEqual(['بدء التوزيع', 'إلغاء الطلب']));
    else {
      await screen.findByTestId('order-payments');
      expect(statusButtons()).toEqual([]);
    }
  });

  it('moves the order with the version shown, and says so', async () => {
    const provider = await openShow(withStatus('confirmed'));
    fireEvent.click(await screen.findByRole('button', { name: 'بدء التوزيع' }));
    await waitFor(() => expect(provider.setOrderStatus).toHaveBeenCalledWith(7, 'in_progress', 3));
    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeInTheDocument();
  });

  it('cancels only after a confirmation', async () => {
    const provider = await openShow(withStatus('draft'));
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('إلغاء الطلب ORD-2026-0007');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تراجع' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.setOrderStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إلغاء الطلب' }));
    await waitFor(() => expect(provider.setOrderStatus).toHaveBeenCalledWith(7, 'cancelled', 3));
  });

  it("shows the server's message when a move is refused, else the spec's text", async () => {
    const refuse = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('x', 409, { message: 'لا يمكن نقل الطلب من مؤكد إلى تم التسليم' }))
      .mockRejectedValueOnce(new HttpError('', 500, {}));
    await openShow(
      fakeDataProvider(
        [],
        { setOrderStatus: refuse },
        orderDetail({ status: 'confirmed', allowed_statuses: ['in_progress', 'cancelled'] }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'بدء التوزيع' }));
    expect(await screen.findByText('لا يمكن نقل الطلب من مؤكد إلى تم التسليم')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'بدء التوزيع' }));
    expect(await screen.findByText('فشل في تحديث حالة الطلب')).toBeInTheDocument();
  });
});

describe('/orders/{id}: recording a payment', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'تسجيل دفعة' }));
    return screen.findByRole('dialog');
  };

  it('sends the remaining amount by default with one Idempotency-Key per opening', async () => {
    const provider = await openShow();
    const dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: 'المبلغ (يورو)' })).toHaveValue('8,5');
    expect(dialog).toHaveTextContent(`المبلغ المتبقي: ${money(8.5)}`);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'المرجع' }), { target: { value: 'REC-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(provider.recordOrderPayment).toHaveBeenCalledTimes(1));
    const [id, payment, key] = provider.recordOrderPayment.mock.calls[0] as unknown as [
      number,
      Record<string, unknown>,
      string,
    ];
    expect(id).toBe(7);
    expect(payment).toEqual({
      amount: 8.5,
      method: 'cash',
      payment_date: bakeryDate(),
      reference: 'REC-9',
      notes: null,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('تم تسجيل الدفعة وتحديث حالة الدفع بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A new opening is a new payment, with a new key.
    const again = await open();
    fireEvent.click(within(again).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(provider.recordOrderPayment).toHaveBeenCalledTimes(2));
    expect((provider.recordOrderPayment.mock.calls[1] as unknown as unknown[])[2]).not.toBe(key);
  });

  it('sends the same key again when the first try failed, so a retry records one payment', async () => {
    const record = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('', 0, {}))
      .mockResolvedValueOnce(orderDetail({ payment_status: 'paid' }));
    await openShow(fakeDataProvider([], { recordOrderPayment: record }));
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    expect(await screen.findByText('فشل في تحديث حالة الدفع')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(record).toHaveBeenCalledTimes(2));
    expect(record.mock.calls[1]![2]).toBe(record.mock.calls[0]![2]);
  });

  it('refuses an amount of zero or above what remains, next to the field', async () => {
    const provider = await openShow();
    const dialog = await open();
    const amount = within(dialog).getByRole('textbox', { name: 'المبلغ (يورو)' });
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    expect(await within(dialog).findByText('المبلغ يجب أن يكون أكبر من صفر')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(dialog).toHaveTextContent(`المبلغ يتجاوز المبلغ المتبقي (${money(8.5)})`));
    expect(provider.recordOrderPayment).not.toHaveBeenCalled();
  });

  it('asks the reason beside its field for a payment dated more than 31 days back, and sends it', async () => {
    const provider = await openShow();
    const dialog = await open();
    expect(within(dialog).queryByRole('textbox', { name: 'سبب التاريخ القديم' })).toBeNull();
    typeDate(/^تاريخ الدفع/, shiftDay(bakeryDate(), -40).split('-').reverse().join('/'));
    const reason = await within(dialog).findByRole('textbox', { name: 'سبب التاريخ القديم' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('اذكر سبب تسجيل دفعة بتاريخ أقدم من 31 يوماً'));
    expect(provider.recordOrderPayment).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'شيك وصل متأخراً' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(provider.recordOrderPayment).toHaveBeenCalledTimes(1));
    expect((provider.recordOrderPayment.mock.calls[0] as unknown as unknown[])[1]).toMatchObject({
      payment_date: shiftDay(bakeryDate(), -40),
      backdate_reason: 'شيك وصل متأخراً',
    });
  });

  // Every role may now record a payment (a distributor only cash on their own orders, issue 16, and on
  // their own order page, not this one); a cancelled order takes none.
  it('is offered on an open order, and not on a cancelled one', async () => {
    await openShow(fakeDataProvider(), { role: 'accountant' });
    expect(await screen.findByRole('button', { name: 'تسجيل دفعة' })).toBeInTheDocument();
    cleanup();
    await openShow(withStatus('cancelled'), { role: 'cashier' });
    await screen.findByTestId('order-payments');
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).not.toBeInTheDocument();
  });

  it('is not offered once nothing remains to pay', async () => {
    await openShow(fakeDataProvider([], {}, orderDetail({ paid_amount_eur: 13.5, payment_status: 'paid', payments: [] })));
    await screen.findByTestId('order-payments');
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).not.toBeInTheDocument();
  });
});

describe('/orders/{id}: the delivery note', () => {
  it('holds the bakery, number, dates, shop, lines, totals, notes and signature lines, right to left', async () => {
    await openShow();
    const note = screen.getByTestId('order-print-note');
    expect(note).toHaveAttribute('dir', 'rtl');
    expect(within(note).getByTestId('print-bakery')).toHaveTextContent('مخبز بروكسل');
    expect(within(note).getByText('إشعار تسليم')).toBeInTheDocument();
    expect(within(note).getByTestId('print-number')).toHaveTextContent('ORD-2026-0007');
    expect(note).toHaveTextContent('04/05/2026');
    expect(note).toHaveTextContent('06/05/2026');
    const store = within(note).getByTestId('print-store');
    for (const text of ['سوبرماركت الوسط', 'شارع الملك 12، بروكسل', '+32 470 11 22 33'])
      expect(store).toHaveTextContent(text);
    const lines = within(note).getAllByTestId('print-line');
    expect(lines).toHaveLength(2);
    for (const text of ['خبز عربي', '3', money(2.5), money(1), '1 (عميل دائم)', money(6.5)])
      expect(lines[0]).toHaveTextContent(text);
    expect(within(note).getByTestId('print-total-eur')).toHaveTextContent(money(13.5));
    expect(within(note).getByTestId('print-total-syp')).toHaveTextContent('202,500');
    expect(note).toHaveTextContent('التسليم قبل التاسعة');
    expect(note).toHaveTextContent('الباب الخلفي');
    expect(within(note).getByTestId('print-signatures')).toHaveTextContent('توقيع المستلم');
    // No buttons on paper.
    expect(within(note).queryByRole('button')).not.toBeInTheDocument();
  });

  it('prints with the browser, and ?print=1 shows the note alone with its own print button', async () => {
    const print = vi.fn();
    // The test's window may have no print of its own (happy-dom): the button's call is what is checked.
    const own = Object.getOwnPropertyDescriptor(window, 'print');
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    try {
      await openShow();
      fireEvent.click(screen.getByRole('button', { name: 'طباعة' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      if (own) Object.defineProperty(window, 'print', own);
      else Reflect.deleteProperty(window, 'print');
    }
    cleanup();
    await openShow(fakeDataProvider(), { path: '/orders/7?print=1' });
    const toolbar = within(screen.getByTestId('order-print-note')).getByTestId('print-preview-toolbar');
    expect(within(toolbar).getByRole('link', { name: 'العودة إلى الطلب' })).toHaveAttribute('href', '/orders/7');
  });
});

describe('/orders/{id}: load failures', () => {
  it.each([
    [404, {}, 'الطلب غير موجود'],
    [403, {}, 'غير مصرح لك بعرض هذا الطلب'],
    [500, {}, 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً'],
    [400, { message: 'المعرف غير صحيح' }, 'المعرف غير صحيح'],
  ])('a %i says why and returns to /orders', async (status, body, text) => {
    const provider = fakeDataProvider([], {
      getOne: vi.fn(async () => Promise.reject(new HttpError('', status, body))),
    });
    renderOrders(provider, { path: '/orders/7' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/));
  });
});
