import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatSyp } from '../../src/i18n/format';
import { toHttpError } from '../../src/providers/http';
import { authProvider, fakeDataProvider, movements, product, renderShow } from './productShowHarness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const block = (testId: string) => screen.getByTestId(testId);
/** The value next to a label in an InfoRow. */
const rowValue = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling;

// Whole pages with react-admin in the test DOM take a few seconds each on a busy machine.
describe('ProductShow (/products/{id}): what it shows', { timeout: 20_000 }, () => {
  it('shows the header: name, featured star, status, category and last update', async () => {
    renderShow();
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'منتج مميز' })).toBeInTheDocument();
    expect(screen.getByTestId('product-status')).toHaveTextContent('نشط');
    expect(screen.getByTestId('product-category')).toHaveTextContent('خبز');
    // 23:30 UTC on the 9th is already the 10th in Brussels (UTC+1 in March).
    expect(screen.getByText('آخر تحديث: 10/03/2026')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/products/12/edit');
  });

  it('shows the basic facts, with "النظام" as creator when none is known and a placeholder image', async () => {
    renderShow();
    const basic = await screen.findByTestId('product-basic-info');
    expect(within(basic).getByTestId('product-description')).toHaveTextContent(product.description!);
    expect(rowValue(basic, 'الوحدة')).toHaveTextContent('قطعة');
    expect(rowValue(basic, 'الباركود')).toHaveTextContent('BR-0012');
    expect(rowValue(basic, 'أنشأه')).toHaveTextContent('النظام');
    expect(rowValue(basic, 'تاريخ الإنشاء')).toHaveTextContent(formatDate(product.created_at));
    const image = block('product-image');
    expect(within(image).queryByRole('img')).not.toBeInTheDocument();
    expect(image).toHaveTextContent('لا توجد صورة');
  });

  it('shows the image and the creator when the product has them', async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => ({ data: { ...product, image_url: '/api/uploads/products/a1.png', created_by_name: 'سارة' } })),
      }),
    });
    const image = await screen.findByTestId('product-image');
    expect(within(image).getByRole('img', { name: product.name })).toHaveAttribute('src', '/api/uploads/products/a1.png');
    expect(rowValue(block('product-basic-info'), 'أنشأه')).toHaveTextContent('سارة');
  });

  it('shows prices, costs, the margin and the margin % in euro, the same in pounds, and the totals', async () => {
    renderShow();
    const pricing = await screen.findByTestId('product-pricing');
    expect(within(pricing).getByTestId('product-price-eur').textContent).toContain(formatMoney(2.5));
    // Costs and margins show once the access table says the role sees the company's money.
    expect((await within(pricing).findByTestId('product-margin-eur')).textContent).toContain(formatMoney(1.5));
    // (2.5 - 1) / 1 = 150 %, one decimal.
    expect(within(pricing).getByTestId('product-margin-percent')).toHaveTextContent('150.0%');
    expect(within(pricing).getByTestId('product-price-syp').textContent).toContain(formatSyp(37500));
    expect(within(pricing).getByTestId('product-margin-syp').textContent).toContain(formatSyp(22500));
    expect(within(pricing).getByTestId('product-revenue-eur').textContent).toContain(formatMoney(850));
    expect(within(pricing).getByTestId('product-revenue-syp').textContent).toContain(formatSyp(12750000));
    expect(within(pricing).getByTestId('product-total-sold')).toHaveTextContent('340');
  });

  it.each([
    ['0', 0],
    ['null', null],
  ])('shows no margin %% when the cost is %s', async (_name, cost) => {
    renderShow({
      dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...product, cost_eur: cost } })) }),
    });
    const pricing = await screen.findByTestId('product-pricing');
    // With a cost of 0 the margin is the whole price; without a cost there is none.
    expect((await within(pricing).findByTestId('product-margin-eur')).textContent).toBe(cost === 0 ? formatMoney(2.5) : '—');
    expect(within(pricing).queryByTestId('product-margin-percent')).not.toBeInTheDocument();
    expect(within(pricing).queryByText('نسبة هامش الربح')).not.toBeInTheDocument();
  });

  it('shows a role without products:money the prices and units, no cost, margin or revenue (issue 12)', async () => {
    const { provider, canAccess } = authProvider(['money']);
    renderShow({ auth: provider });
    const pricing = await screen.findByTestId('product-pricing');
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'money' })));
    expect(within(pricing).getByTestId('product-price-eur').textContent).toContain(formatMoney(2.5));
    expect(within(pricing).getByTestId('product-total-sold')).toHaveTextContent('340');
    for (const testId of ['product-margin-eur', 'product-margin-percent', 'product-margin-syp', 'product-revenue-eur'])
      expect(within(pricing).queryByTestId(testId)).not.toBeInTheDocument();
    expect(within(pricing).queryByText('التكلفة')).not.toBeInTheDocument();
  });

  it('shows a loss in red and leaves the pound prices out when the product has none', async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => ({ data: { ...product, cost_eur: 3, price_syp: null, cost_syp: null } })),
      }),
    });
    const pricing = await screen.findByTestId('product-pricing');
    expect((await within(pricing).findByTestId('product-margin-eur')).textContent).toContain(formatMoney(-0.5));
    expect(within(pricing).getByTestId('product-margin-percent')).toHaveTextContent('-16.7%');
    expect(within(pricing).queryByTestId('product-price-syp')).not.toBeInTheDocument();
  });

  it('shows the advanced details: info as text and as an object with Arabic labels', async () => {
    renderShow();
    const advanced = await screen.findByTestId('product-advanced');
    expect(rowValue(advanced, 'الوزن (غرام)')).toHaveTextContent('450');
    expect(rowValue(advanced, 'مدة الصلاحية (أيام)')).toHaveTextContent('3');
    expect(rowValue(advanced, 'تاريخ الإنتاج')).toHaveTextContent('05/03/2026');
    expect(rowValue(advanced, 'تاريخ انتهاء الصلاحية')).toHaveTextContent('08/03/2026');
    expect(rowValue(advanced, 'شروط التخزين')).toHaveTextContent('يحفظ في مكان جاف');
    expect(within(advanced).getByTestId('product-supplier-info')).toHaveTextContent('مطاحن بروكسل');
    const nutrition = within(advanced).getByTestId('product-nutritional-info');
    expect(within(nutrition).getByText('السعرات الحرارية:').nextElementSibling).toHaveTextContent('250');
    expect(within(nutrition).getByText('الدهون:').nextElementSibling).toHaveTextContent('1.5');
    const allergens = within(advanced).getByTestId('product-allergen-info');
    expect(within(allergens).getByText('يحتوي على:').nextElementSibling).toHaveTextContent('قمح، سمسم');
    expect(within(allergens).getByText('قد يحتوي على:').nextElementSibling).toHaveTextContent('حليب');
  });

  it('shows a supplier object with its labels, unknown keys as they are, and the form\'s {info} as text', async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => ({
          data: {
            ...product,
            supplier_info: { name: 'مطاحن بروكسل', contact: '+32 2 555 01 01', notes: 'توصيل أسبوعي', vat: 'BE0123' },
            nutritional_info: { info: 'قيم تقريبية لكل 100 غرام' },
            allergen_info: null,
          },
        })),
      }),
    });
    const supplier = await screen.findByTestId('product-supplier-info');
    expect(within(supplier).getByText('الاسم:').nextElementSibling).toHaveTextContent('مطاحن بروكسل');
    expect(within(supplier).getByText('التواصل:').nextElementSibling).toHaveTextContent('+32 2 555 01 01');
    expect(within(supplier).getByText('ملاحظات:').nextElementSibling).toHaveTextContent('توصيل أسبوعي');
    expect(within(supplier).getByText('vat:').nextElementSibling).toHaveTextContent('BE0123');
    expect(screen.getByTestId('product-nutritional-info')).toHaveTextContent(/^قيم تقريبية لكل 100 غرام$/);
    expect(screen.getByTestId('product-allergen-info')).toHaveTextContent(/^—$/);
  });

  it('shows the stock, the minimum, the level, the bar and the movement history', async () => {
    const dataProvider = renderShow();
    const inventory = await screen.findByTestId('product-inventory');
    expect(within(inventory).getByTestId('product-stock-quantity')).toHaveTextContent('8');
    expect(rowValue(inventory, 'الحد الأدنى للمخزون')).toHaveTextContent('10');
    expect(within(inventory).getByTestId('product-stock-level')).toHaveTextContent('مخزون منخفض');
    // 8 / (2 x 10) = 40 %.
    expect(within(inventory).getByTestId('product-stock-bar')).toHaveAttribute('aria-valuenow', '40');
    const rows = await within(inventory).findAllByTestId('product-stock-movement');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('-4');
    expect(rows[0]).toHaveTextContent('تالف');
    expect(rows[0]).toHaveTextContent('مدير العمليات');
    expect(rows[0]).toHaveTextContent(formatDateTime(movements[0]!.created_at));
    expect(rows[1]).toHaveTextContent('+12');
    expect(rows[1]).toHaveTextContent('النظام');
    expect(dataProvider.productInventory).toHaveBeenCalledWith(12);
  });

  it('says "غير محدود" for an unlimited stock, with no bar and nothing to adjust', async () => {
    renderShow({
      dataProvider: fakeDataProvider({ getOne: vi.fn(async () => ({ data: { ...product, stock_quantity: null } })) }),
    });
    const inventory = await screen.findByTestId('product-inventory');
    expect(within(inventory).getByTestId('product-stock-quantity')).toHaveTextContent('غير محدود');
    expect(within(inventory).getByTestId('product-stock-level')).toHaveTextContent('غير محدود');
    expect(within(inventory).queryByTestId('product-stock-bar')).not.toBeInTheDocument();
    expect(within(inventory).queryByTestId('product-stock-adjust')).not.toBeInTheDocument();
  });

  it('shows the performance figures from the performance call', async () => {
    const dataProvider = renderShow();
    const card = await screen.findByTestId('product-performance');
    await waitFor(() => expect(rowValue(card, 'الوحدات المباعة')).toHaveTextContent('340'));
    expect(rowValue(card, 'الإيرادات')!.textContent).toContain(formatMoney(850));
    expect(rowValue(card, 'متوسط سعر البيع')!.textContent).toContain(formatMoney(2.5));
    expect(rowValue(card, 'مبيعات هذا الشهر')!.textContent).toContain(`25 وحدة · ${formatMoney(62.5)}`);
    expect(rowValue(card, 'عدد الطلبات')).toHaveTextContent('41');
    expect(dataProvider.productPerformance).toHaveBeenCalledWith(12);
  });

  it('stays silent when performance and inventory cannot be loaded: the blocks say the data is unavailable', async () => {
    const failure = async () => {
      throw toHttpError(500, { success: false, message: 'خطأ في الخادم' });
    };
    renderShow({ dataProvider: fakeDataProvider({ productPerformance: vi.fn(failure), productInventory: vi.fn(failure) }) });
    expect(await screen.findByTestId('product-performance-unavailable')).toHaveTextContent('بيانات الأداء غير متاحة حالياً');
    expect(await screen.findByTestId('product-movements-unavailable')).toBeInTheDocument();
    expect(screen.queryByText('خطأ في الخادم')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-pricing')).toBeInTheDocument();
  });
});

