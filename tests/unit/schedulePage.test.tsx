import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SchedulePage from '../../src/custom/schedule/SchedulePage';
import { addDays, type DistributorSchedule, type ScheduleItem, type ScheduleOrder, type ScheduleReply } from '../../src/domain/schedule';
import { formatDateTime, formatNumber, formatTime, formatWholeEuros } from '../../src/i18n/format';
import { toHttpError } from '../../src/providers/http';
import { shownDate, typeDate } from './dateField';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

const DAY = '2026-11-25';

function order(id: number, overrides: Partial<ScheduleOrder> = {}): ScheduleOrder {
  return {
    id,
    order_number: `ORD-${id}`,
    version: 3,
    total_amount_eur: 40,
    total_amount: 40,
    final_amount_eur: 40,
    paid_amount_eur: 10,
    remaining_eur: 30,
    status: 'confirmed',
    payment_status: 'partial',
    order_date: '2026-11-20',
    delivery_date: DAY,
    notes: null,
    customer: { name: `متجر ${id}`, phone: null },
    items: [{ product_id: 1, product_name: 'خبز عربي', quantity: 20, unit_price_eur: 2 }],
    ...overrides,
  };
}

function visit(id: number, visitOrder: number, km: number, overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  return {
    id,
    visit_order: visitOrder,
    store: { id: id * 10, name: `متجر ${id}`, address: `شارع ${id}`, phone: null, coordinates: { latitude: 50.85 + id / 1000, longitude: 4.35 } },
    window: null,
    planned_arrival: `08:${String(visitOrder * 10).padStart(2, '0')}`,
    late: false,
    estimated_duration: 15,
    distance_from_previous: km,
    distance_from_previous_m: Math.round(km * 1000),
    visit_status: 'scheduled',
    delay_reason: null,
    arrived_at: null,
    completed_at: null,
    proof: null,
    orders: [order(id)],
    ...overrides,
  };
}

function route(id: number, name: string, items: ScheduleItem[]): DistributorSchedule {
  return {
    distributor: { id, full_name: name, name, phone: '+32 470 00 00 0' + id, email: null },
    vehicle: { id: id + 100, vehicle_plate: `1-VAN-00${id}`, vehicle_model: 'Kangoo', carrying_capacity: 500 },
    status: 'scheduled',
    statistics: {
      total_orders: items.length,
      total_stores: items.length,
      total_amount: 40 * items.length,
      total_amount_eur: 40 * items.length,
      estimated_duration_minutes: 60,
      total_distance_km: 5,
      load_kg: 120,
      over_capacity: false,
      late_visits: 0,
    },
    route: { geometry: [[50.85, 4.35], ...items.map((item) => [item.store.coordinates!.latitude, item.store.coordinates!.longitude])] },
    position: null,
    schedule_items: items,
  };
}

function day(routes: DistributorSchedule[], overrides: Partial<ScheduleReply> = {}): ScheduleReply {
  return {
    schedule_date: DAY,
    generated_at: '2026-11-24T15:00:00.000Z',
    road_source: 'estimate',
    bakery: { latitude: 50.85, longitude: 4.35 },
    distance_summary: null,
    planning_since: null,
    overall_statistics: {
      total_distributors: 3,
      distributors_with_orders: 2,
      total_orders: 3,
      total_stores: 3,
      total_amount_eur: 1234.56,
      total_distance_km: 12.34,
      estimated_duration_minutes: 150,
      total_visits: 3,
      completed_visits: 1,
      late_visits: 0,
    },
    distributors_schedules: routes,
    no_location: [],
    unscheduled_orders: [],
    ...overrides,
  };
}

const khaled = () => route(7, 'خالد الموزع', [visit(101, 1, 0.45), visit(102, 2, 2.34)]);
const PROOF = {
  receiver_name: 'سارة المستلمة',
  signature_url: '/api/uploads/signatures/0123abcd.png',
  signed_at: '2026-11-26T10:03:00.000Z',
  latitude: 50.8501,
  longitude: 4.3602,
};
const sami = () => route(8, 'سامي الموزع', [visit(201, 1, 3.1, { visit_status: 'completed', proof: PROOF })]);
const planned = () => day([khaled(), sami()]);
const nothing = () => day([], { generated_at: null, overall_statistics: { ...planned().overall_statistics, total_orders: 0 } });

