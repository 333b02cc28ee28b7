import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import * as enumModule from '../../src/domain/enums';
import { ar, enumLabelKey, errors, validation, type EnumMessageName } from '../../src/i18n/ar';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatSyp,
  formatTime,
  formatTimeAgo,
} from '../../src/i18n/format';
import { i18nProvider } from '../../src/providers/i18nProvider';

type Tree = { [key: string]: Tree | string | undefined };

/** Every leaf of a message tree as [dotted path, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (value && typeof value === 'object') return leaves(value, path);
    return [];
  });
}

function lookup(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);
const forms = (text: string) => text.split('||||').map((form) => form.trim());
const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const arTree = ar as Tree;
const english = leaves(englishMessages as Tree);
const arabic = leaves(arTree);

describe('react-admin messages in Arabic', () => {
  it('reads ra-language-english', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it.each(english)('%s exists, is not empty and keeps the English placeholders', (path, englishText) => {
    const text = lookup(arTree, path);
    expect(typeof text).toBe('string');
    expect((text as string).trim()).not.toBe('');
    for (const name of placeholders(englishText)) expect(text as string).toContain(`%{${name}}`);
  });

  it('has no key react-admin does not know under ra (typos would go unnoticed)', () => {
    const known = new Set(english.map(([path]) => path));
    expect(arabic.filter(([path]) => path.startsWith('ra.') && !known.has(path))).toEqual([]);
  });

  it('gives every counted English message the six Arabic forms', () => {
    const counted = english.filter(([, text]) => text.includes('%{smart_count}')).map(([path]) => path);
    expect(counted).toEqual(
      expect.arrayContaining([
        'ra.action.bulk_actions',
        'ra.message.bulk_delete_content',
        'ra.message.bulk_delete_title',
        'ra.notification.updated',
        'ra.notification.deleted',
      ]),
    );
    for (const path of counted) expect(forms(lookup(arTree, path) as string), path).toHaveLength(6);
  });
});

describe('plural forms', () => {
  it('every counted message has exactly six non-empty forms', () => {
    const counted = arabic.filter(([, text]) => text.includes('%{smart_count}') || text.includes('||||'));
    expect(counted.length).toBeGreaterThan(20);
    for (const [path, text] of counted) {
      const split = forms(text);
      expect(split, path).toHaveLength(6);
      for (const form of split) expect(form, path).not.toBe('');
    }
  });

  it('names the counted messages the dashboard and the time labels need', () => {
    for (const path of [
      'bakery.dashboard.pending_count',
      'bakery.time.minutes_ago',
      'bakery.time.hours_ago',
      'bakery.time.days_ago',
    ]) {
      expect(forms(lookup(arTree, path) as string), path).toHaveLength(6);
    }
    expect(t('bakery.time.now')).toBe('الآن');
  });

  // node-polyglot's pluralTypes.arabic: n < 3 -> n; n % 100 in 3..10 -> 3; n % 100 >= 11 -> 4; else 5.
  // 0 really picks the zero form (index 0), and 100-102 fall back to "other" because n % 100 < 3.
  it.each([
    [0, 'لا توجد طلبات قيد الانتظار'],
    [1, 'طلب واحد قيد الانتظار'],
    [2, 'طلبان قيد الانتظار'],
    [3, '3 طلبات قيد الانتظار'],
    [10, '10 طلبات قيد الانتظار'],
    [11, '11 طلباً قيد الانتظار'],
    [99, '99 طلباً قيد الانتظار'],
    [100, '100 طلب قيد الانتظار'],
    [101, '101 طلب قيد الانتظار'],
    [102, '102 طلب قيد الانتظار'],
    [103, '103 طلبات قيد الانتظار'],
    [111, '111 طلباً قيد الانتظار'],
  ])('pending_count with smart_count %i reads %s', (count, expected) => {
    expect(t('bakery.dashboard.pending_count', { smart_count: count })).toBe(expected);
  });

  it('uses the Arabic locale', () => {
    expect(i18nProvider.getLocale()).toBe('ar');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'ar', name: 'العربية' }]);
  });

  it('counts react-admin notifications in Arabic', () => {
    expect(t('ra.notification.deleted', { smart_count: 1 })).toBe('تم حذف العنصر');
    expect(t('ra.notification.deleted', { smart_count: 2 })).toBe('تم حذف عنصرين');
    expect(t('ra.notification.updated', { smart_count: 7 })).toBe('تم تحديث 7 عناصر');
    expect(t('ra.action.bulk_actions', { smart_count: 25 })).toBe('تم تحديد 25 عنصراً');
    expect(t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('1-25 من 120');
  });

  it('reads time-ago labels', () => {
    expect(t('bakery.time.minutes_ago', { smart_count: 2 })).toBe('منذ دقيقتين');
    expect(t('bakery.time.hours_ago', { smart_count: 5 })).toBe('منذ 5 ساعات');
    expect(t('bakery.time.days_ago', { smart_count: 1 })).toBe('منذ يوم');
  });
});

describe('resources', () => {
  const menuTitles: Record<string, string> = {
    orders: 'الطلبات',
    stores: 'المتاجر',
    products: 'المنتجات',
    categories: 'الفئات',
    users: 'الموظفون',
    vehicles: 'المركبات',
    expenses: 'مصروفات المركبات',
    payments: 'المدفوعات',
    notifications: 'الإشعارات',
    logs: 'سجل التدقيق',
  };

  it('shows the plural title for smart_count 2, as menus and list titles ask', () => {
    expect(t('resources.orders.name', { smart_count: 2 })).toBe('الطلبات');
    for (const [resource, title] of Object.entries(menuTitles)) {
      expect(t(`resources.${resource}.name`, { smart_count: 2 })).toBe(title);
    }
  });

  it('names one record in the singular', () => {
    expect(t('resources.orders.name', { smart_count: 1 })).toBe('طلب');
    expect(t('resources.stores.name', { smart_count: 1 })).toBe('متجر');
    expect(t('resources.users.name', { smart_count: 1 })).toBe('موظف');
  });

  it('makes the bulk dialogs read as Arabic counted nouns', () => {
    const title = (count: number) =>
      t('ra.message.bulk_delete_title', {
        smart_count: count,
        name: t('resources.orders.name', { smart_count: count }),
      });
    expect(title(1)).toBe('حذف طلب');
    expect(title(2)).toBe('حذف عنصرين من الطلبات');
    expect(title(5)).toBe('حذف 5 طلبات');
    expect(title(15)).toBe('حذف 15 طلباً');
    expect(title(100)).toBe('حذف 100 طلب');
    expect(t('ra.page.empty', { name: t('resources.users.name', { smart_count: 0 }) })).toBe(
      'لم تتم إضافة أي موظفين بعد.',
    );
  });

  it('labels the fields the API sends', () => {
    expect(t('resources.orders.fields.order_number')).toBe('رقم الطلب');
    expect(t('resources.orders.fields.store_id')).toBe('المتجر');
    expect(t('resources.orders.fields.final_amount_eur')).toBe('المبلغ الإجمالي (يورو)');
    expect(t('resources.orders.fields.payment_status')).toBe('حالة الدفع');
    for (const resource of Object.keys(menuTitles)) {
      expect(t(`resources.${resource}.fields.status`)).toBe('الحالة');
      expect(t(`resources.${resource}.fields.created_at`)).toBe('تاريخ الإنشاء');
    }
  });
});

describe('bakery messages', () => {
  // Export name in src/domain/enums.ts -> name under bakery.enums.
  const ENUM_NAMES: Record<string, EnumMessageName> = {
    ROLES: 'role',
    USER_STATUSES: 'user_status',
    WORK_STATUSES: 'work_status',
    ORDER_STATUSES: 'order_status',
    PAYMENT_STATUSES: 'payment_status',
    PAYMENT_METHODS: 'payment_method',
    SETTLEMENT_METHODS: 'payment_method',
    CURRENCIES: 'currency',
    STORE_STATUSES: 'store_status',
    STORE_CATEGORIES: 'store_category',
    STORE_TYPES: 'store_type',
    REGIONS: 'region',
    STORE_PAYMENT_METHODS: 'store_payment_method',
    PAYMENT_TERMS: 'payment_terms',
    PRIORITIES: 'priority',
    PRODUCT_STATUSES: 'product_status',
    PRODUCT_CATEGORIES: 'product_category',
    PRODUCT_UNITS: 'product_unit',
    VEHICLE_TYPES: 'vehicle_type',
    VEHICLE_STATUSES: 'vehicle_status',
    FUEL_TYPES: 'fuel_type',
    TRANSMISSION_TYPES: 'transmission_type',
    EXPENSE_TYPES: 'expense_type',
    THEMES: 'theme',
    LANGUAGES: 'language',
    TIMEZONES: 'timezone',
    DATE_FORMATS: 'date_format',
    TIME_FORMATS: 'time_format',
    SETTINGS_CURRENCIES: 'settings_currency',
  };
  const enumLists = Object.entries(enumModule as Record<string, unknown>).filter(
    (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
  );

  it('knows every enum of src/domain/enums.ts', () => {
    expect(enumLists.length).toBeGreaterThan(20);
    expect(enumLists.map(([name]) => name).filter((name) => !(name in ENUM_NAMES))).toEqual([]);
  });

  it('labels every enum value in Arabic', () => {
    const enumTree = lookup(arTree, 'bakery.enums') as Record<string, Record<string, string>>;
    const missing: string[] = [];
    for (const [exportName, values] of enumLists) {
      const group = enumTree[ENUM_NAMES[exportName]!] ?? {};
      for (const value of values) {
        const label = group[value];
        if (typeof label !== 'string' || !/[\u0600-\u06FF]/.test(label)) missing.push(`${exportName}.${value}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads enum labels through translate', () => {
    expect(t(enumLabelKey('order_status', 'in_progress'))).toBe('قيد التوزيع');
    expect(t(enumLabelKey('payment_status', 'partial'))).toBe('مدفوع جزئياً');
    expect(t(enumLabelKey('role', 'cashier'))).toBe('أمين الصندوق');
    expect(t(enumLabelKey('region', 'north'))).toBe('الشمال');
    expect(t(enumLabelKey('product_unit', 'kg'))).toBe('كيلوغرام');
    expect(t(enumLabelKey('expense_type', 'washing'))).toBe('غسيل');
  });

  it('uses the spec and server texts verbatim', () => {
    expect(t('bakery.login.identifier_required')).toBe(validation.loginIdentifierRequired);
    expect(t('bakery.login.password_required')).toBe(validation.loginPasswordRequired);
    expect(t('bakery.login.locked', { time: '04:59' })).toBe('الحساب مقفل مؤقتاً، يرجى الانتظار 04:59');
    expect(t('bakery.login.errors.401')).toBe(errors.invalidLogin);
    expect(t('bakery.layout.offline_banner')).toBe('لا يوجد اتصال بالإنترنت');
    expect(t('bakery.layout.error.title')).toBe('عذراً، حدث خطأ');
    expect(t('bakery.layout.error.copied')).toBe('تم نسخ تقرير الخطأ إلى الحافظة');
    expect(t('bakery.layout.session_countdown', { time: '14:00' })).toBe('تنتهي الجلسة خلال 14:00');
    expect(t('bakery.chat.message_too_long', { max: 1000 })).toBe('الرسالة طويلة جداً. الحد الأقصى 1000 حرف');
    expect(t('bakery.errors.accountLocked', { time: '01:30' })).toBe('الحساب مقفل مؤقتاً، يرجى الانتظار 01:30');
  });

  it('has only non-empty texts', () => {
    expect(arabic.filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });
});

describe('formatting', () => {
  const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

  it('formats euros in Arabic with Latin digits', () => {
    const money = formatMoney(1234.5);
    // Intl's own output for 'ar-u-nu-latn': a right-to-left mark, the amount, a no-break space, '€'.
    expect(money).toBe('\u200F1,234.50\u00A0€');
    expect(money).toContain('1,234.50');
    expect(money).toContain('€');
    expect(money).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('formats Syrian pounds and plain numbers with Latin digits', () => {
    expect(formatSyp(1234567)).toBe('\u200F1,234,567\u00A0ل.س.\u200F');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatSyp(1234567) + formatNumber(98765)).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(formatMoney(null)).toBe('—');
  });

  it('formats dates as DD/MM/YYYY', () => {
    expect(formatDate(new Date('2026-03-07T10:00:00Z'))).toBe('07/03/2026');
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDateTime(new Date('2026-03-07T10:00:00Z'))).toBe('07/03/2026 11:00');
    expect(formatTime(new Date('2026-03-07T13:05:00Z'), { hour12: true })).toBe('02:05 م');
  });

  it('formats time ago with the Arabic plural forms', () => {
    const now = new Date('2026-03-07T10:00:00Z');
    const ago = (minutes: number) => formatTimeAgo(new Date(now.getTime() - minutes * 60_000), now);
    expect(ago(0.5)).toBe('الآن');
    expect(ago(2)).toBe('منذ دقيقتين');
    expect(ago(15)).toBe('منذ 15 دقيقة');
    expect(ago(180)).toBe('منذ 3 ساعات');
    expect(ago(3 * 24 * 60)).toBe('منذ 3 أيام');
    expect(ago(10 * 24 * 60)).toBe('25/02/2026');
  });
});
