import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ScreenDef } from '../domain/access';
import type { EntityPages } from '../domain/entity';

/** An @mui/icons-material icon. */
export type MenuIcon = typeof SvgIcon;

export type MenuGroupKey = 'management' | 'reports';

/** A page of the route table and what shows it; its address and its guard are the screen's. */
export interface PageRoute {
  screen: ScreenDef;
  component: ComponentType;
}

/** A sidebar entry: `order` places it among every page's entries (lower first). */
export interface MenuSpec {
  key: string;
  screen: ScreenDef;
  /** A bakery.menu.* message. */
  labelKey: string;
  icon: MenuIcon;
  order: number;
  group?: MenuGroupKey;
  /** The distributor area's own bar instead of the main sidebar. */
  area?: 'distributor';
}

/** A tile of the dashboard's quick actions, placed by `order` among every page's tiles. */
export interface QuickActionSpec {
  screen: ScreenDef;
  /** A bakery.dashboard.quick.* message. */
  labelKey: string;
  icon: MenuIcon;
  order: number;
}

/**
 * One page or resource of the UI, declared once: App mounts its routes behind their guards, the menu,
 * the dashboard and the breadcrumbs read the rest.
 */
export interface Descriptor {
  /** The react-admin resource name, or the page's name for a custom page. */
  name: string;
  /** Present for a react-admin resource: the `<Resource>` props that are not routes. */
  resource?: {
    icon: MenuIcon;
    /** The record field that names a record (breadcrumbs, phone titles, references). */
    recordRepresentation: string;
    /**
     * Which of its screens are its list, create, show and edit pages (its manifest's `pages`): App tells
     * react-admin by them, whatever their addresses (/vehicles/add is the vehicles' create page).
     */
    pages: EntityPages;
  };
  /** Every screen of the page, each mounted behind its guard. */
  routes: readonly PageRoute[];
  menu?: readonly MenuSpec[];
  quickActions?: readonly QuickActionSpec[];
}
