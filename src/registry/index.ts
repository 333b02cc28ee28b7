import { dashboard } from '../custom/dashboard';
import { PAGES, pathsOf } from './pages';
import type { Descriptor, MenuSpec } from './types';
import { matchPath } from 'react-router-dom';
import type { ScreenDef } from '../domain/access';

/** Every page and resource of the UI: the dashboard and the pages of ./pages (where a new one is added). */
export const DESCRIPTORS: readonly Descriptor[] = [dashboard, ...PAGES];

/**
 * The screens that exist. A menu entry, a quick-action tile or a distributor link appears only when its
 * page is here, so the spec's later screens stay hidden until their descriptor is added.
 */
export const PAGE_PATHS: ReadonlySet<string> = pathsOf(DESCRIPTORS);

export const REGISTERED_MENU: readonly MenuSpec[] = DESCRIPTORS.flatMap((descriptor) => descriptor.menu ?? []);

/** The screen an address opens (/products/12/edit -> productEdit), for asking its guard; undefined when none does. */
export function screenAt(pathname: string): ScreenDef | undefined {
  const screens = DESCRIPTORS.flatMap((descriptor) => descriptor.routes.map((route) => route.screen));
  // A fixed address (/orders/create) before a pattern that would also match it (/orders/:id).
  return (
    screens.find((screen) => screen.path === pathname) ?? screens.find((screen) => matchPath(screen.path, pathname))
  );
}

/** The resource a record address (/orders/12) belongs to, for its name in breadcrumbs and titles. */
export function resourceAt(pathname: string): { name: string; recordRepresentation: string } | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  const descriptor = DESCRIPTORS.find((candidate) => candidate.resource && candidate.name === first);
  return descriptor?.resource
    ? { name: descriptor.name, recordRepresentation: descriptor.resource.recordRepresentation }
    : undefined;
}
