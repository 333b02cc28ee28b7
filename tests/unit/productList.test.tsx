import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from '../../src/domain/products/rules';
import { formatMoney, formatSyp } from '../../src/i18n/format';
import { fakeDataProvider, product, productCalls, renderList } from './productListHarness';
import { setWindowWidth } from './shellHarness';
import { withStyles } from './styles';

// A react-admin list takes a while to settle in the test DOM on a slow machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const many = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));
const cards = () => screen.getAllByTestId('product-card');
const card = (id: number) =>
  document.querySelector(`[data-testid="product-card"][data-product-id="${id}"]`) as HTMLElement;
/**
 * Moves the faked clock by `ms`, 10 ms at a time, letting React, the router and react-query (whose
 * zero-delay timers are faked too) do their work at every step, as they would in real time.
 */
async function elapse(ms: number) {
  for (let done = 0; done < ms; done += 10) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(10, ms - done));
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
// jest-dom compares the element's text whitespace-collapsed: Intl's no-break space becomes a space.
const text = (value: string) => value.replace(/\s/g, ' ');

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.restoreAllMocks();
});

describe('/products: the six tiles', () => {
  it("shows the list reply's summary of the whole catalogue, not counts of the page", async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(screen.getByTestId('products-tile-total')).toHaveTextContent('87'));
    expect(screen.getByTestId('products-tile-active')).toHaveTextContent('80');
    expect(screen.getByTestId('products-tile-featured')).toHaveTextContent('9');
    expect(screen.getByTestId('products-tile-inactive')).toHaveTextContent('7');
    expect(screen.getByTestId('products-tile-low-stock')).toHaveTextContent('5');
    expect(screen.getByTestId('products-tile-out-of-stock')).toHaveTextContent('2');
    expect(screen.getByText('المنتجات المميزة')).toBeInTheDocument();
    // The list reply carried them: no second call.
    expect(provider.productStats).not.toHaveBeenCalled();
  });

  it('asks GET /products/stats when the list reply has no summary', async () => {
    const provider = fakeDataProvider(
      many(3),
      {
        productStats: vi.fn(async () => ({
          total: 3,
          active: 2,
          featured: 1,
          inactive: 1,
          lowStock: 0,
          outOfStock: 1,
        })),
      },
      { withSummary: false },
    );
    renderList(provider);
    await waitFor(() => expect(screen.getByTestId('products-tile-total')).toHaveTextContent('3'));
    expect(screen.getByTestId('products-tile-out-of-stock')).toHaveTextContent('1');
    expect(provider.productStats).toHaveBeenCalledTimes(1);
  });

  it('says the figures could not be read and shows no made-up number', async () => {
    const provider = fakeDataProvider(
      many(1),
      { productStats: vi.fn(async () => Promise.reject(new HttpError('خطأ', 500))) },
      { withSummary: false },
    );
    renderList(provider);
    expect(await screen.findByText('تعذر تحميل إحصائيات المنتجات')).toBeInTheDocument();
    expect(screen.getByTestId('products-tile-total')).toHaveTextContent('—');
  });
});

