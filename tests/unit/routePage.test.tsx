import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DistributorLayout } from '../../src/custom/layout/DistributorLayout';
import RoutePage from '../../src/custom/route/RoutePage';
import type { ScheduleItem, ScheduleOrder, ScheduleReply } from '../../src/domain/schedule';
import { formatMoney } from '../../src/i18n/format';
import type { RouteCalls } from '../../src/providers/data/routeCalls';
import { toHttpError } from '../../src/providers/http';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

// The distributor's route on a phone: the stop to work on first, the way there, arrive / delay / deliver
// with a signed proof, and the position shared once a minute while they allow it.

vi.setConfig({ testTimeout: 20_000 });

const DAY = '2026-11-25';

function order(id: number, final: number, paid: number): ScheduleOrder {
  return {
    id,
    order_number: `ORD-${id}`,
    version: 1,
    total_amount_eur: final,
    total_amount: final,
    final_amount_eur: final,
    paid_amount_eur: paid,
    remaining_eur: final - paid,
    status: 'confirmed',
    payment_status: paid ? 'partial' : 'pending',
    order_date: DAY,
    delivery_date: DAY,
    notes: null,
    customer: { name: 'زبون', phone: null },
    items: [],
  };
}

function visit(
  id: number,
  visitOrder: number,
  name: string,
  latitude: number,
  longitude: number,
  orders: ScheduleOrder[],
): ScheduleItem {
  return {
    id,
    visit_order: visitOrder,
    store: {
      id: 100 + id,
      name,
      address: `شارع ${visitOrder}، بروكسل`,
      phone: '+32 2 555 00 0' + id,
      coordinates: { latitude, longitude },
    },
    window: { from: '08:00', to: '10:00' },
    planned_arrival: `0${7 + visitOrder}:30`,
    late: false,
    estimated_duration: 15,
    distance_from_previous: 0.8 * visitOrder,
    distance_from_previous_m: 800 * visitOrder,
    visit_status: 'scheduled',
    delay_reason: null,
    arrived_at: null,
    completed_at: null,
    proof: null,
    orders,
  };
}

function completed(item: ScheduleItem, receiver: string): ScheduleItem {
  return {
    ...item,
    visit_status: 'completed',
    completed_at: `${DAY}T08:05:00.000Z`,
    proof: {
      receiver_name: receiver,
      signature_url: '/uploads/signatures/a.png',
      signed_at: `${DAY}T08:05:00.000Z`,
      latitude: null,
      longitude: null,
    },
    orders: item.orders.map((o) => ({ ...o, status: 'delivered' as const })),
  };
}

function reply(items: ScheduleItem[]): ScheduleReply {
  return {
    schedule_date: DAY,
    generated_at: `${DAY}T05:00:00.000Z`,
    road_source: 'estimate',
    bakery: { latitude: 50.84, longitude: 4.36 },
    distance_summary: null,
    planning_since: null,
    overall_statistics: {
      total_distributors: 1,
      distributors_with_orders: 1,
      total_orders: 3,
      total_stores: items.length,
      total_amount_eur: 100,
      total_distance_km: 4.8,
      estimated_duration_minutes: 90,
      total_visits: items.length,
      completed_visits: 0,
      late_visits: 0,
    },
    distributors_schedules: items.length
      ? [
          {
            distributor: { id: 1, full_name: 'سامر', name: 'سامر', phone: null, email: null },
            vehicle: null,
            status: 'in_progress',
            statistics: {
              total_orders: 3,
              total_stores: items.length,
              total_amount: 100,
              total_amount_eur: 100,
              estimated_duration_minutes: 90,
              total_distance_km: 4.8,
              load_kg: null,
              over_capacity: false,
              late_visits: 0,
            },
            route: { geometry: [] },
            position: null,
            schedule_items: items,
          },
        ]
      : [],
    no_location: [],
    unscheduled_orders: [],
  };
}