describe('ProductShow (/products/{id}): addresses and failures', { timeout: 20_000 }, () => {
  it.each(['new', 'NEW'])("sends '/products/%s' to the create form", async (id) => {
    const dataProvider = renderShow({ path: `/products/${id}` });
    expect(await screen.findByText('نموذج إضافة منتج')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/create$/);
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it.each(['abc', '12abc', '-3', '0'])("shows the invalid id state for '/products/%s' without asking the server", async (id) => {
    const dataProvider = renderShow({ path: `/products/${id}` });
    const state = await screen.findByTestId('product-invalid-id');
    expect(within(state).getByRole('heading', { name: 'معرّف المنتج غير صالح' })).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'العودة إلى المنتجات' })).toHaveAttribute('href', '/products');
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it('shows the not-found state with the message and a toast on a 404, and tries again on request', async () => {
    const getOne = vi.fn(async () => {
      throw toHttpError(404, { success: false, message: 'المنتج غير موجود' });
    });
    const dataProvider = renderShow({ dataProvider: fakeDataProvider({ getOne }) });
    const state = await screen.findByTestId('product-not-found');
    expect(within(state).getByRole('heading', { name: 'المنتج غير موجود' })).toBeInTheDocument();
    // The server's message only repeats the title: the default explanation is shown instead.
    expect(within(state).getByText('لم يتم العثور على المنتج المطلوب')).toBeInTheDocument();
    expect(await screen.findByText('فشل في تحميل تفاصيل المنتج')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'العودة إلى المنتجات' })).toHaveAttribute('href', '/products');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/12');
    expect(dataProvider.productPerformance).not.toHaveBeenCalled();

    getOne.mockImplementation(async () => ({ data: product }) as never);
    fireEvent.click(within(state).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(2);
  });

  it("shows the server's own reason for a 404", async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => {
          throw toHttpError(404, { success: false, message: 'تمت إزالة هذا المنتج نهائياً' });
        }),
      }),
    });
    const state = await screen.findByTestId('product-not-found');
    expect(state).toHaveTextContent('المنتج غير موجود');
    expect(state).toHaveTextContent('تمت إزالة هذا المنتج نهائياً');
  });

  it('names other failures as loading failures, with their reason and another try', async () => {
    renderShow({
      dataProvider: fakeDataProvider({
        getOne: vi.fn(async () => {
          throw toHttpError(500, { success: false, message: 'خطأ في الخادم' });
        }),
      }),
    });
    const state = await screen.findByTestId('product-load-error');
    expect(state).toHaveTextContent('تعذر تحميل المنتج');
    expect(state).toHaveTextContent('خطأ في الخادم');
    expect(within(state).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