describe('/products: the grid', () => {
  it('asks for page 1 of 12 by name and shows one card per product', async () => {
    const provider = fakeDataProvider(many(15));
    renderList(provider);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(productCalls(provider)[0]).toMatchObject({
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(within(screen.getByTestId('products-grid')).getAllByTestId('product-card')).toHaveLength(12);
    expect(card(1)).toHaveAttribute('data-product-id', '1');
  });

  it('shows name, category, description, price in euros and pounds, status, star and links', async () => {
    withStyles();
    const rows = [
      product(1, {
        name: 'خبز عربي',
        description: 'رغيف طازج كل صباح',
        price_eur: 2.5,
        price_syp: 37500,
        is_featured: true,
        image_url: '/api/uploads/products/a.png',
      }),
      product(2, { name: 'كرواسان', status: 'inactive', price_syp: null, description: null }),
    ];
    renderList(fakeDataProvider(rows), { role: 'cashier' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = card(1);
    expect(within(first).getByRole('link', { name: 'خبز عربي' })).toHaveAttribute('href', '/products/1');
    expect(first).toHaveTextContent('رغيف طازج كل صباح');
    expect(first).toHaveTextContent('خبز');
    expect(within(first).getByTestId('product-price')).toHaveTextContent(text(formatMoney(2.5)));
    expect(within(first).getByTestId('product-price')).toHaveTextContent(text(formatSyp(37500)));
    expect(within(first).getByTestId('product-status-badge')).toHaveTextContent('نشط');
    expect(within(first).getByRole('img', { name: 'منتج مميز' })).toBeInTheDocument();
    const picture = within(first).getByRole('img', { name: 'خبز عربي' });
    expect(picture).toHaveAttribute('src', '/api/uploads/products/a.png');
    // The whole picture shows: its own caption is never cut to a stray letter at the card's edge.
    expect(getComputedStyle(picture).objectFit).toBe('contain');
    expect(within(first).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/products/1');
    // Editing the catalogue is for admins and managers (the access table): once the page's rights are
    // known (its export, open to all, shows), a cashier's card offers no edit.
    await screen.findByRole('button', { name: /CSV/ });
    expect(within(first).queryByRole('link', { name: 'تعديل' })).not.toBeInTheDocument();

    const second = card(2);
    expect(within(second).getByTestId('product-status-badge')).toHaveTextContent('غير نشط');
    expect(within(second).getByTestId('product-price')).not.toHaveTextContent('ل.س');
    expect(second).toHaveTextContent('لا يوجد وصف');
    // No photo: the neutral placeholder; not featured: no star for a role that cannot feature.
    expect(within(second).getByTestId('product-image-placeholder')).toBeInTheDocument();
    expect(within(second).queryByTestId('product-featured-star')).not.toBeInTheDocument();
  });

  it('offers an admin the edit link of each card', async () => {
    renderList(fakeDataProvider([product(1)]));
    expect(await within(await screen.findByTestId('products-grid')).findByRole('link', { name: 'تعديل' })).toHaveAttribute(
      'href',
      '/products/1/edit',
    );
  });

  it('shows the stock badge and bar: unlimited (no bar), out, low and available', async () => {
    const rows = [
      product(1, { stock_quantity: null, minimum_stock: 0 }),
      product(2, { stock_quantity: 0, minimum_stock: 5 }),
      product(3, { stock_quantity: 4, minimum_stock: 5 }),
      product(4, { stock_quantity: 7, minimum_stock: 5 }),
      product(5, { stock_quantity: 40, minimum_stock: 5 }),
    ];
    renderList(fakeDataProvider(rows));
    await waitFor(() => expect(cards()).toHaveLength(5));
    const badge = (id: number) => within(card(id)).getByTestId('product-stock-badge');
    const bar = (id: number) => within(card(id)).queryByTestId('product-stock-bar');

    expect(badge(1)).toHaveTextContent('غير محدود');
    expect(bar(1)).not.toBeInTheDocument();
    expect(badge(2)).toHaveTextContent('نفد المخزون');
    expect(bar(2)).toHaveAttribute('aria-valuenow', '0');
    expect(badge(3)).toHaveTextContent('مخزون منخفض');
    // 4 / (2 x 5) = 40 %
    expect(bar(3)).toHaveAttribute('aria-valuenow', '40');
    expect(badge(4)).toHaveTextContent('متوفر');
    expect(bar(4)).toHaveAttribute('aria-valuenow', '70');
    // Capped at 100 %.
    expect(bar(5)).toHaveAttribute('aria-valuenow', '100');
    expect(within(card(3)).getByTestId('product-stock-quantity')).toHaveTextContent('4 قطعة');
    expect(bar(2)?.className).toMatch(/colorError/);
    expect(bar(3)?.className).toMatch(/colorWarning/);
    expect(bar(4)?.className).toMatch(/colorSuccess/);
  });

  it('links quick add to /products/create-simple and detailed add to /products/create', async () => {
    renderList(fakeDataProvider(many(1)));
    expect(await screen.findByRole('link', { name: 'إضافة سريعة' })).toHaveAttribute('href', '/products/create-simple');
    expect(screen.getByRole('link', { name: 'إضافة مفصّلة' })).toHaveAttribute('href', '/products/create');
  });
});

describe('/products: search, filters and sort', () => {
  it('searches once, 500 ms after the last key, from page 1', async () => {
    const provider = fakeDataProvider([
      product(1, { name: 'خبز أبيض' }),
      product(2, { name: 'كعكة' }),
      ...many(30).slice(2),
    ]);
    renderList(provider, { path: '/products?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const withQ = () => productCalls(provider).filter((params) => params.filter.q !== undefined);
    // The clock is ours from here: only the timers move by hand; React and the router run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const box = screen.getByPlaceholderText('ابحث بالاسم أو الوصف أو الباركود...');
    fireEvent.change(box, { target: { value: 'خ' } });
    await elapse(200);
    fireEvent.change(box, { target: { value: 'خب' } });
    await elapse(200);
    fireEvent.change(box, { target: { value: 'خبز' } });
    await elapse(PRODUCT_SEARCH_DEBOUNCE_MS - 20);
    expect(withQ()).toHaveLength(0);
    await elapse(40);
    vi.useRealTimers();
    await waitFor(() => expect(withQ()).toHaveLength(1));
    expect(withQ()[0]).toMatchObject({ filter: { q: 'خبز' }, pagination: { page: 1, perPage: 12 } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Nothing more comes once the pause is over.
    await new Promise((resolve) => setTimeout(resolve, PRODUCT_SEARCH_DEBOUNCE_MS + 200));
    expect(withQ()).toHaveLength(1);
  });

  it('returns to page 1 when a filter changes, and filters by status', async () => {
    const provider = fakeDataProvider(
      many(30).map((row) => (row.id % 2 ? row : { ...row, status: 'inactive' as const })),
    );
    renderList(provider, { path: '/products?page=2' });
    await waitFor(() => expect(productCalls(provider).at(-1)).toMatchObject({ pagination: { page: 2 } }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الحالة' }));
    fireEvent.click(await screen.findByRole('option', { name: 'غير نشط' }));
    await waitFor(() =>
      expect(productCalls(provider).at(-1)).toMatchObject({
        pagination: { page: 1, perPage: 12 },
        filter: { status: 'inactive' },
      }),
    );
  });

  it('offers the categories of the catalogue and filters by their code', async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'الفئة' }));
    // A category added by the bakery, not one of the built-in codes.
    fireEvent.click(await screen.findByRole('option', { name: 'كرواسان' }));
    await waitFor(() =>
      expect(productCalls(provider).at(-1)).toMatchObject({
        filter: { category: 'croissants' },
        pagination: { page: 1 },
      }),
    );
    expect(provider.getList).toHaveBeenCalledWith('categories', expect.anything());
  });

  it('filters featured products with is_featured=true', async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'التمييز' }));
    fireEvent.click(await screen.findByRole('option', { name: 'المميزة فقط' }));
    await waitFor(() => expect(productCalls(provider).at(-1)).toMatchObject({ filter: { is_featured: 'true' } }));
  });

  it('sorts by the chosen field in its natural order, reverses it, and returns to page 1', async () => {
    const provider = fakeDataProvider(many(30));
    renderList(provider, { path: '/products?page=3' });
    await waitFor(() => expect(productCalls(provider).at(-1)).toMatchObject({ pagination: { page: 3 } }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ترتيب حسب' }));
    fireEvent.click(await screen.findByRole('option', { name: 'الأكثر مبيعاً' }));
    await waitFor(() =>
      expect(productCalls(provider).at(-1)).toMatchObject({
        sort: { field: 'total_sold', order: 'DESC' },
        pagination: { page: 1 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'تنازلي' }));
    await waitFor(() =>
      expect(productCalls(provider).at(-1)).toMatchObject({ sort: { field: 'total_sold', order: 'ASC' } }),
    );
    expect(screen.getByRole('button', { name: 'تصاعدي' })).toBeInTheDocument();
  });

  it('counts the active filters on the clear button and clears them all', async () => {
    const provider = fakeDataProvider(many(3));
    const filter = encodeURIComponent(JSON.stringify({ q: 'منتج', status: 'active' }));
    renderList(provider, { path: `/products?filter=${filter}` });
    const clear = await screen.findByRole('button', { name: 'مسح عوامل التصفية (2)' });
    expect(clear).toBeEnabled();
    fireEvent.click(clear);
    await waitFor(() => expect(productCalls(provider).at(-1)).toMatchObject({ filter: {} }));
    expect(await screen.findByRole('button', { name: 'مسح عوامل التصفية' })).toBeDisabled();
    // The search box follows the cleared filters (the form resets after the list's state changes).
    await waitFor(() => expect(screen.getByPlaceholderText('ابحث بالاسم أو الوصف أو الباركود...')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'الحالة' })).not.toHaveTextContent('نشط');
  });

  it('reloads the list when refresh is pressed', async () => {
    const provider = fakeDataProvider(many(3));
    renderList(provider);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const before = productCalls(provider).length;
    fireEvent.click(screen.getByRole('button', { name: 'تحديث' }));
    await waitFor(() => expect(productCalls(provider).length).toBeGreaterThan(before));
  });
});

describe('/products: pagination', () => {
  it("reads 'عرض 13 إلى 24 من أصل 40' and 'الصفحة 2 من 4', and moves with previous and next", async () => {
    const provider = fakeDataProvider(many(40));
    renderList(provider, { path: '/products?page=2' });
    await waitFor(() => expect(screen.getByTestId('products-page-of')).toHaveTextContent('الصفحة 2 من 4'));
    expect(screen.getByText('عرض 13 إلى 24 من أصل 40')).toBeInTheDocument();
    expect(card(13)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('products-page-of')).toHaveTextContent('الصفحة 3 من 4'));
    expect(screen.getByText('عرض 25 إلى 36 من أصل 40')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('products-showing')).toHaveTextContent('عرض 37 إلى 40 من أصل 40'));
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'السابق' }));
    await waitFor(() => expect(screen.getByTestId('products-page-of')).toHaveTextContent('الصفحة 3 من 4'));
  });
});

