import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/domain/enums';
import { orderUpdateBody } from '../../src/domain/orders/types';
import { CREATE_DEFAULTS, toOrderCreateBody, validateOrderCreate } from '../../src/resources/orders/form/orderCreateRules';
import { lineOption } from '../../src/resources/orders/form/shopPrices';
import { EMPTY_DRAFT, draftLine, lineKeys, validateDraft } from '../../src/resources/orders/edit/editRules';
import {
  acceptsPayment,
  canMoveOrder,
  discountExceedsLine,
  holdsStock,
  isOrderDeletable,
  isOrderEditable,
  lineStockUnits,
  lineTotalCents,
  orderTotals,
  paymentStatusOf,
  paymentTermDays,
  quickQuantities,
  remainingCents,
  statusChoices,
  stockDeltas,
  stockShortages,
} from '../../src/domain/orders/rules';
import { orderCreateSchema, orderPaymentSchema, orderUpdateSchema } from '../../src/domain/orders/schemas';

// The shared order rules (src/domain/orders.ts) and schemas: what the server enforces and the screens show.

describe('status moves', () => {
  it('allow exactly draft -> confirmed -> in_progress -> delivered and draft/confirmed -> cancelled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'draft>confirmed',
      'draft>cancelled',
      'confirmed>in_progress',
      'confirmed>cancelled',
      'in_progress>delivered',
    ]);
    expect(statusChoices('confirmed')).toEqual(['confirmed', 'in_progress', 'cancelled']);
    expect(statusChoices('delivered')).toEqual(['delivered']);
  });

  it('edit in draft and confirmed, delete only drafts, stock and payments for all but cancelled', () => {
    expect(ORDER_STATUSES.filter(isOrderEditable)).toEqual(['draft', 'confirmed']);
    expect(ORDER_STATUSES.filter(isOrderDeletable)).toEqual(['draft']);
    expect(ORDER_STATUSES.filter((s) => !holdsStock(s))).toEqual(['cancelled']);
    expect(ORDER_STATUSES.filter((s) => !acceptsPayment(s))).toEqual(['cancelled']);
  });
});

describe('amounts', () => {
  it('a line is quantity x price minus its discount, to the cent, gifts free', () => {
    expect(lineTotalCents({ quantity: 3, unit_price_eur: 0.1, discount_amount: 0.05 })).toBe(25);
    expect(lineTotalCents({ quantity: 7, unit_price_eur: 1.15, gift_quantity: 4 })).toBe(805);
    expect(lineStockUnits({ quantity: 7, gift_quantity: 4 })).toBe(11);
  });

  it('order totals add lines in cents and convert with the rate', () => {
    const totals = orderTotals(
      [
        { quantity: 3, unit_price_eur: 0.1 },
        { quantity: 1, unit_price_eur: 0.2, discount_amount: 0.05 },
      ],
      15000,
    );
    // 0.1 x 3 + 0.2 is 0.5000000000000001 in floating point; in cents it is 50.
    expect(totals).toEqual({
      total_amount_eur: 0.5,
      discount_amount_eur: 0.05,
      final_amount_eur: 0.45,
      final_amount_syp: 6750,
    });
  });

  it('a discount may reach the line value but not exceed it', () => {
    expect(discountExceedsLine({ quantity: 2, unit_price_eur: 1.5, discount_amount: 3 })).toBe(false);
    expect(discountExceedsLine({ quantity: 2, unit_price_eur: 1.5, discount_amount: 3.01 })).toBe(true);
  });

  it('what remains to pay never goes below zero', () => {
    expect(remainingCents(10.3, 0.1)).toBe(1020);
    expect(remainingCents(10, 12)).toBe(0);
  });
});

