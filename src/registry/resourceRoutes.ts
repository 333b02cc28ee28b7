import type { ScreenDef } from '../domain/access';
import type { Descriptor, PageRoute } from './types';

export type ResourceDescriptor = Descriptor & { resource: NonNullable<Descriptor['resource']> };

/** How App mounts a resource's pages under its `<Resource>`, addresses relative to `/<name>`. */
export interface ResourceRoutes {
  /** The list, react-admin's `list` prop (the resource's own address). */
  list?: PageRoute;
  /** A create page at react-admin's own `create` address, its `create` prop. */
  create?: PageRoute;
  /** Every other page, a child route at its address. */
  children: { path: string; route: PageRoute }[];
  /** React-admin's own create, show and edit addresses that lead to the descriptor's page for them. */
  redirects: { path: string; screen: ScreenDef }[];
  hasCreate: boolean;
  hasShow: boolean;
  hasEdit: boolean;
}

/**
 * A resource's routes read from its descriptor's pages (which screen is its list, create, show and edit),
 * whatever their addresses: the spec's /orders/{id} detail, /vehicles/add, /vehicles/edit/{id}. React-admin's
 * fixed addresses (create, :id/show, :id for edit), used by its buttons and useCreatePath, lead to the
 * descriptor's page when that page sits elsewhere and no page of the resource takes the address.
 */
export function resourceRoutes(descriptor: ResourceDescriptor): ResourceRoutes {
  const { pages } = descriptor.resource;
  const base = `/${descriptor.name}`;
  const relative = (screen: ScreenDef) => screen.path.slice(base.length + 1);
  const routeOf = (screen: ScreenDef | undefined) => descriptor.routes.find((route) => screen && route.screen === screen);
  const list = routeOf(pages.list);
  const create = pages.create && relative(pages.create) === 'create' ? routeOf(pages.create) : undefined;
  const taken = new Set(descriptor.routes.map((route) => relative(route.screen)));
  const ownAddresses = [
    ['create', pages.create],
    [':id/show', pages.show],
    [':id', pages.edit],
  ] as const;
  return {
    list,
    create,
    children: descriptor.routes
      .filter((route) => route !== list && route !== create)
      .map((route) => ({ path: relative(route.screen), route })),
    redirects: ownAddresses.flatMap(([path, screen]) => (screen && !taken.has(path) ? [{ path, screen }] : [])),
    hasCreate: !!pages.create,
    hasShow: !!pages.show,
    hasEdit: !!pages.edit,
  };
}
