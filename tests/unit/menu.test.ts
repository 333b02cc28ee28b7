import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/domain/enums';
import { breadcrumbsFor } from '../../src/custom/layout/breadcrumbs';
import {
  activeDistributorKey,
  isDistributorArea,
  visibleDistributorLinks,
} from '../../src/custom/layout/distributorMenu';
import {
  activeEntryKey,
  filterMenu,
  MENU,
  normalizeForSearch,
  pathExists,
  visibleMenu,
  type MenuItem,
} from '../../src/custom/layout/menu';
import { roleLabelKey } from '../../src/custom/layout/roleLabel';
import { i18nProvider } from '../../src/providers/i18nProvider';

const ALL_PATHS: ReadonlySet<string> = new Set(MENU.map((entry) => entry.path));
const ONLY_DASHBOARD: ReadonlySet<string> = new Set(['/dashboard']);
const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

/** The menu as keys: plain entries by key, groups as `group:entry,entry`. */
function shape(items: MenuItem[]): string[] {
  return items.map((item) =>
    item.type === 'entry' ? item.entry.key : `${item.group.key}:${item.entries.map((e) => e.key).join(',')}`,
  );
}

const EVERYONE = ['dashboard', 'orders', 'stores', 'products', 'ai-chat', 'profile'];
// Issue 26: analytics are for the roles that read reports (src/domain/access.ts), and the reports group
// opens with the index of every report's headline figures (/reports).
const WITH_ANALYTICS = ['dashboard', 'orders', 'stores', 'products', 'ai-chat', 'analytics', 'profile'];

// Spec 000 "Menu visibility" through the access table: users admin only; vehicles and daily schedule admin
// and manager; the reports group admin, manager, accountant; system settings admin only; vehicle expenses
// distributor only. The general settings page (/settings/general) opens to admins and managers (settings:list).
// Issue 30 adds the production pages to the management group: the bake sheet for admins and managers, the
// packing lists for them and the distributors (their own van).
// Issue 29, in the management group: invoices and credit notes (the money roles), the returns to approve
// (admin, manager) and the bank statements (admin, accountant).
const EXPECTED: Record<Role, string[]> = {
  admin: [
    ...WITH_ANALYTICS,
    'management:users,vehicles,daily-schedule,bake-sheet,pricing,packing-lists,closed-days,invoices,credit-notes,returns,bank-statements',
    'reports:reports-index,reports-daily,reports-monthly,reports-yearly',
    'settings',
    'system-settings',
  ],
  // Issue 27: managers read the general settings (/settings/general), so its entry shows for them too;
  // issue 30: /pricing (the spec's menu path) for those who set prices.
  manager: [
    ...WITH_ANALYTICS,
    'management:vehicles,daily-schedule,bake-sheet,pricing,packing-lists,closed-days,invoices,credit-notes,returns',
    'reports:reports-index,reports-daily,reports-monthly,reports-yearly',
    'settings',
  ],
  distributor: [...EVERYONE, 'management:packing-lists,vehicle-expenses'],
  cashier: [...EVERYONE, 'management:invoices,credit-notes'],
  // A group sits where its first visible entry is: the accountant's first management entry (invoices, 115)
  // comes after the reports group's index (115).
  accountant: [...WITH_ANALYTICS, 'reports:reports-index,reports-daily,reports-monthly,reports-yearly', 'management:invoices,credit-notes,bank-statements'],
};

