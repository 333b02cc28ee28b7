import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../src/providers/http';
import { normalizeDecimalText, parseDecimal } from '../../src/ui/decimalText';
import {
  categoriesLoaded,
  change,
  choose,
  fakeDataProvider,
  fieldOf,
  input,
  product,
  quietProviderErrors,
  renderAt,
  stubObjectUrls,
  submit,
} from './productFormHarness';

describe('reading an amount', () => {
  it.each([
    ['2,50', 2.5],
    ['2.50', 2.5],
    ['٢٫٥٠', 2.5],
    ['۱۲,۷۵', 12.75],
    [' 2,5 € ', 2.5],
    ['0,05', 0.05],
    [',5', 0.5],
    ['-1,5', -1.5],
    ['12', 12],
  ])('reads %j as %d', (text, amount) => {
    expect(parseDecimal(text)).toBe(amount);
  });

  it('reads nothing typed as no amount, and a text that is not one number as none', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const text of ['2,500.00', '1.2.3', 'abc', '2,5x']) expect(parseDecimal(text)).toBeNaN();
  });

  it('writes a decimal comma or an Arabic-Indic digit as the point or digit it means', () => {
    expect(normalizeDecimalText('2,50')).toBe('2.50');
    expect(normalizeDecimalText('٣٫٧٥')).toBe('3.75');
    expect(normalizeDecimalText('7')).toBe('7');
  });
});

describe('an amount field in a form', { timeout: 30_000 }, () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('saves "2,50" pasted in the price as 2.5, not 250', async () => {
    const dataProvider = renderAt('/products/create-simple');
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'كعكة الشوكولا');
    await choose(/^الفئة/, 'بسكويت وكوكيز');
    fireEvent.paste(input(/^السعر \(يورو\)/), { clipboardData: { getData: () => '2,50' } });
    expect(input(/^السعر \(يورو\)/)).toHaveValue(2.5);
    await submit('إضافة المنتج');
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0]![1]).toMatchObject({ data: { price_eur: 2.5 } });
  });

  it('types a decimal comma as a point where the browser can type', async () => {
    // jsdom types nothing from a key press: the browser's insertText is played by a stand-in here,
    // and the real keyboard is the e2e test's (tests/e2e/formDetails.test.ts).
    const typed: string[] = [];
    const execCommand = vi.fn((command: string, _ui: boolean, text: string) => {
      typed.push(`${command}:${text}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const dataProvider = renderAt('/products/create-simple');
      await categoriesLoaded(dataProvider);
      const price = input(/^السعر \(يورو\)/);
      expect(fireEvent.keyDown(price, { key: ',' })).toBe(false);
      expect(fireEvent.keyDown(price, { key: '٫' })).toBe(false);
      expect(fireEvent.keyDown(price, { key: '٥' })).toBe(false);
      // A digit or a point is the browser's own to type.
      expect(fireEvent.keyDown(price, { key: '5' })).toBe(true);
      expect(fireEvent.keyDown(price, { key: '.' })).toBe(true);
      expect(typed).toEqual(['insertText:.', 'insertText:.', 'insertText:5']);
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});

describe('server field errors beside their fields', { timeout: 30_000 }, () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const duplicate = 'يوجد منتج بنفس الاسم أو الباركود';
  const refuse = vi.fn(async () => {
    throw toHttpError(409, { success: false, message: duplicate, errors: [{ field: 'name', message: duplicate }] });
  });

  it('marks the name field of the create form with the server message of a duplicate name', async () => {
    quietProviderErrors();
    const dataProvider = renderAt('/products/create-simple', fakeDataProvider({ create: refuse }));
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'خبز عربي');
    await choose(/^الفئة/, 'خبز');
    change(/^السعر \(يورو\)/, '1.5');
    await submit('إضافة المنتج');
    expect(await within(fieldOf(/^اسم المنتج/)).findByText(duplicate)).toBeInTheDocument();
    expect(input(/^اسم المنتج/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the name field of the edit form the same way', async () => {
    quietProviderErrors();
    const dataProvider = renderAt(`/products/${product.id}/edit`, fakeDataProvider({ update: refuse }));
    await categoriesLoaded(dataProvider);
    await waitFor(() => expect(input(/^اسم المنتج/)).toHaveValue(product.name));
    change(/^اسم المنتج/, 'خبز عربي');
    await submit('حفظ التغييرات');
    expect(await within(fieldOf(/^اسم المنتج/)).findByText(duplicate)).toBeInTheDocument();
  });
});
