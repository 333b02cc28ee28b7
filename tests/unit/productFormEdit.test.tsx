import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../src/providers/http';
import {
  change,
  fakeDataProvider,
  fieldOf,
  imageFile,
  input,
  pickImage,
  product,
  quietProviderErrors,
  renderAt,
  stubObjectUrls,
  submit,
} from './productFormHarness';

beforeEach(() => {
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function formReady() {
  await waitFor(() => expect(input(/^اسم المنتج/)).toHaveValue(product.name));
}

const toggle = (testId: string) => fireEvent.click(within(screen.getByTestId(testId)).getByRole('switch'));

describe('edit (/products/{id}/edit)', { timeout: 30_000 }, () => {
  it('loads the product into the Arabic form, costs and advanced fields behind their toggles', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    expect(dataProvider.getOne).toHaveBeenCalledWith('products', expect.objectContaining({ id: 12 }));
    expect(input(/^السعر \(يورو\)/)).toHaveValue('1,5');
    expect(input('الكمية في المخزون')).toHaveValue(40);
    expect(input(/^الوحدة/)).toHaveTextContent('رغيف');
    expect(input(/^الفئة/)).toHaveTextContent('خبز');
    expect(screen.getByRole('img', { name: 'الصورة الحالية' })).toHaveAttribute('src', product.image_url);

    expect(screen.queryByLabelText('التكلفة (يورو)')).not.toBeInTheDocument();
    toggle('cost-toggle');
    expect(await screen.findByLabelText('التكلفة (يورو)')).toHaveValue('0,6');
    expect(input('التكلفة (ليرة سورية)')).toHaveValue(9000);

    toggle('advanced-toggle');
    // Text or object: an object reads as one line per part, its lone text as that text.
    expect(await screen.findByLabelText('معلومات المورّد')).toHaveValue(
      'الاسم: مطحنة الشمال\nالتواصل: +32 470 00 00 00',
    );
    expect(input('القيم الغذائية')).toHaveValue('سعرات معتدلة');
    expect(input('مسببات الحساسية')).toHaveValue('يحتوي على القمح');
  });

  it('sends only the changed fields and goes to the detail', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    change(/^اسم المنتج/, ' خبز عربي كبير ');
    change('الوصف', '');
    change('الكمية في المخزون', '');
    await submit('حفظ التغييرات');
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        id: 12,
        // Empty stock is unlimited (null), never 0; nothing else changed, nothing else is sent.
        data: { name: 'خبز عربي كبير', description: null, stock_quantity: null },
      }),
    );
    expect(await screen.findByText('تم تحديث المنتج بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/12$/));
    expect(dataProvider.uploadProductImage).not.toHaveBeenCalled();
  });

  it('moves the SYP price with a new EUR price (issue 30), unless the user types one, and sends both', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    // 1.50 € and 22,500 SYP followed the rate (15,000): 1.60 € is 24,000 SYP.
    change(/^السعر \(يورو\)/, '1,6');
    await waitFor(() => expect(input('السعر (ليرة سورية)')).toHaveValue(24000));
    // Typed by the user, the SYP price stays as typed whatever the EUR price does next.
    change('السعر (ليرة سورية)', '30000');
    change(/^السعر \(يورو\)/, '1,7');
    await submit('حفظ التغييرات');
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith('products', expect.objectContaining({ data: { price_eur: 1.7, price_syp: 30000 } }));
  });

  it('applies the rules next to the fields (a hidden cost opens its toggle) and sends nothing', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    toggle('cost-toggle');
    await screen.findByLabelText('التكلفة (يورو)');
    change('التكلفة (يورو)', '-2');
    toggle('cost-toggle');
    await waitFor(() => expect(screen.queryByLabelText('التكلفة (يورو)')).not.toBeInTheDocument());
    change(/^السعر \(يورو\)/, '');
    await submit('حفظ التغييرات');
    expect(await within(fieldOf(/^السعر \(يورو\)/)).findByText('السعر باليورو مطلوب')).toBeInTheDocument();
    expect(await screen.findByLabelText('التكلفة (يورو)')).toBeInTheDocument();
    expect(within(fieldOf('التكلفة (يورو)')).getByText('التكلفة لا يمكن أن تكون سالبة')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('uploads a replacement image after the save', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    const file = imageFile('new.jpg', 'image/jpeg');
    pickImage(file);
    const preview = screen.getByRole('img', { name: 'معاينة الصورة المختارة' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    await submit('حفظ التغييرات');
    await waitFor(() => expect(dataProvider.uploadProductImage).toHaveBeenCalledWith(12, file));
    expect(dataProvider.update.mock.calls[0]![1]).toMatchObject({ data: {} });
    expect(await screen.findByText('تم تحديث المنتج بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/12$/));
  });

  it('says the product was saved but the image was not', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/12/edit',
      fakeDataProvider({ uploadProductImage: vi.fn(async () => Promise.reject(toHttpError(413, { success: false }))) }),
    );
    await formReady();
    change(/^اسم المنتج/, 'خبز عربي كبير');
    pickImage(imageFile());
    await submit('حفظ التغييرات');
    expect(await screen.findByText('تم حفظ المنتج، لكن فشل رفع الصورة الجديدة')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/12$/));
  });

  it('removes the current image after a confirmation', async () => {
    const dataProvider = renderAt('/products/12/edit');
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'حذف الصورة' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('هل أنت متأكد من حذف صورة المنتج؟')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف الصورة' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0]![1]).toMatchObject({ id: 12, data: { image_url: null } });
    expect(await screen.findByText('تم حذف الصورة')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'الصورة الحالية' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/12/edit');
  });

  it('says when the image cannot be removed and keeps it', async () => {
    quietProviderErrors();
    renderAt(
      '/products/12/edit',
      fakeDataProvider({ update: vi.fn(async () => Promise.reject(toHttpError(500, { success: false }))) }),
    );
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: 'حذف الصورة' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف الصورة' }));
    expect(await screen.findByText('فشل في حذف الصورة')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'الصورة الحالية' })).toBeInTheDocument();
  });

  it("shows the server's field error next to its field and its message", async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/12/edit',
      fakeDataProvider({
        update: vi.fn(async () => {
          throw toHttpError(400, {
            success: false,
            message: 'البيانات المدخلة غير صحيحة',
            errors: [{ field: 'barcode', message: 'الباركود مستخدم لمنتج آخر' }],
          });
        }),
      }),
    );
    await formReady();
    change('الباركود', 'BR-777');
    await submit('حفظ التغييرات');
    expect(await within(fieldOf('الباركود')).findByText('الباركود مستخدم لمنتج آخر')).toBeInTheDocument();
    expect(await screen.findByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/12/edit');
  });

  it('falls back to the spec message when the save fails without a server message', async () => {
    quietProviderErrors();
    renderAt('/products/12/edit', fakeDataProvider({ update: vi.fn(async () => Promise.reject(new Error('boom'))) }));
    await formReady();
    change(/^اسم المنتج/, 'خبز عربي كبير');
    await submit('حفظ التغييرات');
    expect(await screen.findByText('فشل في تحديث المنتج')).toBeInTheDocument();
  });

  it('cancel returns to the detail', async () => {
    renderAt('/products/12/edit');
    await formReady();
    fireEvent.click(screen.getByRole('link', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/12$/));
  });

  it('says when the product cannot be loaded and goes back to the list', async () => {
    quietProviderErrors();
    renderAt(
      '/products/12/edit',
      fakeDataProvider({ getOne: vi.fn(async () => Promise.reject(toHttpError(404, { success: false }))) }),
    );
    expect(await screen.findByText('فشل في تحميل المنتج')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
  });

  it('treats an id that is not a number as a load failure without asking the server', async () => {
    const dataProvider = renderAt('/products/abc/edit');
    expect(await screen.findByText('فشل في تحميل المنتج')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });
});
