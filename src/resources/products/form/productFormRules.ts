import type { InfoValue } from '../../../domain/products/rules';
import { productCreateSchema, productQuickCreateSchema, productUpdateSchema } from '../../../domain/products/schemas';
import { validation } from '../../../domain/messages';
import { firstMessages, formResolver, formSchema, screenRules } from '../../../ui/formSchema';

// The product forms' rules (spec 002 section 5) are the API's own zod schemas
// (src/domain/products/schemas.ts), run on what each form holds: a value the browser refuses is
// refused by the server with the same Arabic message, and the server's limits (barcode characters,
// largest amounts) are known before anything is sent.

type Numeric = number | string | null | undefined;

/** What the product inputs hold: the API's fields, numbers as typed, info fields as text or an object. */
export interface ProductFormValues {
  name?: string | null;
  description?: string | null;
  category?: string | null;
  unit?: string | null;
  barcode?: string | null;
  price_eur?: Numeric;
  price_syp?: Numeric;
  cost_eur?: Numeric;
  cost_syp?: Numeric;
  stock_quantity?: Numeric;
  minimum_stock?: Numeric;
  is_featured?: boolean | null;
  status?: string | null;
  weight_grams?: Numeric;
  shelf_life_days?: Numeric;
  units_per_crate?: Numeric;
  production_date?: string | null;
  expiry_date?: string | null;
  storage_conditions?: string | null;
  supplier_info?: InfoValue;
  nutritional_info?: InfoValue;
  allergen_info?: InfoValue;
}

/** detailed: /products/create; quick: /products/create-simple (unit fixed); edit: /products/{id}/edit. */
export type ProductFormVariant = 'detailed' | 'quick' | 'edit';

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** The fields behind the "advanced fields" toggle; a message there opens it. */
export const ADVANCED_FIELDS = [
  'weight_grams',
  'shelf_life_days',
  'units_per_crate',
  'production_date',
  'expiry_date',
  'storage_conditions',
  'supplier_info',
  'nutritional_info',
  'allergen_info',
] as const satisfies readonly ProductFormField[];

/** The fields behind the edit form's "cost fields" toggle. */
export const COST_FIELDS = ['cost_eur', 'cost_syp'] as const satisfies readonly ProductFormField[];

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** A typed number; null when blank, NaN when not a number. */
export function toNumber(value: Numeric): number | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The inputs of each form: only these are checked (the record's other fields are not the user's to fix). */
const QUICK_FIELDS = ['name', 'description', 'category', 'price_eur', 'stock_quantity', 'is_featured'] as const;
const DETAILED_FIELDS = [
  ...QUICK_FIELDS,
  'unit',
  'barcode',
  'price_syp',
  'cost_eur',
  'cost_syp',
  'minimum_stock',
  'status',
  ...ADVANCED_FIELDS,
] as const satisfies readonly ProductFormField[];

const SCHEMAS = { detailed: productCreateSchema, quick: productQuickCreateSchema, edit: productUpdateSchema } as const;

function formFields(variant: ProductFormVariant) {
  return variant === 'quick' ? QUICK_FIELDS : DETAILED_FIELDS;
}

/** What each variant's API call would get of the form's own inputs. */
function checkedBody(values: ProductFormValues, variant: ProductFormVariant): Record<string, unknown> {
  return Object.fromEntries(formFields(variant).map((field) => [field, values[field]]));
}

/** Every rule of the form's variant, for its resolver. */
export function productFormSchema(variant: ProductFormVariant) {
  return formSchema<ProductFormValues>({
    body: (values) => checkedBody(values, variant),
    api: SCHEMAS[variant],
    // PUT keeps the unit when none is sent, so its schema lets one be missing; the edit form requires it.
    then: screenRules<ProductFormValues>((values, refuse) => {
      if (variant === 'edit' && isBlank(values.unit)) refuse('unit', validation.productUnitRequired);
    }),
  });
}

const FORM_SCHEMAS = {
  detailed: productFormSchema('detailed'),
  quick: productFormSchema('quick'),
  edit: productFormSchema('edit'),
} as const;

/** The resolver of each variant's form. */
export const productFormResolver = (variant: ProductFormVariant) => formResolver(FORM_SCHEMAS[variant]);

/** Every rule of the form's variant; an empty object when the values can be sent. */
export function validateProductForm(
  values: ProductFormValues,
  variant: ProductFormVariant = 'detailed',
): ProductFormErrors {
  return firstMessages(FORM_SCHEMAS[variant], values);
}
