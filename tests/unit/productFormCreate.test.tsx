import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validation } from '../../src/domain/messages';
import { PRODUCT_CREATED_REDIRECT_MS } from '../../src/domain/products/rules';
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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The fields every valid detailed product needs. */
async function fillRequired(dataProvider: Parameters<typeof categoriesLoaded>[0]) {
  await categoriesLoaded(dataProvider);
  change(/^اسم المنتج/, '  كرواسون بالزبدة ');
  await choose(/^الفئة/, 'معجنات');
  change(/^السعر \(يورو\)/, '2,5');
}

const showAdvanced = () => fireEvent.click(within(screen.getByTestId('advanced-toggle')).getByRole('switch'));

// Whole react-admin forms in the test DOM take a few seconds each on a busy machine.
describe('detailed create (/products/create)', { timeout: 30_000 }, () => {
  it('labels the fields in Arabic, starts with the unit piece and active status, advanced fields hidden', async () => {
    const dataProvider = renderAt('/products/create');
    await categoriesLoaded(dataProvider);
    expect(screen.getByTestId('product-form')).toBeInTheDocument();
    expect(input(/^الوحدة/)).toHaveTextContent('قطعة');
    expect(input(/^الحالة/)).toHaveTextContent('نشط');
    expect(within(fieldOf('الكمية في المخزون')).getByText('اتركه فارغاً إذا كان المخزون غير محدود')).toBeInTheDocument();
    expect(screen.getByLabelText('التكلفة (يورو)')).toBeInTheDocument();
    expect(screen.queryByLabelText('الوزن (غرام)')).not.toBeInTheDocument();

    showAdvanced();
    for (const label of [
      'الوزن (غرام)',
      'مدة الصلاحية (أيام)',
      'تاريخ الإنتاج',
      'تاريخ انتهاء الصلاحية',
      'شروط التخزين',
      'معلومات المورّد',
      'القيم الغذائية',
      'مسببات الحساسية',
    ]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    // Categories come from the API by their Arabic names.
    fireEvent.mouseDown(input(/^الفئة/));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['خبز', 'معجنات', 'بسكويت وكوكيز']));
  });

  it('shows the required-field messages next to their fields, the fix-errors toast, and sends nothing', async () => {
    const dataProvider = renderAt('/products/create');
    await categoriesLoaded(dataProvider);
    await submit('إضافة المنتج');
    expect(await within(fieldOf(/^اسم المنتج/)).findByText('اسم المنتج مطلوب')).toBeInTheDocument();
    expect(within(fieldOf(/^الفئة/)).getByText('الفئة مطلوبة')).toBeInTheDocument();
    expect(within(fieldOf(/^السعر \(يورو\)/)).getByText('السعر باليورو مطلوب')).toBeInTheDocument();
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows every rule of section 5 next to its field', async () => {
    const dataProvider = renderAt('/products/create');
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'ك');
    change('الباركود', 'باركود 1');
    change(/^السعر \(يورو\)/, '0');
    change('السعر (ليرة سورية)', '-5');
    change('التكلفة (يورو)', '-1');
    change('التكلفة (ليرة سورية)', '-0.5');
    change('الكمية في المخزون', '2.5');
    change('الحد الأدنى للمخزون', '-1');
    showAdvanced();
    await screen.findByLabelText('الوزن (غرام)');
    change('الوزن (غرام)', '0');
    change('مدة الصلاحية (أيام)', '0');
    change('الوحدات في الصندوق', '0');
    change('تاريخ الإنتاج', '2026-03-10');
    change('تاريخ انتهاء الصلاحية', '2026-03-10');
    await submit('إضافة المنتج');

    expect(
      await within(fieldOf(/^اسم المنتج/)).findByText('اسم المنتج يجب أن يكون حرفين على الأقل'),
    ).toBeInTheDocument();
    const expected: [RegExp | string, string][] = [
      ['الباركود', 'الباركود يجب أن يتكون من أحرف لاتينية وأرقام وشرطات فقط'],
      [/^السعر \(يورو\)/, 'السعر باليورو يجب أن يكون أكبر من صفر'],
      ['السعر (ليرة سورية)', 'السعر بالليرة السورية يجب أن يكون أكبر من صفر'],
      ['التكلفة (يورو)', 'التكلفة لا يمكن أن تكون سالبة'],
      ['التكلفة (ليرة سورية)', 'التكلفة لا يمكن أن تكون سالبة'],
      ['الكمية في المخزون', 'الكمية في المخزون يجب أن تكون عدداً صحيحاً غير سالب'],
      ['الحد الأدنى للمخزون', 'الحد الأدنى للمخزون يجب أن يكون عدداً صحيحاً غير سالب'],
      ['الوزن (غرام)', 'الوزن يجب أن يكون أكبر من صفر'],
      ['مدة الصلاحية (أيام)', 'مدة الصلاحية يجب أن تكون عدداً صحيحاً أكبر من صفر'],
      ['الوحدات في الصندوق', validation.unitsPerCrateInvalid],
      ['تاريخ انتهاء الصلاحية', 'تاريخ انتهاء الصلاحية يجب أن يكون بعد تاريخ الإنتاج'],
    ];
    for (const [label, message] of expected) expect(within(fieldOf(label)).getByText(message)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    // A message follows the value once shown: fixed, it goes.
    change('تاريخ انتهاء الصلاحية', '2026-03-12');
    await waitFor(() =>
      expect(screen.queryByText('تاريخ انتهاء الصلاحية يجب أن يكون بعد تاريخ الإنتاج')).not.toBeInTheDocument(),
    );
  });

  it('sends the detailed payload (info as objects, empty text as null), uploads the image, then the list after 1 s', async () => {
    const dataProvider = renderAt('/products/create');
    await fillRequired(dataProvider);
    await choose(/^الوحدة/, 'كيلوغرام');
    change('الباركود', ' 5400123 ');
    change('الوصف', '   ');
    change('التكلفة (يورو)', '0,9');
    change('الحد الأدنى للمخزون', '5');
    fireEvent.click(screen.getByLabelText('منتج مميز'));
    showAdvanced();
    await screen.findByLabelText('الوزن (غرام)');
    change('الوزن (غرام)', '80');
    change('الوحدات في الصندوق', '24');
    change('تاريخ الإنتاج', '2026-03-01');
    change('تاريخ انتهاء الصلاحية', '2026-03-05');
    change('معلومات المورّد', ' مطحنة الشمال ');
    change('مسببات الحساسية', 'يحتوي على الحليب');
    const file = imageFile();
    pickImage(file);
    expect(within(screen.getByTestId('product-image-picker')).getByText('bread.png')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await submit('إضافة المنتج');
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith(
      'products',
      expect.objectContaining({
        data: {
          name: 'كرواسون بالزبدة',
          description: null,
          category: 'pastry',
          unit: 'kg',
          barcode: '5400123',
          price_eur: 2.5,
          cost_eur: 0.9,
          cost_syp: null,
          stock_quantity: null,
          minimum_stock: 5,
          is_featured: true,
          status: 'active',
          weight_grams: 80,
          shelf_life_days: null,
          units_per_crate: 24,
          production_date: '2026-03-01',
          expiry_date: '2026-03-05',
          storage_conditions: null,
          supplier_info: { info: 'مطحنة الشمال' },
          nutritional_info: null,
          allergen_info: { info: 'يحتوي على الحليب' },
        },
      }),
    );
    await waitFor(() => expect(dataProvider.uploadProductImage).toHaveBeenCalledWith(99, file));
    expect(await screen.findByText('تم إنشاء المنتج بنجاح')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/create');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRODUCT_CREATED_REDIRECT_MS);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
  });

  it('says the product exists when its image upload fails, and still goes to the list', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/create',
      fakeDataProvider({
        uploadProductImage: vi.fn(async () =>
          Promise.reject(toHttpError(415, { success: false, message: 'يرجى اختيار ملف صورة صالح' })),
        ),
      }),
    );
    await fillRequired(dataProvider);
    pickImage(imageFile());
    await submit('إضافة المنتج');
    expect(
      await screen.findByText('تم إنشاء المنتج، لكن فشل رفع الصورة. يمكنك إضافتها من صفحة التعديل'),
    ).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/), { timeout: 3000 });
  });

  it('refuses a non-image or a too-big file next to the picker, and uploads nothing', async () => {
    const dataProvider = renderAt('/products/create');
    await fillRequired(dataProvider);
    const picker = screen.getByTestId('product-image-picker');
    pickImage(imageFile('notes.pdf', 'application/pdf'));
    expect(within(picker).getByRole('alert')).toHaveTextContent('يرجى اختيار ملف صورة صالح');
    pickImage(imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(picker).getByRole('alert')).toHaveTextContent('حجم الصورة يجب أن يكون أقل من 5 ميغابايت');
    expect(within(picker).queryByText('huge.jpg')).not.toBeInTheDocument();

    await submit('إضافة المنتج');
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    await screen.findByText('تم إنشاء المنتج بنجاح');
    expect(dataProvider.uploadProductImage).not.toHaveBeenCalled();
  });

  it("shows the server's field errors next to their fields, opening the advanced fields when needed", async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/create',
      fakeDataProvider({
        create: vi.fn(async () => {
          throw toHttpError(400, {
            success: false,
            message: 'البيانات المدخلة غير صحيحة',
            errors: [
              { field: 'barcode', message: 'الباركود مستخدم لمنتج آخر' },
              { field: 'weight_grams', message: 'الوزن يجب أن يكون أكبر من صفر' },
            ],
          });
        }),
      }),
    );
    await fillRequired(dataProvider);
    change('الباركود', 'BR-777');
    await submit('إضافة المنتج');
    expect(await within(fieldOf('الباركود')).findByText('الباركود مستخدم لمنتج آخر')).toBeInTheDocument();
    await screen.findByLabelText('الوزن (غرام)');
    expect(within(fieldOf('الوزن (غرام)')).getByText('الوزن يجب أن يكون أكبر من صفر')).toBeInTheDocument();
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(dataProvider.uploadProductImage).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/create');
  });

  it('says a product with this name or barcode exists on a 409', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/create',
      fakeDataProvider({
        create: vi.fn(async () => {
          throw toHttpError(409, { success: false, message: 'يوجد منتج بنفس الاسم أو الباركود' });
        }),
      }),
    );
    await fillRequired(dataProvider);
    await submit('إضافة المنتج');
    expect(await screen.findByText('يوجد منتج بنفس الاسم أو الباركود')).toBeInTheDocument();
  });

  it('falls back to the spec message when the create fails without a server message', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(
      '/products/create',
      fakeDataProvider({ create: vi.fn(async () => Promise.reject(new Error('boom'))) }),
    );
    await fillRequired(dataProvider);
    await submit('إضافة المنتج');
    expect(await screen.findByText('فشل في إنشاء المنتج')).toBeInTheDocument();
  });
});

