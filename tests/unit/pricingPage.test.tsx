import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PricingPage from '../../src/custom/pricing/PricingPage';
import { bakeryDate } from '../../src/domain/dates';
import type { BulkPricesBody } from '../../src/providers/data/pricingCalls';
import { toHttpError } from '../../src/providers/http';
import { formatSyp } from '../../src/i18n/format';
import { fakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// /pricing's bulk change: the preview is the server's and saves nothing; the save sends the very values
// previewed; editing the form drops the preview; a refusal is shown in Arabic.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const changes = [
  { product_id: 7, name: 'خبز أبيض', category: 'bread', old_price_eur: 1.1, new_price_eur: 1.15, old_price_syp: 16500, new_price_syp: 17250 },
  { product_id: 8, name: 'خبز أسمر', category: 'bread', old_price_eur: 4.99, new_price_eur: 5.15, old_price_syp: null, new_price_syp: null },
];

function renderBulk(bulkPrices: (body: BulkPricesBody) => Promise<{ changes: typeof changes; message: string }>) {
  const dataProvider = fakeProvider(
    { categories: [{ id: 1, code: 'bread', name: 'الخبز', sort_order: 1 }] },
    { bulkPrices: async (body) => bulkPrices(body), priceLists: async () => [] },
  );
  renderAdmin({ dataProvider, role: 'manager', path: '/pricing?tab=bulk', routes: { '/pricing': <PricingPage /> } });
  return dataProvider;
}

async function fillForm(value: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /الفئة/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'الخبز' }));
  fireEvent.change(screen.getByRole('textbox', { name: /القيمة/ }), { target: { value } });
}

describe('the bulk price change', () => {
  it('previews, then saves exactly what was previewed', async () => {
    const dataProvider = renderBulk(async (body) => ({ changes, message: body.preview ? 'معاينة' : 'تم تغيير أسعار 2 من المنتجات' }));
    await fillForm('3');
    const save = screen.getByTestId('bulk-save');
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByTestId('bulk-preview'));
    const table = await screen.findByTestId('bulk-preview-table');
    expect(within(table).getAllByTestId('bulk-change-row')).toHaveLength(2);
    // The SYP price each new EUR price brings with it; none for a product without one.
    expect(within(table).getAllByTestId('bulk-change-syp').map((cell) => cell.textContent)).toEqual([formatSyp(17250), '—']);
    expect(dataProvider.bulkPrices).toHaveBeenCalledWith({ category: 'bread', percent: 3, from: bakeryDate(), preview: true });
    await waitFor(() => expect(save).toBeEnabled());

    fireEvent.click(save);
    await screen.findByTestId('bulk-saved');
    expect(dataProvider.bulkPrices).toHaveBeenLastCalledWith({ category: 'bread', percent: 3, from: bakeryDate(), preview: false });
    expect(screen.getAllByTestId('bulk-history-link')).toHaveLength(2);
  });

  it('drops the preview when the form changes, and shows a refusal', async () => {
    renderBulk(async (body) => {
      if (body.percent === -95) throw toHttpError(400, { success: false, message: 'النسبة يجب أن تكون بين -90 و1000 ولا تساوي صفراً' });
      return { changes, message: 'معاينة' };
    });
    await fillForm('3');
    fireEvent.click(screen.getByTestId('bulk-preview'));
    await screen.findByTestId('bulk-preview-table');
    fireEvent.change(screen.getByRole('textbox', { name: /القيمة/ }), { target: { value: '-95' } });
    await waitFor(() => expect(screen.queryByTestId('bulk-preview-table')).not.toBeInTheDocument());
    expect(screen.getByTestId('bulk-save')).toBeDisabled();
    fireEvent.click(screen.getByTestId('bulk-preview'));
    expect(await screen.findByTestId('bulk-refusal')).toHaveTextContent('النسبة يجب أن تكون بين -90 و1000 ولا تساوي صفراً');
  });
});
