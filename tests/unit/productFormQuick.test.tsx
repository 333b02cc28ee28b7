import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../src/providers/http';
import {
  categoriesLoaded,
  change,
  choose,
  fakeDataProvider,
  fieldOf,
  imageFile,
  input,
  pickImage,
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

describe('quick create (/products/create-simple)', { timeout: 30_000 }, () => {
  it('offers only the quick fields and a link to the detailed form', async () => {
    const dataProvider = renderAt('/products/create-simple');
    await categoriesLoaded(dataProvider);
    for (const label of [/^اسم المنتج/, 'الوصف', /^الفئة/, /^السعر \(يورو\)/, 'الكمية في المخزون', 'منتج مميز']) {
      expect(input(label)).toBeInTheDocument();
    }
    expect(screen.getByTestId('product-image-picker')).toBeInTheDocument();
    for (const label of [/^الوحدة/, 'الباركود', 'التكلفة (يورو)', 'السعر (ليرة سورية)'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByTestId('advanced-toggle')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'الانتقال إلى الإضافة المفصّلة' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/create$/));
  });

  it('applies the same rules next to the fields and sends nothing', async () => {
    const dataProvider = renderAt('/products/create-simple');
    await categoriesLoaded(dataProvider);
    change('الكمية في المخزون', '-3');
    await submit('إضافة المنتج');
    expect(await within(fieldOf(/^اسم المنتج/)).findByText('اسم المنتج مطلوب')).toBeInTheDocument();
    expect(within(fieldOf(/^الفئة/)).getByText('الفئة مطلوبة')).toBeInTheDocument();
    expect(within(fieldOf(/^السعر \(يورو\)/)).getByText('السعر باليورو مطلوب')).toBeInTheDocument();
    expect(
      within(fieldOf('الكمية في المخزون')).getByText('الكمية في المخزون يجب أن تكون عدداً صحيحاً غير سالب'),
    ).toBeInTheDocument();
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("sends the quick payload with the unit 'piece', then uploads the image", async () => {
    const dataProvider = renderAt('/products/create-simple');
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'كعكة الشوكولا');
    await choose(/^الفئة/, 'بسكويت وكوكيز');
    change(/^السعر \(يورو\)/, '3,75');
    change('الكمية في المخزون', '12');
    fireEvent.click(input('منتج مميز'));
    const file = imageFile('cake.webp', 'image/webp');
    pickImage(file);
    await submit('إضافة المنتج');

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0]![1]).toMatchObject({
      data: {
        name: 'كعكة الشوكولا',
        description: null,
        category: 'cookies',
        price_eur: 3.75,
        stock_quantity: 12,
        is_featured: true,
        unit: 'piece',
      },
    });
    expect(Object.keys((dataProvider.create.mock.calls[0]![1] as { data: object }).data).sort()).toEqual([
      'category',
      'description',
      'is_featured',
      'name',
      'price_eur',
      'stock_quantity',
      'unit',
    ]);
    await waitFor(() => expect(dataProvider.uploadProductImage).toHaveBeenCalledWith(99, file));
    expect(await screen.findByText('تم إنشاء المنتج بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/), { timeout: 3000 });
  });

  it('says a product with this name exists on a 409', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/create-simple',
      fakeDataProvider({
        create: vi.fn(async () => {
          throw toHttpError(409, { success: false, message: 'يوجد منتج بنفس الاسم أو الباركود' });
        }),
      }),
    );
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'خبز عربي');
    await choose(/^الفئة/, 'خبز');
    change(/^السعر \(يورو\)/, '1,5');
    await submit('إضافة المنتج');
    expect(await screen.findByText('يوجد منتج بنفس الاسم')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/create-simple');
  });
});
