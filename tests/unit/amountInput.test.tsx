import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../src/providers/http';
import { validation } from '../../src/domain/messages';
import { amountText, readAmount } from '../../src/domain/schemas/amountText';
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

describe('reading an amount the Belgian way', () => {
  it.each([
    ['1.500,75', 1500.75],
    ['1 500,75', 1500.75],
    ['1\u00a0500,75', 1500.75],
    ['12,5', 12.5],
    ['1.500', 1500],
    ['1.000.000', 1000000],
    ['2,50', 2.5],
    [',5', 0.5],
    ['-1,5', -1.5],
    ['12', 12],
    [' 2,5 € ', 2.5],
    ['٢٫٥٠', 2.5],
    ['۱٬۲۵۰٫۷۵', 1250.75],
  ])('reads %j as %d', (text, amount) => {
    expect(readAmount(text)).toEqual({ ok: true, value: amount });
  });

  it('reads nothing typed as no amount', () => {
    expect(readAmount('')).toEqual({ ok: true, value: null });
    expect(readAmount('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['1,500.75', '1.50', '12.5', '0.5', '1.2.3', '15.00,5', '1.500 000', '1,2,3', '1.', '1,'])(
    'refuses the ambiguous %j with an Arabic message instead of guessing',
    (text) => {
      expect(readAmount(text)).toEqual({ ok: false, message: validation.amountAmbiguous });
    },
  );

  it.each(['abc', '2,5x', '.', '€'])('refuses %j, which is not a number', (text) => {
    expect(readAmount(text)).toEqual({ ok: false, message: validation.amountNotNumber });
  });

  it('shows a number the way it is read back', () => {
    expect(amountText(1500.75)).toBe('1.500,75');
    expect(amountText(1000000)).toBe('1.000.000');
    expect(amountText(12.5)).toBe('12,5');
    expect(amountText(-0.5)).toBe('-0,5');
    for (const value of [1500.75, 1000000, 12.5, 0.05, 999]) expect(readAmount(amountText(value))).toEqual({ ok: true, value });
  });
});

describe('reading a coordinate', () => {
  it.each([
    ['50,85', 50.85],
    ['50.85', 50.85],
    ['٥٠٫٨٥', 50.85],
  ])('reads %j as %d, the point being a decimal mark there', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('reads a text that is not one number as none', () => {
    for (const text of ['2,500.00', '1.2.3', 'abc']) expect(parseDecimal(text)).toBeNaN();
    expect(normalizeDecimalText('٣٫٧٥')).toBe('3.75');
  });
});

// The first test also loads the product form's modules: on a busy machine that alone took 15 s.
describe('an amount field in a form', { timeout: 60_000 }, () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  /** The quick product form filled in, its price typed as `price` and left. */
  async function quickProductPriced(price: string) {
    const dataProvider = renderAt('/products/create-simple');
    await categoriesLoaded(dataProvider);
    change(/^اسم المنتج/, 'كعكة الشوكولا');
    await choose(/^الفئة/, 'بسكويت وكوكيز');
    change(/^السعر \(يورو\)/, price);
    fireEvent.blur(input(/^السعر \(يورو\)/));
    return dataProvider;
  }

  it('saves "1.500,75" typed in the price as 1500.75', async () => {
    const dataProvider = await quickProductPriced('1.500,75');
    expect(input(/^السعر \(يورو\)/)).toHaveValue('1.500,75');
    await submit('إضافة المنتج');
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0]![1]).toMatchObject({ data: { price_eur: 1500.75 } });
  });

  it('refuses an ambiguous "1.50" beside the field and saves nothing', async () => {
    const dataProvider = await quickProductPriced('1.50');
    expect(await within(fieldOf(/^السعر \(يورو\)/)).findByText(validation.amountAmbiguous)).toBeInTheDocument();
    await submit('إضافة المنتج');
    expect(input(/^السعر \(يورو\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^السعر \(يورو\)/)).toHaveValue('1.50');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('shows a saved amount with a decimal comma', async () => {
    const dataProvider = renderAt(`/products/${product.id}/edit`);
    await categoriesLoaded(dataProvider);
    await waitFor(() => expect(input(/^السعر \(يورو\)/)).toHaveValue(amountText(product.price_eur)));
    expect(amountText(product.price_eur)).toContain(',');
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
    change(/^السعر \(يورو\)/, '1,5');
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
