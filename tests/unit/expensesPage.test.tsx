import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DistributorLayout } from '../../src/custom/layout/DistributorLayout';
import ExpensesPage from '../../src/custom/expenses/ExpensesPage';
import { bakeryDate } from '../../src/domain/dates';
import type { Role } from '../../src/domain/enums';
import type { ExpenseSummary } from '../../src/domain/vehicles/expenseRecords';
import { formatDate, formatMoney, formatSyp } from '../../src/i18n/format';
import type { VehicleRecord } from '../../src/providers/data/vehicleCalls';
import { toHttpError } from '../../src/providers/http';
import { typeDate } from './dateField';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

// The signed-in user of fakeAuth is user 1.
const TODAY = bakeryDate();

function expense(id: number, overrides: Partial<RaRecord> = {}): RaRecord {
  return {
    id,
    vehicle_id: 3,
    vehicle_plate: '1-VAN-003',
    distributor_id: 1,
    distributor_name: 'خالد الموزع',
    type: 'fuel',
    amount: 50,
    currency: 'EUR',
    amount_eur: 50,
    exchange_rate: null,
    description: `مصروف ${id}`,
    expense_date: TODAY,
    km: 12_000,
    litres: 30,
    recorded_by: 1,
    recorded_by_name: 'خالد الموزع',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

const summary: ExpenseSummary = {
  month_total_eur: 1234.5,
  count: 17,
  last_date: '2026-11-20',
  daily_average_eur: 41.15,
};
const van = { id: 3, vehicle_plate: '1-VAN-003', vehicle_model: 'Renault Kangoo' } as VehicleRecord;

/** The fake's rows, with the server's `meta.summary` on the expenses list as the API sends it. */
function provider(rows: RaRecord[], overrides: FakeOverrides = {}) {
  const dataProvider = fakeProvider(
    { expenses: rows, vehicles: [{ id: 3, vehicle_plate: '1-VAN-003', vehicle_model: 'Renault Kangoo' }] },
    { ownVehicle: async () => van, distributors: async () => [], ...overrides },
  );
  const plain = dataProvider.getList.getMockImplementation()!;
  dataProvider.getList.mockImplementation(async (resource, params) => {
    const result = await plain(resource, params);
    return resource === 'expenses' ? { ...result, meta: { summary } } : result;
  });
  return dataProvider;
}

function renderPage(dataProvider: ReturnType<typeof provider>, role: Role, path: string) {
  return renderAdmin({
    dataProvider,
    role,
    path,
    layout:
      role === 'distributor'
        ? (pages) => (
            <DistributorLayout existingPaths={new Set(['/distributor', '/distributor/expenses'])}>{pages}</DistributorLayout>
          )
        : undefined,
    routes: { '/vehicles/expenses': <ExpensesPage />, '/distributor/expenses': <ExpensesPage /> },
  });
}

vi.setConfig({ testTimeout: 20_000 });

const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const numberField = (name: RegExp) => within(dialog()).getByRole('spinbutton', { name }) as HTMLInputElement;

async function openTile(label: string) {
  const tile = await screen.findByRole('button', { name: label });
  await waitFor(() => expect(tile).toBeEnabled());
  fireEvent.click(tile);
  return screen.findByRole('dialog');
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/vehicles/expenses for the office', () => {
  it("shows the server's summary in the four cards and every row with its van and driver", async () => {
    renderPage(
      provider([
        expense(1),
        expense(2, {
          currency: 'SYP',
          amount: 150_000,
          amount_eur: 10,
          type: 'washing',
          litres: null,
          expense_date: '2026-01-05',
        }),
      ]),
      'manager',
      '/vehicles/expenses',
    );
    const card = (key: string) => screen.getByTestId(`expenses-card-${key}`).textContent;
    await waitFor(() => expect(card('month_total')).toBe(formatMoney(1234.5)));
    expect(card('count')).toBe('17');
    expect(card('last_date')).toBe(formatDate('2026-11-20'));
    expect(card('daily_average')).toBe(formatMoney(41.15));
    expect(screen.getByText('إجمالي هذا الشهر')).toBeInTheDocument();

    const table = await screen.findByTestId('expenses-table');
    expect(within(table).getAllByText('\u20661-VAN-003\u2069')).toHaveLength(2);
    expect(within(table).getAllByText('خالد الموزع')).toHaveLength(2);
    // An amount in SYP shows its EUR value under it.
    expect(
      within(table)
        .getAllByTestId('expense-amount')
        .map((cell) => cell.textContent),
    ).toEqual([formatMoney(50), `${formatSyp(150_000)}≈ ${formatMoney(10)}`]);
    expect(screen.getByTestId('expenses-filters')).toBeInTheDocument();
  });

  it('shows the empty state when the server holds no expense', async () => {
    renderPage(provider([]), 'admin', '/vehicles/expenses');
    expect(await screen.findByTestId('expenses-empty')).toHaveTextContent('لا توجد مصروفات مسجلة بعد');
  });

  it('a tile opens the dialog preset to its type, with litres only for fuel', async () => {
    renderPage(provider([]), 'manager', '/vehicles/expenses');
    await openTile('صيانة');
    expect(within(dialog()).getByRole('combobox', { name: /نوع المصروف/ })).toHaveTextContent('صيانة');
    expect(within(dialog()).queryByRole('textbox', { name: /كمية الوقود/ })).not.toBeInTheDocument();
    // The office names the vehicle: asked for before anything is sent.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));
    expect(await within(dialog()).findByText('يرجى اختيار المركبة')).toBeInTheDocument();
    // The refused field takes the focus, which opens its list of vans (a mouse press now would close it).
    await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: /المركبة/ })).toHaveFocus());
    // The van's choice keeps its plate whole before its model ('1-VAN-003', never 'VAN-003 … -1'):
    // isolated the one way every plate is.
    const option = await screen.findByRole('option', { name: /Renault Kangoo/ });
    expect(option.textContent).toBe('\u20661-VAN-003\u2069 — Renault Kangoo');
  });
});

