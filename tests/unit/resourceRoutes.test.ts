import { describe, expect, it } from 'vitest';
import { DESCRIPTORS } from '../../src/registry';
import { LINKS, orderPaths, productPaths, vehiclePaths } from '../../src/registry/paths';
import { resourceRoutes, type ResourceDescriptor } from '../../src/registry/resourceRoutes';

// Issue 24: App mounts each resource by the pages its descriptor names, so react-admin knows every
// resource's create, show and edit page whatever its address, and every link follows one convention.

function routesOf(name: string) {
  const descriptor = DESCRIPTORS.find((candidate) => candidate.name === name && candidate.resource);
  if (!descriptor) throw new Error(`no resource ${name}`);
  return resourceRoutes(descriptor as ResourceDescriptor);
}

const redirects = (name: string) => routesOf(name).redirects.map(({ path, screen }) => [path, screen.path]);

describe('resourceRoutes', () => {
  it("makes /vehicles/add the vehicles' create page: react-admin's own addresses lead to the spec's", () => {
    const vehicles = routesOf('vehicles');
    expect([vehicles.hasCreate, vehicles.hasShow, vehicles.hasEdit]).toEqual([true, true, true]);
    expect(vehicles.list?.screen.path).toBe('/vehicles');
    expect(vehicles.children.map((child) => child.path).sort()).toEqual(['add', 'details/:id', 'edit/:id']);
    expect(redirects('vehicles')).toEqual([
      ['create', '/vehicles/add'],
      [':id/show', '/vehicles/details/:id'],
      [':id', '/vehicles/edit/:id'],
    ]);
  });

  it("keeps an order's detail at /orders/{id}: its create is react-admin's, only :id/show leads to the detail", () => {
    const orders = routesOf('orders');
    expect(orders.create?.screen.path).toBe('/orders/create');
    expect(orders.children.map((child) => child.path).sort()).toEqual([':id', ':id/edit']);
    expect(redirects('orders')).toEqual([[':id/show', '/orders/:id']]);
  });

  it("mounts products' quick create beside its four pages", () => {
    expect(routesOf('products').children.map((child) => child.path).sort()).toEqual([':id', ':id/edit', 'create-simple']);
  });
});

describe('links', () => {
  it('builds every entity the same way from its pages, the id encoded', () => {
    expect(vehiclePaths).toMatchObject({ list: '/vehicles', create: '/vehicles/add' });
    expect(vehiclePaths.show(7)).toBe('/vehicles/details/7');
    expect(vehiclePaths.edit('a b')).toBe('/vehicles/edit/a%20b');
    expect(LINKS.stores.edit(3)).toBe('/stores/3/edit');
    expect(productPaths.quickCreate).toBe('/products/create-simple');
    expect(orderPaths.duplicate(12)).toBe('/orders/create?duplicate=12');
    expect(LINKS.expenses.list).toBe('/vehicles/expenses');
  });
});
