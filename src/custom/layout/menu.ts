import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { matchPath } from 'react-router-dom';
import { canAccess, canOpen, SCREEN, type Action, type Resource } from '../../domain/access';
import type { Role } from '../../domain/enums';
import { REGISTERED_MENU } from '../../registry';
import type { MenuGroupKey, MenuIcon, MenuSpec } from '../../registry/types';

// The main sidebar's menu as data (spec 000 section 2, "Main layout"): the registry's entries (each page
// declares its own) and the spec's entries for screens not built yet. Who sees an entry is the access
// table's answer for its path (canOpen), narrowed by the menu-only rule below; an entry also needs its
// page to exist, so a screen that is not built yet never shows up as a dead link.

export type { MenuGroupKey, MenuIcon };

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

/**
 * The spec's menu entries whose screens have no descriptor yet; they stay hidden (no page) and are kept
 * for the menu's order and visibility rules. A screen's descriptor takes its entry over when it is built.
 */
const SPEC_ONLY_MENU: readonly MenuSpec[] = [
  { key: 'profile', screen: SCREEN.profile, labelKey: 'bakery.menu.profile', icon: PersonIcon, order: 70 },
  { key: 'settings', screen: SCREEN.generalSettings, labelKey: 'bakery.menu.settings', icon: SettingsIcon, order: 150 },
  {
    key: 'system-settings',
    screen: SCREEN.systemSettings,
    labelKey: 'bakery.menu.system_settings',
    icon: AdminPanelSettingsIcon,
    order: 160,
  },
];

/** Menu specs of one area, registered ones replacing the spec's placeholder of the same key, in order. */
export function menuSpecs(area: MenuSpec['area'], specOnly: readonly MenuSpec[]): MenuSpec[] {
  const registered = REGISTERED_MENU.filter((spec) => spec.area === area);
  const keys = new Set(registered.map((spec) => spec.key));
  return [...registered, ...specOnly.filter((spec) => !keys.has(spec.key))].sort((a, b) => a.order - b.order);
}

export const MENU: readonly MenuEntry[] = menuSpecs(undefined, SPEC_ONLY_MENU).map(
  ({ key, screen, labelKey, icon, group }) => ({ key, path: screen.path, labelKey, icon, ...(group ? { group } : {}) }),
);

/**
 * Entries the menu shows to fewer roles than the route table lets in, each narrowed by the access right it
 * stands for. Spec: vehicle expenses is in the distributor's menu only (the distributor area's right),
 * although admins and managers may still open the page by its address.
 */
export const MENU_ONLY_RIGHTS: Readonly<Record<string, { resource: Resource; action: Action }>> = {
  'vehicle-expenses': { resource: 'distributor-area', action: 'list' },
};

/** Whether a path is one of the existing pages; patterns such as /orders/:id match any value. */
export function pathExists(existingPaths: ReadonlySet<string>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (existingPaths.has(path)) return true;
  return [...existingPaths].some((pattern) => matchPath({ path: pattern, caseSensitive: true }, path) !== null);
}

export function entryVisible(
  entry: MenuEntry,
  role: Role | undefined | null,
  existingPaths: ReadonlySet<string>,
): boolean {
  if (!role || !canOpen(role, entry.path)) return false;
  const only = MENU_ONLY_RIGHTS[entry.key];
  if (only && !canAccess(role, only.resource, only.action)) return false;
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
