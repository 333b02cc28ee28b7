import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/domain/products/rules';
import { toHttpError } from '../../src/providers/http';
import { authProvider, fakeDataProvider, movements, product, renderShow } from './productShowHarness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

async function openAdjustForm() {
  const form = await screen.findByTestId('product-stock-adjust');
  return {
    form,
    remove: () => fireEvent.click(within(form).getByRole('radio', { name: 'خصم من المخزون' })),
    quantity: (value: string) => fireEvent.change(within(form).getByRole('spinbutton'), { target: { value } }),
    reason: (value: string) => fireEvent.change(within(form).getByRole('textbox', { name: /سبب التعديل/ }), { target: { value } }),
    submit: () => fireEvent.click(within(form).getByRole('button', { name: 'تطبيق التعديل' })),
  };
}

describe('ProductShow (/products/{id}): actions', { timeout: 20_000 }, () => {
  it('deactivates only after the server has answered, then says so', async () => {
    const answer = deferred<Product>();
    const dataProvider = renderShow({ dataProvider: fakeDataProvider({ toggleProductStatus: vi.fn(() => answer.promise) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التفعيل' }));
    await waitFor(() => expect(dataProvider.toggleProductStatus).toHaveBeenCalledWith(12));
    // Still active while the server works.
    expect(screen.getByTestId('product-status')).toHaveTextContent('نشط');
    await waitFor(() => expect(screen.getByRole('button', { name: 'إلغاء التفعيل' })).toBeDisabled());

    await act(async () => answer.resolve({ ...product, status: 'inactive' }));
    await waitFor(() => expect(screen.getByTestId('product-status')).toHaveTextContent('غير نشط'));
    expect(await screen.findByText('تم إلغاء تفعيل المنتج بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تفعيل' })).toBeEnabled();
    // The page was not loaded again: the server's reply is what it shows.
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
  });

  it('keeps the status and says so when the server refuses the toggle', async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        toggleProductStatus: vi.fn(async () => {
          throw toHttpError(500, { success: false });
        }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التفعيل' }));
    expect(await screen.findByText('فشل في تحديث حالة المنتج')).toBeInTheDocument();
    expect(screen.getByTestId('product-status')).toHaveTextContent(/^نشط$/);
    expect(screen.getByRole('button', { name: 'إلغاء التفعيل' })).toBeEnabled();
  });

  it('unfeatures through the server, and says so when that fails', async () => {
    const toggleProductFeatured = vi.fn(async () => ({ ...product, is_featured: false }));
    renderShow({ dataProvider: fakeDataProvider({ toggleProductFeatured }) });
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء التمييز' }));
    expect(await screen.findByText('تم إلغاء تمييز المنتج بنجاح')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'منتج مميز' })).not.toBeInTheDocument();
    expect(toggleProductFeatured).toHaveBeenCalledWith(12);

    toggleProductFeatured.mockImplementation(async () => {
      throw toHttpError(500, { success: false });
    });
    fireEvent.click(screen.getByRole('button', { name: 'تمييز المنتج' }));
    expect(await screen.findByText('فشل في تحديث حالة التمييز')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'منتج مميز' })).not.toBeInTheDocument();
  });

  it('asks before deleting, deletes nothing when cancelled, and goes to the list once deleted', async () => {
    const dataProvider = renderShow();
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`حذف المنتج "${product.name}"`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف المنتج بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
    expect(dataProvider.delete).toHaveBeenCalledWith('products', expect.objectContaining({ id: 12 }));
  });

  it('says the product was archived when the server kept it for its orders', async () => {
    renderShow({ dataProvider: fakeDataProvider({ delete: vi.fn(async () => ({ data: { id: 12, archived: true } })) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('المنتج مستخدم في طلبات سابقة، لذلك تمت أرشفته بدلاً من حذفه')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
  });

  it("shows the server's message when the delete fails, and stays", async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        delete: vi.fn(async () => {
          throw toHttpError(403, { success: false, message: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
        }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('ليس لديك صلاحية للقيام بهذا الإجراء')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/12');
  });

  it('takes from the stock with a signed quantity and a reason, then shows the new stock and history', async () => {
    const adjustProductStock = vi.fn(async () => ({
      product: { ...product, stock_quantity: 3 },
      movement: { id: 3, product_id: 12, change: -5, quantity_after: 3, reason: 'تالف', created_by_name: 'مدير العمليات', created_at: '2026-03-10T08:00:00.000Z' },
    }));
    const productInventory = vi.fn(async () => ({ stock_quantity: 8, minimum_stock: 10, level: 'low' as const, movements }));
    renderShow({ dataProvider: fakeDataProvider({ adjustProductStock, productInventory }) });
    const adjust = await openAdjustForm();
    await waitFor(() => expect(productInventory).toHaveBeenCalledTimes(1));
    adjust.remove();
    adjust.quantity('5');
    adjust.reason('  تالف  ');
    adjust.submit();

    await waitFor(() => expect(adjustProductStock).toHaveBeenCalledWith(12, -5, 'تالف'));
    expect(await screen.findByText('تم تعديل المخزون بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-stock-quantity')).toHaveTextContent('3'));
    expect(screen.getByTestId('product-stock-bar')).toHaveAttribute('aria-valuenow', '15');
    // The history is asked for again, so the new movement shows.
    await waitFor(() => expect(productInventory).toHaveBeenCalledTimes(2));
  });

  it('adds to the stock with a positive quantity', async () => {
    const adjustProductStock = vi.fn(async () => ({ product: { ...product, stock_quantity: 20 }, movement: movements[0] }));
    renderShow({ dataProvider: fakeDataProvider({ adjustProductStock }) });
    const adjust = await openAdjustForm();
    adjust.quantity('12');
    adjust.reason('دفعة جديدة من الفرن');
    adjust.submit();
    await waitFor(() => expect(adjustProductStock).toHaveBeenCalledWith(12, 12, 'دفعة جديدة من الفرن'));
  });

  it("shows the server's 409 message and keeps the stock", async () => {
    const message = 'لا يمكن أن يصبح المخزون أقل من صفر (المتوفر حالياً 8)';
    const adjustProductStock = vi.fn(async () => {
      throw toHttpError(409, { success: false, message });
    });
    renderShow({ dataProvider: fakeDataProvider({ adjustProductStock }) });
    const adjust = await openAdjustForm();
    adjust.remove();
    adjust.quantity('8');
    adjust.reason('بيع مباشر');
    adjust.submit();
    expect(await within(adjust.form).findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('product-stock-quantity')).toHaveTextContent('8');
  });

  it('does not send a change that is not a whole number, lacks a reason, or takes more than the stock', async () => {
    const adjustProductStock = vi.fn();
    renderShow({ dataProvider: fakeDataProvider({ adjustProductStock }) });
    const adjust = await openAdjustForm();
    adjust.submit();
    expect(await within(adjust.form).findAllByText('هذا الحقل مطلوب')).toHaveLength(2);

    adjust.quantity('2.5');
    adjust.reason('x');
    adjust.submit();
    expect(await within(adjust.form).findByText('الكمية يجب أن تكون عدداً صحيحاً')).toBeInTheDocument();
    expect(within(adjust.form).getByText('يجب ألا يقل الطول عن 2 من الأحرف')).toBeInTheDocument();

    adjust.remove();
    adjust.quantity('9');
    adjust.reason('تالف');
    adjust.submit();
    expect(await within(adjust.form).findByText('لا يمكن خصم أكثر من المخزون الحالي (8)')).toBeInTheDocument();
    expect(adjustProductStock).not.toHaveBeenCalled();
  });

  it('shows no status, featured or delete button to a role without those rights', async () => {
    const { provider, canAccess } = authProvider(['status', 'delete']);
    renderShow({ auth: provider });
    expect(await screen.findByRole('link', { name: 'تعديل' })).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'products', action: 'delete' })));
    expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'products', action: 'status' }));
    expect(screen.queryByRole('button', { name: 'إلغاء التفعيل' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إلغاء التمييز' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'حذف' })).not.toBeInTheDocument();
    // Editing is still theirs.
    expect(screen.getByTestId('product-stock-adjust')).toBeInTheDocument();
  });

  it('shows no edit link or stock form to a role that may not edit products or their stock', async () => {
    const { provider, canAccess } = authProvider(['edit', 'stock']);
    renderShow({ auth: provider });
    expect(await screen.findByRole('button', { name: 'حذف' })).toBeInTheDocument();
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'edit' })));
    expect(screen.queryByRole('link', { name: 'تعديل' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'تعديل المنتج' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-stock-adjust')).not.toBeInTheDocument();
  });
});

