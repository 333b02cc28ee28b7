/** A product id as a URL gives it ('12', from the path or ?duplicate=); null for anything else. */
export function parseProductIdParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
