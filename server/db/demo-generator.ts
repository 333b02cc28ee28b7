// Deterministic demo data for the bakery back-office: the same options always give byte-identical output.
// Rows are keyed by the database column names (snake_case, as in schema.ts) and carry explicit ids so the
// references between them hold; server/db/seed.ts maps them onto the Drizzle tables.
// Money is computed in integer cents and only turned into euros (two decimals) when a row is written.

import { DEMO_BAKERY_SETTINGS, demoShopInvoicing } from './demoInvoicing';
import type {
  ExpenseType,
  FuelType,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PaymentTerms,
  Priority,
  ProductCategoryCode,
  ProductStatus,
  ProductUnit,
  Region,
  Role,
  StoreCategory,
  StorePaymentMethod,
  StoreStatus,
  StoreType,
  TransmissionType,
  UserStatus,
  VehicleStatus,
  VehicleType,
  WorkStatus,
} from '../../src/domain/enums';
import { demoImageUrl } from './demoImages';

/** 'YYYY-MM-DD' */
export type DateString = string;
/** ISO 8601 timestamp, UTC ('2026-11-22T07:30:00.000Z') */
export type TimestampString = string;

export interface DemoMeta {
  seed: number;
  reference_date: DateString;
  generated_by: string;
}

export interface DemoProductCategory {
  id: number;
  code: ProductCategoryCode;
  name: string;
  description: string | null;
  sort_order: number;
}

export interface DemoUser {
  id: number;
  username: string;
  email: string;
  /** Plain text in the file only; the loader stores an argon2id hash. */
  password: string;
  full_name: string;
  phone: string | null;
  address: string | null;
  role: Role;
  status: UserStatus;
  salary_eur: number | null;
  hired_date: DateString | null;
  work_status: WorkStatus;
  license_number: string | null;
  employee_id: string | null;
  nationality: string | null;
  date_of_birth: DateString | null;
  education_level: string | null;
  languages: string[];
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relation: string | null;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  location_updated_at: TimestampString | null;
  performance_rating: number | null;
  permissions: string[];
  last_login: TimestampString | null;
  created_at: TimestampString;
}

export interface DemoStore {
  id: number;
  name: string;
  owner_name: string | null;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  formatted_address: string | null;
  region: Region | null;
  category: StoreCategory;
  store_type: StoreType;
  status: StoreStatus;
  tax_number: string | null;
  enterprise_number: string;
  vat_number: string;
  invoice_language: string;
  invoice_rhythm: string;
  business_license: string | null;
  payment_method: StorePaymentMethod;
  payment_terms: PaymentTerms;
  credit_limit_eur: number;
  current_balance_eur: number;
  discount_rate: number;
  opening_hours: string | null;
  delivery_notes: string | null;
  special_instructions: string | null;
  priority: Priority;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  display_order: number;
  performance_rating: number | null;
  created_by: number | null;
  created_at: TimestampString;
  updated_at: TimestampString;
}

export interface DemoProduct {
  id: number;
  name: string;
  description: string | null;
  category: ProductCategoryCode;
  unit: ProductUnit;
  barcode: string | null;
  is_featured: boolean;
  status: ProductStatus;
  price_eur: number;
  price_syp: number | null;
  cost_eur: number | null;
  cost_syp: number | null;
  /** null = unlimited */
  stock_quantity: number | null;
  minimum_stock: number;
  weight_grams: number | null;
  shelf_life_days: number | null;
  /** Issue 30: units one crate holds on the packing lists; null: not in crates. */
  units_per_crate: number | null;
  production_date: DateString | null;
  expiry_date: DateString | null;
  storage_conditions: string | null;
  supplier_info: { name: string; contact: string; notes: string } | null;
  nutritional_info: { description: string; calories: number; protein: number; carbs: number; fat: number } | null;
  allergen_info: { description: string; contains: string[]; may_contain: string[] } | null;
  image_url: string | null;
  created_by: number | null;
  created_at: TimestampString;
  updated_at: TimestampString;
}

export interface DemoVehicle {
  id: number;
  vehicle_type: VehicleType;
  vehicle_model: string;
  vehicle_plate: string;
  vehicle_year: number;
  vehicle_color: string | null;
  status: VehicleStatus;
  fuel_type: FuelType;
  transmission_type: TransmissionType | null;
  engine_capacity: string | null;
  carrying_capacity: number | null;
  fuel_consumption: number | null;
  current_km: number;
  next_maintenance_km: number | null;
  last_maintenance_date: DateString | null;
  last_maintenance_km: number | null;
  maintenance_interval_km: number | null;
  insurance_company: string | null;
  insurance_expiry_date: DateString | null;
  registration_date: DateString | null;
  registration_expiry_date: DateString | null;
  purchase_date: DateString | null;
  purchase_price_eur: number | null;
  purchase_price_syp: number | null;
  purchase_currency: 'EUR' | 'SYP';
  is_company_owned: boolean;
  notes: string | null;
  assigned_distributor_id: number | null;
  assigned_at: TimestampString | null;
  assigned_by: number | null;
  created_at: TimestampString;
  updated_at: TimestampString;
}

export interface DemoOrderItem {
  id: number;
  product_id: number;
  product_name: string;
  unit: ProductUnit;
  quantity: number;
  unit_price_eur: number;
  discount_amount: number;
  gift_quantity: number;
  gift_reason: string | null;
  notes: string | null;
  line_total_eur: number;
}

export interface DemoOrder {
  id: number;
  order_number: string;
  store_id: number;
  assigned_distributor_id: number | null;
  created_by: number | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  order_date: DateString;
  delivery_date: DateString | null;
  currency: 'EUR';
  exchange_rate: number;
  notes: string | null;
  special_instructions: string | null;
  total_amount_eur: number;
  discount_amount_eur: number;
  final_amount_eur: number;
  final_amount_syp: number;
  paid_amount_eur: number;
  version: number;
  confirmed_at: TimestampString | null;
  delivered_at: TimestampString | null;
  cancelled_at: TimestampString | null;
  created_at: TimestampString;
  updated_at: TimestampString;
  items: DemoOrderItem[];
}

export interface DemoPayment {
  id: number;
  order_id: number;
  store_id: number;
  amount_eur: number;
  currency: 'EUR';
  amount: number;
  method: PaymentMethod;
  status: 'completed';
  payment_date: DateString;
  reference: string | null;
  notes: string | null;
  recorded_by: number | null;
  created_at: TimestampString;
}

export interface DemoVehicleExpense {
  id: number;
  vehicle_id: number | null;
  distributor_id: number | null;
  type: ExpenseType;
  amount: number;
  currency: 'EUR';
  amount_eur: number;
  description: string;
  expense_date: DateString;
  km: number | null;
  litres: number | null;
  recorded_by: number | null;
  created_at: TimestampString;
}

/** A maintenance visit (the vehicle's maintenance tab); its cost, when known, is also a maintenance expense. */
export interface DemoVehicleMaintenance {
  id: number;
  vehicle_id: number;
  maintenance_date: DateString;
  km: number;
  work_done: string;
  cost_eur: number | null;
  expense_id: number | null;
  recorded_by: number | null;
  created_at: TimestampString;
}

/** A period a distributor drove a vehicle (open while unassigned_at is null): the vehicle's history tab. */
export interface DemoVehicleAssignment {
  id: number;
  vehicle_id: number;
  distributor_id: number;
  assigned_at: TimestampString;
  assigned_by: number | null;
  unassigned_at: TimestampString | null;
  unassigned_by: number | null;
}

export interface DemoNotification {
  id: number;
  user_id: number | null;
  role: Role | null;
  type: 'info' | 'warning' | 'error' | 'success';
  title: string;
  message: string;
  link: string | null;
  read_at: TimestampString | null;
  created_at: TimestampString;
}

export interface DemoData {
  meta: DemoMeta;
  /** System settings the demo starts with beyond the product's defaults (issue 29: the bakery's invoicing details). */
  settings?: Record<string, unknown>;
  product_categories: DemoProductCategory[];
  users: DemoUser[];
  stores: DemoStore[];
  products: DemoProduct[];
  vehicles: DemoVehicle[];
  orders: DemoOrder[];
  payments: DemoPayment[];
  vehicle_expenses: DemoVehicleExpense[];
  vehicle_assignments: DemoVehicleAssignment[];
  vehicle_maintenance: DemoVehicleMaintenance[];
  notifications: DemoNotification[];
}

export interface GenerateDemoOptions {
  seed?: number;
  orders?: number;
  /** YYYY-MM-DD: "today" inside the data set. */
  referenceDate?: string;
  /** Days of orders before the reference day (60 by default). */
  historyDays?: number;
  /** Shops: by default the hand-written ones, or one per 250 orders in a data set bigger than the demo's. */
  stores?: number;
}

export const DEFAULT_DEMO_SEED = 20261122;
export const DEFAULT_DEMO_ORDERS = 600;
export const DEFAULT_REFERENCE_DATE = '2026-11-22';
export const DEMO_PASSWORD = 'Bakery123';
export const EXCHANGE_RATE = 15000;
const GENERATED_BY = 'server/scripts/generate-demo.ts';

// ---------------------------------------------------------------------------------------------------------
// PRNG and small helpers

/** mulberry32: tiny, fast, good enough for demo data, and identical on every platform. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Pick by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

/** A reusable cumulative-weight sampler for hot loops. */
class Sampler<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(
    private readonly values: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  get size(): number {
    return this.values.length;
  }
  sample(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo];
  }
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const eur = (cents: number): number => cents / 100;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

function parseDay(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`referenceDate must be YYYY-MM-DD, got ${date}`);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`invalid referenceDate ${date}`);
  return Math.round(ms / DAY_MS);
}

const dayCache = new Map<number, string>();
/** Day number (days since 1970-01-01 UTC) to 'YYYY-MM-DD'. */
function dateOf(day: number): DateString {
  let s = dayCache.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayCache.size < 100_000) dayCache.set(day, s);
  }
  return s;
}
const iso = (ms: number): TimestampString => new Date(ms).toISOString();
const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();
/** Timestamp on a given day at h:m UTC. */
const at = (day: number, hour: number, minute = 0): number => day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;

// prettier-ignore
const MOBILE_PREFIXES = ['470', '471', '472', '473', '474', '475', '476', '477', '478', '479', '483', '484', '485', '486', '487', '488', '489', '491', '492', '493', '494', '495', '496', '497', '498', '499'];

