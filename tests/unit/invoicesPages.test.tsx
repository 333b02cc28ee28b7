import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import InvoicePage from '../../src/custom/invoices/InvoicePage';
import InvoicesPage from '../../src/custom/invoices/InvoicesPage';
import { renderAdmin } from './renderAdmin';

// Issue 29's /invoices: the issue dialog picks a shop by name and an optional period, the list filters by
// shop, days and status (the server's GET /invoices filters), and the dates read DD/MM/YYYY as elsewhere.

const shops = [
  { id: 12, name: 'محل الوسط - Epicerie Centre' },
  { id: 13, name: 'مخبز الشمال - Nord' },
];
const row = (id: number, store_id: number, status: string) => ({
  id,
  number: `2026/00000${id}`,
  store_id,
  store_name: shops.find((shop) => shop.id === store_id)!.name,
  issue_date: '2026-11-03',
  due_date: '2026-12-03',
  status,
  total_eur: 100,
  paid_eur: 0,
  due_eur: 100,
});
const invoices = [row(1, 12, 'open'), row(2, 13, 'overdue')];

afterEach(cleanup);

describe('/invoices', { timeout: 20_000 }, () => {
  it('lists the invoices with DD/MM/YYYY dates and status chips; the tabs and the address filter what GET /invoices is asked', async () => {
    const { dataProvider } = renderAdmin({
      role: 'accountant',
      records: { invoices, stores: shops },
      path: `/invoices?filter=${encodeURIComponent(JSON.stringify({ store_id: 12, date_from: '2026-11-01' }))}`,
      overrides: { getList: async (resource) => (resource === 'invoices' ? { data: invoices, total: 2 } : { data: shops, total: 2 }) },
      routes: { '/invoices': <InvoicesPage /> },
    });
    const link = await screen.findByRole('link', { name: '2026/000001' });
    expect(link).toHaveAttribute('href', '/invoices/1');
    const first = link.closest('tr')!;
    expect(first).toHaveTextContent('03/11/2026');
    expect(first).toHaveTextContent('03/12/2026');
    expect(within(first).getByText('مفتوحة')).toBeInTheDocument();
    const asked = () => dataProvider.getList.mock.calls.filter(([resource]) => resource === 'invoices').map(([, params]) => params.filter);
    expect(asked()[0]).toEqual({ store_id: 12, date_from: '2026-11-01' });
    // The picked shop is named in its filter box.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المتجر' })).toHaveValue(shops[0]!.name));
    fireEvent.click(screen.getByRole('tab', { name: 'متأخرة' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ store_id: 12, date_from: '2026-11-01', status: 'overdue' }));
    fireEvent.click(screen.getByRole('tab', { name: 'الكل' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ store_id: 12, date_from: '2026-11-01' }));
  });

  it('issues from a shop picked by name: no shop is refused in Arabic, the server refusal shows, a success opens the invoice', async () => {
    let answer: 'refuse' | 'issue' = 'refuse';
    const { dataProvider } = renderAdmin({
      role: 'accountant',
      records: { invoices: [], stores: shops },
      path: '/invoices',
      overrides: {
        create: async (_resource, params) => {
          if (answer === 'refuse') throw new Error('لا يمكن فوترة هذا المتجر، ينقصه: رقم المؤسسة (KBO/BCE)');
          return { data: { id: 41, number: '2026/000041', ...params.data } };
        },
      },
      routes: { '/invoices': <InvoicesPage />, '/invoices/:id': <p>صفحة الفاتورة</p> },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إصدار فاتورة' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إصدار' }));
    expect(await within(dialog).findByText('اختر المتجر الذي تصدر له الفاتورة')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    const picker = within(dialog).getByRole('combobox', { name: /المتجر/ });
    fireEvent.change(picker, { target: { value: 'Nord' } });
    fireEvent.click(await screen.findByRole('option', { name: shops[1]!.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'إصدار' }));
    expect(await within(dialog).findByTestId('issue-refusal')).toHaveTextContent('ينقصه: رقم المؤسسة (KBO/BCE)');
    expect(dataProvider.create).toHaveBeenLastCalledWith('invoices', { data: { store_id: 13 } });

    answer = 'issue';
    fireEvent.click(within(dialog).getByRole('button', { name: 'إصدار' }));
    expect(await screen.findByText('صفحة الفاتورة')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices/41');
    expect(dataProvider.create).toHaveBeenCalledTimes(2);
  });

  it('shows an invoice page with its dates as DD/MM/YYYY', async () => {
    const detail = { ...row(5, 12, 'paid'), net_eur: 94.34, vat_eur: 5.66, credited_eur: 0, structured_reference: '+++000/0000/00097+++', lines: [] };
    renderAdmin({ role: 'accountant', records: { invoices: [detail] }, path: '/invoices/5', routes: { '/invoices/:id': <InvoicePage /> } });
    await screen.findByRole('heading', { level: 1, name: /2026\/000005/ });
    expect(screen.getByText('03/11/2026')).toBeInTheDocument();
    expect(screen.getByText('03/12/2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-11-03')).not.toBeInTheDocument();
  });
});
