import { EMPTY_VALUE } from '../i18n/format';
import { isolatedPlate } from './plate';

/** A plate reads left to right on one line, whatever the page's direction ('1-ABC-234', not '-ABC-1 234'). */
export function VehiclePlate({ plate }: { plate: string | null }) {
  if (!plate) return <>{EMPTY_VALUE}</>;
  return <span style={{ whiteSpace: 'nowrap' }}>{isolatedPlate(plate)}</span>;
}
