import { EMPTY_VALUE } from '../../i18n/format';

/** A plate reads left to right on one line, whatever the page's direction ('1-ABC-234', not '-ABC-1 234'). */
export function VehiclePlate({ plate }: { plate: string | null }) {
  if (!plate) return <>{EMPTY_VALUE}</>;
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {plate}
    </bdi>
  );
}