describe('payment status', () => {
  const base = {
    finalCents: 1000,
    paidCents: 0,
    status: 'delivered' as const,
    deliveredOn: '2026-03-01',
    paymentTerms: 'credit_7',
    today: '2026-03-08',
  };
  it('pending, partial and paid follow the sums', () => {
    expect(paymentStatusOf(base)).toBe('pending');
    expect(paymentStatusOf({ ...base, paidCents: 1 })).toBe('partial');
    expect(paymentStatusOf({ ...base, paidCents: 1000 })).toBe('paid');
  });

  it('overdue the day after the terms run out, never before delivery', () => {
    expect(paymentStatusOf({ ...base, today: '2026-03-09' })).toBe('overdue');
    expect(paymentStatusOf({ ...base, today: '2026-03-09', paidCents: 500 })).toBe('overdue');
    expect(paymentStatusOf({ ...base, paymentTerms: 'cash', today: '2026-03-02' })).toBe('overdue');
    expect(paymentStatusOf({ ...base, status: 'in_progress', deliveredOn: null, today: '2027-01-01' })).toBe('pending');
    expect(paymentTermDays('credit_30')).toBe(30);
    expect(paymentTermDays('cash')).toBe(0);
  });
});

describe('stock', () => {
  it('deltas: what leaves (positive) and comes back (negative) when lines change', () => {
    const before = [
      { product_id: 1, quantity: 10 },
      { product_id: 2, quantity: 5, gift_quantity: 1 },
      { product_id: 3, quantity: 2 },
    ];
    const after = [
      { product_id: 1, quantity: 4 },
      { product_id: 3, quantity: 2 },
      { product_id: 4, quantity: 7, gift_quantity: 2 },
    ];
    expect(Object.fromEntries(stockDeltas(before, after))).toEqual({ 1: -6, 2: -6, 4: 9 });
    expect(Object.fromEntries(stockDeltas(before, []))).toEqual({ 1: -10, 2: -6, 3: -2 });
  });

  it('shortages skip unlimited stock and sum the lines of a product', () => {
    const products = new Map([
      [1, { name: 'خبز', stock_quantity: 5 }],
      [2, { name: 'كعك', stock_quantity: null }],
    ]);
    expect(
      stockShortages(
        [
          { product_id: 1, quantity: 3, gift_quantity: 3 },
          { product_id: 2, quantity: 1000 },
        ],
        products,
      ),
    ).toEqual([{ product_id: 1, name: 'خبز', requested: 6, available: 5 }]);
    expect(quickQuantities(30)).toEqual([1, 5, 10, 25, 30]);
    expect(quickQuantities(null)).toEqual([]);
  });
});