function mobile(rng: Rng): string {
  return `+32 ${rng.pick(MOBILE_PREFIXES)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
}

/** A mobile number as phones are stored: E.164, no spaces (issue 14). */
function mobileE164(rng: Rng): string {
  return mobile(rng).replace(/\s+/g, '');
}

function landline(rng: Rng, zone: string): string {
  // Brussels 2, Antwerp 3 and Ghent 9 have 7-digit numbers; Leuven 16 and Mechelen 15 have 6.
  if (zone.length === 1) return `+32 ${zone} ${rng.int(2, 9)}${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  return `+32 ${zone} ${rng.int(2, 9)}${rng.digits(1)} ${rng.digits(2)} ${rng.digits(2)}`;
}

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

// ---------------------------------------------------------------------------------------------------------
// Reference data

const CATEGORIES: [ProductCategoryCode, string, string][] = [
  ['bread', 'خبز', 'خبز عربي وصمون وتنور يخبز يومياً'],
  ['pastry', 'معجنات', 'كرواسان وفطائر ومناقيش طازجة'],
  ['cake', 'كعك', 'كعكات وحلويات شرقية وغربية'],
  ['drink', 'مشروبات', 'عصائر ومشروبات باردة وساخنة'],
  ['snack', 'وجبات خفيفة', 'مقرمشات وبسكويت ووجبات سريعة'],
  ['seasonal', 'موسمي', 'منتجات الأعياد والمواسم'],
  ['other', 'أخرى', 'منتجات متنوعة'],
];

interface ProductSeed {
  name: string;
  description: string;
  category: ProductCategoryCode;
  unit: ProductUnit;
  price: number; // cents
  costPct: number; // cost as a share of the price
  stock: number | null | 'low' | 'out';
  min: number;
  weight: number | null;
  shelf: number | null;
  storage: string;
  featured?: boolean;
  inactive?: boolean;
  popularity: number;
  qty: [number, number];
  allergens?: string[];
  /** Units one crate holds (the bread); none: not in crates. */
  crate?: number;
}

const DRY = 'يحفظ في مكان جاف وبارد بعيداً عن أشعة الشمس';
const FRIDGE = 'يحفظ في الثلاجة بين 2 و 6 درجات مئوية';
const ROOM = 'يحفظ في درجة حرارة الغرفة في كيس مغلق';

// prettier-ignore
const PRODUCTS: ProductSeed[] = [
  { name: 'خبز عربي', description: 'خبز عربي رقيق، كيس من 6 أرغفة، يخبز كل صباح', category: 'bread', unit: 'pack', price: 180, costPct: 0.45, stock: null, min: 20, weight: 480, shelf: 3, storage: ROOM, featured: true, popularity: 14, qty: [10, 60], allergens: ['غلوتين'], crate: 20 },
  { name: 'خبز صمون', description: 'صمون عراقي مقرمش من الفرن الحجري', category: 'bread', unit: 'piece', price: 45, costPct: 0.4, stock: null, min: 30, weight: 120, shelf: 2, storage: ROOM, featured: true, popularity: 12, qty: [20, 60], allergens: ['غلوتين'], crate: 40 },
  { name: 'خبز تنور', description: 'خبز تنور تقليدي، كيس من 4 أرغفة', category: 'bread', unit: 'pack', price: 220, costPct: 0.45, stock: null, min: 15, weight: 600, shelf: 2, storage: ROOM, popularity: 8, qty: [5, 40], allergens: ['غلوتين'], crate: 15 },
  { name: 'خبز أسمر بالقمح الكامل', description: 'رغيف أسمر غني بالألياف من القمح الكامل', category: 'bread', unit: 'loaf', price: 260, costPct: 0.42, stock: 120, min: 15, weight: 800, shelf: 4, storage: ROOM, popularity: 5, qty: [3, 30], allergens: ['غلوتين'], crate: 12 },
  { name: 'باغيت فرنسي', description: 'باغيت بقشرة ذهبية مقرمشة', category: 'bread', unit: 'piece', price: 120, costPct: 0.38, stock: null, min: 20, weight: 250, shelf: 1, storage: ROOM, popularity: 7, qty: [10, 60], allergens: ['غلوتين'], crate: 25 },
  { name: 'خبز توست', description: 'خبز توست أبيض مقطع شرائح', category: 'bread', unit: 'loaf', price: 240, costPct: 0.4, stock: 210, min: 20, weight: 500, shelf: 5, storage: ROOM, popularity: 5, qty: [5, 40], allergens: ['غلوتين', 'حليب'], crate: 12 },
  { name: 'خبز مرقوق', description: 'خبز صاج رقيق جداً، كيس من 10 أرغفة', category: 'bread', unit: 'pack', price: 300, costPct: 0.45, stock: 60, min: 10, weight: 400, shelf: 5, storage: ROOM, inactive: true, popularity: 0, qty: [5, 20], allergens: ['غلوتين'], crate: 20 },
  { name: 'كرواسان بالزبدة', description: 'كرواسان فرنسي بالزبدة الطبيعية', category: 'pastry', unit: 'piece', price: 110, costPct: 0.4, stock: 320, min: 30, weight: 70, shelf: 2, storage: ROOM, featured: true, popularity: 9, qty: [10, 60], allergens: ['غلوتين', 'حليب', 'بيض'] },
  { name: 'كرواسان بالشوكولا', description: 'كرواسان محشو بالشوكولا البلجيكية', category: 'pastry', unit: 'piece', price: 130, costPct: 0.4, stock: 260, min: 30, weight: 80, shelf: 2, storage: ROOM, popularity: 7, qty: [10, 60], allergens: ['غلوتين', 'حليب', 'بيض'] },
  { name: 'فطائر بالجبنة', description: 'فطائر محشوة بجبنة عكاوي وبقدونس', category: 'pastry', unit: 'piece', price: 150, costPct: 0.42, stock: 180, min: 20, weight: 110, shelf: 2, storage: FRIDGE, popularity: 6, qty: [6, 48], allergens: ['غلوتين', 'حليب'] },
  { name: 'فطائر بالسبانخ', description: 'فطائر سبانخ بالسماق والبصل على الطريقة الشامية', category: 'pastry', unit: 'piece', price: 150, costPct: 0.4, stock: 150, min: 20, weight: 110, shelf: 2, storage: FRIDGE, popularity: 5, qty: [6, 48], allergens: ['غلوتين'] },
  { name: 'مناقيش بالزعتر', description: 'منقوشة زعتر وزيت زيتون بكر', category: 'pastry', unit: 'piece', price: 180, costPct: 0.38, stock: 200, min: 20, weight: 150, shelf: 2, storage: ROOM, featured: true, popularity: 8, qty: [6, 40], allergens: ['غلوتين', 'سمسم'] },
  { name: 'صفيحة باللحمة', description: 'صفيحة بعلبكية باللحم المفروم والطحينة', category: 'pastry', unit: 'box', price: 750, costPct: 0.5, stock: 45, min: 10, weight: 600, shelf: 2, storage: FRIDGE, popularity: 3, qty: [1, 12], allergens: ['غلوتين', 'سمسم'] },
  { name: 'كعك بالسمسم', description: 'كعك القدس بالسمسم، طري من الداخل', category: 'pastry', unit: 'piece', price: 100, costPct: 0.35, stock: 240, min: 25, weight: 140, shelf: 2, storage: ROOM, popularity: 6, qty: [10, 60], allergens: ['غلوتين', 'سمسم'] },
  { name: 'كعكة الشوكولا', description: 'كعكة شوكولا بلجيكية لعشرة أشخاص', category: 'cake', unit: 'piece', price: 2800, costPct: 0.45, stock: 14, min: 5, weight: 1500, shelf: 4, storage: FRIDGE, featured: true, popularity: 2, qty: [1, 4], allergens: ['غلوتين', 'حليب', 'بيض'] },
  { name: 'كعكة الجبن', description: 'تشيز كيك بصوص التوت البري', category: 'cake', unit: 'piece', price: 3200, costPct: 0.45, stock: 'low', min: 5, weight: 1400, shelf: 4, storage: FRIDGE, popularity: 1.5, qty: [1, 3], allergens: ['غلوتين', 'حليب', 'بيض'] },
  { name: 'كعكة عيد ميلاد', description: 'كعكة عيد ميلاد مزينة حسب الطلب', category: 'cake', unit: 'piece', price: 3500, costPct: 0.48, stock: null, min: 0, weight: 2000, shelf: 3, storage: FRIDGE, popularity: 0.8, qty: [1, 2], allergens: ['غلوتين', 'حليب', 'بيض'] },
  { name: 'بقلاوة', description: 'بقلاوة بالفستق الحلبي والسمن البلدي', category: 'cake', unit: 'kg', price: 2400, costPct: 0.5, stock: 'low', min: 8, weight: 1000, shelf: 21, storage: DRY, featured: true, popularity: 3, qty: [1, 8], allergens: ['غلوتين', 'مكسرات', 'حليب'] },
  { name: 'معمول بالتمر', description: 'معمول بعجوة التمر، علبة من 24 قطعة', category: 'cake', unit: 'box', price: 1250, costPct: 0.45, stock: 48, min: 10, weight: 750, shelf: 30, storage: DRY, popularity: 3, qty: [1, 10], allergens: ['غلوتين', 'حليب'] },
  { name: 'معمول بالفستق', description: 'معمول بالفستق الحلبي، علبة من 24 قطعة', category: 'cake', unit: 'box', price: 1600, costPct: 0.5, stock: 'low', min: 10, weight: 750, shelf: 30, storage: DRY, popularity: 2, qty: [1, 8], allergens: ['غلوتين', 'مكسرات', 'حليب'] },
  { name: 'هريسة بالقشطة', description: 'هريسة (بسبوسة) محشوة بالقشطة', category: 'cake', unit: 'kg', price: 1400, costPct: 0.42, stock: 22, min: 5, weight: 1000, shelf: 4, storage: FRIDGE, popularity: 2, qty: [1, 6], allergens: ['غلوتين', 'حليب'] },
  { name: 'كنافة نابلسية', description: 'كنافة بالجبنة النابلسية والقطر', category: 'cake', unit: 'kg', price: 2200, costPct: 0.48, stock: 'out', min: 5, weight: 1000, shelf: 2, storage: FRIDGE, popularity: 2, qty: [1, 6], allergens: ['غلوتين', 'حليب'] },
  { name: 'عصير برتقال', description: 'عصير برتقال طبيعي معصور، زجاجة لتر', category: 'drink', unit: 'liter', price: 350, costPct: 0.5, stock: 'out', min: 12, weight: 1000, shelf: 5, storage: FRIDGE, popularity: 4, qty: [6, 36] },
  { name: 'عيران', description: 'لبن عيران بارد، عبوة 250 مل', category: 'drink', unit: 'piece', price: 90, costPct: 0.5, stock: 400, min: 24, weight: 250, shelf: 14, storage: FRIDGE, popularity: 5, qty: [12, 60], allergens: ['حليب'] },
  { name: 'قهوة عربية بالهال', description: 'قهوة عربية مطحونة مع الهال، عبوة 250 غرام', category: 'drink', unit: 'pack', price: 650, costPct: 0.55, stock: 85, min: 10, weight: 250, shelf: 180, storage: DRY, popularity: 2, qty: [2, 24] },
  { name: 'شراب التوت', description: 'زجاجة 750 مل من شراب التوت الشامي المركز', category: 'drink', unit: 'piece', price: 480, costPct: 0.5, stock: 70, min: 10, weight: 750, shelf: 365, storage: DRY, popularity: 1.5, qty: [2, 24] },
  { name: 'أصابع الزعتر', description: 'أصابع مقرمشة بالزعتر والسمسم', category: 'snack', unit: 'pack', price: 210, costPct: 0.4, stock: 140, min: 15, weight: 200, shelf: 60, storage: DRY, popularity: 4, qty: [5, 40], allergens: ['غلوتين', 'سمسم'] },
  { name: 'بسكويت بالعجوة', description: 'بسكويت محشو بعجوة التمر', category: 'snack', unit: 'pack', price: 320, costPct: 0.45, stock: 95, min: 15, weight: 300, shelf: 90, storage: DRY, popularity: 3, qty: [5, 30], allergens: ['غلوتين'] },
  { name: 'مكسرات مشكلة', description: 'كيس 250 غرام من المكسرات المحمصة المشكلة بالملح الخفيف', category: 'snack', unit: 'pack', price: 450, costPct: 0.6, stock: 65, min: 10, weight: 250, shelf: 120, storage: DRY, popularity: 2, qty: [2, 20], allergens: ['مكسرات'] },
  { name: 'كعك العيد', description: 'كعك العيد بالعجوة والسمسم، علبة كيلو', category: 'seasonal', unit: 'box', price: 1500, costPct: 0.45, stock: 30, min: 10, weight: 1000, shelf: 45, storage: DRY, inactive: true, popularity: 0, qty: [1, 10], allergens: ['غلوتين', 'سمسم'] },
  { name: 'قطايف', description: 'قطايف رمضان محشوة بالقشطة أو الجوز', category: 'seasonal', unit: 'kg', price: 900, costPct: 0.4, stock: 25, min: 5, weight: 1000, shelf: 2, storage: FRIDGE, inactive: true, popularity: 0, qty: [1, 10], allergens: ['غلوتين', 'حليب', 'مكسرات'] },
  { name: 'لبنة بلدية', description: 'لبنة بلدية بزيت الزيتون، علبة نصف كيلو', category: 'other', unit: 'box', price: 550, costPct: 0.55, stock: 55, min: 10, weight: 500, shelf: 21, storage: FRIDGE, popularity: 2, qty: [2, 24], allergens: ['حليب'] },
];

interface StaffSeed {
  username: string;
  full_name: string;
  role: Role;
  status: UserStatus;
  salary: number;
  hiredDaysAgo: number;
  dob: string;
  nationality: string;
  education: string;
  languages: string[];
  address: string;
  emergency: [string, string];
  notes: string | null;
  work: WorkStatus;
  rating: number | null;
  permissions: string[];
  lastLoginDaysAgo: number | null;
  location?: [number, number];
}

const AR = 'العربية';
const FR = 'الفرنسية';
const NL = 'الهولندية';
const EN = 'الإنجليزية';
const TR = 'التركية';

// prettier-ignore
const STAFF: StaffSeed[] = [
  { username: 'admin', full_name: 'رامي خليل الحموي', role: 'admin', status: 'active', salary: 380000, hiredDaysAgo: 2300, dob: '1982-03-14', nationality: 'سوري', education: 'ماجستير', languages: [AR, FR, EN], address: 'Rue de la Colonne 12, 1080 Molenbeek-Saint-Jean', emergency: ['هالة الحموي', 'زوجة'], notes: 'مدير النظام ومؤسس المخبز', work: 'available', rating: null, permissions: ['full_access'], lastLoginDaysAgo: 0 },
  { username: 'manager', full_name: 'لينا عبد الكريم الشامي', role: 'manager', status: 'active', salary: 320000, hiredDaysAgo: 1900, dob: '1987-07-02', nationality: 'سورية', education: 'بكالوريوس', languages: [AR, FR, NL], address: 'Avenue Louis Bertrand 45, 1030 Schaerbeek', emergency: ['عبد الكريم الشامي', 'أب'], notes: 'مديرة العمليات اليومية والتوزيع', work: 'available', rating: null, permissions: ['store_management', 'product_management', 'order_management', 'vehicle_management', 'financial_reports', 'data_export'], lastLoginDaysAgo: 0 },
  { username: 'distributor', full_name: 'محمد أحمد العلي', role: 'distributor', status: 'active', salary: 250000, hiredDaysAgo: 1500, dob: '1990-01-21', nationality: 'سوري', education: 'ثانوية', languages: [AR, FR], address: 'Rue de Ribaucourt 88, 1080 Molenbeek-Saint-Jean', emergency: ['فاطمة العلي', 'زوجة'], notes: 'يغطي بروكسل: مولنبيك وأندرلخت والوسط', work: 'busy', rating: 4.7, permissions: [], lastLoginDaysAgo: 0, location: [50.8554, 4.3381] },
  { username: 'distributor2', full_name: 'خالد يوسف الحسن', role: 'distributor', status: 'active', salary: 240000, hiredDaysAgo: 1100, dob: '1992-09-09', nationality: 'سوري', education: 'دبلوم', languages: [AR, NL, EN], address: 'Turnhoutsebaan 210, 2140 Borgerhout', emergency: ['يوسف الحسن', 'أب'], notes: 'يغطي أنتويرب وميخلين', work: 'available', rating: 4.4, permissions: [], lastLoginDaysAgo: 0, location: [51.2152, 4.4371] },
  { username: 'distributor3', full_name: 'عمر سعيد الدرويش', role: 'distributor', status: 'active', salary: 235000, hiredDaysAgo: 700, dob: '1995-04-30', nationality: 'فلسطيني', education: 'ثانوية', languages: [AR, FR, NL], address: 'Chaussée de Louvain 410, 1030 Schaerbeek', emergency: ['سعيد الدرويش', 'أب'], notes: 'يغطي شرق بروكسل ولوفان وغنت', work: 'busy', rating: 4.1, permissions: [], lastLoginDaysAgo: 1, location: [50.8533, 4.3845] },
  { username: 'cashier', full_name: 'رنا محمود الخطيب', role: 'cashier', status: 'active', salary: 210000, hiredDaysAgo: 1300, dob: '1993-11-18', nationality: 'لبنانية', education: 'بكالوريوس', languages: [AR, FR, EN], address: 'Chaussée de Gand 300, 1080 Molenbeek-Saint-Jean', emergency: ['سامي الخطيب', 'زوج'], notes: null, work: 'available', rating: 4.5, permissions: [], lastLoginDaysAgo: 0 },
  { username: 'accountant', full_name: 'نور الدين حداد', role: 'accountant', status: 'active', salary: 290000, hiredDaysAgo: 1700, dob: '1985-06-05', nationality: 'أردني', education: 'بكالوريوس محاسبة', languages: [AR, FR, EN], address: 'Rue Gallait 70, 1030 Schaerbeek', emergency: ['مها حداد', 'زوجة'], notes: 'مسؤول الفواتير والتحصيل', work: 'available', rating: 4.6, permissions: [], lastLoginDaysAgo: 1 },
  { username: 'distributor4', full_name: 'ياسر إبراهيم العمر', role: 'distributor', status: 'inactive', salary: 230000, hiredDaysAgo: 1200, dob: '1988-12-12', nationality: 'سوري', education: 'ثانوية', languages: [AR, FR], address: 'Rue Wayez 140, 1070 Anderlecht', emergency: ['إبراهيم العمر', 'أب'], notes: 'في إجازة طويلة منذ أكتوبر', work: 'offline', rating: 3.6, permissions: [], lastLoginDaysAgo: 48, location: [50.8361, 4.3098] },
  { username: 'cashier2', full_name: 'هبة ناصر القاسم', role: 'cashier', status: 'suspended', salary: 200000, hiredDaysAgo: 400, dob: '1998-02-25', nationality: 'سورية', education: 'دبلوم', languages: [AR, FR], address: 'Boulevard Léopold II 150, 1080 Molenbeek-Saint-Jean', emergency: ['ناصر القاسم', 'أب'], notes: 'موقوفة مؤقتاً بانتظار مراجعة فروقات الصندوق', work: 'offline', rating: 3.2, permissions: [], lastLoginDaysAgo: 20 },
  { username: 'manager2', full_name: 'طارق فؤاد النابلسي', role: 'manager', status: 'active', salary: 300000, hiredDaysAgo: 900, dob: '1984-08-19', nationality: 'فلسطيني', education: 'بكالوريوس إدارة أعمال', languages: [AR, NL, EN], address: 'Lange Kievitstraat 33, 2018 Antwerpen', emergency: ['سمر النابلسي', 'زوجة'], notes: 'مسؤول فرع أنتويرب', work: 'available', rating: null, permissions: ['store_management', 'order_management', 'vehicle_management', 'financial_reports', 'data_export'], lastLoginDaysAgo: 2 },
  { username: 'accountant2', full_name: 'ريم جورج عيسى', role: 'accountant', status: 'active', salary: 260000, hiredDaysAgo: 500, dob: '1991-05-27', nationality: 'لبنانية', education: 'بكالوريوس محاسبة', languages: [AR, FR, EN], address: 'Rue du Trône 120, 1050 Ixelles', emergency: ['جورج عيسى', 'أب'], notes: null, work: 'busy', rating: 4.3, permissions: [], lastLoginDaysAgo: 3 },
  { username: 'cashier3', full_name: 'دانة سمير الأيوبي', role: 'cashier', status: 'active', salary: 195000, hiredDaysAgo: 250, dob: '1999-10-03', nationality: 'سورية', education: 'ثانوية', languages: [AR, NL], address: 'Carnotstraat 75, 2060 Antwerpen', emergency: ['سمير الأيوبي', 'أب'], notes: 'تعمل بدوام جزئي', work: 'break', rating: 4.0, permissions: [], lastLoginDaysAgo: 0 },
  { username: 'distributor5', full_name: 'أنس وليد الزعبي', role: 'distributor', status: 'active', salary: 220000, hiredDaysAgo: 35, dob: '2000-06-15', nationality: 'سوري', education: 'ثانوية', languages: [AR, FR, TR], address: 'Avenue de Jette 180, 1090 Jette', emergency: ['وليد الزعبي', 'أب'], notes: 'موزع جديد في فترة التدريب، بدون مركبة حالياً', work: 'available', rating: null, permissions: [], lastLoginDaysAgo: null },
  { username: 'distributor6', full_name: 'مازن حسين الرفاعي', role: 'distributor', status: 'suspended', salary: 230000, hiredDaysAgo: 800, dob: '1989-03-08', nationality: 'أردني', education: 'ثانوية', languages: [AR, FR], address: 'Chaussée de Mons 220, 1070 Anderlecht', emergency: ['حسين الرفاعي', 'أخ'], notes: 'موقوف بسبب مخالفات مرورية متكررة', work: 'offline', rating: 2.9, permissions: [], lastLoginDaysAgo: 30 },
  { username: 'admin2', full_name: 'فادي ميشيل خوري', role: 'admin', status: 'inactive', salary: 340000, hiredDaysAgo: 1600, dob: '1983-01-29', nationality: 'لبناني', education: 'بكالوريوس هندسة معلوماتية', languages: [AR, FR, EN], address: 'Rue Royale 200, 1210 Saint-Josse-ten-Noode', emergency: ['ميشيل خوري', 'أب'], notes: 'مسؤول تقنية المعلومات السابق', work: 'offline', rating: null, permissions: ['user_management', 'system_settings', 'user_creation', 'data_export'], lastLoginDaysAgo: 90 },
];

// User ids follow the STAFF order.
const ADMIN_ID = 1;
const MANAGER_ID = 2;
const DISTRIBUTOR_IDS = [3, 4, 5] as const; // distributor, distributor2, distributor3
const CASHIER_ID = 6;
const ACCOUNTANT_ID = 7;
const INACTIVE_DISTRIBUTOR_ID = 8;
const MANAGER2_ID = 10;
const ACCOUNTANT2_ID = 11;
const CASHIER3_ID = 12;

type Origin = 'syr' | 'leb' | 'pal' | 'mar' | 'tur' | 'bel';
type City = 'bru' | 'ant' | 'mec' | 'leu' | 'gen';

interface StoreSeed {
  name: string;
  slug: string;
  category: StoreCategory;
  type: StoreType;
  city: City;
  street: string;
  number: number;
  postcode: string;
  lat: number;
  lng: number;
  region: Region;
  origin: Origin;
  terms: PaymentTerms;
  priority: Priority;
  status?: StoreStatus;
  note?: string;
}

const CITY_INFO: Record<City, { zone: string; country: string; distributor: number }> = {
  bru: { zone: '2', country: 'Belgique', distributor: DISTRIBUTOR_IDS[0] },
  ant: { zone: '3', country: 'België', distributor: DISTRIBUTOR_IDS[1] },
  mec: { zone: '15', country: 'België', distributor: DISTRIBUTOR_IDS[1] },
  leu: { zone: '16', country: 'België', distributor: DISTRIBUTOR_IDS[2] },
  gen: { zone: '9', country: 'België', distributor: DISTRIBUTOR_IDS[2] },
};

// prettier-ignore
const STORES: StoreSeed[] = [
  { name: 'سوبرماركت الشام - Sham Market', slug: 'shammarket', category: 'supermarket', type: 'supermarket', city: 'bru', street: 'Chaussée de Gand', number: 120, postcode: '1080 Molenbeek-Saint-Jean', lat: 50.85635, lng: 4.33042, region: 'west', origin: 'syr', terms: 'credit_15', priority: 'high' },
  { name: 'مخبز وحلويات الأمير', slug: 'alamir', category: 'bakery', type: 'bakery', city: 'bru', street: 'Rue de Ribaucourt', number: 45, postcode: '1080 Molenbeek-Saint-Jean', lat: 50.85962, lng: 4.34021, region: 'west', origin: 'syr', terms: 'credit_7', priority: 'medium' },
  { name: 'بقالة طنجة - Épicerie Tanger', slug: 'epicerietanger', category: 'grocery', type: 'retail', city: 'bru', street: 'Chaussée de Ninove', number: 210, postcode: '1080 Molenbeek-Saint-Jean', lat: 50.84887, lng: 4.32775, region: 'west', origin: 'mar', terms: 'cash', priority: 'medium' },
  { name: 'مقهى مراكش - Café Marrakech', slug: 'cafemarrakech', category: 'cafe', type: 'cafe', city: 'bru', street: 'Boulevard Léopold II', number: 98, postcode: '1080 Molenbeek-Saint-Jean', lat: 50.86145, lng: 4.3389, region: 'west', origin: 'mar', terms: 'cash', priority: 'low' },
  { name: 'أناضول ماركت - Anadolu Market', slug: 'anadolumarket', category: 'supermarket', type: 'wholesale', city: 'bru', street: 'Chaussée de Haecht', number: 260, postcode: '1030 Schaerbeek', lat: 50.8629, lng: 4.3723, region: 'north', origin: 'tur', terms: 'credit_30', priority: 'urgent' },
  { name: 'مطعم إسطنبول - Istanbul Kebab', slug: 'istanbulkebab', category: 'restaurant', type: 'restaurant', city: 'bru', street: 'Rue de Brabant', number: 85, postcode: '1210 Saint-Josse-ten-Noode', lat: 50.8587, lng: 4.3598, region: 'north', origin: 'tur', terms: 'credit_7', priority: 'medium' },
  { name: 'سوبرماركت البركة - Al Baraka', slug: 'albaraka', category: 'supermarket', type: 'supermarket', city: 'bru', street: 'Chaussée de Louvain', number: 320, postcode: '1030 Schaerbeek', lat: 50.8536, lng: 4.3842, region: 'east', origin: 'syr', terms: 'credit_15', priority: 'high' },
  { name: 'بقالة حلب - Alimentation Alep', slug: 'alimentationalep', category: 'grocery', type: 'retail', city: 'bru', street: 'Rue Wayez', number: 65, postcode: '1070 Anderlecht', lat: 50.83564, lng: 4.3098, region: 'west', origin: 'syr', terms: 'cash', priority: 'medium' },
  { name: 'مطعم دمشق الصغير - Le Petit Damas', slug: 'lepetitdamas', category: 'restaurant', type: 'restaurant', city: 'bru', street: 'Chaussée de Mons', number: 145, postcode: '1070 Anderlecht', lat: 50.8376, lng: 4.3219, region: 'west', origin: 'syr', terms: 'credit_15', priority: 'medium' },
  { name: 'سوق كليمنصو - Marché Clemenceau', slug: 'marcheclemenceau', category: 'grocery', type: 'wholesale', city: 'bru', street: 'Rue Clemenceau', number: 30, postcode: '1070 Anderlecht', lat: 50.8429, lng: 4.3253, region: 'west', origin: 'mar', terms: 'credit_30', priority: 'high' },
  { name: 'حلويات بيروت - Douceurs de Beyrouth', slug: 'douceursbeyrouth', category: 'bakery', type: 'retail', city: 'bru', street: 'Boulevard Maurice Lemonnier', number: 118, postcode: '1000 Bruxelles', lat: 50.8413, lng: 4.3435, region: 'central', origin: 'leb', terms: 'cash', priority: 'medium' },
  { name: 'مقهى الياسمين - Café Jasmin', slug: 'cafejasmin', category: 'cafe', type: 'cafe', city: 'bru', street: 'Rue du Midi', number: 150, postcode: '1000 Bruxelles', lat: 50.8446, lng: 4.3482, region: 'central', origin: 'syr', terms: 'cash', priority: 'low' },
  { name: 'فندق الصحراء - Hôtel Sahara', slug: 'hotelsahara', category: 'hotel', type: 'other', city: 'bru', street: 'Boulevard Adolphe Max', number: 60, postcode: '1000 Bruxelles', lat: 50.8522, lng: 4.3543, region: 'central', origin: 'mar', terms: 'credit_60', priority: 'high', note: 'طلبية الفطور يومياً قبل الساعة 6:30' },
  { name: 'بقالة الأطلس - Atlas Alimentation', slug: 'atlasalimentation', category: 'grocery', type: 'retail', city: 'bru', street: 'Parvis de Saint-Gilles', number: 22, postcode: '1060 Saint-Gilles', lat: 50.8289, lng: 4.3453, region: 'south', origin: 'mar', terms: 'cash', priority: 'medium' },
  { name: 'مطعم الأرز اللبناني - Le Cèdre', slug: 'lecedre', category: 'restaurant', type: 'restaurant', city: 'bru', street: 'Chaussée de Wavre', number: 75, postcode: '1050 Ixelles', lat: 50.8351, lng: 4.3686, region: 'south', origin: 'leb', terms: 'credit_30', priority: 'medium' },
  { name: 'سوبرماركت النور - Al Nour Market', slug: 'alnourmarket', category: 'supermarket', type: 'supermarket', city: 'bru', street: 'Rue Marie-Christine', number: 120, postcode: '1020 Laeken', lat: 50.8743, lng: 4.3521, region: 'north', origin: 'syr', terms: 'credit_15', priority: 'high' },
  { name: 'مقهى فيروز - Café Fairouz', slug: 'cafefairouz', category: 'cafe', type: 'cafe', city: 'bru', street: 'Avenue de la Reine', number: 210, postcode: '1020 Laeken', lat: 50.8708, lng: 4.3552, region: 'north', origin: 'leb', terms: 'cash', priority: 'low' },
  { name: 'بقالة المدينة - Épicerie Al Madina', slug: 'epiceriealmadina', category: 'grocery', type: 'retail', city: 'bru', street: "Chaussée d'Anvers", number: 150, postcode: '1000 Bruxelles', lat: 50.8621, lng: 4.3533, region: 'central', origin: 'syr', terms: 'cash', priority: 'low', status: 'inactive', note: 'مغلق للترميم حتى إشعار آخر' },
  { name: 'فرن الضيعة - Four Al Day3a', slug: 'fourdaya', category: 'bakery', type: 'bakery', city: 'bru', street: 'Avenue de Jette', number: 230, postcode: '1090 Jette', lat: 50.876, lng: 4.3296, region: 'north', origin: 'leb', terms: 'credit_7', priority: 'medium' },
  { name: 'سلطان ماركت - Sultan Market', slug: 'sultanmarket', category: 'supermarket', type: 'supermarket', city: 'bru', street: 'Avenue Van Volxem', number: 350, postcode: '1190 Forest', lat: 50.8212, lng: 4.3274, region: 'south', origin: 'tur', terms: 'credit_90', priority: 'high' },
  { name: 'مطعم الفلافل الذهبي - Golden Falafel', slug: 'goldenfalafel', category: 'restaurant', type: 'restaurant', city: 'bru', street: 'Chaussée de Haecht', number: 1050, postcode: '1140 Evere', lat: 50.8705, lng: 4.4012, region: 'east', origin: 'syr', terms: 'cash', priority: 'medium' },
  { name: 'مقهى النخيل - Café Les Palmiers', slug: 'cafelespalmiers', category: 'cafe', type: 'cafe', city: 'bru', street: 'Boulevard du Jubilé', number: 100, postcode: '1080 Molenbeek-Saint-Jean', lat: 50.8627, lng: 4.3338, region: 'west', origin: 'mar', terms: 'cash', priority: 'low', status: 'pending', note: 'متجر جديد بانتظار التحقق من الرقم الضريبي' },
  { name: 'سوبرماركت الرافدين - Al Rafidain', slug: 'alrafidain', category: 'supermarket', type: 'supermarket', city: 'ant', street: 'Turnhoutsebaan', number: 145, postcode: '2140 Borgerhout', lat: 51.2148, lng: 4.4405, region: 'north', origin: 'syr', terms: 'credit_15', priority: 'high' },
  { name: 'بقالة الريف - Rif Market', slug: 'rifmarket', category: 'grocery', type: 'retail', city: 'ant', street: 'Handelstraat', number: 40, postcode: '2060 Antwerpen', lat: 51.2256, lng: 4.4223, region: 'north', origin: 'mar', terms: 'cash', priority: 'medium' },
  { name: 'مخبز إسطنبول - Istanbul Bakkerij', slug: 'istanbulbakkerij', category: 'bakery', type: 'bakery', city: 'ant', street: 'Diepestraat', number: 95, postcode: '2060 Antwerpen', lat: 51.2298, lng: 4.4217, region: 'north', origin: 'tur', terms: 'credit_7', priority: 'medium' },
  { name: 'مقهى القدس - Café Al Quds', slug: 'cafealquds', category: 'cafe', type: 'cafe', city: 'ant', street: 'Kerkstraat', number: 60, postcode: '2060 Antwerpen', lat: 51.2207, lng: 4.4281, region: 'north', origin: 'pal', terms: 'cash', priority: 'low' },
  { name: 'مطعم حلب - Restaurant Aleppo', slug: 'restaurantaleppo', category: 'restaurant', type: 'restaurant', city: 'ant', street: 'De Coninckplein', number: 15, postcode: '2060 Antwerpen', lat: 51.2243, lng: 4.4204, region: 'north', origin: 'syr', terms: 'credit_15', priority: 'medium' },
  { name: 'سوبرماركت فرح - Farah Supermarkt', slug: 'farahsupermarkt', category: 'supermarket', type: 'wholesale', city: 'ant', street: 'Carnotstraat', number: 120, postcode: '2060 Antwerpen', lat: 51.2187, lng: 4.4259, region: 'north', origin: 'syr', terms: 'credit_30', priority: 'urgent' },
  { name: 'أوز أورفا ماركت - Öz Urfa Market', slug: 'ozurfamarket', category: 'grocery', type: 'retail', city: 'ant', street: 'Bredabaan', number: 400, postcode: '2170 Merksem', lat: 51.2461, lng: 4.4448, region: 'north', origin: 'tur', terms: 'credit_15', priority: 'low', status: 'suspended', note: 'موقوف بسبب تجاوز حد الائتمان وتأخر السداد' },
  { name: 'بقالة الخليل - Al Khalil', slug: 'alkhalil', category: 'grocery', type: 'retail', city: 'ant', street: 'Herentalsebaan', number: 210, postcode: '2100 Deurne', lat: 51.2093, lng: 4.4619, region: 'east', origin: 'pal', terms: 'cash', priority: 'medium' },
  { name: 'فندق محطة بيرشم - Hotel Berchem Station', slug: 'hotelberchem', category: 'hotel', type: 'other', city: 'ant', street: 'Statiestraat', number: 55, postcode: '2600 Berchem', lat: 51.1995, lng: 4.4312, region: 'south', origin: 'bel', terms: 'credit_30', priority: 'high' },
  { name: 'مطعم البيت الشامي - Beit Al Sham', slug: 'beitalsham', category: 'restaurant', type: 'restaurant', city: 'ant', street: 'Kioskplaats', number: 30, postcode: '2660 Hoboken', lat: 51.1761, lng: 4.3478, region: 'south', origin: 'syr', terms: 'credit_7', priority: 'medium' },
  { name: 'مقهى الأندلس - Café Andalus', slug: 'cafeandalus', category: 'cafe', type: 'cafe', city: 'ant', street: 'Sint-Bernardsesteenweg', number: 180, postcode: '2020 Antwerpen', lat: 51.1898, lng: 4.3854, region: 'south', origin: 'mar', terms: 'cash', priority: 'low', status: 'inactive', note: 'أوقف التعامل مؤقتاً' },
  { name: 'بقالة السلام - Salam Market', slug: 'salammarket', category: 'grocery', type: 'retail', city: 'mec', street: 'Hanswijkstraat', number: 40, postcode: '2800 Mechelen', lat: 51.0218, lng: 4.4846, region: 'north', origin: 'syr', terms: 'cash', priority: 'medium' },
  { name: 'مخبز الوردة - Bakkerij De Roos', slug: 'bakkerijderoos', category: 'bakery', type: 'bakery', city: 'mec', street: 'Battelsesteenweg', number: 120, postcode: '2800 Mechelen', lat: 51.0323, lng: 4.4658, region: 'north', origin: 'bel', terms: 'credit_15', priority: 'medium' },
  { name: 'مقهى ياسمينة - Café Yasmina', slug: 'cafeyasmina', category: 'cafe', type: 'cafe', city: 'mec', street: 'Brusselsepoortstraat', number: 20, postcode: '2800 Mechelen', lat: 51.0212, lng: 4.4745, region: 'north', origin: 'mar', terms: 'cash', priority: 'low' },
  { name: 'سوبرماركت المشرق - Mashriq Market', slug: 'mashriqmarket', category: 'supermarket', type: 'supermarket', city: 'leu', street: 'Diestsestraat', number: 150, postcode: '3000 Leuven', lat: 50.8815, lng: 4.7089, region: 'east', origin: 'leb', terms: 'credit_30', priority: 'high' },
  { name: 'مطعم زيتونة - Zaytouna', slug: 'zaytouna', category: 'restaurant', type: 'restaurant', city: 'leu', street: 'Tiensestraat', number: 90, postcode: '3000 Leuven', lat: 50.8763, lng: 4.7066, region: 'east', origin: 'syr', terms: 'cash', priority: 'medium', status: 'pending', note: 'بانتظار توقيع عقد التوريد' },
  { name: 'سوق سليب ستراط - Sleepstraat Market', slug: 'sleepstraatmarket', category: 'supermarket', type: 'wholesale', city: 'gen', street: 'Sleepstraat', number: 60, postcode: '9000 Gent', lat: 51.0616, lng: 3.7233, region: 'west', origin: 'tur', terms: 'credit_30', priority: 'high' },
  { name: 'مقهى الشام - Café Cham', slug: 'cafecham', category: 'cafe', type: 'cafe', city: 'gen', street: 'Dampoortstraat', number: 25, postcode: '9000 Gent', lat: 51.0582, lng: 3.7405, region: 'west', origin: 'syr', terms: 'cash', priority: 'low' },
];

const FIRST_NAMES: Record<Origin, string[]> = {
  syr: ['محمد', 'أحمد', 'عبد الرحمن', 'بشار', 'حسان', 'مصطفى', 'وسيم', 'جمال', 'باسل', 'عماد'],
  leb: ['جورج', 'إيلي', 'حسن', 'علي', 'شادي', 'طوني', 'زياد', 'ربيع'],
  pal: ['إبراهيم', 'يوسف', 'محمود', 'سامي', 'نضال', 'جهاد'],
  mar: ['رشيد', 'عبد الله', 'يونس', 'حميد', 'كريم', 'سعيد', 'نور الدين', 'إدريس'],
  tur: ['محمد', 'مراد', 'أمين', 'حسين', 'كمال', 'أوزان'],
  bel: ['Jan', 'Pieter', 'Luc', 'Marc', 'Sofie', 'An'],
};
const LAST_NAMES: Record<Origin, string[]> = {
  syr: ['الحلبي', 'الدمشقي', 'القباني', 'العطار', 'الأتاسي', 'الخياط', 'السمان', 'الحمصي', 'الإدلبي'],
  leb: ['حداد', 'خوري', 'شمعون', 'عون', 'فرنجية', 'حمادة', 'بيضون'],
  pal: ['الخليلي', 'النابلسي', 'المقدسي', 'البرغوثي', 'عودة'],
  mar: ['الإدريسي', 'بنعلي', 'العلوي', 'التازي', 'الفاسي', 'بنجلون', 'الريفي'],
  tur: ['يلماز', 'أوزتورك', 'شاهين', 'دمير', 'قايا', 'أيدن'],
  bel: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Willems', 'Claes'],
};
const CONTACT_FIRST = [
  'سارة',
  'مريم',
  'نادية',
  'ليلى',
  'أمينة',
  'خديجة',
  'رشا',
  'كريم',
  'سليم',
  'أنور',
  'رامي',
  'هشام',
];

const OPENING_HOURS = [
  'الإثنين - السبت: 07:00 - 20:00',
  'يومياً: 08:00 - 22:00',
  'يومياً: 07:00 - 23:00 (الجمعة من 14:00)',
  'الثلاثاء - الأحد: 10:00 - 22:00',
  'الإثنين - الجمعة: 06:30 - 19:00، السبت: 08:00 - 18:00',
];
const DELIVERY_NOTES = [
  'التسليم من الباب الخلفي',
  'الاتصال قبل الوصول بعشر دقائق',
  'موقف التحميل أمام المتجر ممنوع بعد الساعة 9',
  'تسليم الخبز قبل فتح المتجر',
  'المدخل من الشارع الجانبي',
];
const STORE_NOTES = [
  'زبون دائم منذ افتتاح المخبز',
  'يطلب كميات إضافية في رمضان والأعياد',
  'يفضل الدفع نقداً عند الاستلام',
  'يحتاج فاتورة رسمية مع كل طلبية',
  'صاحب المتجر يتحدث الهولندية والعربية',
];

const ORDER_NOTES = [
  'يرجى التسليم قبل الساعة 8 صباحاً',
  'الاتصال بصاحب المتجر عند الوصول',
  'طلبية إضافية لنهاية الأسبوع',
  'الخبز يجب أن يكون طازجاً من فرن الصباح',
  'زبون دائم - التحقق من الفاتورة السابقة',
  'طلبية لمناسبة عائلية',
  'Livraison par l’entrée arrière',
];
const SPECIAL_INSTRUCTIONS = [
  'عدم تكديس صناديق الكعك فوق بعضها',
  'التسليم للعامل المسؤول فقط',
  'وضع الفاتورة داخل الصندوق الأول',
  'تغليف الحلويات بشكل منفصل',
];
const GIFT_REASONS = [
  'هدية للزبون الدائم',
  'تعويض عن نقص في الطلبية السابقة',
  'عرض ترويجي لمنتج جديد',
  'بمناسبة افتتاح الفرع',
  'هدية بمناسبة الأعياد',
];
const ITEM_NOTES = ['مقطّع شرائح', 'بدون سمسم', 'تغليف فردي', 'نصف الكمية محمصة'];

// ---------------------------------------------------------------------------------------------------------
// The generator

export function generateDemo(options: GenerateDemoOptions = {}): DemoData {
  const seed = Math.trunc(options.seed ?? DEFAULT_DEMO_SEED);
  const orderCount = Math.max(0, Math.trunc(options.orders ?? DEFAULT_DEMO_ORDERS));
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const ref = parseDay(referenceDate);
  const rng = new Rng(seed);

  // ---- categories
  const product_categories: DemoProductCategory[] = CATEGORIES.map(([code, name, description], i) => ({
    id: i + 1,
    code,
    name,
    description,
    sort_order: i + 1,
  }));

  // ---- users
  const users: DemoUser[] = STAFF.map((s, i) => {
    const id = i + 1;
    const hired = ref - s.hiredDaysAgo;
    const createdAt = at(hired - rng.int(1, 10), rng.int(8, 15), rng.int(0, 59));
    const lastLogin =
      s.lastLoginDaysAgo === null
        ? null
        : at(
            ref - s.lastLoginDaysAgo,
            rng.int(s.lastLoginDaysAgo === 0 ? 5 : 6, s.lastLoginDaysAgo === 0 ? 6 : 17),
            rng.int(0, 59),
          );
    const loc = s.location ?? null;
    return {
      id,
      username: s.username,
      email: `${s.username}@bakery.be`,
      password: DEMO_PASSWORD,
      full_name: s.full_name,
      phone: mobileE164(rng),
      address: s.address,
      role: s.role,
      status: s.status,
      salary_eur: eur(s.salary),
      hired_date: dateOf(hired),
      work_status: s.work,
      license_number: s.role === 'distributor' ? rng.digits(10) : null,
      employee_id: `EMP-${String(id).padStart(4, '0')}`,
      nationality: s.nationality,
      date_of_birth: s.dob,
      education_level: s.education,
      languages: s.languages,
      emergency_contact_name: s.emergency[0],
      emergency_contact_phone: mobileE164(rng),
      emergency_contact_relation: s.emergency[1],
      notes: s.notes,
      latitude: loc ? round6(loc[0] + (rng.next() - 0.5) * 0.004) : null,
      longitude: loc ? round6(loc[1] + (rng.next() - 0.5) * 0.004) : null,
      location_updated_at: loc ? iso(lastLogin ?? at(ref - 30, 9)) : null,
      performance_rating: s.rating,
      permissions: s.permissions,
      last_login: lastLogin === null ? null : iso(lastLogin),
      created_at: iso(createdAt),
    };
  });

  // ---- stores (scaled for big data sets)
  const storeCount =
    options.stores !== undefined
      ? Math.max(STORES.length, Math.trunc(options.stores))
      : orderCount > DEFAULT_DEMO_ORDERS
        ? Math.max(STORES.length, Math.ceil(orderCount / 250))
        : STORES.length;
  const stores: DemoStore[] = [];
  const storeCity: City[] = [];
  const taxNumbers = new Set<string>();
  for (let i = 0; i < storeCount; i++) {
    const id = i + 1;
    const base = STORES[i % STORES.length];
    const copy = Math.floor(i / STORES.length); // 0 for the hand-written stores
    const city = CITY_INFO[base.city];
    const number = copy === 0 ? base.number : rng.int(1, 400);
    const postcode = base.postcode;
    const address = `${base.street} ${number}, ${postcode}`;
    const lat = copy === 0 ? base.lat : base.lat + (rng.next() - 0.5) * 0.012;
    const lng = copy === 0 ? base.lng : base.lng + (rng.next() - 0.5) * 0.018;
    const status: StoreStatus =
      copy === 0
        ? (base.status ?? 'active')
        : rng.weighted<StoreStatus>([
            ['active', 90],
            ['inactive', 5],
            ['suspended', 2],
            ['pending', 3],
          ]);
    const origin = base.origin;
    const owner = `${rng.pick(FIRST_NAMES[origin])} ${rng.pick(LAST_NAMES[origin])}`;
    const contact = rng.chance(0.5) ? owner : `${rng.pick(CONTACT_FIRST)} ${rng.pick(LAST_NAMES[origin])}`;
    let tax: string;
    do {
      tax = `BE0${rng.int(200, 999)}.${rng.digits(3)}.${rng.digits(3)}`;
    } while (taxNumbers.has(tax));
    taxNumbers.add(tax);
    const credit = base.terms !== 'cash';
    const paymentMethod: StorePaymentMethod = credit
      ? rng.weighted<StorePaymentMethod>([
          ['bank', 70],
          ['mixed', 30],
        ])
      : rng.weighted<StorePaymentMethod>([
          ['cash', 80],
          ['mixed', 20],
        ]);
    const suffix = copy === 0 ? '' : ` ${copy + 1}`;
    const slug = copy === 0 ? base.slug : `${base.slug}${copy + 1}`;
    const createdAt = at(ref - rng.int(90, 1400), rng.int(8, 16), rng.int(0, 59));
    stores.push({
      id,
      name: `${base.name}${suffix}`,
      owner_name: owner,
      contact_person: contact,
      // E.164 as the shop schema stores it (issue 23), like the employees' phones.
      phone: (rng.chance(0.6) ? landline(rng, city.zone) : mobile(rng)).replace(/\s+/g, ''),
      email: rng.chance(0.75) ? (rng.chance(0.5) ? `info@${slug}.be` : `${slug}@gmail.com`) : null,
      address,
      formatted_address: `${address}, ${city.country}`,
      region: base.region,
      category: base.category,
      store_type: base.type,
      status,
      ...demoShopInvoicing(tax, address, id - 1),
      business_license: rng.chance(0.6) ? `RPM ${tax.slice(2)}` : null,
      payment_method: paymentMethod,
      payment_terms: base.terms,
      credit_limit_eur: credit ? eur(rng.int(5, 50) * 10000) : 0,
      current_balance_eur: 0, // filled from the orders below
      discount_rate: base.type === 'wholesale' ? 5 : rng.chance(0.15) ? 2.5 : 0,
      opening_hours: rng.pick(OPENING_HOURS),
      delivery_notes: rng.chance(0.5) ? rng.pick(DELIVERY_NOTES) : null,
      special_instructions: base.category === 'hotel' ? 'تسليم قسم المطبخ عبر مدخل الخدمة' : null,
      priority: base.priority,
      notes: copy === 0 && base.note ? base.note : rng.chance(0.4) ? rng.pick(STORE_NOTES) : null,
      latitude: round6(lat),
      longitude: round6(lng),
      display_order: id,
      performance_rating: rng.int(25, 50) / 10,
      created_by: rng.chance(0.6) ? ADMIN_ID : MANAGER_ID,
      created_at: iso(createdAt),
      updated_at: iso(createdAt + rng.int(0, 60) * DAY_MS),
    });
    storeCity.push(base.city);
  }

  // ---- products
  const stockLevels = PRODUCTS.map((p) => {
    if (p.stock === 'low') return rng.int(1, Math.max(1, p.min));
    if (p.stock === 'out') return 0;
    return p.stock;
  });
  const products: DemoProduct[] = PRODUCTS.map((p, i) => {
    const id = i + 1;
    const cost = Math.round(p.price * p.costPct);
    const createdAt = at(ref - rng.int(120, 700), rng.int(8, 16), rng.int(0, 59));
    const production = p.shelf !== null ? ref - rng.int(0, Math.min(2, p.shelf - 1)) : null;
    return {
      id,
      name: p.name,
      description: p.description,
      category: p.category,
      unit: p.unit,
      barcode: ean13(`5412345${String(10000 + id * 37).padStart(5, '0')}`),
      is_featured: p.featured ?? false,
      status: p.inactive ? 'inactive' : 'active',
      price_eur: eur(p.price),
      price_syp: Math.round((p.price * EXCHANGE_RATE) / 100),
      cost_eur: eur(cost),
      cost_syp: Math.round((cost * EXCHANGE_RATE) / 100),
      stock_quantity: stockLevels[i],
      minimum_stock: Math.max(5, p.min),
      weight_grams: p.weight,
      shelf_life_days: p.shelf,
      units_per_crate: p.crate ?? null,
      production_date: production === null ? null : dateOf(production),
      expiry_date: production === null || p.shelf === null ? null : dateOf(production + p.shelf),
      storage_conditions: p.storage,
      supplier_info:
        p.category === 'drink' || p.category === 'snack'
          ? {
              name: rng.pick(['Damas Food BVBA', 'Orient Import NV', 'Anatolia Foods SRL']),
              contact: landline(rng, '3'),
              notes: 'توريد أسبوعي كل يوم إثنين',
            }
          : null,
      nutritional_info:
        p.category === 'bread'
          ? {
              description: 'القيم لكل 100 غرام',
              calories: rng.int(240, 280),
              protein: rng.int(8, 11),
              carbs: rng.int(48, 56),
              fat: rng.int(1, 4),
            }
          : null,
      allergen_info: p.allergens
        ? {
            description: `يحتوي على: ${p.allergens.join('، ')}`,
            contains: p.allergens,
            may_contain: p.allergens.includes('مكسرات') ? [] : ['مكسرات'],
          }
        : null,
      image_url: demoImageUrl(id),
      created_by: ADMIN_ID,
      created_at: iso(createdAt),
      updated_at: iso(createdAt + rng.int(1, 100) * DAY_MS),
    };
  });

  // ---- vehicles
  // prettier-ignore
  const vehicleSeeds: {
    type: VehicleType;
    model: string;
    year: number;
    color: string;
    status: VehicleStatus;
    fuel: FuelType;
    gearbox: TransmissionType;
    engine: string;
    capacity: number;
    consumption: number;
    km: number;
    interval: number;
    due?: boolean;
    price: number;
    insurer: string;
    distributor: number | null;
    notes: string | null;
  }[] = [
    { type: 'van', model: 'Renault Master', year: 2021, color: 'أبيض', status: 'active', fuel: 'diesel', gearbox: 'manual', engine: '2.3L', capacity: 1400, consumption: 9.5, km: 118_400, interval: 20_000, price: 3_250_000, insurer: 'AG Insurance', distributor: DISTRIBUTOR_IDS[0], notes: 'مجهزة برفوف للخبز وصناديق حافظة للحرارة' },
    { type: 'van', model: 'Ford Transit', year: 2020, color: 'أبيض', status: 'active', fuel: 'diesel', gearbox: 'manual', engine: '2.0L', capacity: 1200, consumption: 8.9, km: 142_750, interval: 20_000, price: 2_980_000, insurer: 'Ethias', distributor: DISTRIBUTOR_IDS[1], notes: null },
    { type: 'van', model: 'Mercedes Sprinter', year: 2022, color: 'فضي', status: 'active', fuel: 'diesel', gearbox: 'automatic', engine: '2.1L', capacity: 1500, consumption: 9.8, km: 76_300, interval: 25_000, price: 4_190_000, insurer: 'AXA Belgium', distributor: DISTRIBUTOR_IDS[2], notes: 'مزودة بوحدة تبريد للحلويات' },
    { type: 'car', model: 'Volkswagen Caddy', year: 2019, color: 'أزرق', status: 'active', fuel: 'hybrid', gearbox: 'automatic', engine: '1.5L', capacity: 650, consumption: 5.8, km: 98_200, interval: 15_000, price: 2_450_000, insurer: 'P&V Assurances', distributor: null, notes: 'مركبة احتياطية للطلبيات الصغيرة والمستعجلة' },
    { type: 'truck', model: 'Iveco Daily 70C', year: 2018, color: 'أبيض', status: 'maintenance', fuel: 'diesel', gearbox: 'manual', engine: '3.0L', capacity: 3500, consumption: 13.5, km: 201_900, interval: 30_000, due: true, price: 5_600_000, insurer: 'Baloise Insurance', distributor: null, notes: 'في الورشة لتغيير الزيت والفلاتر وفحص المكابح' },
    { type: 'motorcycle', model: 'Yamaha NMAX 125', year: 2017, color: 'أسود', status: 'inactive', fuel: 'gasoline', gearbox: 'automatic', engine: '125cc', capacity: 30, consumption: 2.4, km: 41_800, interval: 6_000, price: 320_000, insurer: 'KBC Verzekeringen', distributor: null, notes: 'خارج الخدمة، معروضة للبيع' },
  ];
  const plates = new Set<string>();
  const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const vehicles: DemoVehicle[] = vehicleSeeds.map((v, i) => {
    const id = i + 1;
    let plate: string;
    do {
      plate = `${rng.int(1, 2)}-${LETTERS[rng.int(0, LETTERS.length - 1)]}${LETTERS[rng.int(0, LETTERS.length - 1)]}${LETTERS[rng.int(0, LETTERS.length - 1)]}-${rng.int(100, 999)}`;
    } while (plates.has(plate));
    plates.add(plate);
    const lastKm = v.due ? v.km - v.interval - rng.int(200, 1500) : v.km - rng.int(2000, v.interval - 1000);
    const purchase = ref - rng.int(60, 300) - (yearOf(ref) - v.year) * 365;
    const assignedAt = v.distributor === null ? null : at(ref - rng.int(60, 400), 8, rng.int(0, 59));
    const createdAt = at(purchase + rng.int(0, 5), 10, rng.int(0, 59));
    return {
      id,
      vehicle_type: v.type,
      vehicle_model: v.model,
      vehicle_plate: plate,
      vehicle_year: v.year,
      vehicle_color: v.color,
      status: v.status,
      fuel_type: v.fuel,
      transmission_type: v.gearbox,
      engine_capacity: v.engine,
      carrying_capacity: v.capacity,
      fuel_consumption: v.consumption,
      current_km: v.km,
      next_maintenance_km: lastKm + v.interval,
      last_maintenance_date: dateOf(ref - rng.int(40, 200)),
      last_maintenance_km: lastKm,
      maintenance_interval_km: v.interval,
      insurance_company: v.insurer,
      insurance_expiry_date: dateOf(ref + rng.int(20, 330)),
      registration_date: dateOf(purchase),
      registration_expiry_date: dateOf(ref + rng.int(100, 700)),
      purchase_date: dateOf(purchase),
      purchase_price_eur: eur(v.price),
      // Entered in EUR: the SYP column stays empty (see purchase_currency).
      purchase_price_syp: null,
      purchase_currency: 'EUR',
      is_company_owned: true,
      notes: v.notes,
      assigned_distributor_id: v.distributor,
      assigned_at: assignedAt === null ? null : iso(assignedAt),
      assigned_by: v.distributor === null ? null : ADMIN_ID,
      created_at: iso(createdAt),
      updated_at: iso(Math.max(createdAt, assignedAt ?? 0, at(ref - rng.int(1, 20), 12))),
    };
  });

  // ---- orders, items, payments
  const activeProducts = products.map((p, i) => ({ p, seed: PRODUCTS[i] })).filter((x) => x.p.status === 'active');
  const productSampler = new Sampler(
    activeProducts,
    activeProducts.map((x) => x.seed.popularity),
  );
  const storeWeight = (s: DemoStore): number =>
    ({ urgent: 5, high: 3.5, medium: 2, low: 1 })[s.priority] *
    (s.category === 'supermarket' || s.store_type === 'wholesale' ? 1.4 : 1);
  const currentStores = stores.filter((s) => s.status === 'active');
  const formerStores = stores.filter(
    (s) => s.status === 'active' || s.status === 'inactive' || s.status === 'suspended',
  );
  const recentStoreSampler = new Sampler(currentStores, currentStores.map(storeWeight));
  const oldStoreSampler = new Sampler(formerStores, formerStores.map(storeWeight));
  const creatorSampler = new Sampler(
    [ADMIN_ID, MANAGER_ID, MANAGER2_ID, CASHIER_ID, CASHIER3_ID],
    [10, 35, 15, 30, 10],
  );
  const recorderSampler = new Sampler([CASHIER_ID, ACCOUNTANT_ID, ACCOUNTANT2_ID, ADMIN_ID], [45, 30, 15, 10]);
  const creditDays: Record<PaymentTerms, number> = {
    cash: 0,
    credit_7: 7,
    credit_15: 15,
    credit_30: 30,
    credit_60: 60,
    credit_90: 90,
  };

  // Orders per day over ref-60 .. ref (or the history asked), with more in the last three days (orders booked
  // ahead for today and the next days, so the open orders and the delivery schedule are not empty). No
  // weekday pattern: the loader moves the dates by an arbitrary number of days, so it would not survive.
  const firstDay = ref - Math.max(3, Math.trunc(options.historyDays ?? 60));
  const dayWeights: number[] = [];
  for (let d = firstDay; d <= ref; d++) dayWeights.push(d >= ref - 2 ? 3 : 1);
  const daySampler = new Sampler(
    dayWeights.map((_, i) => i),
    dayWeights,
  );
  const perDay = new Array<number>(dayWeights.length).fill(0);
  for (let i = 0; i < orderCount; i++) perDay[daySampler.sample(rng)]++;

  const orders: DemoOrder[] = new Array(orderCount);
  const payments: DemoPayment[] = [];
  const balanceCents = new Array<number>(stores.length + 1).fill(0);
  const sequenceByYear = new Map<number, number>();
  let orderId = 0;
  let itemId = 0;
  let paymentId = 0;
  const chosen: number[] = [];

  for (let dayIndex = 0; dayIndex < perDay.length; dayIndex++) {
    const day = firstDay + dayIndex;
    const count = perDay[dayIndex];
    if (count === 0) continue;
    // Creation times through the working day (05:00-17:00 UTC), sorted so ids follow time. On the reference
    // day everything happens before 08:00 UTC, so a demo loaded during the day shows nothing in the future.
    const today = day === ref;
    const times: number[] = new Array(count);
    for (let k = 0; k < count; k++)
      times[k] = at(day, today ? 4 : 5) + Math.floor(rng.next() * (today ? 150 : 720)) * MINUTE_MS;
    times.sort((a, b) => a - b);
    const year = yearOf(day);

    for (let k = 0; k < count; k++) {
      const id = ++orderId;
      const seq = (sequenceByYear.get(year) ?? 0) + 1;
      sequenceByYear.set(year, seq);
      const createdAt = times[k];
      const age = ref - day; // days since the order was taken
      const store = age > 25 ? oldStoreSampler.sample(rng) : recentStoreSampler.sample(rng);
      const terms = creditDays[store.payment_terms];

      const deliveryOffset = rng.weighted<number>([
        [0, 20],
        [1, 50],
        [2, 20],
        [3, 10],
      ]);
      const delivery = Math.min(day + deliveryOffset, ref + 3);

      let status: OrderStatus;
      if (delivery < ref)
        status = rng.weighted<OrderStatus>([
          ['delivered', 92],
          ['cancelled', 7],
          ['in_progress', 1],
        ]);
      else if (delivery === ref)
        status = rng.weighted<OrderStatus>([
          ['delivered', 35],
          ['in_progress', 40],
          ['confirmed', 15],
          ['draft', 6],
          ['cancelled', 4],
        ]);
      else
        status = rng.weighted<OrderStatus>([
          ['confirmed', 60],
          ['draft', 30],
          ['in_progress', 5],
          ['cancelled', 5],
        ]);

      // Items
      const itemCount = rng.weighted<number>([
        [1, 12],
        [2, 22],
        [3, 24],
        [4, 20],
        [5, 13],
        [6, 9],
      ]);
      chosen.length = 0;
      const items: DemoOrderItem[] = new Array(itemCount);
      let totalCents = 0;
      let discountCents = 0;
      for (let j = 0; j < itemCount; j++) {
        let pick = productSampler.sample(rng);
        let guard = 0;
        while (chosen.includes(pick.p.id) && guard++ < 20) pick = productSampler.sample(rng);
        if (chosen.includes(pick.p.id)) {
          // Fall back to the first product not on the order yet.
          pick = activeProducts.find((x) => !chosen.includes(x.p.id)) ?? pick;
        }
        chosen.push(pick.p.id);
        const [qMin, qMax] = pick.seed.qty;
        const quantity = Math.max(1, Math.min(60, qMin + Math.floor(rng.next() * rng.next() * (qMax - qMin + 1))));
        const unitCents = pick.seed.price;
        const grossCents = quantity * unitCents;
        const discount = rng.chance(0.08) ? Math.round((grossCents * rng.pick([5, 10])) / 100) : 0;
        const gift = rng.chance(0.05) ? rng.int(1, 3) : 0;
        totalCents += grossCents;
        discountCents += discount;
        items[j] = {
          id: ++itemId,
          product_id: pick.p.id,
          product_name: pick.p.name,
          unit: pick.p.unit,
          quantity,
          unit_price_eur: eur(unitCents),
          discount_amount: eur(discount),
          gift_quantity: gift,
          gift_reason: gift > 0 ? rng.pick(GIFT_REASONS) : null,
          notes: rng.chance(0.03) ? rng.pick(ITEM_NOTES) : null,
          line_total_eur: eur(grossCents - discount),
        };
      }
      const finalCents = totalCents - discountCents;

      // Life-cycle timestamps
      let confirmedAt: number | null = null;
      let deliveredAt: number | null = null;
      let cancelledAt: number | null = null;
      if (
        status === 'confirmed' ||
        status === 'in_progress' ||
        status === 'delivered' ||
        (status === 'cancelled' && rng.chance(0.5))
      ) {
        confirmedAt = createdAt + rng.int(5, today ? 30 : 120) * MINUTE_MS;
      }
      if (status === 'delivered') {
        const onRef = delivery === ref;
        deliveredAt = Math.max(
          at(delivery, 6) + rng.int(0, onRef ? 80 : 9 * 60) * MINUTE_MS,
          (confirmedAt ?? createdAt) + (onRef ? 10 : 30) * MINUTE_MS,
        );
      }
      if (status === 'cancelled') {
        const latest = Math.min(delivery, ref);
        const cancelDay = day + rng.int(0, Math.max(0, latest - day));
        cancelledAt = Math.max(
          at(cancelDay, 6) + rng.int(0, cancelDay === ref ? 80 : 10 * 60) * MINUTE_MS,
          (confirmedAt ?? createdAt) + 10 * MINUTE_MS,
        );
      }

      // Payment status
      let paymentStatus: PaymentStatus = 'pending';
      if (status === 'confirmed' || status === 'in_progress') {
        paymentStatus = rng.weighted<PaymentStatus>([
          ['pending', 88],
          ['paid', 8],
          ['partial', 4],
        ]);
      } else if (status === 'delivered') {
        if (terms === 0) {
          paymentStatus =
            ref - delivery > 14
              ? rng.weighted<PaymentStatus>([
                  ['paid', 95],
                  ['partial', 5],
                ])
              : rng.weighted<PaymentStatus>([
                  ['paid', 88],
                  ['partial', 7],
                  ['pending', 5],
                ]);
        } else if (delivery + terms < ref) {
          paymentStatus = rng.weighted<PaymentStatus>([
            ['paid', 76],
            ['partial', 9],
            ['overdue', 15],
          ]);
        } else {
          paymentStatus = rng.weighted<PaymentStatus>([
            ['pending', 58],
            ['paid', 32],
            ['partial', 10],
          ]);
        }
      }

      // Payments
      let paidCents = 0;
      let lastPaymentAt = 0;
      if (paymentStatus === 'paid' || paymentStatus === 'partial') {
        const target =
          paymentStatus === 'paid'
            ? finalCents
            : Math.max(1, Math.min(finalCents - 1, Math.round(finalCents * (0.2 + rng.next() * 0.6))));
        const parts = target >= 2 && rng.chance(paymentStatus === 'paid' ? 0.25 : 0.2) ? 2 : 1;
        const first =
          parts === 2 ? Math.max(1, Math.min(target - 1, Math.round(target * (0.3 + rng.next() * 0.4)))) : target;
        const amounts = parts === 2 ? [first, target - first] : [first];
        // First payment: on delivery (cash terms), within the credit terms, or in advance for open orders.
        let payDay: number;
        let earliest: number;
        if (status === 'delivered') {
          earliest = deliveredAt as number;
          payDay = terms === 0 ? delivery : Math.min(ref, delivery + rng.int(0, terms));
        } else {
          earliest = confirmedAt ?? createdAt;
          payDay = Math.min(ref, day + rng.int(0, 1));
        }
        for (let j = 0; j < amounts.length; j++) {
          if (j === 1) payDay = Math.min(ref, payDay + rng.int(1, 12));
          const onRef = payDay === ref;
          const ts = Math.max(
            at(payDay, 7) + rng.int(0, onRef ? 40 : 10 * 60) * MINUTE_MS,
            earliest + rng.int(2, onRef ? 10 : 30) * MINUTE_MS,
          );
          const payDate = Math.floor(ts / DAY_MS);
          earliest = ts;
          lastPaymentAt = ts;
          let method: PaymentMethod;
          if (store.payment_method === 'cash') method = rng.chance(0.9) ? 'cash' : 'card';
          else if (store.payment_method === 'bank')
            method = rng.weighted<PaymentMethod>([
              ['bank', 80],
              ['cheque', 12],
              ['cash', 8],
            ]);
          else
            method = rng.weighted<PaymentMethod>([
              ['cash', 45],
              ['bank', 35],
              ['card', 15],
              ['cheque', 5],
            ]);
          const cents = amounts[j];
          paidCents += cents;
          payments.push({
            id: ++paymentId,
            order_id: id,
            store_id: store.id,
            amount_eur: eur(cents),
            currency: 'EUR',
            amount: eur(cents),
            method,
            status: 'completed',
            payment_date: dateOf(payDate),
            reference:
              method === 'bank'
                ? `VIR ${rng.digits(3)}/${rng.digits(4)}/${rng.digits(5)}`
                : method === 'cheque'
                  ? `CHQ-${rng.digits(7)}`
                  : null,
            notes: j === 1 ? 'الدفعة الثانية' : paymentStatus === 'partial' ? 'دفعة جزئية' : null,
            recorded_by: recorderSampler.sample(rng),
            created_at: iso(ts),
          });
        }
      }
      if (status === 'delivered') balanceCents[store.id] += finalCents - paidCents;

      // Distributor
      let distributor: number | null;
      if (status === 'draft' && rng.chance(0.6)) distributor = null;
      else if (age > 40 && rng.chance(0.08)) distributor = INACTIVE_DISTRIBUTOR_ID;
      else if (rng.chance(0.85)) distributor = CITY_INFO[storeCity[store.id - 1]].distributor;
      else
        distributor = rng.weighted<number>([
          [DISTRIBUTOR_IDS[0], 50],
          [DISTRIBUTOR_IDS[1], 30],
          [DISTRIBUTOR_IDS[2], 20],
        ]);

      const updatedAt = Math.max(createdAt, confirmedAt ?? 0, deliveredAt ?? 0, cancelledAt ?? 0, lastPaymentAt);
      orders[id - 1] = {
        id,
        order_number: `ORD-${year}-${String(seq).padStart(6, '0')}`,
        store_id: store.id,
        assigned_distributor_id: distributor,
        created_by: creatorSampler.sample(rng),
        status,
        payment_status: paymentStatus,
        order_date: dateOf(day),
        delivery_date: dateOf(delivery),
        currency: 'EUR',
        exchange_rate: EXCHANGE_RATE,
        notes: rng.chance(0.15) ? rng.pick(ORDER_NOTES) : null,
        special_instructions: rng.chance(0.06) ? rng.pick(SPECIAL_INSTRUCTIONS) : null,
        total_amount_eur: eur(totalCents),
        discount_amount_eur: eur(discountCents),
        final_amount_eur: eur(finalCents),
        final_amount_syp: eur(finalCents * EXCHANGE_RATE),
        paid_amount_eur: eur(paidCents),
        version: 1,
        confirmed_at: confirmedAt === null ? null : iso(confirmedAt),
        delivered_at: deliveredAt === null ? null : iso(deliveredAt),
        cancelled_at: cancelledAt === null ? null : iso(cancelledAt),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
        items,
      };
    }
  }
  for (const s of stores) s.current_balance_eur = eur(balanceCents[s.id]);

  // ---- vehicle expenses: the three distributors and their vans over the last 60 days
  const expenseDescriptions: Record<ExpenseType, string[]> = {
    fuel: [
      'تعبئة وقود ديزل',
      'تعبئة خزان الوقود - محطة على الطريق السريع E19',
      'وقود لجولة أنتويرب',
      'تعبئة وقود قبل جولة الصباح',
    ],
    maintenance: ['تغيير زيت المحرك والفلتر', 'فحص دوري للإطارات والمكابح', 'تبديل مساحات الزجاج وتعبئة سائل التبريد'],
    repair: ['إصلاح المرآة الجانبية', 'تبديل بطارية السيارة', 'إصلاح باب التحميل الخلفي', 'تصليح ثقب في الإطار'],
    washing: ['غسيل خارجي وداخلي للمركبة', 'تنظيف صندوق التحميل وتعقيمه'],
    other: [
      'رسوم موقف سيارات في وسط بروكسل',
      'مخالفة وقوف أثناء التسليم',
      'رسوم نفق ليفكنسهوك',
      'شراء صناديق بلاستيكية للخبز',
    ],
  };
  const expenseRanges: Record<ExpenseType, [number, number]> = {
    fuel: [5500, 11500],
    maintenance: [12000, 45000],
    repair: [6000, 65000],
    washing: [1000, 2500],
    other: [500, 4500],
  };
  const vehicle_expenses: DemoVehicleExpense[] = [];
  const expenseDrafts: { day: number; vehicle: DemoVehicle; distributor: number; type: ExpenseType; cents: number }[] =
    [];
  for (let i = 0; i < 60; i++) {
    const vehicle = vehicles[i % 3];
    const type = rng.weighted<ExpenseType>([
      ['fuel', 60],
      ['washing', 13],
      ['maintenance', 7],
      ['repair', 8],
      ['other', 12],
    ]);
    const [lo, hi] = expenseRanges[type];
    expenseDrafts.push({
      day: ref - rng.int(0, 59),
      vehicle,
      distributor: vehicle.assigned_distributor_id as number,
      type,
      cents: rng.int(lo, hi),
    });
  }
  expenseDrafts.sort((a, b) => a.day - b.day || a.vehicle.id - b.vehicle.id);
  const dailyKm = vehicles.map(() => rng.int(110, 150));
  for (const e of expenseDrafts) {
    // Vans run 110-150 km a day; the odometer reading at the time of the expense (rises with the date).
    const km = e.vehicle.current_km - (ref - e.day) * dailyKm[e.vehicle.id - 1] - rng.int(0, 60);
    const createdAt = e.day === ref ? at(e.day, 5, rng.int(0, 59)) : at(e.day, rng.int(6, 17), rng.int(0, 59));
    vehicle_expenses.push({
      id: vehicle_expenses.length + 1,
      vehicle_id: e.vehicle.id,
      distributor_id: e.distributor,
      type: e.type,
      amount: eur(e.cents),
      currency: 'EUR',
      amount_eur: eur(e.cents),
      description: rng.pick(expenseDescriptions[e.type]),
      expense_date: dateOf(e.day),
      km,
      // The pump price of diesel, about 1.85 EUR a litre, without a draw so the rest of the data is unchanged.
      litres: e.type === 'fuel' ? Math.round((e.cents / 185) * 100) / 100 : null,
      recorded_by: e.distributor,
      created_at: iso(createdAt),
    });
  }

  // ---- vehicle assignments: the open period of each van that has a driver, and an earlier period in which
  // the first distributor drove the spare car, ended the hour before they got their van.
  const vehicle_assignments: DemoVehicleAssignment[] = vehicles
    .filter((v) => v.assigned_distributor_id !== null && v.assigned_at !== null)
    .map((v, i) => ({
      id: i + 1,
      vehicle_id: v.id,
      distributor_id: v.assigned_distributor_id as number,
      assigned_at: v.assigned_at as string,
      assigned_by: v.assigned_by,
      unassigned_at: null,
      unassigned_by: null,
    }));
  const firstVan = vehicles[0];
  if (firstVan.assigned_at !== null) {
    const gotVan = Date.parse(firstVan.assigned_at);
    vehicle_assignments.push({
      id: vehicle_assignments.length + 1,
      vehicle_id: vehicles[3].id,
      distributor_id: firstVan.assigned_distributor_id as number,
      assigned_at: iso(gotVan - 120 * DAY_MS),
      assigned_by: ADMIN_ID,
      unassigned_at: iso(gotVan - HOUR_MS),
      unassigned_by: ADMIN_ID,
    });
  }

  // ---- maintenance: each vehicle's last visit, as its last_maintenance_date and _km say (no cost on record).
  const workDone: Record<VehicleType, string> = {
    van: 'تغيير الزيت والفلاتر وفحص المكابح والإطارات',
    car: 'صيانة دورية: زيت وفلتر هواء وفحص البطارية',
    truck: 'تغيير الزيت وفلاتر الوقود وضبط المكابح',
    motorcycle: 'تغيير الزيت وشد السلسلة',
  };
  const vehicle_maintenance: DemoVehicleMaintenance[] = vehicles
    .filter((v) => v.last_maintenance_date !== null && v.last_maintenance_km !== null)
    .map((v, i) => ({
      id: i + 1,
      vehicle_id: v.id,
      maintenance_date: v.last_maintenance_date as string,
      km: v.last_maintenance_km as number,
      work_done: workDone[v.vehicle_type],
      cost_eur: null,
      expense_id: null,
      recorded_by: MANAGER_ID,
      created_at: iso(Date.parse(`${v.last_maintenance_date}T16:00:00Z`)),
    }));

  // ---- notifications
  const lowProducts = products.filter(
    (p) => p.stock_quantity !== null && p.stock_quantity > 0 && p.stock_quantity <= p.minimum_stock,
  );
  const outProducts = products.filter((p) => p.stock_quantity === 0);
  const overdue = orders.filter((o) => o.payment_status === 'overdue');
  const overdueCents = overdue.reduce((sum, o) => sum + Math.round((o.final_amount_eur - o.paid_amount_eur) * 100), 0);
  const newOrder = [...orders]
    .reverse()
    .find((o) => o.assigned_distributor_id === DISTRIBUTOR_IDS[0] && o.status === 'confirmed');
  const newDraft = [...orders].reverse().find((o) => o.status === 'draft');
  const dueVehicle = vehicles.find((v) => v.next_maintenance_km !== null && v.current_km >= v.next_maintenance_km);
  const storeName = (id: number) => stores[id - 1].name;
  const notificationDrafts: Omit<DemoNotification, 'id'>[] = [];
  const note = (n: Omit<DemoNotification, 'id'>) => notificationDrafts.push(n);
  if (lowProducts[0])
    note({
      user_id: null,
      role: 'admin',
      type: 'warning',
      title: 'مخزون منخفض',
      message: `مخزون "${lowProducts[0].name}" منخفض: ${lowProducts[0].stock_quantity} متبقية (الحد الأدنى ${lowProducts[0].minimum_stock})`,
      link: `/products/${lowProducts[0].id}`,
      read_at: null,
      created_at: iso(at(ref, 6, 10)),
    });
  if (lowProducts[1])
    note({
      user_id: MANAGER_ID,
      role: null,
      type: 'warning',
      title: 'مخزون منخفض',
      message: `مخزون "${lowProducts[1].name}" وصل إلى ${lowProducts[1].stock_quantity} فقط، يرجى جدولة الإنتاج`,
      link: `/products/${lowProducts[1].id}`,
      read_at: iso(at(ref - 1, 9, 5)),
      created_at: iso(at(ref - 1, 7, 40)),
    });
  if (outProducts[0])
    note({
      user_id: null,
      role: 'admin',
      type: 'error',
      title: 'نفاد المخزون',
      message: `نفد مخزون "${outProducts[0].name}" بالكامل`,
      link: `/products/${outProducts[0].id}`,
      read_at: null,
      created_at: iso(at(ref, 5, 55)),
    });
  if (overdue.length > 0)
    note({
      user_id: null,
      role: 'accountant',
      type: 'warning',
      title: 'دفعات متأخرة',
      message: `يوجد ${overdue.length} طلبية متأخرة السداد بقيمة إجمالية ${(overdueCents / 100).toFixed(2)} €`,
      link: '/orders?payment_status=overdue',
      read_at: null,
      created_at: iso(at(ref, 7, 0)),
    });
  if (overdue.length > 0)
    note({
      user_id: ADMIN_ID,
      role: null,
      type: 'warning',
      title: 'دفعات متأخرة',
      message: `تجاوز ${overdue.length} طلبية مدة السداد المتفق عليها، أقدمها لمتجر ${storeName(overdue[0].store_id)}`,
      link: '/orders?payment_status=overdue',
      read_at: iso(at(ref - 2, 10, 15)),
      created_at: iso(at(ref - 3, 7, 0)),
    });
  if (newOrder)
    note({
      user_id: DISTRIBUTOR_IDS[0],
      role: null,
      type: 'info',
      title: 'طلب جديد',
      message: `تم تعيين طلبية جديدة لك لمتجر ${storeName(newOrder.store_id)} بقيمة ${newOrder.final_amount_eur.toFixed(2)} €`,
      link: `/orders/${newOrder.id}`,
      read_at: null,
      created_at: newOrder.confirmed_at ?? newOrder.created_at,
    });
  if (newDraft)
    note({
      user_id: null,
      role: 'manager',
      type: 'info',
      title: 'طلب جديد',
      message: `طلبية جديدة بانتظار التأكيد من ${storeName(newDraft.store_id)} بقيمة ${newDraft.final_amount_eur.toFixed(2)} €`,
      link: `/orders/${newDraft.id}`,
      read_at: null,
      created_at: newDraft.created_at,
    });
  if (dueVehicle)
    note({
      user_id: null,
      role: 'admin',
      type: 'warning',
      title: 'صيانة مستحقة',
      message: `المركبة ${dueVehicle.vehicle_model} (${dueVehicle.vehicle_plate}) تجاوزت عداد الصيانة`,
      link: `/vehicles/details/${dueVehicle.id}`,
      read_at: iso(at(ref - 4, 8, 30)),
      created_at: iso(at(ref - 5, 6, 0)),
    });
  note({
    user_id: null,
    role: null,
    type: 'success',
    title: 'تحديث الأسعار',
    message: 'تم تحديث أسعار المعجنات ابتداءً من الأسبوع القادم',
    link: '/products?category=pastry',
    read_at: iso(at(ref - 6, 12, 0)),
    created_at: iso(at(ref - 7, 9, 0)),
  });
  notificationDrafts.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  const notifications: DemoNotification[] = notificationDrafts.map((n, i) => ({ id: i + 1, ...n }));

  return {
    meta: { seed, reference_date: dateOf(ref), generated_by: GENERATED_BY },
    settings: DEMO_BAKERY_SETTINGS,
    product_categories,
    users,
    stores,
    products,
    vehicles,
    orders,
    payments,
    vehicle_expenses,
    vehicle_assignments,
    vehicle_maintenance,
    notifications,
  };
}
