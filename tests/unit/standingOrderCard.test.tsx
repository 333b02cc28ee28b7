import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandingOrderRecord } from '../../src/domain/standing';
import { format } from '../../src/domain/messages';
import { standingMessages } from '../../src/domain/standing';
import { StandingOrderCard } from '../../src/resources/stores/detail/StandingOrderCard';
import type { Role } from '../../src/domain/enums';
import { renderAdmin } from './renderAdmin';

// Issue 30: the shop page's standing order as each role meets it: a manager edits the week grid and a
// wrong cell is refused beside it before anything is sent; a cashier reads the week and enters a one-off change.

const kept: StandingOrderRecord = {
  store_id: 12,
  exists: true,
  lines: [{ weekday: 1, product_id: 4, quantity: 10 }],
  valid_from: '2026-11-30',
  valid_until: null,
  paused: [],
  exceptions: [],
  cutoff_time: '14:00',
  updated_at: '2026-11-27T10:00:00.000Z',
  suggestions: [],
  suggestion_share: 15,
  suggestion_from: '2026-10-30',
  suggestion_to: '2026-11-26',
};

/** The same week with a suggestion from returns: 14 of 80 Monday baguettes came back unsold. */
const advised: StandingOrderRecord = {
  ...kept,
  lines: [
    { weekday: 1, product_id: 4, quantity: 40 },
    { weekday: 6, product_id: 4, quantity: 20 },
  ],
  suggestions: [
    {
      product_id: 4,
      product_name: 'باغيت',
      taken: 80,
      returned: 14,
      share: 17.5,
      days: [
        { weekday: 1, quantity: 40, deliveries: 2, returned: 14, suggested: 33 },
        { weekday: 6, quantity: 20, deliveries: 0, returned: 0, suggested: 20 },
      ],
    },
  ],
};

/** The shop's prices (issue 30): the croissant is sold small (51) or large (52) only. */
const sized = [
  { product_id: 4, variant_id: null, price_eur: 1, catalogue_price_eur: 1, price_list_id: null, variant_name: null, variant_stock_quantity: null },
  ...[
    [51, 'صغير'],
    [52, 'كبير'],
  ].map(([id, name]) => ({
    product_id: 5,
    variant_id: id as number,
    price_eur: 2,
    catalogue_price_eur: 2,
    price_list_id: null,
    variant_name: name as string,
    variant_stock_quantity: null,
  })),
];

function render(role: Role, record = kept) {
  const sent: { save: unknown[]; change: unknown[] } = { save: [], change: [] };
  renderAdmin({
    role,
    path: '/stores/12',
    records: {
      products: [
        { id: 4, name: 'باغيت', status: 'active' },
        { id: 5, name: 'كرواسون', status: 'active' },
      ],
    },
    overrides: {
      shopPrices: async () => ({ date: '2026-11-27', prices: sized }),
      standingOrder: async () => record,
      saveStandingOrder: async (_id, body) => {
        sent.save.push(body);
        return record;
      },
      addStandingException: async (_id, body) => {
        sent.change.push(body);
        return body;
      },
    },
    routes: { '/stores/:id': <StandingOrderCard storeId={12} /> },
  });
  return sent;
}

afterEach(cleanup);

