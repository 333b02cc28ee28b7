import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HomeIcon from '@mui/icons-material/Home';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { pathExists, type MenuIcon } from './menu';

// The distributor area's four links (spec 000 section 2); like the main menu, only those whose page exists.

export interface DistributorLink {
  key: string;
  path: string;
  labelKey: string;
  icon: MenuIcon;
}

export const DISTRIBUTOR_HOME = '/distributor';

export const DISTRIBUTOR_LINKS: readonly DistributorLink[] = [
  { key: 'home', path: DISTRIBUTOR_HOME, labelKey: 'bakery.menu.distributor_home', icon: HomeIcon },
  { key: 'schedule', path: '/distributor/schedule', labelKey: 'bakery.menu.distributor_schedule', icon: EventNoteIcon },
  {
    key: 'create-order',
    path: '/distributor/create-order',
    labelKey: 'bakery.menu.distributor_create_order',
    icon: AddShoppingCartIcon,
  },
  {
    key: 'expenses',
    path: '/distributor/expenses',
    labelKey: 'bakery.menu.distributor_expenses',
    icon: ReceiptLongIcon,
  },
];

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