describe('/products: empty and error states', () => {
  it('offers to add the first product when the catalogue is empty', async () => {
    renderList(fakeDataProvider([]));
    const empty = await screen.findByTestId('products-empty');
    expect(empty).toHaveTextContent('لا توجد منتجات');
    expect(within(empty).getByRole('link', { name: 'إضافة أول منتج' })).toHaveAttribute('href', '/products/create');
    expect(screen.queryByTestId('products-grid')).not.toBeInTheDocument();
    expect(screen.queryByTestId('products-page-of')).not.toBeInTheDocument();
  });

  it('offers to clear the filters, saying how many are on, when they match nothing', async () => {
    const provider = fakeDataProvider(many(3));
    const filter = encodeURIComponent(JSON.stringify({ q: 'لا شيء', category: 'pastry', is_featured: 'true' }));
    renderList(provider, { path: `/products?filter=${filter}` });
    const empty = await screen.findByTestId('products-empty');
    expect(empty).toHaveTextContent('لا توجد منتجات');
    expect(empty).toHaveTextContent('لا توجد نتائج تطابق البحث أو عوامل التصفية الحالية');
    fireEvent.click(within(empty).getByRole('button', { name: 'مسح عوامل التصفية (3)' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("shows the server's message with a retry button that asks again", async () => {
    let fail = true;
    const base = fakeDataProvider(many(2));
    const getList = vi.fn(async (resource: string, params: never) => {
      if (resource === 'products' && fail)
        throw new HttpError('خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً', 500, {
          message: 'خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً',
        });
      return base.getList(resource, params);
    });
    renderList({ ...base, getList } as never);
    const error = await screen.findByTestId('products-error');
    expect(error).toHaveTextContent('خطأ في تحميل المنتجات');
    expect(error).toHaveTextContent('خطأ في الخادم - يرجى المحاولة مرة أخرى لاحقاً');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByTestId('products-error')).not.toBeInTheDocument();
  });
});

describe('/products: export and import', () => {
  it('exports the filtered catalogue as the file the server names', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const provider = fakeDataProvider(many(3));
    const filter = encodeURIComponent(JSON.stringify({ status: 'active' }));
    renderList(provider, { path: `/products?filter=${filter}` });
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(names).toEqual(['products_2026-01-01.csv']));
    expect(provider.exportProducts).toHaveBeenCalledWith('csv', { status: 'active' });
    expect(await screen.findByText('تم تصدير المنتجات بصيغة CSV')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تصدير JSON' }));
    await waitFor(() => expect(names[1]).toBe('products_2026-01-01.json'));
  });

  it('imports a CSV and reloads, or lists the rows the server refused', async () => {
    const provider = fakeDataProvider(many(1));
    renderList(provider);
    const input = (await screen.findByTestId('products-import-input')) as HTMLInputElement;
    const file = new File(['name,category,price_eur'], 'products.csv', { type: 'text/csv' });
    const before = productCalls(provider).length;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(provider.importProducts).toHaveBeenCalledWith(file));
    expect(await screen.findByText('تم استيراد 3 منتجات')).toBeInTheDocument();
    await waitFor(() => expect(productCalls(provider).length).toBeGreaterThan(before));

    provider.importProducts.mockImplementationOnce(async () =>
      Promise.reject(
        new HttpError('x', 400, {
          message: 'يحتوي الملف على أخطاء، لم يتم حفظ أي منتج',
          fieldErrors: [{ row: 3, field: 'price_eur', message: 'السعر باليورو يجب أن يكون أكبر من صفر' }],
        }),
      ),
    );
    fireEvent.change(input, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('لم يُحفظ أي منتج');
    expect(within(dialog).getByTestId('products-import-errors')).toHaveTextContent(
      'السطر 3، price_eur: السعر باليورو يجب أن يكون أكبر من صفر',
    );
    expect(await screen.findByText('يحتوي الملف على أخطاء، لم يتم حفظ أي منتج')).toBeInTheDocument();
  });
});