describe('the standing order card', { timeout: 20_000 }, () => {
  it('lets a manager edit the week, refusing a cell that is not a whole number before sending', async () => {
    const sent = render('manager');
    const monday = await screen.findByRole('textbox', { name: 'كمية باغيت يوم الاثنين' });
    expect(monday).toHaveValue('10');
    fireEvent.change(screen.getByRole('textbox', { name: 'كمية باغيت يوم الثلاثاء' }), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب الدائم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(standingMessages.quantityInvalid);
    expect(sent.save).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'كمية باغيت يوم الثلاثاء' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب الدائم' }));
    await waitFor(() => expect(sent.save).toHaveLength(1));
    expect(sent.save[0]).toEqual({
      lines: [
        { weekday: 1, product_id: 4, quantity: 10 },
        { weekday: 2, product_id: 4, quantity: 12 },
      ],
      valid_from: '2026-11-30',
      valid_until: null,
      paused: [],
    });
  });

  it('shows a cashier the week without editing it, and takes their one-off change', async () => {
    const sent = render('cashier');
    const card = await screen.findByTestId('standing-order');
    await within(card).findByText('10');
    expect(within(card).queryByRole('textbox', { name: /^كمية باغيت/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'حفظ الطلب الدائم' })).not.toBeInTheDocument();
    const change = within(card).getByTestId('standing-exceptions');
    fireEvent.mouseDown(within(change).getByRole('combobox', { name: 'المنتج' }));
    fireEvent.click(await screen.findByRole('option', { name: 'باغيت' }));
    fireEvent.change(within(change).getByRole('textbox', { name: 'الكمية' }), { target: { value: '0' } });
    fireEvent.click(within(change).getByRole('button', { name: 'تسجيل التغيير' }));
    await waitFor(() => expect(sent.change).toHaveLength(1));
    expect(sent.change[0]).toMatchObject({ product_id: 4, quantity: 0 });
  });

  it('shows a suggestion from returns with its figures under its row; applying it changes the grid, only saving sends it', async () => {
    const sent = render('manager', advised);
    const row = await screen.findByTestId('standing-suggestion-4');
    expect(row).toHaveTextContent('أعاد المتجر 14 غير مباعة من 80 أخذها بين 2026-10-30 و2026-11-26 (17.5٪، والحد 15٪)');
    expect(row).toHaveTextContent('الاثنين: 33 بدل 40 (غير المباع 14 في 2 من التسليمات)');
    expect(row).not.toHaveTextContent('السبت');
    const monday = screen.getByRole('textbox', { name: 'كمية باغيت يوم الاثنين' });
    expect(monday).toHaveValue('40');
    fireEvent.click(within(row).getByRole('button', { name: 'تطبيق اقتراح باغيت على الأسبوع' }));
    expect(monday).toHaveValue('33');
    expect(screen.getByRole('textbox', { name: 'كمية باغيت يوم السبت' })).toHaveValue('20');
    expect(within(row).getByRole('button', { name: 'تطبيق اقتراح باغيت على الأسبوع' })).toBeDisabled();
    expect(row).toHaveTextContent('طُبّق على الأسبوع: لا يتغير شيء حتى تحفظ');
    expect(sent.save).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب الدائم' }));
    await waitFor(() => expect(sent.save).toHaveLength(1));
    expect((sent.save[0] as { lines: unknown }).lines).toEqual([
      { weekday: 1, product_id: 4, quantity: 33 },
      { weekday: 6, product_id: 4, quantity: 20 },
    ]);
  });

  it('asks the size of a product sold in sizes before adding its row, in Arabic beside the field, and sends the size', async () => {
    const sent = render('manager', { ...kept, lines: [...kept.lines, { weekday: 2, product_id: 5, variant_id: 52, variant_name: 'كبير', quantity: 6 }] });
    expect(await screen.findByRole('textbox', { name: 'كمية كرواسون — كبير يوم الثلاثاء' })).toHaveValue('6');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'إضافة منتج إلى الأسبوع' }));
    fireEvent.click(await screen.findByRole('option', { name: 'كرواسون' }));
    const asked = format(standingMessages.variantRequired, { name: 'كرواسون' });
    expect(await screen.findByText(asked)).toBeInTheDocument();
    // No row yet, and saving now is refused with the same words; nothing is sent.
    expect(screen.queryByRole('textbox', { name: /^كمية كرواسون — صغير/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب الدائم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(asked);
    expect(sent.save).toEqual([]);
    // The size already in the week is not offered again.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحجم أو الوزن' }));
    expect(screen.queryByRole('option', { name: 'كبير' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'صغير' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'كمية كرواسون — صغير يوم الاثنين' }), { target: { value: '3' } });
    expect(screen.queryByRole('combobox', { name: 'الحجم أو الوزن' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب الدائم' }));
    await waitFor(() => expect(sent.save).toHaveLength(1));
    expect((sent.save[0] as { lines: unknown }).lines).toEqual([
      { weekday: 1, product_id: 4, quantity: 10 },
      { weekday: 2, product_id: 5, variant_id: 52, quantity: 6 },
      { weekday: 1, product_id: 5, variant_id: 51, quantity: 3 },
    ]);
  });

  it('shows a cashier the suggestion without the button', async () => {
    render('cashier', advised);
    const row = await screen.findByTestId('standing-suggestion-4');
    expect(row).toHaveTextContent('الاثنين: 33 بدل 40');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
