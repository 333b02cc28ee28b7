import { COPY_SUFFIX, DEFAULT_PRODUCT_UNIT, type InfoValue } from '../../../domain/products/rules';
import type { ProductUnit } from '../../../domain/enums';
import { toNumber, type ProductFormValues } from './productFormRules';

// Between the forms and the API (spec 002 sections 3 and 5): trimmed text with empty as null, numbers
// as numbers, supplier/nutritional/allergen text as an object holding that one text.

/** The key of the one text an info object holds when the form wrote it: `{info: 'يحتوي على القمح'}`. */
export const INFO_TEXT_KEY = 'info';

/** What POST /products receives from the detailed form. */
export interface ProductCreatePayload {
  name: string;
  description: string | null;
  category: string;
  unit: string;
  barcode: string | null;
  price_eur: number;
  /** Left out when empty, so the server works it out from the exchange rate. */
  price_syp?: number;
  cost_eur: number | null;
  cost_syp: number | null;
  stock_quantity: number | null;
  minimum_stock: number;
  is_featured: boolean;
  status: string;
  weight_grams: number | null;
  shelf_life_days: number | null;
  units_per_crate: number | null;
  production_date: string | null;
  expiry_date: string | null;
  storage_conditions: string | null;
  supplier_info: InfoValue;
  nutritional_info: InfoValue;
  allergen_info: InfoValue;
}

/** What POST /products receives from the quick form (the API contract's list, unit fixed). */
export interface ProductQuickCreatePayload {
  name: string;
  description: string | null;
  category: string;
  price_eur: number;
  stock_quantity: number | null;
  is_featured: boolean;
  unit: ProductUnit;
}

export type ProductUpdatePayload = Partial<Omit<ProductCreatePayload, 'price_syp'> & { price_syp: number | null }>;

export function optionalText(value: unknown): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

function numberOrNull(value: ProductFormValues['price_eur']): number | null {
  const number = toNumber(value);
  return number === null || Number.isNaN(number) ? null : number;
}

/** Text becomes `{info: text}`; an object the record already had goes back as it is; empty is null. */
export function infoPayload(value: unknown): InfoValue {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  const textValue = optionalText(value);
  return textValue === null ? null : { [INFO_TEXT_KEY]: textValue };
}

/** The editable fields, normalised the same way for the form and for the record it started from. */
function productFields(values: ProductFormValues) {
  return {
    name: (values.name ?? '').trim(),
    description: optionalText(values.description),
    category: (values.category ?? '').trim(),
    unit: optionalText(values.unit) ?? DEFAULT_PRODUCT_UNIT,
    barcode: optionalText(values.barcode),
    price_eur: numberOrNull(values.price_eur) ?? 0,
    price_syp: numberOrNull(values.price_syp),
    cost_eur: numberOrNull(values.cost_eur),
    cost_syp: numberOrNull(values.cost_syp),
    // Empty stock is unlimited stock, never 0.
    stock_quantity: numberOrNull(values.stock_quantity),
    minimum_stock: numberOrNull(values.minimum_stock) ?? 0,
    is_featured: values.is_featured === true,
    status: optionalText(values.status) ?? 'active',
    weight_grams: numberOrNull(values.weight_grams),
    shelf_life_days: numberOrNull(values.shelf_life_days),
    units_per_crate: numberOrNull(values.units_per_crate),
    production_date: optionalText(values.production_date),
    expiry_date: optionalText(values.expiry_date),
    storage_conditions: optionalText(values.storage_conditions),
    supplier_info: infoPayload(values.supplier_info),
    nutritional_info: infoPayload(values.nutritional_info),
    allergen_info: infoPayload(values.allergen_info),
  };
}

/** POST /products from the detailed form. */
export function toDetailedCreatePayload(values: ProductFormValues): ProductCreatePayload {
  const { price_syp, ...fields } = productFields(values);
  return price_syp === null ? fields : { ...fields, price_syp };
}

/** POST /products from the quick form: its six fields and the unit 'piece'. */
export function toQuickCreatePayload(values: ProductFormValues): ProductQuickCreatePayload {
  const fields = productFields(values);
  return {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    price_eur: fields.price_eur,
    stock_quantity: fields.stock_quantity,
    is_featured: fields.is_featured,
    unit: DEFAULT_PRODUCT_UNIT,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /products/{id} is partial: only the fields whose value differs from the record's are sent, so
 * nothing the user left alone (a structured info object, another user's change) is written back.
 */
export function toUpdatePayload(
  values: ProductFormValues,
  previous: ProductFormValues | undefined,
): ProductUpdatePayload {
  const next = productFields(values);
  const before = previous ? productFields(previous) : undefined;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (!before || !same(value, before[key as keyof typeof before])) changed[key] = value;
  }
  return changed as ProductUpdatePayload;
}

/** The detailed form's starting values. */
export const CREATE_DEFAULTS: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  unit: DEFAULT_PRODUCT_UNIT,
  barcode: '',
  price_eur: null,
  price_syp: null,
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
  storage_conditions: '',
  supplier_info: '',
  nutritional_info: '',
  allergen_info: '',
};

export const QUICK_DEFAULTS: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price_eur: null,
  stock_quantity: null,
  is_featured: false,
};

/**
 * /products/create?duplicate={id}: the original's form fields, the name + ' (Copy)', stock 0 and no
 * barcode (it is unique). Nothing else is carried over: no id, no timestamps, no image, no sales.
 */
export function duplicateValues(product: ProductFormValues): ProductFormValues {
  const values: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(CREATE_DEFAULTS))
    values[key] = product[key as keyof ProductFormValues] ?? fallback;
  return { ...values, name: `${(product.name ?? '').trim()}${COPY_SUFFIX}`, stock_quantity: 0, barcode: '' };
}