describe('duplicate (/products/create?duplicate={id})', { timeout: 30_000 }, () => {
  it("pre-fills from the product with ' (Copy)', stock 0 and no barcode, and sends that", async () => {
    const dataProvider = renderAt('/products/create?duplicate=12');
    await waitFor(() => expect(input(/^اسم المنتج/)).toHaveValue('خبز عربي (Copy)'));
    expect(dataProvider.getOne).toHaveBeenCalledWith('products', expect.objectContaining({ id: 12 }));
    expect(input('الكمية في المخزون')).toHaveValue(0);
    expect(input('الباركود')).toHaveValue('');
    expect(input(/^السعر \(يورو\)/)).toHaveValue('1,5');
    expect(input(/^الوحدة/)).toHaveTextContent('رغيف');

    await submit('إضافة المنتج');
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const { data } = dataProvider.create.mock.calls[0]![1] as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      name: 'خبز عربي (Copy)',
      stock_quantity: 0,
      barcode: null,
      category: 'bread',
      unit: 'loaf',
      price_eur: 1.5,
      price_syp: 22500,
      // An object the original had goes as it is; its text form is only what the input shows.
      supplier_info: product.supplier_info,
      nutritional_info: { info: 'سعرات معتدلة' },
      allergen_info: { info: 'يحتوي على القمح' },
    });
    for (const key of ['id', 'created_at', 'updated_at', 'image_url', 'total_sold'])
      expect(data).not.toHaveProperty(key);
  });

  it('says the product could not be loaded for copying and offers the empty form', async () => {
    quietProviderErrors();
    renderAt(
      '/products/create?duplicate=12',
      fakeDataProvider({ getOne: vi.fn(async () => Promise.reject(toHttpError(404, { success: false }))) }),
    );
    expect(await screen.findByText('فشل في تحميل بيانات المنتج للنسخ')).toBeInTheDocument();
    expect(await screen.findByTestId('product-form')).toBeInTheDocument();
    expect(input(/^اسم المنتج/)).toHaveValue('');
  });
});
