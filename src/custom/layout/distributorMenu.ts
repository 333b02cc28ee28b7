import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { SCREEN } from '../../domain/access';
import type { MenuSpec } from '../../registry/types';
import { menuSpecs, pathExists, type MenuIcon } from './menu';

// The distributor area's four links (spec 000 section 2): the registry's (area 'distributor') and the
// spec's for pages not built yet; like the main menu, only those whose page exists.

export interface DistributorLink {
  key: string;
  path: string;
  labelKey: string;
  icon: MenuIcon;
}

export const DISTRIBUTOR_HOME = SCREEN.distributorHome.path;

const SPEC_ONLY_LINKS: readonly MenuSpec[] = [
  {
    key: 'schedule',
    screen: SCREEN.distributorSchedule,
    labelKey: 'bakery.menu.distributor_schedule',
    icon: EventNoteIcon,
    order: 20,
    area: 'distributor',
  },
  {
    key: 'create-order',
    screen: SCREEN.distributorCreateOrder,
    labelKey: 'bakery.menu.distributor_create_order',
    icon: AddShoppingCartIcon,
    order: 30,
    area: 'distributor',
  },
];

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
  return link?.key ?? null;
}
