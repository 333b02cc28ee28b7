import { SCREEN } from '../../../domain/access';
import { pathOf } from '../../../registry/paths';

/** The addresses the details page links to (spec 002: /vehicles, /vehicles/edit/{id}). */
export const vehicleLinks = {
  list: SCREEN.vehicleList.path,
  edit: (id: string | number) => pathOf(SCREEN.vehicleEdit, id),
};
