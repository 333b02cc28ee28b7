import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../src/domain/products/rules';
import { validation } from '../../src/i18n/ar';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { imageFileProblem } from '../../src/resources/products/form/imageFile';
import { infoToText } from '../../src/resources/products/form/infoText';
import { ProductImagePicker } from '../../src/resources/products/form/ProductImagePicker';
import { validateProductForm, type ProductFormValues } from '../../src/resources/products/form/productFormRules';
import {
  CREATE_DEFAULTS,
  duplicateValues,
  toDetailedCreatePayload,
  toQuickCreatePayload,
  toUpdatePayload,
} from '../../src/resources/products/form/productPayload';
import { imageFile, product, stubObjectUrls } from './productFormHarness';
import { renderAdmin } from './renderAdmin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const valid: ProductFormValues = { ...CREATE_DEFAULTS, name: 'كرواسون', category: 'pastry', price_eur: 2.5 };

describe('validateProductForm (spec 002 section 5, the API schemas)', () => {
  it('accepts a complete detailed product and the defaults of the optional fields', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(
      validateProductForm({
        ...valid,
        price_syp: 30000,
        cost_eur: 0,
        cost_syp: 0,
        stock_quantity: 0,
        minimum_stock: 0,
      }),
    ).toEqual({});
  });

  it('gives each rule its Arabic message on its field', () => {
    const cases: [ProductFormValues, string, string][] = [
      [{ name: ' ' }, 'name', validation.productNameRequired],
      [{ name: 'ك' }, 'name', validation.productNameMin],
      [{ category: '' }, 'category', validation.productCategoryRequired],
      [{ unit: '' }, 'unit', validation.productUnitRequired],
      [{ price_eur: null }, 'price_eur', validation.priceEurRequired],
      [{ price_eur: 0 }, 'price_eur', validation.priceEurPositive],
      [{ price_syp: -1 }, 'price_syp', validation.priceSypPositive],
      [{ price_syp: 0 }, 'price_syp', validation.priceSypPositive],
      [{ cost_eur: -0.01 }, 'cost_eur', validation.costNotNegative],
      [{ cost_syp: -5 }, 'cost_syp', validation.costNotNegative],
      [{ stock_quantity: 1.5 }, 'stock_quantity', validation.stockQuantityInvalid],
      [{ stock_quantity: -1 }, 'stock_quantity', validation.stockQuantityInvalid],
      [{ minimum_stock: -1 }, 'minimum_stock', validation.minimumStockInvalid],
      [{ weight_grams: 0 }, 'weight_grams', validation.weightPositive],
      [{ shelf_life_days: 0 }, 'shelf_life_days', validation.shelfLifePositive],
      [{ shelf_life_days: 2.5 }, 'shelf_life_days', validation.shelfLifePositive],
      [{ units_per_crate: 0 }, 'units_per_crate', validation.unitsPerCrateInvalid],
      [{ units_per_crate: -4 }, 'units_per_crate', validation.unitsPerCrateInvalid],
      [{ units_per_crate: 2.5 }, 'units_per_crate', validation.unitsPerCrateInvalid],
      [{ production_date: '2026-03-05', expiry_date: '2026-03-05' }, 'expiry_date', validation.expiryAfterProduction],
      [{ barcode: 'باركود' }, 'barcode', validation.barcodeInvalid],
    ];
    for (const [change, field, message] of cases)
      expect(validateProductForm({ ...valid, ...change }), field).toEqual({ [field]: message });
  });

  it("checks only the quick form's fields there (its unit is fixed)", () => {
    const quick = { name: 'كعكة', category: 'cake', price_eur: 3, stock_quantity: null, unit: '', weight_grams: -1 };
    expect(validateProductForm(quick, 'quick')).toEqual({});
    expect(validateProductForm({ ...quick, stock_quantity: -2, price_eur: '' }, 'quick')).toEqual({
      stock_quantity: validation.stockQuantityInvalid,
      price_eur: validation.priceEurRequired,
    });
  });

  it("requires the unit on edit and ignores the record's own fields", () => {
    const record = { ...product } as ProductFormValues & { image_url: string };
    expect(validateProductForm(record, 'edit')).toEqual({});
    expect(validateProductForm({ ...record, unit: '' }, 'edit')).toEqual({ unit: validation.productUnitRequired });
    expect(validateProductForm({ ...record, name: '', price_eur: null }, 'edit')).toEqual({
      name: validation.productNameRequired,
      price_eur: validation.priceEurRequired,
    });
  });
});

