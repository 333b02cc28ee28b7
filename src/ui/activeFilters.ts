/** How many filters are on: the search text counts as one, like each chosen category, status or featured value. */
export function activeFilterCount(filterValues: Record<string, unknown> | undefined): number {
  return Object.values(filterValues ?? {}).filter((value) => value !== undefined && value !== null && value !== '')
    .length;
}
