import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entity is, without its schemas (see src/domain/entity.ts): the UI's shell reads this much (the data
// provider's table, the links, App's pages) without loading zod; ./manifest adds the schemas the server needs.

/** The vehicles entity without its schemas. */
export const vehiclesIdentity = defineIdentity({
  name: 'vehicles',
  access: 'vehicles',
  path: '/vehicles',
  listKey: 'vehicles',
  category: 'vehicles',
  pages: { list: SCREEN.vehicleList, create: SCREEN.vehicleCreate, show: SCREEN.vehicleShow, edit: SCREEN.vehicleEdit },
});

/** A van's fuel and repair expenses. */
export const expensesIdentity = defineIdentity({
  name: 'expenses',
  access: 'expenses',
  path: '/vehicles/expenses',
  listKey: 'expenses',
  category: 'vehicles',
  pages: { list: SCREEN.vehicleExpenses },
});
