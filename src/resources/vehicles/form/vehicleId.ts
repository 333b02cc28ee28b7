/** A vehicle id as the address gives it ('12'); null for anything else ('abc', '0', '1.5'). */
export function parseVehicleId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
