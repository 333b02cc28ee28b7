import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessRedirect } from '../../src/custom/layout/AccessRedirect';
import { MainLayout } from '../../src/custom/layout/MainLayout';
import { Screen } from '../../src/custom/layout/Screen';
import { distributorStandIn, SCREEN, type ScreenDef } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import type { Role } from '../../src/domain/enums';
import { navigationLinks } from '../../src/domain/navigation';
import { distributorMoves, paymentMethodsFor } from '../../src/domain/orders/rules';
import type { OrderDetail } from '../../src/domain/orders/types';
import { formatMoney } from '../../src/i18n/format';
import { PAGE_PATHS } from '../../src/registry';
import DistributorCreateOrder from '../../src/resources/orders/distributor/DistributorCreateOrder';
import DistributorOrderShow from '../../src/resources/orders/distributor/DistributorOrderShow';
import { ownStoresFirst } from '../../src/resources/orders/distributor/ownStoresFirst';
import { fakeAuth } from './fakeAuth';
import { fakeDataProvider, orderDetail, orderRow, type FakeProvider } from './orderHarness';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth, storeSession } from './shellHarness';

// Issue 16, "the distributor stays in their area": every page they reach is in their layout with its
// bottom tabs, office addresses lead to their area, and their order page offers only what they may do.

vi.setConfig({ testTimeout: 20_000 });

const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

function page(screenDef: ScreenDef, content: React.ReactNode) {
  return <Screen screen={screenDef}>{content}</Screen>;
}

