import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  customType,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A jsonb column read as the driver gives it. Both drivers already parse jsonb; drizzle's own jsonb
 * parses a string value a second time, so the text "0" came back as the number 0 and '{"a":1}' as an
 * object (issue 23). Written as JSON text, read as it comes.
 */
const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

// Money is numeric (exact), read as a JS number with two decimals at most: amounts stay far below 2^53 cents.
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    full_name: text('full_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    salary_eur: money('salary_eur'),
    hired_date: date('hired_date'),
    last_login: timestamp('last_login', { withTimezone: true }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    work_status: text('work_status').notNull().default('available'),
    license_number: text('license_number'),
    employee_id: text('employee_id'),
    nationality: text('nationality'),
    date_of_birth: date('date_of_birth'),
    education_level: text('education_level'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    emergency_contact_name: text('emergency_contact_name'),
    emergency_contact_phone: text('emergency_contact_phone'),
    emergency_contact_relation: text('emergency_contact_relation'),
    notes: text('notes'),
    avatar_url: text('avatar_url'),
    bio: text('bio'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location_updated_at: timestamp('location_updated_at', { withTimezone: true }),
    performance_rating: numeric('performance_rating', { precision: 2, scale: 1, mode: 'number' }),
    failed_login_count: integer('failed_login_count').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
    // The confirmed TOTP secret; totp_enabled_at marks two-factor on. The pending one waits for a first code.
    totp_secret: text('totp_secret'),
    totp_pending_secret: text('totp_pending_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    // The 30-second step of the last code that signed in: a code is accepted once (RFC 6238 section 5.2).
    totp_last_step: integer('totp_last_step'),
    // The user's own session length; null means the admin's maximum (settings sessionTimeout).
    session_timeout_minutes: integer('session_timeout_minutes'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role, t.status),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: created(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    // A password-only half sign-in waiting for the two-factor code: never accepted as a signed-in session.
    second_factor_pending: boolean('second_factor_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: created(),
  },
  (t) => [index('login_attempts_user_idx').on(t.user_id, t.created_at)],
);

// One-time two-factor backup codes, stored hashed: shown once when made, void once used.
export const userBackupCodes = pgTable(
  'user_backup_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: created(),
  },
  (t) => [index('user_backup_codes_user_idx').on(t.user_id)],
);

/**
 * Sign-in and password-check throttling: one row per counted key (an account from one address, an
 * unknown name from one address, one address across accounts, a signed-in user's current-password
 * checks). A failure is reserved in one statement before the password is checked, so concurrent tries
 * cannot all slip past the count.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    // Checks under way that may still turn out right: they hold a place under the limit but never lock.
    pending: integer('pending').notNull().default(0),
    // A check is over long before this; a server that died mid-check leaves no place held for ever.
    pending_until: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_user_idx').on(t.user_id)],
);

/**
 * What an Idempotency-Key already did for its user and call: the same key with the same body answers the
 * first result again; with another body it is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    owner_name: text('owner_name'),
    contact_person: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    formatted_address: text('formatted_address'),
    place_id: text('place_id'),
    region: text('region'),
    category: text('category').notNull().default('other'),
    store_type: text('store_type').notNull().default('retail'),
    status: text('status').notNull().default('active'),
    tax_number: text('tax_number'),
    business_license: text('business_license'),
    payment_method: text('payment_method').notNull().default('cash'),
    payment_terms: text('payment_terms').notNull().default('cash'),
    // null: no limit; 0: no credit at all (issue 25). Checked only when payment_terms is a credit term.
    credit_limit_eur: money('credit_limit_eur').default(0),
    // Kept figures (issue 25), changed in the transaction of every order and payment write
    // (server/services/keptFigures.ts), never recomputed on read. current_balance_eur: what the shop's
    // delivered orders still owe; open_orders_eur: what its orders not yet delivered nor cancelled will owe.
    current_balance_eur: money('current_balance_eur').notNull().default(0),
    open_orders_eur: money('open_orders_eur').notNull().default(0),
    total_purchases_eur: money('total_purchases_eur').notNull().default(0),
    total_orders: integer('total_orders').notNull().default(0),
    completed_orders: integer('completed_orders').notNull().default(0),
    cancelled_orders: integer('cancelled_orders').notNull().default(0),
    last_order_date: date('last_order_date'),
    last_payment_date: date('last_payment_date'),
    discount_rate: numeric('discount_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    opening_hours: text('opening_hours'),
    delivery_notes: text('delivery_notes'),
    special_instructions: text('special_instructions'),
    priority: text('priority').notNull().default('medium'),
    notes: text('notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The shop's receiving window (issue 16): planned arrivals respect it; null on either side is open.
    receiving_from: time('receiving_from'),
    receiving_to: time('receiving_to'),
    display_order: integer('display_order').notNull().default(0),
    performance_rating: numeric('performance_rating', { precision: 2, scale: 1, mode: 'number' }),
    // Invoicing (issue 29): the shop's enterprise number (KBO/BCE, 10 digits), VAT number (BE + the same
    // digits), the language of its invoices (fr/nl; null: from the postcode, Brussels must choose) and how
    // often it is invoiced.
    enterprise_number: text('enterprise_number'),
    vat_number: text('vat_number'),
    invoice_language: text('invoice_language'),
    invoice_rhythm: text('invoice_rhythm').notNull().default('monthly'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('stores_status_idx').on(t.status),
    index('stores_display_order_idx').on(t.display_order),
    index('stores_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('stores_credit_limit_check', sql`${t.credit_limit_eur} >= 0`),
  ],
);

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  sort_order: integer('sort_order').notNull().default(0),
  // Issue 29: the VAT rate (0, 6, 12 or 21 %) of the category's products without one of their own.
  vat_rate: integer('vat_rate'),
  created_at: created(),
  updated_at: updated(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category')
      .notNull()
      .references(() => productCategories.code, { onUpdate: 'cascade' }),
    unit: text('unit').notNull().default('piece'),
    barcode: text('barcode').unique(),
    is_featured: boolean('is_featured').notNull().default(false),
    status: text('status').notNull().default('active'),
    price_eur: money('price_eur').notNull(),
    price_syp: money('price_syp'),
    cost_eur: money('cost_eur'),
    cost_syp: money('cost_syp'),
    // null means unlimited stock: never checked, never taken.
    stock_quantity: integer('stock_quantity'),
    minimum_stock: integer('minimum_stock').notNull().default(0),
    weight_grams: numeric('weight_grams', { precision: 10, scale: 2, mode: 'number' }),
    shelf_life_days: integer('shelf_life_days'),
    production_date: date('production_date'),
    expiry_date: date('expiry_date'),
    storage_conditions: text('storage_conditions'),
    supplier_info: jsonb('supplier_info'),
    nutritional_info: jsonb('nutritional_info'),
    allergen_info: jsonb('allergen_info'),
    image_url: text('image_url'),
    // Issue 29: the product's VAT rate (0, 6, 12 or 21 %); null: its category's, else the default setting.
    vat_rate: integer('vat_rate'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    // Issue 30's crates: how many units one crate holds on the packing lists; null: it does not go in crates.
    units_per_crate: integer('units_per_crate'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_status_idx').on(t.status),
    // One product per name, whatever the letter case: the 409 of POST and PUT /products holds under concurrency.
    uniqueIndex('products_name_key').on(sql`lower(${t.name})`),
    check('products_stock_check', sql`${t.stock_quantity} IS NULL OR ${t.stock_quantity} >= 0`),
    check('products_price_check', sql`${t.price_eur} > 0`),
    check('products_units_per_crate_check', sql`${t.units_per_crate} IS NULL OR ${t.units_per_crate} > 0`),
  ],
);

// Every change of a product's limited stock, with its reason: the inventory history of /products/:id.
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    quantity_after: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    // The size or weight whose own stock moved (issue 30), null for the product's; a deleted size's go.
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.product_id, t.created_at),
    check('stock_movements_change_check', sql`${t.change} <> 0`),
    check('stock_movements_quantity_check', sql`${t.quantity_after} >= 0`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    vehicle_type: text('vehicle_type').notNull(),
    vehicle_model: text('vehicle_model').notNull(),
    vehicle_plate: text('vehicle_plate').notNull(),
    vehicle_year: integer('vehicle_year').notNull(),
    vehicle_color: text('vehicle_color'),
    status: text('status').notNull().default('active'),
    fuel_type: text('fuel_type').notNull().default('gasoline'),
    transmission_type: text('transmission_type'),
    engine_capacity: text('engine_capacity'),
    carrying_capacity: numeric('carrying_capacity', { precision: 10, scale: 2, mode: 'number' }),
    fuel_consumption: numeric('fuel_consumption', { precision: 6, scale: 2, mode: 'number' }),
    current_km: integer('current_km').notNull().default(0),
    next_maintenance_km: integer('next_maintenance_km'),
    last_maintenance_date: date('last_maintenance_date'),
    last_maintenance_km: integer('last_maintenance_km'),
    maintenance_interval_km: integer('maintenance_interval_km'),
    insurance_company: text('insurance_company'),
    insurance_expiry_date: date('insurance_expiry_date'),
    registration_date: date('registration_date'),
    registration_expiry_date: date('registration_expiry_date'),
    purchase_date: date('purchase_date'),
    purchase_price_eur: money('purchase_price_eur'),
    purchase_price_syp: money('purchase_price_syp'),
    // The currency the price was entered in; purchase_price_eur always holds the EUR value (SYP converted
    // at purchase_exchange_rate, SYP per EUR) so totals never mix currencies.
    purchase_currency: text('purchase_currency').notNull().default('EUR'),
    purchase_exchange_rate: numeric('purchase_exchange_rate', { precision: 14, scale: 4, mode: 'number' }),
    // Odometer at purchase: the start of the distance figure (else the first recorded reading).
    purchase_km: integer('purchase_km'),
    is_company_owned: boolean('is_company_owned').notNull().default(true),
    notes: text('notes'),
    assigned_distributor_id: integer('assigned_distributor_id').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    // One vehicle per distributor at a time.
    uniqueIndex('vehicles_assigned_distributor_key').on(t.assigned_distributor_id),
    // '1-ABC-123' and '1-abc- 123' are the same plate.
    uniqueIndex('vehicles_plate_key').on(sql`upper(regexp_replace(${t.vehicle_plate}, '\\s', '', 'g'))`),
    check('vehicles_year_check', sql`${t.vehicle_year} >= 1990`),
    check('vehicles_km_check', sql`${t.current_km} >= 0`),
  ],
);

// Every assignment of a vehicle to a distributor, open until unassigned: the vehicle's history tab.
export const vehicleAssignments = pgTable(
  'vehicle_assignments',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    // No cascade: a distributor with assignment history is deactivated, not deleted.
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => users.id),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    unassigned_at: timestamp('unassigned_at', { withTimezone: true }),
    unassigned_by: integer('unassigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('vehicle_assignments_vehicle_idx').on(t.vehicle_id, t.assigned_at),
    index('vehicle_assignments_distributor_idx').on(t.distributor_id, t.assigned_at),
    // At most one open assignment per vehicle and per distributor.
    uniqueIndex('vehicle_assignments_open_vehicle_key').on(t.vehicle_id).where(sql`${t.unassigned_at} IS NULL`),
    uniqueIndex('vehicle_assignments_open_distributor_key').on(t.distributor_id).where(sql`${t.unassigned_at} IS NULL`),
  ],
);

export const vehicleExpenses = pgTable(
  'vehicle_expenses',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    distributor_id: integer('distributor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    amount_eur: money('amount_eur').notNull(),
    description: text('description').notNull(),
    expense_date: date('expense_date').notNull(),
    km: integer('km'),
    litres: numeric('litres', { precision: 8, scale: 2, mode: 'number' }),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    // SYP per EUR used for amount_eur (null for an expense entered in EUR).
    exchange_rate: numeric('exchange_rate', { precision: 14, scale: 4, mode: 'number' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('vehicle_expenses_distributor_idx').on(t.distributor_id, t.expense_date),
    index('vehicle_expenses_vehicle_idx').on(t.vehicle_id, t.expense_date),
    check('vehicle_expenses_amount_check', sql`${t.amount} > 0`),
    check('vehicle_expenses_km_check', sql`${t.km} IS NULL OR ${t.km} >= 0`),
    check('vehicle_expenses_litres_check', sql`${t.litres} IS NULL OR (${t.litres} > 0 AND ${t.type} = 'fuel')`),
  ],
);

// A maintenance visit; its cost, when given, is also a 'maintenance' expense (expense_id) so the totals count it once.
export const vehicleMaintenance = pgTable(
  'vehicle_maintenance',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    maintenance_date: date('maintenance_date').notNull(),
    km: integer('km').notNull(),
    work_done: text('work_done').notNull(),
    cost_eur: money('cost_eur'),
    expense_id: integer('expense_id').references(() => vehicleExpenses.id, { onDelete: 'set null' }),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [
    index('vehicle_maintenance_vehicle_idx').on(t.vehicle_id, t.maintenance_date),
    check('vehicle_maintenance_km_check', sql`${t.km} >= 0`),
    check('vehicle_maintenance_cost_check', sql`${t.cost_eur} IS NULL OR ${t.cost_eur} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    order_number: text('order_number').notNull().unique(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    assigned_distributor_id: integer('assigned_distributor_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    payment_status: text('payment_status').notNull().default('pending'),
    order_date: date('order_date').notNull(),
    delivery_date: date('delivery_date'),
    currency: text('currency').notNull().default('EUR'),
    exchange_rate: numeric('exchange_rate', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    notes: text('notes'),
    special_instructions: text('special_instructions'),
    total_amount_eur: money('total_amount_eur').notNull().default(0),
    discount_amount_eur: money('discount_amount_eur').notNull().default(0),
    final_amount_eur: money('final_amount_eur').notNull().default(0),
    final_amount_syp: money('final_amount_syp').notNull().default(0),
    paid_amount_eur: money('paid_amount_eur').notNull().default(0),
    // Optimistic concurrency: an update carrying an older version is refused.
    version: integer('version').notNull().default(1),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    // Issue 29: the invoice this delivered order is billed on; null: not invoiced yet.
    invoice_id: integer('invoice_id'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('orders_invoice_idx').on(t.invoice_id),
    // The list sorts by a column then id (server/lib/list.ts orderBy): each sortable column's index ends
    // with id, so a page is read in index order and the scan stops after it, whatever the ties. The
    // filters that narrow the list most (shop, distributor, status) lead an index of their own followed
    // by the default sort (created_at, id), so a filtered first page needs no sort either.
    index('orders_status_idx').on(t.status, t.created_at, t.id),
    index('orders_payment_status_idx').on(t.payment_status, t.created_at, t.id),
    index('orders_store_idx').on(t.store_id, t.created_at, t.id),
    // The shop's orders by date: its last order date (kept figures) and the list by shop and dates.
    index('orders_store_date_idx').on(t.store_id, t.order_date),
    index('orders_distributor_idx').on(t.assigned_distributor_id, t.delivery_date),
    index('orders_distributor_created_idx').on(t.assigned_distributor_id, t.created_at, t.id),
    index('orders_order_date_idx').on(t.order_date, t.id),
    index('orders_delivery_date_idx').on(t.delivery_date, t.id),
    index('orders_created_at_idx').on(t.created_at, t.id),
    index('orders_final_amount_idx').on(t.final_amount_eur, t.id),
    index('orders_order_number_trgm_idx').using('gin', sql`${t.order_number} gin_trgm_ops`),
    // A search written like an order number (services/orders.ts numberSearch): the numbers the server
    // gives by their prefix, any other number in a trigram index of its own (usually empty).
    index('orders_order_number_prefix_idx').using('btree', sql`${t.order_number} text_pattern_ops`),
    index('orders_order_number_other_trgm_idx')
      .using('gin', sql`${t.order_number} gin_trgm_ops`)
      .where(sql`${t.order_number} !~ '^ORD-[0-9]{4}-[0-9]+$'`),
  ],
);

/**
 * How many orders there are per order day, status, payment status and distributor (0: none), kept by
 * statement triggers on orders (migration 0011) in the same transaction as every write, bulk ones
 * included, so it is always exact. The order list's total is summed from here when its filters are only
 * these columns: counting every matching order grows with the data, this table with the days.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    order_date: date('order_date').notNull(),
    status: text('status').notNull(),
    payment_status: text('payment_status').notNull(),
    distributor_id: integer('distributor_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.order_date, t.status, t.payment_status, t.distributor_id] }),
    // The list's total when it is filtered by status or payment without dates (the office's usual filters):
    // the matching rows read from this index alone, `n` its last column (drizzle writes no INCLUDE), where the
    // key above made PostgreSQL read every row, one per day × status × payment × distributor (issue 25).
    index('order_counts_status_idx').on(t.status, t.payment_status, t.distributor_id, t.order_date, t.n),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    // Issue 30: the variant a line is for (its price and name are the variant's); null for the product itself.
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    product_name: text('product_name').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price_eur: money('unit_price_eur').notNull(),
    discount_amount: money('discount_amount').notNull().default(0),
    gift_quantity: integer('gift_quantity').notNull().default(0),
    gift_reason: text('gift_reason'),
    notes: text('notes'),
    line_total_eur: money('line_total_eur').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    index('order_items_product_idx').on(t.product_id),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_gift_check', sql`${t.gift_quantity} >= 0`),
  ],
);

// A counter per year so order numbers read ORD-2026-000123 and never collide under concurrency.
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount_eur: money('amount_eur').notNull(),
    currency: text('currency').notNull().default('EUR'),
    amount: money('amount').notNull(),
    method: text('method').notNull().default('cash'),
    status: text('status').notNull().default('completed'),
    payment_date: date('payment_date').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    idempotency_key: text('idempotency_key').unique(),
    // Issue 29: the invoice whose payment (or credit note) this share of an order's settlement comes from.
    invoice_id: integer('invoice_id'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [
    index('payments_order_idx').on(t.order_id),
    index('payments_store_idx').on(t.store_id, t.payment_date),
    check('payments_amount_check', sql`${t.amount_eur} > 0`),
  ],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: updated(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    // null: addressed to every user of `role`, or to everybody when role is null too.
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: created(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.created_at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    created_at: created(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    index('audit_log_created_idx').on(t.created_at),
    // An employee's activity tab reads their own entries newest first.
    index('audit_log_user_idx').on(t.user_id, t.created_at),
  ],
);

// The day's distribution (issue 16): one stored schedule per day, per distributor an ordered list of
// visits (one per shop), each carrying that shop's orders of the day.
export const schedules = pgTable('schedules', {
  id: serial('id').primaryKey(),
  schedule_date: date('schedule_date').notNull().unique(),
  // 'osrm' when the road server gave the distances, 'estimate' for great circle x 1.3 at 30 km/h.
  road_source: text('road_source').notNull().default('estimate'),
  generated_at: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  generated_by: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
  // Orders the last generation could not place, by id: 'capacity' (no van could carry them) or
  // 'no_distributor' (no active distributor with an active van).
  unplaced: jsonb('unplaced').$type<Record<string, 'capacity' | 'no_distributor'>>().notNull().default({}),
  // The last generation's driving in metres (issue 31): its routes, and the spec's unoptimised order of the
  // same stops (shops in order dealt to the vans in turn). Null for a schedule generated before they were kept.
  planned_distance_m: integer('planned_distance_m'),
  unoptimised_distance_m: integer('unoptimised_distance_m'),
  created_at: created(),
  updated_at: updated(),
});

// A generation under way (issue 31): the day's row exists while one server plans it, so a second request
// for that day, on this server or another on the same database, waits for it instead of starting another.
// expires_at frees a day whose server stopped in the middle.
export const scheduleRuns = pgTable('schedule_runs', {
  schedule_date: date('schedule_date').primaryKey(),
  run_id: text('run_id').notNull(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const scheduleVisits = pgTable(
  'schedule_visits',
  {
    id: serial('id').primaryKey(),
    schedule_id: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => users.id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    visit_order: integer('visit_order').notNull(),
    planned_arrival: time('planned_arrival'),
    estimated_duration: integer('estimated_duration').notNull().default(15),
    distance_from_previous_m: integer('distance_from_previous_m').notNull().default(0),
    duration_from_previous_s: integer('duration_from_previous_s').notNull().default(0),
    status: text('status').notNull().default('scheduled'),
    delay_reason: text('delay_reason'),
    // Planned after the shop's receiving window closes: shown, never silently late.
    late: boolean('late').notNull().default(false),
    arrived_at: timestamp('arrived_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    created_at: created(),
    updated_at: updated(),
    // When "a delivery delayed" was raised for this stop (issue 27): set by the one conditional UPDATE that
    // claims it, so each stop is told once across every server.
    delay_noticed_at: timestamp('delay_noticed_at', { withTimezone: true }),
  },
  (t) => [
    // One open visit per shop per distributor; a shop visited and done may get a second visit for an
    // order that came in later that day.
    uniqueIndex('schedule_visits_shop_key').on(t.schedule_id, t.distributor_id, t.store_id).where(sql`${t.status} <> 'completed'`),
    index('schedule_visits_route_idx').on(t.schedule_id, t.distributor_id, t.visit_order),
    check('schedule_visits_status_check', sql`${t.status} in ('scheduled', 'in_progress', 'completed', 'delayed')`),
    check('schedule_visits_duration_check', sql`${t.estimated_duration} > 0`),
  ],
);

// An order is in one visit at most.
export const scheduleVisitOrders = pgTable(
  'schedule_visit_orders',
  {
    visit_id: integer('visit_id')
      .notNull()
      .references(() => scheduleVisits.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.visit_id, t.order_id] }), uniqueIndex('schedule_visit_orders_order_key').on(t.order_id)],
);

// Proof of delivery: who received, their signature (an image stored like the avatars), when and where.
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    id: serial('id').primaryKey(),
    visit_id: integer('visit_id')
      .notNull()
      .references(() => scheduleVisits.id, { onDelete: 'cascade' }),
    receiver_name: text('receiver_name').notNull(),
    signature_url: text('signature_url').notNull(),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [uniqueIndex('delivery_proofs_visit_key').on(t.visit_id)],
);

// The latest position a distributor's phone shared while on the road; removed when they stop sharing.
export const distributorPositions = pgTable('distributor_positions', {
  distributor_id: integer('distributor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracy_m: doublePrecision('accuracy_m'),
  recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

// Kept so the migration runner can tell an empty database from a loaded one without guessing.
export const meta = pgTable(
  'app_meta',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

// Summary tables (issue 25): figures kept as the data changes, in the transaction of every write that
// changes them (server/services/keptFigures.ts), so the dashboard and the reports read a few rows instead
// of every order. Each row is the sum over the raw rows of its key; a key whose count falls to 0 is
// removed. "No distributor" and "no vehicle" are 0 in a key (a key column cannot be null). Every order
// table carries store_id, so writers of one key always hold the same shop's row lock first (see there).
const day = (name: string) => date(name).notNull();
const keyId = (name: string) => integer(name).notNull().default(0);

/** Per shop and status: the dashboard's company figures. */
export const summaryStoreStatus = pgTable(
  'summary_store_status',
  {
    store_id: integer('store_id').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
    paid_amount_eur: money('paid_amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.status] })],
);

/** Orders per order day x shop x distributor x status. */
export const summaryOrdersDaily = pgTable(
  'summary_orders_daily',
  {
    order_date: day('order_date'),
    store_id: integer('store_id').notNull(),
    distributor_id: keyId('distributor_id'),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    total_amount_eur: money('total_amount_eur').notNull(),
    discount_amount_eur: money('discount_amount_eur').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
    paid_amount_eur: money('paid_amount_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.order_date, t.store_id, t.distributor_id, t.status] }),
    index('summary_orders_daily_distributor_idx').on(t.distributor_id, t.order_date),
  ],
);

/** Order lines per order day x shop x product x distributor x status. */
export const summarySalesDaily = pgTable(
  'summary_sales_daily',
  {
    order_date: day('order_date'),
    store_id: integer('store_id').notNull(),
    product_id: integer('product_id').notNull(),
    distributor_id: keyId('distributor_id'),
    status: text('status').notNull(),
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    gift_quantity: integer('gift_quantity').notNull(),
    amount_eur: money('amount_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.order_date, t.store_id, t.product_id, t.distributor_id, t.status] }),
    index('summary_sales_daily_product_idx').on(t.product_id, t.order_date),
  ],
);

/** Orders with a delivery day, per delivery day x order day x shop x distributor x status. */
export const summaryDeliveriesDaily = pgTable(
  'summary_deliveries_daily',
  {
    delivery_date: day('delivery_date'),
    order_date: day('order_date'),
    store_id: integer('store_id').notNull(),
    distributor_id: keyId('distributor_id'),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.delivery_date, t.order_date, t.store_id, t.distributor_id, t.status] }),
    index('summary_deliveries_daily_distributor_idx').on(t.distributor_id, t.delivery_date),
  ],
);

/** Payments per payment day x shop x method. */
export const summaryPaymentsDaily = pgTable(
  'summary_payments_daily',
  {
    payment_date: day('payment_date'),
    store_id: integer('store_id').notNull(),
    method: text('method').notNull(),
    payments: integer('payments').notNull(),
    amount_eur: money('amount_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payment_date, t.store_id, t.method] }),
    // One shop's days from a date on: what summary_payments_to_date is rebuilt from after a write.
    index('summary_payments_daily_store_idx').on(t.store_id, t.payment_date),
  ],
);

/** Vehicle expenses per day x vehicle x distributor x type. */
export const summaryExpensesDaily = pgTable(
  'summary_expenses_daily',
  {
    expense_date: day('expense_date'),
    vehicle_id: keyId('vehicle_id'),
    distributor_id: keyId('distributor_id'),
    type: text('type').notNull(),
    expenses: integer('expenses').notNull(),
    amount_eur: money('amount_eur').notNull(),
    litres: numeric('litres', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.expense_date, t.vehicle_id, t.distributor_id, t.type] })],
);

/**
 * Delivered orders per delivery day (Brussels; the delivery date, else the order date, for an order
 * delivered without a recorded time) x shop: what they cost and what was paid on them (issue 26). The
 * ageing of what shops owe reads it: a day's unpaid sum is past the shop's terms by the same number of days.
 */
export const summaryReceivablesDaily = pgTable(
  'summary_receivables_daily',
  {
    delivered_on: day('delivered_on'),
    store_id: integer('store_id').notNull(),
    orders: integer('orders').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
    paid_amount_eur: money('paid_amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.delivered_on, t.store_id] })],
);

// Issue 26's speed: the company's figures per order day x status, orders and lines in one row, so a
// report along time (by day, week or month) reads one row a day instead of every shop x product x
// distributor of it (a year at 100,000 orders: 365 rows against 200,000). Kept with the others, last in
// their lock order: its row is the one key shared by every writer of a day, taken just before commit.
export const summaryDayTotals = pgTable(
  'summary_day_totals',
  {
    order_date: day('order_date'),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    gift_quantity: integer('gift_quantity').notNull(),
    amount_eur: money('amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_date, t.status] })],
);

// Issue 25 at a million orders: the dashboard's company figures from rows that do not grow with the data.
// Kept by statement triggers on summary_store_status and summary_deliveries_daily (migration 0026), like
// the payments report's tables below: whatever keeps those keeps these, in the same transaction.

/** Orders per status, every shop together: the dashboard's company counts and sums (a handful of rows). */
export const summaryStatusTotals = pgTable('summary_status_totals', {
  status: text('status').primaryKey(),
  orders: integer('orders').notNull(),
  final_amount_eur: money('final_amount_eur').notNull(),
  paid_amount_eur: money('paid_amount_eur').notNull(),
});

/** Orders per delivery day x status, every shop and distributor together: the dashboard's day. */
export const summaryDeliveryDayTotals = pgTable(
  'summary_delivery_day_totals',
  {
    delivery_date: day('delivery_date'),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    final_amount_eur: money('final_amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.delivery_date, t.status] })],
);

// The dashboard's cards (issue 26): the default order and visibility an admin sets for everyone (one row),
// and each user's own, kept on the server so they follow the user from browser to browser.
export const dashboardConfig = pgTable(
  'dashboard_config',
  {
    id: integer('id').primaryKey().default(1),
    cards: jsonb('cards').$type<{ id: string; visible: boolean }[]>().notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updated(),
  },
  (t) => [check('dashboard_config_single_check', sql`${t.id} = 1`)],
);

export const dashboardPreferences = pgTable('dashboard_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cards: jsonb('cards').$type<{ id: string; visible: boolean }[]>().notNull(),
  updated_at: updated(),
});

// ---- the assistant (issue 28) --------------------------------------------------------------------------

/** A user's conversations with the assistant, kept so they follow the user to another device. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    archived: boolean('archived').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    message_count: integer('message_count').notNull().default(0),
    last_message: text('last_message'),
    created_at: created(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.user_id, t.last_used_at)],
);

/** The messages of a conversation: the last 50 are kept (spec 000 section 9), the older dropped. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    cached: boolean('cached').notNull().default(false),
    provider: text('provider'),
    is_error: boolean('is_error').notNull().default(false),
    created_at: created(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversation_id, t.id)],
);

/**
 * Answers kept by question, role scope and data version (the sequence `ai_data_version`, moved on by a
 * statement trigger on every table whose figures the answers read; see migration 0014): an answer read
 * at another version is never served.
 */
export const aiAnswerCache = pgTable(
  'ai_answer_cache',
  {
    key: text('key').primaryKey(),
    data_version: text('data_version').notNull(),
    answer: text('answer').notNull(),
    provider: text('provider').notNull(),
    hits: integer('hits').notNull().default(0),
    created_at: created(),
  },
  (t) => [index('ai_answer_cache_version_idx').on(t.data_version)],
);

export const aiDataVersion = pgSequence('ai_data_version');

/**
 * The questions each user asked in the last minute, for the limit of 30 a minute (issue 28). Kept in the
 * database, not in a server's memory, so that two servers on one database count the same questions.
 */
export const aiQuestions = pgTable(
  'ai_questions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asked_at: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_questions_user_idx').on(t.user_id, t.asked_at)],
);

// ---- the system service (issue 27) ----------------------------------------------------------------------

// Jobs that must run once across every server on the database (issue 27: the daily backup). A server
// claims a due run by moving last_run_at forward in one conditional UPDATE; a second server's UPDATE
// waits on the row, then finds it no longer due and claims nothing.
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  last_run_at: timestamp('last_run_at', { withTimezone: true }),
  last_status: text('last_status'),
  last_error: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

// The exchange rate's history (issue 27): each rate, from when, who set it. The current rate is also the
// setting exchangeRate, which orders and expenses read and keep on their own rows when they are taken.
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    rate: numeric('rate', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    set_by: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('exchange_rates_from_idx').on(t.effective_from)],
);

// Notifications also e-mailed (issue 27): written with the notification, sent by the mail job, retried
// with a growing wait after a failure (each failure logged and kept in last_error), never dropped.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: created(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.sent_at, t.next_attempt_at)],
);

// Standing orders (issue 30): one per shop, its week's lines, one-off changes for a date, and the
// bakery's closed days. The generation job makes orders from them.
export const standingOrders = pgTable('standing_orders', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  valid_from: date('valid_from').notNull(),
  valid_until: date('valid_until'),
  // The shop's holidays: [{ from, to }], both days included.
  paused: jsonb('paused').$type<{ from: string; to: string }[]>().notNull().default([]),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: created(),
  updated_at: updated(),
});

export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    // A surrogate key: the natural one (shop, weekday, product, size) has a nullable size, which a primary
    // key cannot hold; the unique index below keeps it unique, a line without a size counting as size 0.
    id: serial('id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => standingOrders.store_id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    // The size or weight ordered (issue 30), null for a product sold as itself. A deleted size's lines go.
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('standing_order_lines_key').on(t.store_id, t.weekday, t.product_id, sql`coalesce(${t.variant_id}, 0)`),
    check('standing_order_lines_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('standing_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// "Ten more tomorrow", "nothing on the 24th": the product's quantity on that day (0 = none).
export const standingOrderExceptions = pgTable(
  'standing_order_exceptions',
  {
    store_id: integer('store_id')
      .notNull()
      .references(() => standingOrders.store_id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    // As on standing_order_lines: the size (issue 30), a surrogate key and the unique index with size 0.
    id: serial('id').primaryKey(),
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('standing_order_exceptions_key').on(t.store_id, t.date, t.product_id, sql`coalesce(${t.variant_id}, 0)`),
    check('standing_order_exceptions_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

// One row per order a generation made: the unique key (shop, delivery day, source) is what makes a
// second run, on this server or another, make nothing twice. Written in the order's own transaction.
export const generatedOrders = pgTable(
  'generated_orders',
  {
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    delivery_date: date('delivery_date').notNull(),
    source: text('source').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.delivery_date, t.source] })],
);

// The bakery's closed days. A year without a row in closed_day_years has Belgium's public holidays
// (computed, src/domain/standing/calendar.ts); saving a year's list keeps it here as given.
export const closedDays = pgTable('closed_days', {
  date: date('date').primaryKey(),
  name: text('name').notNull().default(''),
});

export const closedDayYears = pgTable('closed_day_years', {
  year: integer('year').primaryKey(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: updated(),
});

// Issue 30, pricing. A price list (for a group of shops, or one shop) sets, per product or per category, a
// price or a discount (%) from `valid_from` (until `valid_until`, if given). The shops it is for are its
// rows in price_list_stores: a list with one shop is that shop's own and wins over a group's.
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    valid_from: date('valid_from').notNull(),
    valid_until: date('valid_until'),
    notes: text('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    uniqueIndex('price_lists_name_key').on(sql`lower(${t.name})`),
    check('price_lists_dates_check', sql`${t.valid_until} IS NULL OR ${t.valid_until} >= ${t.valid_from}`),
  ],
);

export const priceListStores = pgTable(
  'price_list_stores',
  {
    price_list_id: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.price_list_id, t.store_id] }), index('price_list_stores_store_idx').on(t.store_id)],
);

export const priceListRules = pgTable(
  'price_list_rules',
  {
    id: serial('id').primaryKey(),
    price_list_id: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    category: text('category').references(() => productCategories.code, { onUpdate: 'cascade', onDelete: 'cascade' }),
    price_eur: money('price_eur'),
    discount_percent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('price_list_rules_list_idx').on(t.price_list_id),
    uniqueIndex('price_list_rules_product_key').on(t.price_list_id, t.product_id),
    uniqueIndex('price_list_rules_category_key').on(t.price_list_id, t.category),
    check('price_list_rules_target_check', sql`(${t.product_id} IS NULL) <> (${t.category} IS NULL)`),
    check('price_list_rules_amount_check', sql`(${t.price_eur} IS NULL) <> (${t.discount_percent} IS NULL)`),
    check('price_list_rules_price_check', sql`${t.price_eur} IS NULL OR ${t.price_eur} > 0`),
    check(
      'price_list_rules_discount_check',
      sql`${t.discount_percent} IS NULL OR (${t.discount_percent} > 0 AND ${t.discount_percent} < 100)`,
    ),
  ],
);

// Every change of a product's catalogue price (issue 30): old, new, from which day, who. A change from a
// later day waits (applied false) and becomes the product's price_eur on that day (applyDuePrices); an
// order for that day already reads it (server/services/pricing.ts).
export const productPrices = pgTable(
  'product_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    old_price_eur: money('old_price_eur').notNull(),
    new_price_eur: money('new_price_eur').notNull(),
    valid_from: date('valid_from').notNull(),
    // The SYP price the change moved with it (pricing's sypAfterEurChange), written when the change is
    // applied; null while it waits, and for a product without a SYP price.
    old_price_syp: money('old_price_syp'),
    new_price_syp: money('new_price_syp'),
    applied: boolean('applied').notNull().default(false),
    source: text('source').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [
    index('product_prices_product_idx').on(t.product_id, t.valid_from),
    index('product_prices_pending_idx').on(t.applied, t.valid_from),
    check('product_prices_new_check', sql`${t.new_price_eur} > 0`),
  ],
);

// A product's variants (a size or a weight), each with its own code, price and stock (null: unlimited).
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    price_eur: money('price_eur').notNull(),
    stock_quantity: integer('stock_quantity'),
    weight_grams: numeric('weight_grams', { precision: 10, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('active'),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.product_id),
    uniqueIndex('product_variants_name_key').on(t.product_id, sql`lower(${t.name})`),
    check('product_variants_price_check', sql`${t.price_eur} > 0`),
    check('product_variants_stock_check', sql`${t.stock_quantity} IS NULL OR ${t.stock_quantity} >= 0`),
  ],
);

// A product's images in order; the first is the product's picture (products.image_url follows it).
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.position)],
);