describe('payloads', () => {
  it('detailed create: trimmed text, empty as null, info as {info}, no price_syp when empty', () => {
    expect(
      toDetailedCreatePayload({
        ...valid,
        name: '  كرواسون ',
        barcode: '  ',
        stock_quantity: null,
        minimum_stock: null,
        supplier_info: ' مطحنة ',
        nutritional_info: '',
        allergen_info: { contains: ['milk'] },
      }),
    ).toEqual({
      name: 'كرواسون',
      description: null,
      category: 'pastry',
      unit: 'piece',
      barcode: null,
      price_eur: 2.5,
      cost_eur: null,
      cost_syp: null,
      stock_quantity: null,
      minimum_stock: 0,
      is_featured: false,
      status: 'active',
      weight_grams: null,
      shelf_life_days: null,
      units_per_crate: null,
      production_date: null,
      expiry_date: null,
      storage_conditions: null,
      supplier_info: { info: 'مطحنة' },
      nutritional_info: null,
      allergen_info: { contains: ['milk'] },
    });
    expect(toDetailedCreatePayload({ ...valid, price_syp: 37500 }).price_syp).toBe(37500);
  });

  it('quick create: its six fields and the unit piece', () => {
    expect(toQuickCreatePayload({ ...valid, unit: 'kg', barcode: 'X1', stock_quantity: 4, is_featured: true })).toEqual(
      {
        name: 'كرواسون',
        description: null,
        category: 'pastry',
        price_eur: 2.5,
        stock_quantity: 4,
        is_featured: true,
        unit: 'piece',
      },
    );
  });

  it('update: only what changed, cleared values as null (stock null = unlimited)', () => {
    const record = product as ProductFormValues;
    expect(toUpdatePayload({ ...record }, record)).toEqual({});
    expect(
      toUpdatePayload(
        { ...record, price_eur: '1.75', barcode: '', stock_quantity: null, supplier_info: 'مورّد جديد', cost_syp: null },
        record,
      ),
    ).toEqual({
      price_eur: 1.75,
      barcode: null,
      stock_quantity: null,
      supplier_info: { info: 'مورّد جديد' },
      cost_syp: null,
    });
    // The same text as the record's lone info is no change.
    expect(toUpdatePayload({ ...record, allergen_info: 'يحتوي على القمح' }, record)).toEqual({});
  });

  it("duplicate: the form fields only, name + ' (Copy)', stock 0, no barcode", () => {
    const values = duplicateValues({ ...product, stock_quantity: null } as ProductFormValues);
    expect(values).toMatchObject({
      name: 'خبز عربي (Copy)',
      stock_quantity: 0,
      barcode: '',
      price_eur: 1.5,
      unit: 'loaf',
    });
    expect(Object.keys(values).sort()).toEqual(Object.keys(CREATE_DEFAULTS).sort());
  });
});

describe('info fields as text', () => {
  it('reads text, a lone info text, and an object as labelled lines', () => {
    expect(infoToText(null, t)).toBe('');
    expect(infoToText('نص', t)).toBe('نص');
    expect(infoToText({ info: 'يحتوي على القمح' }, t)).toBe('يحتوي على القمح');
    expect(infoToText({ description: 'قمح', contains: ['القمح', 'السمسم'], may_contain: [], calories: 250 }, t)).toBe(
      'الوصف: قمح\nيحتوي على: القمح، السمسم\nالسعرات الحرارية: 250',
    );
    expect(infoToText({ origin: 'BE' }, t)).toBe('origin: BE');
  });
});

describe('image files', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 5 MB and names what is wrong otherwise', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(imageFileProblem({ type, size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: PRODUCT_IMAGE_MAX_BYTES })).toBeNull();
    expect(t(imageFileProblem({ type: 'image/png', size: PRODUCT_IMAGE_MAX_BYTES + 1 })!)).toBe(
      'حجم الصورة يجب أن يكون أقل من 5 ميغابايت',
    );
    expect(t(imageFileProblem({ type: 'image/svg+xml', size: 10 })!)).toBe('يرجى اختيار ملف صورة صالح');
    expect(t(imageFileProblem({ type: '', size: 10 })!)).toBe('يرجى اختيار ملف صورة صالح');
  });

  function Picker() {
    const [file, setFile] = useState<File | null>(null);
    return <ProductImagePicker file={file} onChange={setFile} />;
  }

  function renderPicker() {
    return renderAdmin({ fallback: <Picker /> });
  }

  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId('product-image-picker').querySelector('input[type="file"]')!, {
      target: { files: [file] },
    });

  it('previews the chosen file through an object URL, revoked when the file changes or the picker goes', () => {
    const urls = stubObjectUrls();
    const { unmount } = renderPicker();
    expect(screen.getByText('لا توجد صورة')).toBeInTheDocument();

    pick(imageFile('one.png'));
    expect(screen.getByRole('img', { name: 'معاينة الصورة المختارة' })).toHaveAttribute('src', 'blob:preview-1');
    pick(imageFile('two.gif', 'image/gif'));
    expect(screen.getByRole('img', { name: 'معاينة الصورة المختارة' })).toHaveAttribute('src', 'blob:preview-2');
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');

    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الصورة المختارة' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    pick(imageFile('three.webp', 'image/webp'));
    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-3');
    expect(urls.create).toHaveBeenCalledTimes(3);
  });

  it('keeps the previous choice when a refused file is picked', () => {
    stubObjectUrls();
    renderPicker();
    pick(imageFile('good.jpg', 'image/jpeg'));
    pick(imageFile('bad.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('يرجى اختيار ملف صورة صالح');
    expect(screen.getByText('good.jpg')).toBeInTheDocument();
  });
});
