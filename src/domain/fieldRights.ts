import { canAccess, type Action, type Resource } from './access';
import type { Role } from './enums';

// Fields that need more than the right to write the record they belong to. The server checks them where
// the field is written, whatever route carries it; the forms read the same table to leave out what a role
// may not change. Field names are the API's snake_case ones.

type FieldResource = 'orders' | 'stores' | 'products';

/** What a distributor may correct on a shop: its phone, its location and the delivery notes. */
export const STORE_FIELDS_A_DISTRIBUTOR_CORRECTS = [
  'phone',
  'address',
  'formatted_address',
  'place_id',
  'latitude',
  'longitude',
  'delivery_notes',
] as const;

const FIELD_RIGHTS: Record<FieldResource, { fields: Readonly<Record<string, Action>>; otherwise?: Action }> = {
  orders: {
    fields: {
      status: 'status',
      assigned_distributor_id: 'assign',
      distributor_id: 'assign',
      payment: 'payment',
    },
  },
  stores: {
    fields: {
      credit_limit_eur: 'terms',
      credit_limit: 'terms',
      payment_terms: 'terms',
      discount_rate: 'terms',
      status: 'status',
      ...Object.fromEntries(STORE_FIELDS_A_DISTRIBUTOR_CORRECTS.map((field) => [field, 'edit' as const])),
    },
    // Any other field of a shop is office work.
    otherwise: 'details',
  },
  products: {
    fields: {
      price_eur: 'price',
      price_syp: 'price',
      cost_eur: 'price',
      cost_syp: 'price',
      stock_quantity: 'stock',
      minimum_stock: 'stock',
      status: 'status',
      is_featured: 'status',
    },
  },
};

/** A shop's credit terms: they need stores:terms. */
export const STORE_TERMS_FIELDS = ['credit_limit_eur', 'payment_terms', 'discount_rate'] as const;

/** The terms a new shop gets when none are given (storeCreateSchema's defaults). */
export const STORE_TERMS_DEFAULTS: Readonly<Record<(typeof STORE_TERMS_FIELDS)[number], unknown>> = {
  credit_limit_eur: 0,
  payment_terms: 'cash',
  discount_rate: 0,
};

/** The right a field needs beyond writing its record, or undefined when writing the record is enough. */
export function fieldRight(resource: FieldResource, field: string): Action | undefined {
  const rights = FIELD_RIGHTS[resource];
  return rights.fields[field] ?? rights.otherwise;
}

/** The fields among `fields` that `role` may not write, in the order given. */
export function refusedFields(role: Role | undefined | null, resource: FieldResource, fields: Iterable<string>): string[] {
  return [...new Set(fields)].filter((field) => {
    const action = fieldRight(resource, field);
    return action !== undefined && !canAccess(role, resource, action);
  });
}

export function mayWriteField(role: Role | undefined | null, resource: FieldResource, field: string): boolean {
  return refusedFields(role, resource, [field]).length === 0;
}

// Money figures: left out, not zeroed, for a role without `money` on the resource (a distributor). The
// keys are dropped at any depth of a reply (analytics series, top lists).
export const MONEY_KEYS: Readonly<Record<'stores' | 'products' | 'dashboard', readonly string[]>> = {
  stores: [
    'current_balance_eur',
    'open_orders_eur',
    'credit_limit_eur',
    'total_purchases_eur',
    'total_revenue',
    'average_order_value',
    'unpaid_eur',
    'total_paid_eur',
    'revenue_eur',
  ],
  products: ['cost_eur', 'cost_syp', 'total_revenue_eur', 'total_revenue_syp', 'profit_margin', 'profit_margin_percent'],
  dashboard: ['revenue_eur', 'unpaid_eur'],
};

export function seesMoney(role: Role | undefined | null, resource: keyof typeof MONEY_KEYS): boolean {
  return canAccess(role, resource as Resource, 'money');
}