// Invoices (issue 29). Numbers run per series and year without gaps: the counter row is bumped (and so
// locked) by the issuing transaction, so a rolled back invoice gives its number back and two issues queue.
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

// An issued invoice is never changed but for what is credited on it.
// Amounts: the orders' amounts include VAT (what the shop pays); net_eur and vat_eur split them per
// EN 16931 and rounding_eur (BT-114) is the cent the split leaves.
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    issue_date: date('issue_date').notNull(),
    due_date: date('due_date').notNull(),
    period_from: date('period_from'),
    period_to: date('period_to'),
    language: text('language').notNull(),
    net_eur: money('net_eur').notNull(),
    vat_eur: money('vat_eur').notNull(),
    rounding_eur: money('rounding_eur').notNull().default(0),
    total_eur: money('total_eur').notNull(),
    // Paid on its orders before it was issued (cash at delivery): the document's prepaid amount (BT-113).
    // What is paid afterwards is read from the orders' payments, whatever path recorded them, and the
    // status (open, partly paid, paid, overdue, credited) from that, credited_eur and the due date.
    prepaid_eur: money('prepaid_eur').notNull().default(0),
    credited_eur: money('credited_eur').notNull().default(0),
    structured_reference: text('structured_reference').notNull().unique(),
    // The seller's and buyer's details as they were when issued: the document never changes afterwards.
    parties: jsonb('parties').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [
    index('invoices_store_idx').on(t.store_id, t.issue_date),
    index('invoices_issue_date_idx').on(t.issue_date, t.id),
    index('invoices_due_date_idx').on(t.due_date, t.id),
    check('invoices_total_check', sql`${t.total_eur} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    line_no: integer('line_no').notNull(),
    order_id: integer('order_id').notNull(),
    order_number: text('order_number').notNull(),
    product_id: integer('product_id').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price_eur: money('unit_price_eur').notNull(),
    // The line's discount and its share of the order's discount, VAT included.
    discount_eur: money('discount_eur').notNull().default(0),
    gross_eur: money('gross_eur').notNull(),
    vat_rate: integer('vat_rate').notNull(),
    net_eur: money('net_eur').notNull(),
    credited_quantity: integer('credited_quantity').notNull().default(0),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoice_id, t.line_no), check('invoice_lines_quantity_check', sql`${t.quantity} > 0`)],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    issue_date: date('issue_date').notNull(),
    reason: text('reason').notNull(),
    language: text('language').notNull(),
    net_eur: money('net_eur').notNull(),
    vat_eur: money('vat_eur').notNull(),
    rounding_eur: money('rounding_eur').notNull().default(0),
    total_eur: money('total_eur').notNull(),
    // What the credit took off the invoice's orders still owed (the shop's balance); the rest, on an
    // invoice already paid, is owed back to the shop.
    applied_eur: money('applied_eur').notNull().default(0),
    parties: jsonb('parties').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [index('credit_notes_invoice_idx').on(t.invoice_id), index('credit_notes_store_idx').on(t.store_id, t.issue_date)],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    credit_note_id: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    line_no: integer('line_no').notNull(),
    invoice_line_id: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    product_id: integer('product_id').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    gross_eur: money('gross_eur').notNull(),
    vat_rate: integer('vat_rate').notNull(),
    net_eur: money('net_eur').notNull(),
  },
  (t) => [index('credit_note_lines_note_idx').on(t.credit_note_id, t.line_no), check('credit_note_lines_quantity_check', sql`${t.quantity} > 0`)],
);

// A payment received for an invoice (a transfer, a statement line): allocated to its orders' payments.
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount_eur: money('amount_eur').notNull(),
    allocated_eur: money('allocated_eur').notNull(),
    payment_date: date('payment_date').notNull(),
    reference: text('reference'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: created(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoice_id), check('invoice_payments_amount_check', sql`${t.amount_eur} > 0`)],
);

// Returns (issue 29): goods a distributor takes back at a delivery (unsold, damaged, the wrong item), on
// one of their own orders that is being or has been delivered. The office approves; an approved return
// becomes a credit note against the invoice holding its order (credit_note_id), or waits with none until
// that order is invoiced (server/services/returns.ts). Values at the order's own prices.
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    distributor_id: integer('distributor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    note: text('note'),
    total_eur: money('total_eur').notNull().default(0),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    credit_note_id: integer('credit_note_id').references(() => creditNotes.id),
    created_at: created(),
    updated_at: updated(),
  },
  (t) => [
    index('returns_status_idx').on(t.status, t.created_at, t.id),
    index('returns_store_idx').on(t.store_id, t.created_at, t.id),
    index('returns_order_idx').on(t.order_id),
    index('returns_distributor_idx').on(t.distributor_id, t.created_at, t.id),
    check('returns_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    return_id: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    product_name: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    unit_price_eur: money('unit_price_eur').notNull(),
  },
  (t) => [
    uniqueIndex('return_lines_product_key').on(t.return_id, t.product_id),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('return_lines_reason_check', sql`${t.reason} in ('unsold', 'damaged', 'wrong_item')`),
  ],
);

// Bank statements (issue 29): each CAMT.053 or CODA file imported, and its credit lines. A line's bank
// reference is unique across all statements: a statement imported twice, or a line repeated, records
// nothing twice. A line names the invoice it paid (matched from its structured communication, or by hand)
// and what was recorded on it; what it brought beyond the invoice's due is its excess.
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  format: text('format').notNull(),
  statement_ref: text('statement_ref').notNull(),
  account_iban: text('account_iban'),
  file_name: text('file_name'),
  imported_by: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: created(),
});

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statement_id: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    bank_ref: text('bank_ref').notNull(),
    amount_eur: money('amount_eur').notNull(),
    currency: text('currency').notNull(),
    booking_date: date('booking_date').notNull(),
    debtor_name: text('debtor_name'),
    debtor_iban: text('debtor_iban'),
    structured_ref: text('structured_ref'),
    message: text('message'),
    // unmatched, matched (paid what the invoice owed), partial (less), excess (more: the rest is excess_eur).
    status: text('status').notNull().default('unmatched'),
    invoice_id: integer('invoice_id').references(() => invoices.id),
    recorded_eur: money('recorded_eur').notNull().default(0),
    excess_eur: money('excess_eur').notNull().default(0),
    // null when matched by its structured communication on import; else who matched it by hand.
    matched_by: integer('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matched_at: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_ref_key').on(t.bank_ref),
    index('bank_statement_lines_statement_idx').on(t.statement_id, t.id),
    check('bank_statement_lines_status_check', sql`${t.status} in ('unmatched', 'matched', 'partial', 'excess')`),
    check('bank_statement_lines_amount_check', sql`${t.amount_eur} > 0`),
  ],
);

// Issue 26's speed, the payments report: kept by statement triggers on summary_payments_daily and
// summary_receivables_daily (migration 0023), so every write path that keeps those keeps these, in the
// same transaction, kept_figures_rebuild included. A report then reads a few hundred rows, not 20,000.

/** Completed payments per payment day x method, every shop together: the report's collected and daily. */
export const summaryPaymentDayTotals = pgTable(
  'summary_payment_day_totals',
  {
    payment_date: day('payment_date'),
    method: text('method').notNull(),
    payments: integer('payments').notNull(),
    amount_eur: money('amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payment_date, t.method] })],
);

/**
 * Per shop, its completed payments up to and including each day it was paid: what it paid in a range is
 * two reads (the last row on or before the end, less the last before the start), however long the range.
 */
export const summaryPaymentsToDate = pgTable(
  'summary_payments_to_date',
  {
    store_id: integer('store_id').notNull(),
    payment_date: day('payment_date'),
    amount_eur: money('amount_eur').notNull(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.payment_date] })],
);

/**
 * Per shop, what its delivered orders owe by days past the shop's terms, as of the day in
 * summary_ageing_as_of: each unpaid delivery day of summary_receivables_daily (a day paid over counts 0)
 * in the bucket of `as_of - delivered_on - term days`. A write adds its change in the bucket of that
 * day; the first read of another day rebuilds every row for it (summary_ageing_rebuild).
 */
export const summaryAgeing = pgTable('summary_ageing', {
  store_id: integer('store_id').primaryKey(),
  not_due: money('not_due').notNull(),
  d0_30: money('d0_30').notNull(),
  d31_60: money('d31_60').notNull(),
  d61_90: money('d61_90').notNull(),
  d90_plus: money('d90_plus').notNull(),
});

/** The day summary_ageing is worked out for (one row; none before the first read). */
export const summaryAgeingAsOf = pgTable(
  'summary_ageing_as_of',
  {
    id: integer('id').primaryKey().default(1),
    as_of: date('as_of').notNull(),
  },
  (t) => [check('summary_ageing_as_of_single_check', sql`${t.id} = 1`)],
);