function renderApp(provider: FakeProvider, { role = 'distributor' as Role, path = '/distributor' } = {}) {
  storeSession(role, Date.now() + 3_600_000);
  // The distributor of the order harness's distributor list.
  const authProvider = { ...fakeAuth(role), getIdentity: async () => ({ id: 21, fullName: 'سامي الموزع' }) };
  return renderAdmin({
    dataProvider: provider,
    authProvider,
    path,
    layout: (pages) => <MainLayout existingPaths={PAGE_PATHS}>{pages}</MainLayout>,
    routes: {
      '/dashboard': page(SCREEN.dashboard, <p>أرقام الشركة</p>),
      '/users': page(SCREEN.userList, <p>الموظفون</p>),
      '/orders/:id': page(SCREEN.orderShow, <p>صفحة الطلب في المكتب</p>),
      '/distributor': page(SCREEN.distributorHome, <p>توصيلاتي</p>),
      '/distributor/orders/:id': page(SCREEN.distributorOrderShow, <DistributorOrderShow />),
      '/distributor/create-order': page(SCREEN.distributorCreateOrder, <DistributorCreateOrder />),
      '/denied': <AccessRedirect />,
    },
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  setWindowWidth(390);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a distributor is led to their area', () => {
  it('/dashboard leads to /distributor, in the distributor layout', async () => {
    renderApp(fakeDataProvider(), { path: '/dashboard' });
    expect(await screen.findByText('توصيلاتي')).toBeInTheDocument();
    expect(location()).toBe('/distributor');
    expect(screen.queryByText('أرقام الشركة')).not.toBeInTheDocument();
    expect(screen.getByTestId('distributor-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('main-layout')).not.toBeInTheDocument();
  });

  it('a page their role may not open leads home, not to the dashboard', async () => {
    renderApp(fakeDataProvider(), { path: '/users' });
    expect(await screen.findByText('توصيلاتي')).toBeInTheDocument();
    expect(location()).toBe('/distributor');
  });

  it("react-admin's access-denied page leads a distributor home and anyone else to the dashboard", async () => {
    renderApp(fakeDataProvider(), { path: '/denied' });
    await waitFor(() => expect(location()).toBe('/distributor'));
    cleanup();
    renderApp(fakeDataProvider(), { role: 'manager', path: '/denied' });
    expect(await screen.findByText('أرقام الشركة')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('the office order address opens their order page, with the bottom tabs and no office menu', async () => {
    const provider = fakeDataProvider();
    renderApp(provider, { path: '/orders/7' });
    await screen.findByTestId('distributor-order');
    expect(location()).toBe('/distributor/orders/7');
    expect(screen.queryByText('صفحة الطلب في المكتب')).not.toBeInTheDocument();
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'قائمة الموزع' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-testid')),
    ).toEqual(
      // The route tab shows once its page is registered; the assistant is theirs too (issue 28).
      ['home', 'schedule', 'create-order', 'expenses', 'distributor-ai-chat']
        .filter((key) => key !== 'schedule' || PAGE_PATHS.has(SCREEN.distributorSchedule.path))
        .map((key) => `distributor-link-${key}`),
    );
    expect(provider.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 7 }));
  });

  it('a manager keeps the office pages and layout', async () => {
    renderApp(fakeDataProvider(), { role: 'manager', path: '/orders/7' });
    expect(await screen.findByText('صفحة الطلب في المكتب')).toBeInTheDocument();
    expect(screen.getByTestId('main-layout')).toBeInTheDocument();
  });
});

describe('/distributor/orders/{id}', () => {
  async function openOrder(detail: OrderDetail = orderDetail(), overrides = {}) {
    const provider = fakeDataProvider([], overrides, detail);
    renderApp(provider, { path: '/distributor/orders/7' });
    await screen.findByTestId('distributor-order');
    return provider;
  }

  it('shows the shop, the way there, the lines and the money, and a way back home', async () => {
    await openOrder(
      orderDetail({
        store: { ...orderDetail().store!, latitude: 50.85, longitude: 4.35 },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ORD-2026-0007' })).toBeInTheDocument();
    const store = screen.getByTestId('distributor-order-store');
    expect(store).toHaveTextContent('سوبرماركت الوسط');
    expect(store).toHaveTextContent('شارع الملك 12، بروكسل');
    expect(screen.getByTestId('navigate-geo')).toHaveAttribute(
      'href',
      expect.stringMatching(/^geo:50\.85,4\.35\?q=50\.85,4\.35/),
    );
    expect(screen.getByTestId('navigate-map')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=50.85&mlon=4.35#map=18/50.85/4.35',
    );
    expect(screen.getByTestId('call-store')).toHaveAttribute('href', 'tel:+32470112233');
    const items = screen.getByTestId('distributor-order-items');
    expect(items).toHaveTextContent('خبز عربي');
    expect(items).toHaveTextContent('كعك بالسمسم');
    expect(screen.getByTestId('order-total')).toHaveTextContent(money(13.5));
    expect(screen.getByTestId('order-paid')).toHaveTextContent(money(5));
    expect(screen.getByTestId('order-remaining')).toHaveTextContent(money(8.5));
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('مدفوع جزئياً');

    fireEvent.click(screen.getByTestId('distributor-back'));
    expect(await screen.findByText('توصيلاتي')).toBeInTheDocument();
    expect(location()).toBe('/distributor');
  });

  it('offers only the forward moves: no edit, cancel, duplicate or print', async () => {
    const provider = await openOrder();
    await screen.findByTestId('collect-cash');
    const actions = screen.getByTestId('distributor-order-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['بدء التوزيع', 'تحصيل نقدي']);
    for (const name of ['تعديل', 'إلغاء الطلب', 'نسخ الطلب', 'طباعة'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'تعديل' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('distributor-move-in_progress'));
    await waitFor(() => expect(provider.setOrderStatus).toHaveBeenCalledWith(7, 'in_progress', 3));
    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeInTheDocument();
  });

  it('records the cash collected: the remaining amount by default, in cash, today', async () => {
    const provider = await openOrder(orderDetail(), {
      recordOrderPayment: vi.fn(async () =>
        orderDetail({ paid_amount_eur: 13.5, payment_status: 'paid', payments: [] }),
      ),
    });
    fireEvent.click(await screen.findByTestId('collect-cash'));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/المبلغ المحصّل/) as HTMLInputElement;
    expect(amount.value).toBe('8,5');
    expect(dialog).toHaveTextContent(`المتبقي على الطلب: ${money(8.5)}`);
    expect(within(dialog).queryByLabelText('طريقة الدفع')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('cash-save'));
    await waitFor(() => expect(provider.recordOrderPayment).toHaveBeenCalledTimes(1));
    const [id, input, key] = provider.recordOrderPayment.mock.calls[0]!;
    expect(id).toBe(7);
    expect(input).toMatchObject({ amount: 8.5, method: 'cash', payment_date: bakeryDate() });
    expect(key).toEqual(expect.any(String));
    expect(await screen.findByText('تم تسجيل الدفعة وتحديث حالة الدفع بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Paid in full: nothing left to collect.
    await waitFor(() => expect(screen.queryByTestId('collect-cash')).not.toBeInTheDocument());
  });

  it('refuses more than remains before sending anything', async () => {
    const provider = await openOrder();
    fireEvent.click(await screen.findByTestId('collect-cash'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/المبلغ المحصّل/), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByTestId('cash-save'));
    expect(await within(dialog).findByText(/يتجاوز/)).toBeInTheDocument();
    expect(provider.recordOrderPayment).not.toHaveBeenCalled();
  });

  it("an order that is not theirs (403) leads back home with the server's reason", async () => {
    const provider = fakeDataProvider([], {
      getOne: vi.fn(async () => {
        throw new HttpError('غير مصرح لك بالوصول إلى هذه البيانات', 403, {
          success: false,
          message: 'غير مصرح لك بالوصول إلى هذه البيانات',
        });
      }),
    });
    renderApp(provider, { path: '/distributor/orders/9' });
    expect(await screen.findByText('توصيلاتي')).toBeInTheDocument();
    expect(location()).toBe('/distributor');
    expect(await screen.findByText('غير مصرح لك بعرض هذا الطلب')).toBeInTheDocument();
  });
});

describe('/distributor/create-order', () => {
  // The whole order form: slow on a busy machine.
  it(
    'offers their shops first, no distributor choice, and opens the new order in their area',
    { timeout: 60_000 },
    async () => {
      const provider = fakeDataProvider([
        orderRow(3, { store_id: 5, store_name: 'مقهى الزاوية', assigned_distributor_id: 21 }),
      ]);
      renderApp(provider, { path: '/distributor/create-order' });
      await screen.findByTestId('order-create');
      // Their layout has no app bar for a <Title>: the page names itself.
      expect(screen.getByRole('heading', { level: 1, name: 'طلب جديد' })).toBeInTheDocument();
      expect(screen.getByTestId('distributor-link-create-order')).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('combobox', { name: 'الموزع (اختياري)' })).not.toBeInTheDocument();
      expect(screen.getByTestId('summary-distributor')).toHaveTextContent('سامي الموزع');

      const storeBox = screen.getByRole('combobox', { name: /^المتجر/ });
      fireEvent.mouseDown(storeBox);
      fireEvent.focus(storeBox);
      fireEvent.keyDown(storeBox, { key: 'ArrowDown' });
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['مقهى الزاوية', 'سوبرماركت الوسط']);
      fireEvent.click(options[1]!);

      const product = screen.getByRole('combobox', { name: /^المنتج 1/ });
      fireEvent.focus(product);
      fireEvent.change(product, { target: { value: 'خبز' } });
      fireEvent.click(await screen.findByRole('option', { name: /خبز عربي/ }));
      fireEvent.click(screen.getByRole('button', { name: 'حفظ الطلب' }));
      await waitFor(() => expect(provider.create).toHaveBeenCalled());
      expect(provider.create.mock.calls[0]![1].data).toMatchObject({ store_id: 4, distributor_id: 21 });
      await waitFor(() => expect(location()).toBe('/distributor/orders/99'));
    },
  );
});

describe('the rules behind it', () => {
  it('maps office addresses to the distributor area for a distributor only', () => {
    expect(distributorStandIn('distributor', '/dashboard')).toBe('/distributor');
    expect(distributorStandIn('distributor', '/orders/12')).toBe('/distributor/orders/12');
    expect(distributorStandIn('distributor', '/orders/12/edit')).toBe('/distributor/orders/12');
    expect(distributorStandIn('distributor', '/orders/create')).toBe('/distributor/create-order');
    expect(distributorStandIn('distributor', '/vehicles/expenses')).toBe('/distributor/expenses');
    expect(distributorStandIn('distributor', '/stores/3')).toBeNull();
    expect(distributorStandIn('distributor', '/distributor/orders/12')).toBeNull();
    expect(distributorStandIn('manager', '/dashboard')).toBeNull();
  });

  it('a distributor moves forward and takes cash only', () => {
    expect(distributorMoves(['in_progress', 'cancelled'])).toEqual(['in_progress']);
    expect(paymentMethodsFor('distributor')).toEqual(['cash']);
    expect(paymentMethodsFor('cashier')).toContain('bank');
  });

  it('navigation: coordinates first, else the address, else nothing', () => {
    expect(navigationLinks({ name: 'مقهى', latitude: 50.1, longitude: 4.2 })).toEqual({
      geo: `geo:50.1,4.2?q=50.1,4.2(${encodeURIComponent('مقهى')})`,
      map: 'https://www.openstreetmap.org/?mlat=50.1&mlon=4.2#map=18/50.1/4.2',
    });
    expect(navigationLinks({ address: 'Rue Neuve 1, Bruxelles' })).toEqual({
      geo: 'geo:0,0?q=Rue%20Neuve%201%2C%20Bruxelles',
      map: 'https://www.openstreetmap.org/search?query=Rue%20Neuve%201%2C%20Bruxelles',
    });
    expect(navigationLinks({ name: 'بلا عنوان', address: ' ' })).toBeNull();
  });

  it("lists the distributor's shops first, most recent first, then the others", () => {
    const stores = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(ownStoresFirst(stores, [{ store_id: 3 }, { store_id: 1 }, { store_id: 3 }]).map((s) => s.id)).toEqual([
      3, 1, 2, 4,
    ]);
    expect(ownStoresFirst(stores, undefined).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
});