function renderPage(overrides: FakeOverrides) {
  const dataProvider = fakeProvider({}, { distributors: async () => [], ...overrides }, { mapTileUrl: '' });
  renderAdmin({
    dataProvider,
    role: 'manager',
    path: `/scheduling/daily?date=${DAY}`,
    routes: { '/scheduling/daily': <SchedulePage /> },
  });
  return dataProvider;
}

// The day picker is MUI X's date field, heavier than the browser's date box it replaced.
vi.setConfig({ testTimeout: 40_000 });

/** The open MUI menu; found by its role attribute, since a role query over the whole page is slow in the test DOM. */
const openMenu = () => document.querySelector<HTMLElement>('[role="listbox"]')!;

const card = (id: number) => screen.getByTestId(`distributor-card-${id}`);
const visitOrders = (id: number) => within(card(id)).queryAllByTestId(/^visit-\d+$/).map((row) => row.getAttribute('data-testid'));

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/scheduling/daily', () => {
  it('shows the six figures of overall_statistics and says the distances are estimates', async () => {
    const provider = renderPage({ daySchedule: async () => planned() });
    const stat = async (key: string) => (await screen.findByTestId(`schedule-stat-${key}`)).textContent;
    expect(await stat('distributors')).toBe('2 من 3');
    expect(await stat('orders')).toBe('3');
    expect(await stat('stores')).toBe('3');
    expect(await stat('amount')).toBe(formatWholeEuros(1234.56));
    expect(await stat('distance')).toBe(`${formatNumber(12.3, { minimumFractionDigits: 1 })} كم`);
    expect(await stat('duration')).toBe(`${formatNumber(2.5)} ساعة`);
    expect(screen.getByTestId('schedule-road-note')).toHaveTextContent('المسافات تقديرية بخط مستقيم');
    expect(provider.daySchedule).toHaveBeenCalledWith(DAY);
    // Read again by hand.
    fireEvent.click(screen.getByTestId('schedule-refresh'));
    expect(await screen.findByText('تم تحديث البيانات بنجاح')).toBeInTheDocument();
    expect(provider.daySchedule).toHaveBeenCalledTimes(2);
  });

  it('gives each distributor a card with the visits in order, metres under 1 km, the first from the bakery, and the map its stops', async () => {
    renderPage({ daySchedule: async () => planned() });
    await screen.findByTestId('distributor-card-7');
    expect(within(card(7)).getByRole('heading', { name: 'خالد الموزع' })).toBeInTheDocument();
    // The plate reads left to right inside the Arabic line (Unicode isolates).
    expect(within(card(7)).getByText('\u20661-VAN-007\u2069 — Kangoo')).toBeInTheDocument();
    expect(visitOrders(7)).toEqual(['visit-101', 'visit-102']);
    expect(visitOrders(8)).toEqual(['visit-201']);
    const distances = within(card(7)).getAllByTestId('visit-distance').map((node) => node.textContent);
    expect(distances).toEqual(['من المخبز: 450 م', `من السابقة: ${formatNumber(2.3)} كم`]);
    expect(within(screen.getByTestId('visit-201')).getByTestId('visit-status')).toHaveTextContent('مكتملة');
    // The map: the bakery and one numbered marker per located stop (the test DOM has no SVG renderer for the lines).
    const map = screen.getByTestId('schedule-map');
    await waitFor(() => expect(map.querySelectorAll('[data-testid="stop-marker"]')).toHaveLength(3));
    expect(map.querySelectorAll('[data-testid="bakery-marker"]')).toHaveLength(1);
  });

  it('offers to generate an empty day, calls generate and shows the success and the routes', async () => {
    const provider = renderPage({ daySchedule: async () => nothing(), generateSchedule: async () => planned() });
    const empty = await screen.findByTestId('schedule-empty');
    expect(empty).toHaveTextContent('لا توجد جداول توزيع');
    fireEvent.click(within(empty).getByRole('button', { name: 'إنشاء الجداول' }));
    expect(await screen.findByText('تم إنشاء جداول التوزيع بنجاح')).toBeInTheDocument();
    expect(provider.generateSchedule).toHaveBeenCalledWith(DAY);
    expect(await screen.findByTestId('distributor-card-8')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-empty')).not.toBeInTheDocument();
  });

  it("asks before regenerating a day a distributor has started, and shows the server's refusal", async () => {
    const message = 'تاريخ الجدول يجب أن يكون بين 2026-01-01 و2027-11-24';
    const provider = renderPage({
      daySchedule: async () => planned(),
      generateSchedule: async () => Promise.reject(toHttpError(400, { success: false, message })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إعادة إنشاء الجداول' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('بدأ بعض الموزعين زياراتهم');
    expect(provider.generateSchedule).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'إعادة الإنشاء' }));
    await waitFor(() => expect(provider.generateSchedule).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("moves a visit to another distributor with the 'نقل' dialog, and puts it back when the server refuses", async () => {
    const moved = day([route(7, 'خالد الموزع', [visit(102, 1, 1.5)]), route(8, 'سامي الموزع', [sami().schedule_items[0]!, visit(101, 2, 0.8)])]);
    const provider = renderPage({ daySchedule: async () => planned(), moveVisit: async () => moved });
    await screen.findByTestId('distributor-card-7');
    // A completed visit cannot move.
    expect(within(screen.getByTestId('visit-201')).getByTestId('visit-move')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'نقل: متجر 101' }));
    const dialog = await screen.findByTestId('move-dialog');
    // MUI's own menus, like every other choice of the app.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'الموزع' }));
    fireEvent.click(within(openMenu()).getByRole('option', { name: 'سامي الموزع' }));
    expect(within(dialog).getByRole('combobox', { name: 'الترتيب في المسار' })).toHaveTextContent('المحطة 2');
    fireEvent.click(screen.getByTestId('move-confirm'));
    await waitFor(() => expect(provider.moveVisit).toHaveBeenCalledWith(101, { distributor_id: 8, position: 2 }));
    await waitFor(() => expect(visitOrders(8)).toEqual(['visit-201', 'visit-101']));
    expect(visitOrders(7)).toEqual(['visit-102']);
    expect(await screen.findByText('تم نقل الزيارة بنجاح')).toBeInTheDocument();

    // The server refuses the next move: the visit goes back where it was, with the server's words.
    const refusal = 'لدى هذا الموزع زيارة لهذا المتجر في اليوم نفسه';
    provider.moveVisit.mockImplementation(async () => Promise.reject(toHttpError(409, { success: false, message: refusal })));
    fireEvent.click(screen.getByRole('button', { name: 'نقل: متجر 102' }));
    const again = await screen.findByTestId('move-dialog');
    fireEvent.mouseDown(within(again).getByRole('combobox', { name: 'الموزع' }));
    fireEvent.click(within(openMenu()).getByRole('option', { name: 'سامي الموزع' }));
    fireEvent.click(screen.getByTestId('move-confirm'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(visitOrders(7)).toEqual(['visit-102']));
    expect(visitOrders(8)).toEqual(['visit-201', 'visit-101']);
  });

  it('reorders by dragging a visit onto another in the same route', async () => {
    const provider = renderPage({ daySchedule: async () => planned(), moveVisit: async () => planned() });
    await screen.findByTestId('distributor-card-7');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(screen.getByTestId('visit-102'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('visit-101'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('visit-101'), { dataTransfer });
    await waitFor(() => expect(provider.moveVisit).toHaveBeenCalledWith(102, { distributor_id: 7, position: 1 }));
  });

  it("shows an order's quick buttons as its state allows, and pay records the remaining amount in cash", async () => {
    const draft = route(7, 'خالد الموزع', [visit(101, 1, 0.45, { orders: [order(101, { status: 'draft', payment_status: 'pending', paid_amount_eur: 0, remaining_eur: 40 })] }), visit(102, 2, 2.34)]);
    const provider = renderPage({
      daySchedule: async () => day([draft, sami()]),
      setOrderStatus: vi.fn(async () => ({}) as never),
      recordOrderPayment: vi.fn(async () => ({}) as never),
    });
    // A confirmed order: start distribution, no confirm, no delivered yet.
    fireEvent.click(await within(await screen.findByTestId('visit-102')).findByText(/ORD-102/));
    let dialog = await screen.findByTestId('order-dialog');
    const actions = () => within(screen.getByRole('dialog'));
    expect(dialog).toHaveTextContent('خبز عربي');
    expect(await actions().findByTestId('order-start')).toHaveTextContent('بدء التوزيع');
    expect(actions().queryByTestId('order-confirm')).not.toBeInTheDocument();
    expect(actions().queryByTestId('order-deliver')).not.toBeInTheDocument();
    fireEvent.click(actions().getByTestId('order-pay'));
    await waitFor(() => expect(provider.recordOrderPayment).toHaveBeenCalledTimes(1));
    const [id, payment, key] = provider.recordOrderPayment.mock.calls[0]!;
    expect(id).toBe(102);
    expect(payment).toMatchObject({ amount: 30, method: 'cash', version: 3 });
    expect(key).toEqual(expect.any(String));
    expect(await screen.findByText('تم تحديث حالة الدفع بنجاح')).toBeInTheDocument();
    fireEvent.click(actions().getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByTestId('order-dialog')).not.toBeInTheDocument());

    // A draft: confirm only.
    fireEvent.click(within(screen.getByTestId('visit-101')).getByText(/ORD-101/));
    dialog = await screen.findByTestId('order-dialog');
    expect(await actions().findByTestId('order-confirm')).toBeInTheDocument();
    expect(actions().queryByTestId('order-start')).not.toBeInTheDocument();
    fireEvent.click(actions().getByTestId('order-confirm'));
    await waitFor(() => expect(provider.setOrderStatus).toHaveBeenCalledWith(101, 'confirmed', 3));
    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeInTheDocument();
  });

  it("offers the status moves the order allows in a select, and shows the held status again when the server refuses", async () => {
    const provider = renderPage({
      daySchedule: async () => planned(),
      setOrderStatus: vi
        .fn()
        .mockRejectedValueOnce(toHttpError(409, { success: false, message: 'تم تعديل الطلب من مستخدم آخر' }))
        .mockResolvedValue({}),
    });
    fireEvent.click(await within(await screen.findByTestId('visit-102')).findByText(/ORD-102/));
    const dialog = within(await screen.findByRole('dialog'));
    const select = await dialog.findByRole('combobox', { name: 'حالة الطلب' });
    expect(select).toHaveTextContent('مؤكد');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['مؤكد', 'قيد التوزيع', 'ملغي']);
    fireEvent.click(screen.getByRole('option', { name: 'قيد التوزيع' }));
    await waitFor(() => expect(provider.setOrderStatus).toHaveBeenCalledWith(102, 'in_progress', 3));
    expect(await screen.findByText('تم تعديل الطلب من مستخدم آخر')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'حالة الطلب' })).toHaveTextContent('مؤكد'));
  });

  it('shows a delivered order\'s status as a chip, with no select', async () => {
    const done = route(7, 'خالد الموزع', [visit(101, 1, 0.45, { orders: [order(101, { status: 'delivered' })] })]);
    renderPage({ daySchedule: async () => day([done]) });
    fireEvent.click(await within(await screen.findByTestId('visit-101')).findByText(/ORD-101/));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('order-pay')).toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: 'حالة الطلب' })).not.toBeInTheDocument();
  });

  it('hides pay for a paid order', async () => {
    const paid = route(7, 'خالد الموزع', [visit(101, 1, 0.45, { orders: [order(101, { payment_status: 'paid', paid_amount_eur: 40, remaining_eur: 0 })] })]);
    renderPage({ daySchedule: async () => day([paid]) });
    fireEvent.click(await within(await screen.findByTestId('visit-101')).findByText(/ORD-101/));
    await screen.findByTestId('order-dialog');
    // The buttons wait for the role's rights: once 'start distribution' shows, pay would too.
    expect(await within(screen.getByRole('dialog')).findByTestId('order-start')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByTestId('order-pay')).not.toBeInTheDocument();
  });

  it('shows the filtered-empty state, the fetch error, and the shops without a location', async () => {
    renderPage({
      daySchedule: async () =>
        day([khaled()], {
          no_location: [{ store: { id: 5, name: 'بقالة بلا موقع', address: null, phone: null }, orders: [{ id: 9, order_number: 'ORD-9', final_amount_eur: 12, status: 'confirmed' }] }],
          unscheduled_orders: [{ id: 10, order_number: 'ORD-10', store_id: 6, store_name: 'مخبز بعيد', final_amount_eur: 8, reason: 'capacity' }],
        }),
    });
    expect(await screen.findByTestId('schedule-no-location')).toHaveTextContent('بقالة بلا موقع');
    expect(screen.getByTestId('schedule-unscheduled')).toHaveTextContent('تتجاوز سعة المركبات المتاحة');
    fireEvent.change(screen.getByTestId('schedule-search'), { target: { value: 'لا يوجد شيء كهذا' } });
    expect(await screen.findByTestId('schedule-no-results')).toHaveTextContent('لا توجد نتائج');
    expect(screen.queryByTestId('distributor-card-7')).not.toBeInTheDocument();
    cleanup();

    renderPage({ daySchedule: async () => Promise.reject(new Error('offline')) });
    expect(await screen.findByTestId('schedule-error')).toHaveTextContent('فشل في جلب جداول التوزيع');
  });

  it("shows a delivered visit's proof on its card and in its order's dialog: who, when, where, the signature", async () => {
    renderPage({ daySchedule: async () => planned() });
    const row = await screen.findByTestId('visit-201');
    const proof = within(row).getByTestId('visit-proof');
    expect(proof).toHaveTextContent(`استلمها سارة المستلمة في ${formatTime(PROOF.signed_at)}`);
    expect(within(proof).getByRole('link', { name: /عرض على الخريطة/ })).toHaveAttribute('href', expect.stringContaining('mlat=50.8501'));
    expect(within(proof).getByRole('img', { name: 'توقيع سارة المستلمة' })).toHaveAttribute('src', PROOF.signature_url);

    fireEvent.click(within(row).getByTestId('visit-order'));
    const dialog = await screen.findByTestId('order-dialog');
    const details = within(dialog).getByTestId('delivery-proof');
    expect(within(details).getByTestId('proof-receiver')).toHaveTextContent('سارة المستلمة');
    expect(within(details).getByTestId('proof-time')).toHaveTextContent(formatDateTime(PROOF.signed_at));
    expect(within(details).getByTestId('proof-place')).toHaveTextContent('50.85010, 4.36020');
    expect(within(details).getByRole('img', { name: 'توقيع سارة المستلمة' })).toHaveAttribute('src', PROOF.signature_url);
    // A visit not delivered has none.
    expect(within(screen.getByTestId('visit-101')).queryByTestId('visit-proof')).not.toBeInTheDocument();
  });

  it("picks the day in the app's DD/MM/YYYY field, never the browser's date box", async () => {
    const provider = renderPage({ daySchedule: async () => planned() });
    await screen.findByTestId('distributor-card-7');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(shownDate(/^تاريخ الجدول/)).toBe(DAY.split('-').reverse().join('/'));
    const next = addDays(DAY, 1);
    typeDate(/^تاريخ الجدول/, next.split('-').reverse().join(''));
    await waitFor(() => expect(provider.daySchedule).toHaveBeenCalledWith(next));
  });
});