describe('ProductShow (/products/{id}): quick actions', { timeout: 20_000 }, () => {
  it('copies the page link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShow();
    const actions = await screen.findByTestId('product-quick-actions');
    fireEvent.click(within(actions).getByRole('button', { name: 'نسخ رابط المنتج' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/products/12`));
    expect(await screen.findByText('تم نسخ رابط المنتج')).toBeInTheDocument();
  });

  it('links edit and duplicate to their forms', async () => {
    renderShow();
    const actions = await screen.findByTestId('product-quick-actions');
    expect(await within(actions).findByRole('link', { name: 'تعديل المنتج' })).toHaveAttribute('href', '/products/12/edit');
    expect(await within(actions).findByRole('link', { name: 'نسخ إلى منتج جديد' })).toHaveAttribute(
      'href',
      '/products/create?duplicate=12',
    );
  });

  it("saves the product's data as products_12.json", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:product-12';
    });
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderShow();
    const actions = await screen.findByTestId('product-quick-actions');
    fireEvent.click(within(actions).getByRole('button', { name: 'تصدير بيانات المنتج (JSON)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['products_12.json']);
    const saved = JSON.parse(await blobs[0]!.text()) as Product;
    expect(saved).toMatchObject({ id: 12, name: product.name, price_eur: 2.5, allergen_info: product.allergen_info });
    expect(await screen.findByText('تم تصدير بيانات المنتج')).toBeInTheDocument();
  });
});