/** A server in memory: the visit calls change the stored route as the API does, and answer the visit. */
function server(items: ScheduleItem[]) {
  let stops = items;
  const change = (id: unknown, next: (item: ScheduleItem) => ScheduleItem) => {
    stops = stops.map((item) => (item.id === id ? next(item) : item));
    return stops.find((item) => item.id === id)!;
  };
  const calls: Partial<RouteCalls> = {
    mySchedule: async () => reply(stops),
    setVisitStatus: async (id, status, reason) =>
      change(id, (item) => ({ ...item, visit_status: status, delay_reason: reason ?? item.delay_reason })),
    deliverVisit: async (id, proof) => change(id, (item) => completed(item, proof.receiver_name)),
    sharePosition: async (position) => ({
      distributor_id: 1,
      ...position,
      accuracy_m: position.accuracy_m ?? null,
      recorded_at: new Date().toISOString(),
    }),
    stopSharing: async () => undefined,
  };
  return calls as FakeOverrides;
}

function dayRoute() {
  return [
    completed(visit(1, 1, 'مخبز الزهراء', 50.83, 4.35, [order(11, 20, 20)]), 'أحمد'),
    visit(2, 2, 'سوبرماركت النور', 50.8503, 4.3517, [order(21, 30, 0), order(22, 12.5, 2.5)]),
    visit(3, 3, 'دكان السلام', 50.86, 4.37, [order(31, 40, 0)]),
  ];
}

function renderRoute(overrides: FakeOverrides) {
  const dataProvider = fakeProvider({}, overrides);
  renderAdmin({
    dataProvider,
    role: 'distributor',
    path: '/distributor/schedule',
    routes: {
      '/distributor/schedule': (
        <DistributorLayout existingPaths={new Set(['/distributor', '/distributor/schedule'])}>
          <RoutePage />
        </DistributorLayout>
      ),
    },
  });
  return dataProvider;
}

type Locate = (ok: PositionCallback, fail?: PositionErrorCallback | null) => void;

