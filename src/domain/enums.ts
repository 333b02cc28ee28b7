// Every closed set of values the spec names, in one place, so the UI's selects, the zod schemas and the
// database checks can never drift apart.

export const ROLES = ['admin', 'manager', 'distributor', 'cashier', 'accountant'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const WORK_STATUSES = ['available', 'busy', 'break', 'offline'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const ORDER_STATUSES = ['draft', 'confirmed', 'in_progress', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'partial', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'bank', 'card', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What may settle an order: a payment, or a credit note's share (issue 29), which staff never pick in a form. */
export const SETTLEMENT_METHODS = [...PAYMENT_METHODS, 'credit_note'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

export const CURRENCIES = ['EUR', 'SYP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const STORE_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_CATEGORIES = ['supermarket', 'grocery', 'cafe', 'restaurant', 'bakery', 'hotel', 'other'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const STORE_TYPES = ['retail', 'wholesale', 'restaurant', 'cafe', 'bakery', 'supermarket', 'other'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const REGIONS = ['north', 'south', 'east', 'west', 'central'] as const;
export type Region = (typeof REGIONS)[number];

export const STORE_PAYMENT_METHODS = ['cash', 'bank', 'mixed'] as const;
export type StorePaymentMethod = (typeof STORE_PAYMENT_METHODS)[number];

export const PAYMENT_TERMS = ['cash', 'credit_7', 'credit_15', 'credit_30', 'credit_60', 'credit_90'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

// The built-in categories: the union of the spec's create and edit screens. They are rows of
// product_categories (so staff may add more); the server makes sure these exist.
export const PRODUCT_CATEGORIES = ['bread', 'pastry', 'cake', 'cookies', 'drink', 'snack', 'seasonal', 'other'] as const;
export type ProductCategoryCode = (typeof PRODUCT_CATEGORIES)[number];

// One list for every form, filter and the server: the union of the spec's create and edit screens.
export const PRODUCT_UNITS = ['piece', 'kg', 'gram', 'liter', 'ml', 'box', 'pack', 'loaf'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const VEHICLE_TYPES = ['car', 'van', 'truck', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_STATUSES = ['active', 'maintenance', 'inactive', 'retired'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const FUEL_TYPES = ['gasoline', 'diesel', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSION_TYPES = ['manual', 'automatic'] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

export const EXPENSE_TYPES = ['fuel', 'maintenance', 'repair', 'washing', 'other'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export const LANGUAGES = ['ar', 'en'] as const;
export const TIMEZONES = ['Asia/Damascus', 'Asia/Beirut', 'Asia/Amman', 'Europe/Brussels', 'UTC'] as const;
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['24h', '12h'] as const;
export const SETTINGS_CURRENCIES = ['EUR', 'USD', 'SYP'] as const;