describe('/scheduling/daily while planning (issue 31)', () => {
  it('says the day is being planned while the generation runs, then shows the km against the unoptimised order', async () => {
    let finish: (reply: ScheduleReply) => void = () => undefined;
    const summary = { planned_km: 41.2, unoptimised_km: 97.5, saving_km: 56.3, saving_percent: 57.7 };
    const provider = renderPage({
      daySchedule: async () => nothing(),
      generateSchedule: () => new Promise<ScheduleReply>((resolve) => (finish = resolve)),
    });
    fireEvent.click(within(await screen.findByTestId('schedule-empty')).getByRole('button', { name: 'إنشاء الجداول' }));
    const planning = await screen.findByTestId('schedule-planning');
    expect(planning).toHaveTextContent('جارٍ تخطيط المسارات');
    expect(planning).toHaveTextContent('يمكنك مغادرة هذه الصفحة');
    expect(provider.generateSchedule).toHaveBeenCalledWith(DAY);
    finish(day([khaled(), sami()], { distance_summary: summary }));
    const shown = await screen.findByTestId('schedule-distance-summary');
    expect(screen.queryByTestId('schedule-planning')).not.toBeInTheDocument();
    const km = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(shown).toHaveTextContent(`المسافة بالمسارات المحسّنة: ${km(41.2)} كم`);
    expect(shown).toHaveTextContent(`${km(97.5)} كم`);
    expect(shown).toHaveTextContent(`التوفير: ${km(56.3)} كم (${km(57.7)}٪)`);
  });

  it('shows a run the server reports (started before the page was opened, or elsewhere) and reads the day again until it ends', async () => {
    let calls = 0;
    const provider = renderPage({
      daySchedule: async () => (++calls < 2 ? day([khaled()], { planning_since: '2026-11-24T15:00:00.000Z' }) : planned()),
    });
    expect(await screen.findByTestId('schedule-planning')).toHaveTextContent('بدأ التخطيط الساعة');
    await waitFor(() => expect(screen.queryByTestId('schedule-planning')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(provider.daySchedule).toHaveBeenCalledTimes(2);
    expect(provider.generateSchedule).not.toHaveBeenCalled();
  });
});