describe('schemas', () => {
  it('drop fields a client may not set and default the rest', () => {
    const parsed = orderCreateSchema.parse({
      store_id: '4',
      total_amount_eur: 1,
      items: [{ product_id: 2, quantity: '3', unit_price_eur: 0.01, line_total_eur: 1 }],
    });
    expect(parsed).toEqual({
      store_id: 4,
      notes: null,
      special_instructions: null,
      currency: 'EUR',
      items: [{ product_id: 2, quantity: 3, discount_amount: 0, gift_quantity: 0, gift_reason: null, notes: null }],
    });
  });

  it('name each bad field in Arabic', () => {
    const result = orderCreateSchema.safeParse({
      store_id: 1,
      items: [
        { product_id: 1, quantity: 0 },
        { product_id: 0, quantity: 1 },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['items.0.quantity', 'يجب أن تكون الكمية أكبر من الصفر']);
    expect(issues).toContainEqual(['items.1.product_id', 'المعرف يجب أن يكون عدداً صحيحاً موجباً']);
    const update = orderUpdateSchema.safeParse({ version: 2, order_date: '2026-05-10', delivery_date: '2026-05-09' });
    expect(update.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['delivery_date', 'تاريخ التسليم لا يمكن أن يسبق تاريخ الطلب'],
    ]);
  });

  it('a payment: positive cents, a known method (cash by default), and no status', () => {
    expect(orderPaymentSchema.parse({ amount: '12.50', status: 'paid' })).toEqual({
      amount: 12.5,
      method: 'cash',
      reference: null,
      notes: null,
    });
    expect(orderPaymentSchema.safeParse({ amount: 0.001 }).success).toBe(false);
    expect(orderPaymentSchema.safeParse({ amount: 1, method: 'gold' }).success).toBe(false);
  });
});

describe('variants on the order forms (issue 30)', () => {
  const choices = {
    products: [],
    productById: new Map([
      [3, { id: 3, name: 'كعك', price_eur: 2, stock_quantity: 40, unit: 'piece' as const }],
      [4, { id: 4, name: 'خبز', price_eur: 1, stock_quantity: null, unit: 'piece' as const }],
    ]),
    variantsOf: new Map([[3, [{ id: 9, name: 'كبير', price_eur: 2.7, stock_quantity: 5 }]]]),
  };

  it('asks for the size of a product with variants, beside the line, and sends the one chosen', () => {
    const values = { store_id: 1, delivery_date: null, items: [{ product_id: 3, quantity: 2 }] };
    expect(validateOrderCreate(values, new Map([[3, 'كعك']])).items).toEqual([
      { variant_id: { message: 'bakery.orders.form.validation.variant_required', args: { name: 'كعك' } } },
    ]);
    const chosen = { ...values, items: [{ product_id: 3, variant_id: 9, quantity: 2 }, { product_id: 3, quantity: 1 }] };
    // The product and its variant are two lines; the bare one still lacks its size.
    expect(validateOrderCreate(chosen, new Map([[3, 'كعك']])).items).toEqual([{}, { variant_id: expect.objectContaining({ args: { name: 'كعك' } }) }]);
    expect(validateOrderCreate({ ...values, items: [chosen.items[0]!, chosen.items[0]!] }).items).toEqual([{}, { product_id: expect.objectContaining({ message: 'bakery.validation.orderDuplicateProduct' }) }]);
    const body = toOrderCreateBody({ ...CREATE_DEFAULTS, store_id: 1, items: [chosen.items[0]!, { product_id: 4, quantity: 1 }] });
    expect(body.items).toEqual([{ product_id: 3, variant_id: 9, quantity: 2 }, { product_id: 4, quantity: 1 }]);
  });

  it("prices, stocks and names a variant's line by the variant, and keeps it on an edit's body", () => {
    expect(lineOption(choices, 3, 9)).toMatchObject({ name: 'كعك — كبير', price_eur: 2.7, stock_quantity: 5, key: 'v9' });
    // Not sold as itself: no price, stock or total until its size is chosen.
    expect(lineOption(choices, 3, null)).toBeUndefined();
    expect(lineOption(choices, 4, null)).toMatchObject({ name: 'خبز', price_eur: 1, stock_quantity: null, key: 'p4' });
    expect(lineOption(choices, 8, null)).toBeUndefined();
    const body = orderUpdateBody({ version: 1, items: [{ id: 5, product_id: 3, variant_id: 9, quantity: 2 }, { product_id: 3, quantity: 1 }] });
    expect(body.items!.map((line) => line.variant_id)).toEqual([9, undefined]);
  });

  it("refuses the edit panel's new line without a size, or with a size the order has", () => {
    const draft = { ...EMPTY_DRAFT, product_id: 3 };
    const format = (value: number) => value.toFixed(2);
    expect(validateDraft(draft, { id: 3, name: 'كعك', price_eur: 2 }, format, new Set(), 'كعك').variant_id).toEqual({
      message: 'bakery.orders.form.validation.variant_required',
      args: { name: 'كعك' },
    });
    const sized = { id: 3, name: 'كعك — كبير', price_eur: 2.7, variant_id: 9 };
    expect(validateDraft({ ...draft, variant_id: 9 }, sized, format, lineKeys([{ product_id: 3, variant_id: 9 }]), 'كعك').product_id?.message).toBe(
      'bakery.validation.orderDuplicateProduct',
    );
    expect(validateDraft({ ...draft, variant_id: 9 }, sized, format, lineKeys([{ product_id: 3 }]), 'كعك')).toEqual({});
    expect(draftLine({ ...draft, variant_id: 9 }, sized)).toMatchObject({ product_id: 3, variant_id: 9, product_name: 'كعك — كبير', unit_price_eur: 2.7 });
  });
});