describe('visibleMenu', () => {
  it('covers the five roles', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES)('shows %s the spec’s entries when every page exists', (role) => {
    expect(shape(visibleMenu(role, ALL_PATHS))).toEqual(EXPECTED[role]);
  });

  it.each(ROLES)(
    'shows %s only the dashboard when only the dashboard exists (groups without entries are hidden)',
    (role) => {
      expect(shape(visibleMenu(role, ONLY_DASHBOARD))).toEqual(['dashboard']);
    },
  );

  it('keeps vehicle expenses out of the admin and manager menus although they may open the page', () => {
    for (const role of ['admin', 'manager'] as const) {
      const keys = visibleMenu(role, ALL_PATHS).flatMap((item) =>
        item.type === 'entry' ? [item.entry.key] : item.entries.map((e) => e.key),
      );
      expect(keys).not.toContain('vehicle-expenses');
    }
  });

  it('shows nothing while the role is unknown', () => {
    expect(visibleMenu(undefined, ALL_PATHS)).toEqual([]);
  });

  it('takes route patterns as existing pages', () => {
    expect(pathExists(new Set(['/orders/:id']), '/orders/12')).toBe(true);
    expect(pathExists(new Set(['/orders/:id']), '/orders')).toBe(false);
    expect(pathExists(new Set(['/orders']), '/orders/')).toBe(true);
  });

  it('gives every entry an Arabic label', () => {
    for (const entry of MENU) expect(t(entry.labelKey)).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('filterMenu', () => {
  const admin = visibleMenu('admin', ALL_PATHS);

  it('keeps everything for an empty search', () => {
    expect(shape(filterMenu(admin, '  ', t))).toEqual(shape(admin));
  });

  it('keeps the entries whose label matches, inside their group', () => {
    expect(shape(filterMenu(admin, 'الطلبات', t))).toEqual(['orders']);
    expect(shape(filterMenu(admin, 'المركبات', t))).toEqual(['management:vehicles']);
    expect(shape(filterMenu(admin, 'الشهرية', t))).toEqual(['reports:reports-monthly']);
  });

  it('keeps a whole group when its own label matches', () => {
    expect(shape(filterMenu(admin, 'الإدارة', t))).toEqual(['management:users,vehicles,daily-schedule,bake-sheet,pricing,packing-lists,closed-days,invoices,credit-notes,returns,bank-statements']);
  });

  it('ignores hamza and ta marbuta spelling differences', () => {
    expect(normalizeForSearch('الإعدادات')).toBe(normalizeForSearch('الاعدادات'));
    expect(shape(filterMenu(admin, 'الاعدادات', t))).toEqual(['settings']);
    expect(shape(filterMenu(admin, 'اعدادات', t))).toEqual(['settings', 'system-settings']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterMenu(admin, 'زززز', t)).toEqual([]);
  });
});

describe('activeEntryKey', () => {
  const admin = visibleMenu('admin', ALL_PATHS);
  const distributor = visibleMenu('distributor', ALL_PATHS);

  it('highlights the entry of the page and of the pages below it', () => {
    expect(activeEntryKey(admin, '/orders')).toBe('orders');
    expect(activeEntryKey(admin, '/orders/12/edit')).toBe('orders');
    expect(activeEntryKey(admin, '/reports/monthly')).toBe('reports-monthly');
  });

  it('prefers the longest matching path', () => {
    expect(activeEntryKey(distributor, '/vehicles/expenses')).toBe('vehicle-expenses');
    expect(activeEntryKey(admin, '/vehicles/details/3')).toBe('vehicles');
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(activeEntryKey(admin, '/ordersx')).toBeUndefined();
  });
});

describe('breadcrumbsFor', () => {
  const trail = (pathname: string) =>
    breadcrumbsFor(pathname).map((crumb) => t(crumb.labelKey, crumb.id ? { id: crumb.id } : undefined));

  it('shows no trail on the dashboard, on / and on unknown addresses', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
    expect(breadcrumbsFor('/dashboard')).toEqual([]);
    expect(breadcrumbsFor('/no-such-page')).toEqual([]);
  });

  it('reads the section, the record and the action from the address', () => {
    expect(trail('/orders')).toEqual(['لوحة التحكم', 'الطلبات']);
    expect(trail('/orders/create')).toEqual(['لوحة التحكم', 'الطلبات', 'إنشاء']);
    expect(trail('/orders/12')).toEqual(['لوحة التحكم', 'الطلبات', '#12']);
    expect(trail('/orders/12/edit')).toEqual(['لوحة التحكم', 'الطلبات', '#12', 'تعديل']);
    expect(trail('/vehicles/add')).toEqual(['لوحة التحكم', 'المركبات', 'إنشاء']);
    expect(trail('/vehicles/details/7')).toEqual(['لوحة التحكم', 'المركبات', '#7']);
    expect(trail('/vehicles/edit/7')).toEqual(['لوحة التحكم', 'المركبات', 'تعديل', '#7']);
    expect(trail('/products/create-simple')).toEqual(['لوحة التحكم', 'المنتجات', 'إنشاء']);
    expect(trail('/orders/12/unknown')).toEqual(['لوحة التحكم', 'الطلبات', '#12', '#unknown']);
    expect(trail('/vehicles/expenses')).toEqual(['لوحة التحكم', 'المركبات', 'مصروفات المركبات']);
    expect(trail('/scheduling/daily')).toEqual(['لوحة التحكم', 'جدول التوزيع اليومي']);
    expect(trail('/reports/daily')).toEqual(['لوحة التحكم', 'التقارير', 'التقارير اليومية']);
    expect(trail('/settings/general')).toEqual(['لوحة التحكم', 'الإعدادات', 'الإعدادات العامة']);
  });

  it('links each part to its address', () => {
    expect(breadcrumbsFor('/orders/12/edit').map((crumb) => crumb.path)).toEqual([
      '/dashboard',
      '/orders',
      '/orders/12',
      '/orders/12/edit',
    ]);
  });
});

describe('distributor links', () => {
  it('knows the distributor area', () => {
    expect(isDistributorArea('/distributor')).toBe(true);
    expect(isDistributorArea('/distributor/schedule')).toBe(true);
    expect(isDistributorArea('/distributors')).toBe(false);
    expect(isDistributorArea('/dashboard')).toBe(false);
  });

  it('shows a link only when its page exists', () => {
    expect(visibleDistributorLinks(new Set(['/distributor'])).map((link) => link.key)).toEqual(['home']);
    const all = new Set([
      '/distributor',
      '/distributor/schedule',
      '/distributor/create-order',
      '/distributor/expenses',
    ]);
    expect(visibleDistributorLinks(all).map((link) => t(link.labelKey))).toEqual([
      'الرئيسية',
      'جدولي اليومي',
      'إنشاء طلب',
      'مصروفاتي',
    ]);
  });

  it('marks home current on /distributor and on an order opened from it, each other tab on its page', () => {
    const links = visibleDistributorLinks(new Set(['/distributor', '/distributor/schedule']));
    expect(activeDistributorKey(links, '/distributor')).toBe('home');
    expect(activeDistributorKey(links, '/distributor/orders/12')).toBe('home');
    expect(activeDistributorKey(links, '/distributor/schedule')).toBe('schedule');
    expect(activeDistributorKey(links, '/distributor/expenses')).toBeNull();
  });
});

describe('roleLabelKey', () => {
  it('reads each role by its one label, the chips\' own, and an unknown role as a system user', () => {
    expect(t(roleLabelKey('admin'))).toBe('مدير النظام الرئيسي');
    expect(t(roleLabelKey('manager'))).toBe('مدير العمليات');
    expect(t(roleLabelKey('distributor'))).toBe('مسؤول التوزيع');
    expect(t(roleLabelKey('cashier'))).toBe('أمين الصندوق');
    expect(t(roleLabelKey('accountant'))).toBe('محاسب');
    for (const role of ['admin', 'manager', 'distributor', 'cashier', 'accountant']) {
      expect(t(roleLabelKey(role))).toBe(t(`bakery.enums.role.${role}`));
    }
    expect(t(roleLabelKey('auditor'))).toBe('مستخدم النظام');
    expect(t(roleLabelKey(undefined))).toBe('مستخدم النظام');
  });
});