describe('/distributor/expenses on a phone', () => {
  beforeEach(() => setWindowWidth(390));

  it('a distributor sent to /vehicles/expenses lands in their area, with the history as cards, each with its van', async () => {
    // The second fill was made in the van they drove before this one.
    renderPage(provider([expense(1), expense(2, { vehicle_id: 9, vehicle_plate: '1-OLD-009', km: 117_696 })]), 'distributor', '/vehicles/expenses');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/distributor/expenses'));
    await waitFor(() => expect(screen.getAllByTestId('expense-card')).toHaveLength(2));
    const [current, before] = screen.getAllByTestId('expense-card');
    expect(current).toHaveTextContent('مصروف 1');
    expect(current).toHaveTextContent('1-VAN-003');
    expect(before).toHaveTextContent('1-OLD-009');
    expect(before).toHaveTextContent('117,696 كم');
    expect(screen.queryByTestId('expenses-table')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'قائمة الموزع' })).toBeInTheDocument();
    expect(screen.queryByTestId('expenses-filters')).not.toBeInTheDocument();
  });

  it('refuses a zero amount, a blank description and a future date, and sends nothing', async () => {
    const dataProvider = provider([]);
    renderPage(dataProvider, 'distributor', '/distributor/expenses');
    await openTile('إصلاح');
    expect(within(dialog()).getByTestId('expense-own-vehicle')).toHaveTextContent('1-VAN-003');
    fireEvent.change(field(/^المبلغ/), { target: { value: '0' } });
    fireEvent.change(field(/^الوصف/), { target: { value: '   ' } });
    const next = new Date(Date.now() + 3 * 86_400_000);
    typeDate(/^تاريخ المصروف/, formatDate(bakeryDate(next)));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));

    expect(await within(dialog()).findByText('المبلغ يجب أن يكون أكبر من صفر')).toBeInTheDocument();
    expect(within(dialog()).getByText('الوصف مطلوب')).toBeInTheDocument();
    expect(within(dialog()).getByText('تاريخ المصروف لا يمكن أن يكون في المستقبل')).toBeInTheDocument();
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(dataProvider.recordExpense).not.toHaveBeenCalled();

    // A field's message goes once it is corrected.
    fireEvent.change(field(/^الوصف/), { target: { value: 'تغيير إطار' } });
    await waitFor(() => expect(within(dialog()).queryByText('الوصف مطلوب')).not.toBeInTheDocument());
  });

  it('records a fuel expense with litres and km, then closes and refreshes the list', async () => {
    const dataProvider = provider([]);
    renderPage(dataProvider, 'distributor', '/distributor/expenses');
    await openTile('وقود');
    fireEvent.change(field(/^المبلغ/), { target: { value: '45,50' } });
    fireEvent.change(field(/^الوصف/), { target: { value: 'تعبئة وقود' } });
    fireEvent.change(numberField(/^قراءة العداد/), { target: { value: '12500' } });
    fireEvent.change(field(/^كمية الوقود/), { target: { value: '30' } });
    const listCalls = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'expenses').length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));

    await waitFor(() => expect(dataProvider.recordExpense).toHaveBeenCalledTimes(1));
    expect(dataProvider.recordExpense).toHaveBeenCalledWith({
      type: 'fuel',
      amount: 45.5,
      currency: 'EUR',
      description: 'تعبئة وقود',
      expense_date: TODAY,
      km: 12500,
      litres: 30,
    });
    expect(await screen.findByText('تم تسجيل المصروف بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.filter(([resource]) => resource === 'expenses').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });

  it("shows the server's refusal of a km below the van's beside the km field", async () => {
    const message = 'قراءة العداد (100 كم) أقل من العداد الحالي للمركبة (12000 كم)';
    const refused = toHttpError(400, { success: false, message, errors: [{ field: 'km', message }] });
    const dataProvider = provider([], { recordExpense: () => Promise.reject(refused) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(dataProvider, 'distributor', '/distributor/expenses');
    await openTile('غسيل');
    fireEvent.change(field(/^المبلغ/), { target: { value: '8' } });
    fireEvent.change(field(/^الوصف/), { target: { value: 'غسيل' } });
    fireEvent.change(numberField(/^قراءة العداد/), { target: { value: '100' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));

    await waitFor(() => expect(dataProvider.recordExpense).toHaveBeenCalled());
    await waitFor(() => expect(within(dialog()).getByText(message)).toBeInTheDocument());
    expect(numberField(/^قراءة العداد/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date more than 31 days back beside the date field, and sends nothing', async () => {
    const dataProvider = provider([]);
    renderPage(dataProvider, 'distributor', '/distributor/expenses');
    await openTile('غسيل');
    fireEvent.change(field(/^المبلغ/), { target: { value: '8' } });
    fireEvent.change(field(/^الوصف/), { target: { value: 'غسيل' } });
    typeDate(/^تاريخ المصروف/, formatDate(bakeryDate(new Date(Date.now() - 40 * 86_400_000))));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));
    expect(await within(dialog()).findByText('تاريخ المصروف يجب أن يكون خلال آخر 31 يوماً')).toBeInTheDocument();
    expect(dataProvider.recordExpense).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an amount above the bakery's limit beside the amount", async () => {
    const message = 'مبلغ المصروف يتجاوز الحد الأقصى المسموح (10000.00 €)';
    const refused = toHttpError(400, { success: false, message, errors: [{ field: 'amount', message }] });
    const dataProvider = provider([], { recordExpense: () => Promise.reject(refused) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(dataProvider, 'distributor', '/distributor/expenses');
    await openTile('إصلاح');
    fireEvent.change(field(/^المبلغ/), { target: { value: '25000' } });
    fireEvent.change(field(/^الوصف/), { target: { value: 'محرك جديد' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ المصروف' }));

    await waitFor(() => expect(within(dialog()).getByText(message)).toBeInTheDocument());
    expect(field(/^المبلغ/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a distributor without a van so and lets them add nothing', async () => {
    renderPage(provider([], { ownVehicle: async () => null }), 'distributor', '/distributor/expenses');
    expect(await screen.findByTestId('expenses-no-vehicle')).toHaveTextContent('لا توجد مركبة مُعيّنة لك');
    expect(screen.getByTestId('expense-add')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'وقود' })).toBeDisabled();
  });
});
