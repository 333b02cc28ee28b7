import { SCREEN } from '../../../domain/access';
import { pathOf } from '../../../registry/paths';

/** The addresses the details page links to (spec 002: /vehicles, /vehicles/edit/{id}). */
export const vehicleLinks = {
  list: SCREEN.vehicleList.path,
  edit: (id: string | number) => pathOf(SCREEN.vehicleEdit, id),
};

/** Positive whole numbers only: 'abc', '0', '-1' and '1.5' are not a vehicle id. */
export function parseVehicleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
