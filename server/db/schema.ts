import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    salaryEur: money('salary_eur'),
    hiredDate: date('hired_date'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    workStatus: text('work_status').notNull().default('available'),
    licenseNumber: text('license_number'),
    employeeId: text('employee_id'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth'),
    educationLevel: text('education_level'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelation: text('emergency_contact_relation'),
    notes: text('notes'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    performanceRating: numeric('performance_rating', { precision: 2, scale: 1, mode: 'number' }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
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
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: created(),
  },
  (t) => [index('login_attempts_user_idx').on(t.userId, t.createdAt)],
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
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_user_idx').on(t.userId)],
);

/**
 * What an Idempotency-Key already did for its user and call: the same key with the same body answers the
 * first result again; with another body it is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerName: text('owner_name'),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    formattedAddress: text('formatted_address'),
    placeId: text('place_id'),
    region: text('region'),
    category: text('category').notNull().default('other'),
    storeType: text('store_type').notNull().default('retail'),
    status: text('status').notNull().default('active'),
    taxNumber: text('tax_number'),
    businessLicense: text('business_license'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    paymentTerms: text('payment_terms').notNull().default('cash'),
    creditLimitEur: money('credit_limit_eur').notNull().default(0),
    currentBalanceEur: money('current_balance_eur').notNull().default(0),
    discountRate: numeric('discount_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    openingHours: text('opening_hours'),
    deliveryNotes: text('delivery_notes'),
    specialInstructions: text('special_instructions'),
    priority: text('priority').notNull().default('medium'),
    notes: text('notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    displayOrder: integer('display_order').notNull().default(0),
    performanceRating: numeric('performance_rating', { precision: 2, scale: 1, mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('stores_status_idx').on(t.status),
    index('stores_display_order_idx').on(t.displayOrder),
    index('stores_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('stores_credit_limit_check', sql`${t.creditLimitEur} >= 0`),
  ],
);

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
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
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status').notNull().default('active'),
    priceEur: money('price_eur').notNull(),
    priceSyp: money('price_syp'),
    costEur: money('cost_eur'),
    costSyp: money('cost_syp'),
    // null means unlimited stock: never checked, never taken.
    stockQuantity: integer('stock_quantity'),
    minimumStock: integer('minimum_stock').notNull().default(0),
    weightGrams: numeric('weight_grams', { precision: 10, scale: 2, mode: 'number' }),
    shelfLifeDays: integer('shelf_life_days'),
    productionDate: date('production_date'),
    expiryDate: date('expiry_date'),
    storageConditions: text('storage_conditions'),
    supplierInfo: jsonb('supplier_info'),
    nutritionalInfo: jsonb('nutritional_info'),
    allergenInfo: jsonb('allergen_info'),
    imageUrl: text('image_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_status_idx').on(t.status),
    // One product per name, whatever the letter case: the 409 of POST and PUT /products holds under concurrency.
    uniqueIndex('products_name_key').on(sql`lower(${t.name})`),
    check('products_stock_check', sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
    check('products_price_check', sql`${t.priceEur} > 0`),
  ],
);

// Every change of a product's limited stock, with its reason: the inventory history of /products/:id.
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    check('stock_movements_change_check', sql`${t.change} <> 0`),
    check('stock_movements_quantity_check', sql`${t.quantityAfter} >= 0`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehiclePlate: text('vehicle_plate').notNull().unique(),
    vehicleYear: integer('vehicle_year').notNull(),
    vehicleColor: text('vehicle_color'),
    status: text('status').notNull().default('active'),
    fuelType: text('fuel_type').notNull().default('gasoline'),
    transmissionType: text('transmission_type'),
    engineCapacity: text('engine_capacity'),
    carryingCapacity: numeric('carrying_capacity', { precision: 10, scale: 2, mode: 'number' }),
    fuelConsumption: numeric('fuel_consumption', { precision: 6, scale: 2, mode: 'number' }),
    currentKm: integer('current_km').notNull().default(0),
    nextMaintenanceKm: integer('next_maintenance_km'),
    lastMaintenanceDate: date('last_maintenance_date'),
    lastMaintenanceKm: integer('last_maintenance_km'),
    maintenanceIntervalKm: integer('maintenance_interval_km'),
    insuranceCompany: text('insurance_company'),
    insuranceExpiryDate: date('insurance_expiry_date'),
    registrationDate: date('registration_date'),
    registrationExpiryDate: date('registration_expiry_date'),
    purchaseDate: date('purchase_date'),
    purchasePriceEur: money('purchase_price_eur'),
    purchasePriceSyp: money('purchase_price_syp'),
    isCompanyOwned: boolean('is_company_owned').notNull().default(true),
    notes: text('notes'),
    assignedDistributorId: integer('assigned_distributor_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  // One vehicle per distributor at a time.
  (t) => [uniqueIndex('vehicles_assigned_distributor_key').on(t.assignedDistributorId)],
);

export const vehicleExpenses = pgTable(
  'vehicle_expenses',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    distributorId: integer('distributor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    amountEur: money('amount_eur').notNull(),
    description: text('description').notNull(),
    expenseDate: date('expense_date').notNull(),
    km: integer('km'),
    createdAt: created(),
  },
  (t) => [
    index('vehicle_expenses_distributor_idx').on(t.distributorId, t.expenseDate),
    index('vehicle_expenses_vehicle_idx').on(t.vehicleId),
    check('vehicle_expenses_amount_check', sql`${t.amount} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    assignedDistributorId: integer('assigned_distributor_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    orderDate: date('order_date').notNull(),
    deliveryDate: date('delivery_date'),
    currency: text('currency').notNull().default('EUR'),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    notes: text('notes'),
    specialInstructions: text('special_instructions'),
    totalAmountEur: money('total_amount_eur').notNull().default(0),
    discountAmountEur: money('discount_amount_eur').notNull().default(0),
    finalAmountEur: money('final_amount_eur').notNull().default(0),
    finalAmountSyp: money('final_amount_syp').notNull().default(0),
    paidAmountEur: money('paid_amount_eur').notNull().default(0),
    // Optimistic concurrency: an update carrying an older version is refused.
    version: integer('version').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('orders_status_idx').on(t.status),
    index('orders_payment_status_idx').on(t.paymentStatus),
    index('orders_store_idx').on(t.storeId),
    index('orders_distributor_idx').on(t.assignedDistributorId, t.deliveryDate),
    index('orders_order_date_idx').on(t.orderDate),
    index('orders_delivery_date_idx').on(t.deliveryDate),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_order_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceEur: money('unit_price_eur').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    giftQuantity: integer('gift_quantity').notNull().default(0),
    giftReason: text('gift_reason'),
    notes: text('notes'),
    lineTotalEur: money('line_total_eur').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_gift_check', sql`${t.giftQuantity} >= 0`),
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amountEur: money('amount_eur').notNull(),
    currency: text('currency').notNull().default('EUR'),
    amount: money('amount').notNull(),
    method: text('method').notNull().default('cash'),
    status: text('status').notNull().default('completed'),
    paymentDate: date('payment_date').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key').unique(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_store_idx').on(t.storeId, t.paymentDate),
    check('payments_amount_check', sql`${t.amountEur} > 0`),
  ],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updated(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    // null: addressed to every user of `role`, or to everybody when role is null too.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    createdAt: created(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

// Kept so the migration runner can tell an empty database from a loaded one without guessing.
export const meta = pgTable(
  'app_meta',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
