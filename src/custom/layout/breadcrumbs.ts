import { SCREEN, SCREENS, type Action, type ScreenDef } from '../../domain/access';
import { MENU } from './menu';

// The breadcrumb trail read from the address (spec 000 section 2): the dashboard, then the section, then
// a record's id and what is being done to it.

export interface Crumb {
  path: string;
  /** A message key, or the record id to show when `id` is set. */
  labelKey: string;
  id?: string;
}

const DASHBOARD = SCREEN.dashboard.path;

/** Sections and pages by address; the menu's own labels first, then the pages the menu does not list. */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(MENU.map((entry) => [entry.path, entry.labelKey])),
  [SCREEN.reports.path]: 'bakery.menu.reports',
  [SCREEN.settings.path]: 'bakery.menu.settings',
  [SCREEN.generalSettings.path]: 'bakery.menu.general_settings',
  [SCREEN.profileSettings.path]: 'bakery.menu.profile_settings',
};

/** What a page's own word in an address says, by its screen's action (/orders/create, /vehicles/edit/7). */
const ACTION_LABELS: Readonly<Partial<Record<Action, string>>> = {
  create: 'bakery.layout.breadcrumb_create',
  edit: 'bakery.layout.breadcrumb_edit',
};

const partsOf = (screen: ScreenDef) => screen.path.split('/').filter(Boolean);

/**
 * The part of an address at position `i`, read from the route table: the word of a screen whose address
 * starts like this one names a create or edit page, or routes only (vehicles/details/:id,
 * scheduling/daily) and shows nothing; anything else there is a record's id.
 */
function partAt(segments: readonly string[], i: number): { labelKey: string } | 'silent' | 'record' {
  const named = SCREENS.find((screen) => {
    const want = partsOf(screen);
    return want[i] === segments[i] && segments.slice(0, i).every((part, j) => want[j] === part || want[j]?.startsWith(':'));
  });
  if (!named) return 'record';
  const labelKey = ACTION_LABELS[named.action];
  return labelKey ? { labelKey } : 'silent';
}

/** The trail for an address, or none on the dashboard, on `/` and under an unknown section. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length || `/${segments[0]}` === DASHBOARD) return [];
  const crumbs: Crumb[] = [{ path: DASHBOARD, labelKey: 'bakery.menu.dashboard' }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const section = SECTION_LABELS[path];
    if (section) crumbs.push({ path, labelKey: section });
    else if (i === 0) return;
    else {
      const part = partAt(segments, i);
      if (part === 'record') crumbs.push({ path, labelKey: 'bakery.layout.breadcrumb_record', id: safeDecode(segment) });
      else if (part !== 'silent') crumbs.push({ path, labelKey: part.labelKey });
    }
  });
  // Nothing known past the dashboard: an unknown address, which the not-found page explains on its own.
  return crumbs.length > 1 ? crumbs : [];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
