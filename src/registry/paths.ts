import { SCREEN, type ScreenDef } from '../domain/access';
import { ENTITIES, type Entity } from '../domain/entities';
import type { EntityPages } from '../domain/entity';

// Link builders, one convention for every entity: `linksOf(entity.pages)` reads the screens an entity's
// manifest names (src/domain/<entity>/manifest.ts, from the route table in src/domain/access.ts) and gives
// each one's address: a string for a fixed page, a function of the record's id for a `:id` page; LINKS
// holds them for every entity with pages (LINKS.vehicles.show(7)), so a new entity adds nothing here. Pure and
// importing no page: every resource links to its own pages and to others' (an order to its shop) from
// here, without one resource folder importing another. The spec's clean URLs differ by entity
// (/orders/12 and /orders/12/edit, /vehicles/details/12 and /vehicles/edit/12), which is why links are
// built here and not by react-admin's useCreatePath.

type Id = string | number;

/** A screen's address for a record: its pattern with `:id` filled in (encoded). */
export function pathOf(screen: ScreenDef, id?: Id): string {
  return id === undefined ? screen.path : screen.path.replace(':id', encodeURIComponent(String(id)));
}

/** A page's link: its address, or a function of the record's id when the address holds one. */
type LinkTo<S> = S extends { path: `${string}:id${string}` } ? (id: Id) => string : string;

export type Links<P extends EntityPages> = { [K in keyof P as P[K] extends ScreenDef ? K : never]-?: LinkTo<P[K]> };

/** Every page of an entity (or an area) as its link, by the name the manifest gives it (list, show…). */
export function linksOf<const P extends EntityPages>(pages: P): Links<P> {
  const links: Record<string, string | ((id: Id) => string)> = {};
  for (const [name, screen] of Object.entries(pages)) {
    if (!screen) continue;
    links[name] = screen.path.includes(':id') ? (id: Id) => pathOf(screen, id) : screen.path;
  }
  return links as Links<P>;
}

type PagedEntity = Extract<Entity, { pages: EntityPages }>;

/** Every entity's links by its name: list, create, show(id), edit(id) and its other pages. */
export const LINKS = Object.fromEntries(
  ENTITIES.flatMap((entity) => ('pages' in entity ? [[entity.name, linksOf(entity.pages)]] : [])),
) as { [E in PagedEntity as E['name']]: Links<E['pages']> };

const withQuery = (path: string, key: string, id: Id) => `${path}?${key}=${encodeURIComponent(String(id))}`;

export const orderPaths = {
  ...LINKS.orders,
  /** The create form pre-filled with that order's shop, lines and notes. */
  duplicate: (id: Id) => withQuery(LINKS.orders.create, 'duplicate', id),
  /** The detail showing only its delivery note, as paper would (for a preview or a screenshot). */
  print: (id: Id) => withQuery(LINKS.orders.show(id), 'print', 1),
};

export const storePaths = LINKS.stores;

export const productPaths = {
  ...LINKS.products,
  /** The detailed form pre-filled from that product. */
  duplicate: (id: Id) => withQuery(LINKS.products.create, 'duplicate', id),
};

export const userPaths = LINKS.users;

export const vehiclePaths = LINKS.vehicles;

/** The distributor's area: their day, one of their orders, a new order of theirs, their expenses. */
export const distributorPaths = linksOf({
  home: SCREEN.distributorHome,
  order: SCREEN.distributorOrderShow,
  createOrder: SCREEN.distributorCreateOrder,
  expenses: SCREEN.distributorExpenses,
});