function phoneLocates(
  locate: Locate = (ok) => ok({ coords: { latitude: 50.85, longitude: 4.35, accuracy: 12 } } as GeolocationPosition),
) {
  const getCurrentPosition = vi.fn(locate);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const nextStop = () => screen.findByTestId('next-stop');

beforeEach(() => {
  setWindowWidth(390);
  // The test DOM draws nothing: a context that accepts signature_pad's strokes and a PNG of a few bytes are enough here.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        scale: vi.fn(),
        clearRect: vi.fn(),
        fillRect: vi.fn(),
        beginPath: vi.fn(),
        closePath: vi.fn(),
        moveTo: vi.fn(),
        lineTo: vi.fn(),
        arc: vi.fn(),
        fill: vi.fn(),
        stroke: vi.fn(),
      }) as unknown as CanvasRenderingContext2D,
  );
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  };
  phoneLocates();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/distributor/schedule', () => {
  it('shows the next stop first with the way there, the call and what to collect, then the other stops', async () => {
    renderRoute(server(dayRoute()));
    const card = await nextStop();
    expect(within(card).getByTestId('next-stop-name')).toHaveTextContent('سوبرماركت النور');
    expect(within(card).getByTestId('navigate-geo')).toHaveAttribute(
      'href',
      `geo:50.8503,4.3517?q=50.8503,4.3517(${encodeURIComponent('سوبرماركت النور')})`,
    );
    expect(within(card).getByTestId('navigate-geo')).toHaveTextContent('التنقل');
    expect(within(card).getByTestId('navigate-map').getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=50\.8503&mlon=4\.3517#map=\d+\/50\.8503\/4\.3517$/,
    );
    expect(within(card).getByTestId('call-store')).toHaveAttribute('href', 'tel:+3225550002');
    expect(within(card).getByText('الوصول المتوقع: 09:30', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('وقت الاستلام: 08:00 – 10:00')).toBeInTheDocument();
    expect(within(card).getAllByTestId('stop-order')).toHaveLength(2);
    expect(within(card).getByTestId('stop-remaining').textContent).toBe(formatMoney(40));
    expect(screen.getByTestId('route-summary-stops')).toHaveTextContent('1 / 3');

    const rest = screen.getAllByTestId('route-stop');
    expect(rest.map((row) => row.getAttribute('data-status'))).toEqual(['completed', 'scheduled']);
    expect(rest[0]).toHaveTextContent('مخبز الزهراء');
    expect(rest[0]).toHaveTextContent('استلمها أحمد الساعة');
    expect(rest[1]).toHaveTextContent('دكان السلام');
    // The route's tab is the current one in the distributor's bottom bar.
    expect(screen.getByTestId('distributor-link-schedule')).toHaveAttribute('aria-current', 'page');
  });

  it('arrives at the stop (in progress), and shows the server’s message when it refuses', async () => {
    const calls = server(dayRoute());
    const dataProvider = renderRoute(calls);
    const card = await nextStop();
    fireEvent.click(within(card).getByTestId('stop-arrive'));
    await waitFor(() => expect(within(card).getByTestId('visit-status')).toHaveTextContent('قيد التنفيذ'));
    expect(dataProvider.setVisitStatus).toHaveBeenCalledWith(2, 'in_progress');
    expect(within(card).getByTestId('stop-arrive')).toBeDisabled();

    dataProvider.setVisitStatus.mockRejectedValueOnce(
      toHttpError(409, { success: false, message: 'تم تسليم هذه الزيارة من قبل' }),
    );
    fireEvent.click(within(card).getByTestId('stop-delay'));
    const dialog = await screen.findByTestId('delay-dialog');
    fireEvent.change(within(dialog).getByTestId('delay-reason'), { target: { value: 'زحمة' } });
    fireEvent.click(within(dialog).getByTestId('delay-confirm'));
    expect(await within(dialog).findByText('تم تسليم هذه الزيارة من قبل')).toBeInTheDocument();
  });

  it('delays only with a reason', async () => {
    const dataProvider = renderRoute(server(dayRoute()));
    const card = await nextStop();
    fireEvent.click(within(card).getByTestId('stop-delay'));
    const dialog = await screen.findByTestId('delay-dialog');
    fireEvent.click(within(dialog).getByTestId('delay-confirm'));
    expect(await within(dialog).findByText('سبب التأخير مطلوب')).toBeInTheDocument();
    expect(dataProvider.setVisitStatus).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByTestId('delay-reason'), { target: { value: '  زحمة سير  ' } });
    fireEvent.click(within(dialog).getByTestId('delay-confirm'));
    await waitFor(() => expect(dataProvider.setVisitStatus).toHaveBeenCalledWith(2, 'delayed', 'زحمة سير'));
    await waitFor(() => expect(within(card).getByTestId('visit-status')).toHaveTextContent('متأخرة'));
    expect(within(card).getByText('سبب التأخير: زحمة سير')).toBeInTheDocument();
  });

  it('delivers with a name and a drawn signature, never with a blank one, then the next stop comes first', async () => {
    const dataProvider = renderRoute(server(dayRoute()));
    const card = await nextStop();
    fireEvent.click(within(card).getByTestId('stop-deliver'));
    const dialog = await screen.findByTestId('deliver-dialog');
    // The role check resolves after the dialog opens; on a loaded machine that is a moment later. The
    // cash starts empty, as its hint says for nothing collected; one tap fills in the whole remainder.
    const cash = await within(dialog).findByTestId('cash-amount');
    expect(cash).toHaveValue('');
    expect(within(dialog).getByText(/اتركه فارغاً إن لم تحصّل شيئاً/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: `حصّلت المبلغ كاملاً (${formatMoney(40)})` }));
    expect(cash).toHaveValue('40.00');
    expect(within(dialog).getByTestId('deliver-position')).toHaveTextContent('سيُرفق موقعك بالتسليم');

    fireEvent.click(within(dialog).getByTestId('deliver-confirm'));
    expect(await within(dialog).findByText('اسم المستلم مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('توقيع المستلم مطلوب')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByTestId('receiver-name'), { target: { value: 'ليلى' } });
    const pad = within(dialog).getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    fireEvent.click(within(dialog).getByTestId('deliver-confirm'));
    // A tap is not a signature.
    expect(await within(dialog).findByText('توقيع المستلم مطلوب')).toBeInTheDocument();
    expect(dataProvider.deliverVisit).not.toHaveBeenCalled();

    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1, buttons: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(pad).toHaveAttribute('data-signed', 'true');
    // Drawn: the signature's error no longer stands, so it is no longer red.
    expect(within(dialog).queryByText('توقيع المستلم مطلوب')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('signature-helper')).not.toHaveClass('Mui-error');
    fireEvent.change(within(dialog).getByTestId('cash-amount'), { target: { value: '25,5' } });
    fireEvent.click(within(dialog).getByTestId('deliver-confirm'));

    await waitFor(() => expect(dataProvider.deliverVisit).toHaveBeenCalledTimes(1));
    const [id, proof] = dataProvider.deliverVisit.mock.calls[0]!;
    expect(id).toBe(2);
    expect(proof).toMatchObject({ receiver_name: 'ليلى', cash_amount: 25.5, latitude: 50.85, longitude: 4.35 });
    expect(proof.signature).toBeInstanceOf(Blob);

    await waitFor(() => expect(screen.getByTestId('next-stop-name')).toHaveTextContent('دكان السلام'));
    expect(screen.queryByTestId('deliver-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('route-summary-stops')).toHaveTextContent('2 / 3');
    const done = screen.getAllByTestId('route-stop').filter((row) => row.getAttribute('data-status') === 'completed');
    expect(done.map((row) => row.textContent)).toEqual([
      expect.stringContaining('استلمها أحمد'),
      expect.stringContaining('استلمها ليلى'),
    ]);
  });

  it('says there is no route today', async () => {
    renderRoute(server([]));
    expect(await screen.findByText('لا توجد جولة لهذا اليوم')).toBeInTheDocument();
    expect(screen.queryByTestId('next-stop')).not.toBeInTheDocument();
  });

  it('shares the position once a minute while the switch is on, and stops when it is turned off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataProvider = renderRoute(server(dayRoute()));
    await nextStop();
    const toggle = screen.getByRole('switch', { name: 'مشاركة موقعي أثناء الجولة' });
    expect(toggle).not.toBeChecked();
    expect(dataProvider.sharePosition).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect(dataProvider.sharePosition).toHaveBeenCalledTimes(1));
    expect(dataProvider.sharePosition).toHaveBeenCalledWith({ latitude: 50.85, longitude: 4.35, accuracy_m: 12 });
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(dataProvider.sharePosition).toHaveBeenCalledTimes(2));

    fireEvent.click(toggle);
    await waitFor(() => expect(dataProvider.stopSharing).toHaveBeenCalledTimes(1));
    expect(toggle).not.toBeChecked();
    await act(async () => {
      vi.advanceTimersByTime(120_000);
    });
    expect(dataProvider.sharePosition).toHaveBeenCalledTimes(2);
  });

  it('stops sharing when the last stop is delivered', async () => {
    const [first, second] = dayRoute();
    const dataProvider = renderRoute(server([first!, second!]));
    const card = await nextStop();
    fireEvent.click(screen.getByRole('switch', { name: 'مشاركة موقعي أثناء الجولة' }));
    await waitFor(() => expect(dataProvider.sharePosition).toHaveBeenCalledTimes(1));

    fireEvent.click(within(card).getByTestId('stop-deliver'));
    const dialog = await screen.findByTestId('deliver-dialog');
    fireEvent.change(within(dialog).getByTestId('receiver-name'), { target: { value: 'ليلى' } });
    const pad = within(dialog).getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1, buttons: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1, buttons: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    fireEvent.click(within(dialog).getByTestId('deliver-confirm'));

    expect(await screen.findByTestId('route-done')).toHaveTextContent('اكتملت جولة اليوم');
    await waitFor(() => expect(dataProvider.stopSharing).toHaveBeenCalledTimes(1));
    // The cash field was left as it opened, empty: no cash is recorded.
    expect(dataProvider.deliverVisit.mock.calls[0]![1]).not.toHaveProperty('cash_amount');
  });

  it('turns sharing off and says why when the phone refuses its position', async () => {
    phoneLocates((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    const dataProvider = renderRoute(server(dayRoute()));
    await nextStop();
    const toggle = screen.getByRole('switch', { name: 'مشاركة موقعي أثناء الجولة' });
    fireEvent.click(toggle);
    expect(await screen.findByTestId('position-sharing-problem')).toHaveTextContent('تم رفض الوصول إلى موقعك');
    expect(toggle).not.toBeChecked();
    expect(dataProvider.sharePosition).not.toHaveBeenCalled();
  });
});
