import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, product, productCalls, renderList } from './productListHarness';
import { setWindowWidth } from './shellHarness';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const many = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));
const card = (id: number) =>
  document.querySelector(`[data-testid="product-card"][data-product-id="${id}"]`) as HTMLElement;
const select = (id: number) => fireEvent.click(within(card(id)).getByRole('checkbox'));
const bar = () => screen.getByTestId('products-selection-bar');

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/products: selecting cards', () => {
  it('shows the bar with the Arabic count, selects the page and clears the selection', async () => {
    renderList(fakeDataProvider(many(5)));
    await waitFor(() => expect(card(5)).toBeInTheDocument());
    expect(screen.queryByTestId('products-selection-bar')).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('checkbox', { name: 'تحديد "منتج 1"' })).not.toBeChecked();
    select(1);
    expect(bar()).toHaveTextContent('تم تحديد منتج واحد');
    select(3);
    expect(bar()).toHaveTextContent('تم تحديد منتجين');
    expect(within(card(3)).getByRole('checkbox')).toBeChecked();
    fireEvent.click(within(bar()).getByRole('button', { name: 'تحديد منتجات الصفحة' }));
    expect(bar()).toHaveTextContent('تم تحديد 5 منتجات');
    expect(within(bar()).queryByRole('button', { name: 'تحديد منتجات الصفحة' })).not.toBeInTheDocument();
    fireEvent.click(within(bar()).getByRole('button', { name: 'إلغاء التحديد' }));
    expect(screen.queryByTestId('products-selection-bar')).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('/products: deleting the selected products', () => {
  it('deletes nothing when the confirmation is cancelled', async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(card(3)).toBeInTheDocument());
    select(1);
    select(2);
    fireEvent.click(within(bar()).getByRole('button', { name: 'حذف المحدد' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حذف المنتجات المحددة');
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف منتجين؟');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.bulkProducts).not.toHaveBeenCalled();
    // The selection is still there.
    expect(bar()).toHaveTextContent('تم تحديد منتجين');
  });

  it('deletes after confirmation with the ids, says how many were deleted and archived, then clears and reloads', async () => {
    const provider = fakeDataProvider(many(14), {
      bulkProducts: vi.fn(async () => ({ action: 'delete' as const, updated: 0, deleted: 1, archived: 2 })),
    });
    renderList(provider);
    await waitFor(() => expect(card(12)).toBeInTheDocument());
    select(2);
    select(5);
    // A selection survives a page change: the third product is on page 2.
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(card(13)).toBeInTheDocument());
    select(13);
    expect(bar()).toHaveTextContent('تم تحديد 3 منتجات');
    fireEvent.click(within(bar()).getByRole('button', { name: 'حذف المحدد' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف 3 منتجات؟');
    expect(dialog).toHaveTextContent('المنتجات الواردة في طلبات تُؤرشف بدلاً من حذفها');
    expect(provider.bulkProducts).not.toHaveBeenCalled();
    const before = productCalls(provider).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(provider.bulkProducts).toHaveBeenCalledTimes(1));
    expect(provider.bulkProducts).toHaveBeenCalledWith([2, 5, 13], 'delete');
    expect(await screen.findByText('تم حذف منتج واحد، وأُرشف منتجان لورودهما في طلبات')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('products-selection-bar')).not.toBeInTheDocument());
    await waitFor(() => expect(productCalls(provider).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal and keeps the selection", async () => {
    const provider = fakeDataProvider(many(2), {
      bulkProducts: vi.fn(async () =>
        Promise.reject(new HttpError('x', 404, { message: 'بعض المنتجات المحددة غير موجودة، لم يتم تغيير أي منتج' })),
      ),
    });
    renderList(provider);
    await waitFor(() => expect(card(2)).toBeInTheDocument());
    select(1);
    fireEvent.click(within(bar()).getByRole('button', { name: 'حذف المحدد' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('هل أنت متأكد من حذف منتج واحد؟');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('بعض المنتجات المحددة غير موجودة، لم يتم تغيير أي منتج')).toBeInTheDocument();
    expect(bar()).toHaveTextContent('تم تحديد منتج واحد');
  });
});

describe('/products: other bulk actions', () => {
  it('activates, deactivates and features the selection through bulkProducts', async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(card(3)).toBeInTheDocument());
    select(1);
    select(3);
    fireEvent.click(within(bar()).getByRole('button', { name: 'إلغاء التفعيل' }));
    await waitFor(() => expect(provider.bulkProducts).toHaveBeenCalledWith([1, 3], 'deactivate'));
    expect(await screen.findByText('تم تحديث منتجين')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('products-selection-bar')).not.toBeInTheDocument());
    select(2);
    fireEvent.click(within(bar()).getByRole('button', { name: 'تمييز' }));
    await waitFor(() => expect(provider.bulkProducts).toHaveBeenLastCalledWith([2], 'feature'));
  });

  it('offers a cashier only to count and clear the selection: no delete, no status change', async () => {
    const provider = fakeDataProvider(many(2));
    renderList(provider, { role: 'cashier' });
    await waitFor(() => expect(card(2)).toBeInTheDocument());
    // The access checks are answered asynchronously: give them time to (wrongly) show something.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card(1)).queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
    select(1);
    expect(bar()).toHaveTextContent('تم تحديد منتج واحد');
    expect(within(bar()).getByRole('button', { name: 'إلغاء التحديد' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'حذف المحدد' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'تفعيل' })).not.toBeInTheDocument();
  });
});

describe('/products: deleting one product', () => {
  it('asks first, naming the product, and deletes only when confirmed', async () => {
    const provider = fakeDataProvider([product(1, { name: 'خبز الشعير' }), product(2)]);
    renderList(provider);
    await waitFor(() => expect(card(2)).toBeInTheDocument());
    fireEvent.click(await within(card(1)).findByRole('button', { name: 'حذف' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('حذف المنتج "خبز الشعير"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();

    fireEvent.click(within(card(1)).getByRole('button', { name: 'حذف' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('products', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('تم حذف المنتج بنجاح')).toBeInTheDocument();
  });

  it('says the product was archived because it appears in orders', async () => {
    const provider = fakeDataProvider([product(1)], {
      delete: vi.fn(async () => ({ data: { id: 1, archived: true } })),
    });
    renderList(provider);
    await waitFor(() => expect(card(1)).toBeInTheDocument());
    fireEvent.click(await within(card(1)).findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تمت أرشفة المنتج بدلاً من حذفه لأنه وارد في طلبات')).toBeInTheDocument();
  });

  it("shows the server's message when the delete fails", async () => {
    const provider = fakeDataProvider([product(1)], {
      delete: vi.fn(async () =>
        Promise.reject(new HttpError('x', 403, { message: 'غير مصرح لك بالوصول إلى هذه البيانات' })),
      ),
    });
    renderList(provider);
    await waitFor(() => expect(card(1)).toBeInTheDocument());
    fireEvent.click(await within(card(1)).findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('غير مصرح لك بالوصول إلى هذه البيانات')).toBeInTheDocument();
  });
});

describe('/products: the featured star', () => {
  it('lets a manager feature a product from its card', async () => {
    const provider = fakeDataProvider([product(1)]);
    renderList(provider, { role: 'manager' });
    await waitFor(() => expect(card(1)).toBeInTheDocument());
    fireEvent.click(await within(card(1)).findByRole('button', { name: 'إضافة إلى المنتجات المميزة' }));
    await waitFor(() => expect(provider.toggleProductFeatured).toHaveBeenCalledWith(1));
    expect(await screen.findByText('تم تمييز المنتج')).toBeInTheDocument();
  });
});
