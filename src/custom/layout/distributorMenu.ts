import { SCREEN } from '../../domain/access';
import type { MenuSpec } from '../../registry/types';
import { menuSpecs, pathExists, type MenuIcon } from './menu';

// The distributor area's four links (spec 000 section 2): the registry's (area 'distributor'), each
// declared by its page's descriptor; like the main menu, only those whose page exists.

export interface DistributorLink {
  key: string;
  path: string;
  labelKey: string;
  icon: MenuIcon;
}

export const DISTRIBUTOR_HOME = SCREEN.distributorHome.path;

// Every link's page is built; a later page of the area adds its link in its own descriptor.
const SPEC_ONLY_LINKS: readonly MenuSpec[] = [];

export const DISTRIBUTOR_LINKS: readonly DistributorLink[] = menuSpecs('distributor', SPEC_ONLY_LINKS).map(
  ({ key, screen, labelKey, icon }) => ({ key, path: screen.path, labelKey, icon }),
);

export function isDistributorArea(pathname: string): boolean {
  return pathname === DISTRIBUTOR_HOME || pathname.startsWith(`${DISTRIBUTOR_HOME}/`);
}

export function visibleDistributorLinks(existingPaths: ReadonlySet<string>): DistributorLink[] {
  return DISTRIBUTOR_LINKS.filter((link) => pathExists(existingPaths, link.path));
}

/** The home link is current on /distributor only; the others on their page and below it. */
export function activeDistributorKey(links: readonly DistributorLink[], pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const link = links.find((candidate) =>
    candidate.path === DISTRIBUTOR_HOME
      ? path === DISTRIBUTOR_HOME
      : path === candidate.path || path.startsWith(`${candidate.path}/`),
  );
  if (link) return link.key;
  // An order opened from the home's deliveries (/distributor/orders/12) belongs to the home tab.
  const home = links.find((candidate) => candidate.path === DISTRIBUTOR_HOME);
  return home && path.startsWith(`${DISTRIBUTOR_HOME}/orders/`) ? home.key : null;
}
