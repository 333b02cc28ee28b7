import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import type SvgIcon from '@mui/material/SvgIcon';
import { canOpen } from '../../domain/access';
import type { Role } from '../../domain/enums';

// The main sidebar's menu as data (spec 000 section 2, "Main layout"). Who sees an entry is the access
// table's answer for its path (canOpen), narrowed by the menu-only rule below; an entry also needs its
// page to exist, so a screen that is not built yet never shows up as a dead link.

/** An @mui/icons-material icon. */
export type MenuIcon = typeof SvgIcon;

export type MenuGroupKey = 'management' | 'reports';

export interface MenuEntry {
  key: string;
  path: string;
  /** A bakery.menu.* message. */
  labelKey: string;
  icon: MenuIcon;
  group?: MenuGroupKey;
}

export interface MenuGroup {
  key: MenuGroupKey;
  labelKey: string;
  icon: MenuIcon;
}

export const MENU_GROUPS: Readonly<Record<MenuGroupKey, MenuGroup>> = {
  management: { key: 'management', labelKey: 'bakery.menu.management', icon: BusinessCenterIcon },
  reports: { key: 'reports', labelKey: 'bakery.menu.reports', icon: AssessmentIcon },
};

export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', path: '/dashboard', labelKey: 'bakery.menu.dashboard', icon: DashboardIcon },
  { key: 'orders', path: '/orders', labelKey: 'bakery.menu.orders', icon: ShoppingCartIcon },
  { key: 'stores', path: '/stores', labelKey: 'bakery.menu.stores', icon: StorefrontIcon },
  { key: 'products', path: '/products', labelKey: 'bakery.menu.products', icon: Inventory2Icon },
  { key: 'ai-chat', path: '/ai-chat', labelKey: 'bakery.menu.ai_chat', icon: SmartToyIcon },
  { key: 'analytics', path: '/analytics', labelKey: 'bakery.menu.analytics', icon: AnalyticsIcon },
  { key: 'profile', path: '/profile', labelKey: 'bakery.menu.profile', icon: PersonIcon },
  { key: 'users', path: '/users', labelKey: 'bakery.menu.users', icon: PeopleIcon, group: 'management' },
  {
    key: 'vehicles',
    path: '/vehicles',
    labelKey: 'bakery.menu.vehicles',
    icon: LocalShippingIcon,
    group: 'management',
  },
  {
    key: 'daily-schedule',
    path: '/scheduling/daily',
    labelKey: 'bakery.menu.schedule',
    icon: EventNoteIcon,
    group: 'management',
  },
  {
    key: 'vehicle-expenses',
    path: '/vehicles/expenses',
    labelKey: 'bakery.menu.vehicle_expenses',
    icon: ReceiptLongIcon,
    group: 'management',
  },
  {
    key: 'reports-daily',
    path: '/reports/daily',
    labelKey: 'bakery.menu.daily_reports',
    icon: TodayIcon,
    group: 'reports',
  },
  {
    key: 'reports-monthly',
    path: '/reports/monthly',
    labelKey: 'bakery.menu.monthly_reports',
    icon: CalendarMonthIcon,
    group: 'reports',
  },
  {
    key: 'reports-yearly',
    path: '/reports/yearly',
    labelKey: 'bakery.menu.yearly_reports',
    icon: DateRangeIcon,
    group: 'reports',
  },
  { key: 'settings', path: '/settings/general', labelKey: 'bakery.menu.settings', icon: SettingsIcon },
  {
    key: 'system-settings',
    path: '/settings/system',
    labelKey: 'bakery.menu.system_settings',
    icon: AdminPanelSettingsIcon,
  },
];

/**
 * Entries the menu shows to fewer roles than the route table lets in. Spec: vehicle expenses is in the
 * distributor's menu only, although admins and managers may still open the page by its address.
 */
export const MENU_ONLY_ROLES: Readonly<Record<string, readonly Role[]>> = {
  'vehicle-expenses': ['distributor'],
};

/** Whether a path is one of the existing pages; patterns such as /orders/:id match any value. */
export function pathExists(existingPaths: ReadonlySet<string>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (existingPaths.has(path)) return true;
  const got = path.split('/');
  for (const pattern of existingPaths) {
    if (!pattern.includes(':')) continue;
    const want = pattern.split('/');
    if (want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])) return true;
  }
  return false;
}

export function entryVisible(
  entry: MenuEntry,
  role: Role | undefined | null,
  existingPaths: ReadonlySet<string>,
): boolean {
  if (!role || !canOpen(role, entry.path)) return false;
  const only = MENU_ONLY_ROLES[entry.key];
  if (only && !only.includes(role)) return false;
  return pathExists(existingPaths, entry.path);
}

export type MenuItem = { type: 'entry'; entry: MenuEntry } | { type: 'group'; group: MenuGroup; entries: MenuEntry[] };

/** What the sidebar shows to a role, in menu order; a group sits where its first entry is and needs one visible entry. */
export function visibleMenu(role: Role | undefined | null, existingPaths: ReadonlySet<string>): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroupKey, MenuEntry[]>();
  for (const entry of MENU) {
    if (!entryVisible(entry, role, existingPaths)) continue;
    if (!entry.group) {
      items.push({ type: 'entry', entry });
      continue;
    }
    let entries = groups.get(entry.group);
    if (!entries) {
      entries = [];
      groups.set(entry.group, entries);
      items.push({ type: 'group', group: MENU_GROUPS[entry.group], entries });
    }
    entries.push(entry);
  }
  return items;
}

/** Case and Arabic spelling variants that should not stop a match (أ/إ/آ/ا, ة/ه, ى/ي, short vowels). */
export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The menu narrowed to what the search text matches: an entry matches by its label, and every entry of a
 * group whose own label matches stays. An empty search keeps everything.
 */
export function filterMenu(items: readonly MenuItem[], query: string, label: (labelKey: string) => string): MenuItem[] {
  const wanted = normalizeForSearch(query);
  if (!wanted) return [...items];
  const hit = (labelKey: string) => normalizeForSearch(label(labelKey)).includes(wanted);
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.type === 'entry') {
      if (hit(item.entry.labelKey)) out.push(item);
      continue;
    }
    const entries = hit(item.group.labelKey) ? item.entries : item.entries.filter((entry) => hit(entry.labelKey));
    if (entries.length) out.push({ ...item, entries });
  }
  return out;
}

/** The entry the current address belongs to: the longest entry path that is the address or a parent of it. */
export function activeEntryKey(items: readonly MenuItem[], pathname: string): string | undefined {
  let best: MenuEntry | undefined;
  for (const item of items) {
    for (const entry of item.type === 'entry' ? [item.entry] : item.entries) {
      const inside = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
      if (inside && (!best || entry.path.length > best.path.length)) best = entry;
    }
  }
  return best?.key;
}
