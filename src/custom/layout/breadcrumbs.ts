import { SCREEN } from '../../domain/access';
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
  '/pricing': 'bakery.menu.pricing',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'bakery.layout.breadcrumb_create',
  'create-simple': 'bakery.layout.breadcrumb_create',
  add: 'bakery.layout.breadcrumb_create',
  edit: 'bakery.layout.breadcrumb_edit',
};

/** Address parts that only route (vehicles/details/:id, scheduling/daily): the next part says it all. */
const SILENT_SEGMENTS = new Set(['details', 'scheduling']);

/** The trail for an address, or none on the dashboard, on `/` and under an unknown section. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length || `/${segments[0]}` === DASHBOARD) return [];
  const crumbs: Crumb[] = [{ path: DASHBOARD, labelKey: 'bakery.menu.dashboard' }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const section = SECTION_LABELS[path];
    if (section) crumbs.push({ path, labelKey: section });
    else if (i > 0 && ACTION_LABELS[segment]) crumbs.push({ path, labelKey: ACTION_LABELS[segment] });
    else if (SILENT_SEGMENTS.has(segment)) return;
    else if (i > 0) crumbs.push({ path, labelKey: 'bakery.layout.breadcrumb_record', id: safeDecode(segment) });
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
