import type { InfoValue } from '../../../domain/products/rules';

/**
 * The keys the spec names for supplier, nutritional and allergen objects, in the order they are shown;
 * `info` is the single text the create form wraps in an object.
 */
export const KNOWN_INFO_KEYS = [
  'info',
  'description',
  'name',
  'contact',
  'notes',
  'calories',
  'protein',
  'carbs',
  'fat',
  'contains',
  'may_contain',
] as const;
export type KnownInfoKey = (typeof KNOWN_INFO_KEYS)[number];

export type InfoEntry = { key: string; known: boolean; value: unknown };

/**
 * The entries of an info value to show: null for nothing worth showing, a text as it is, an object as its
 * known keys first (in the spec's order) then any other key. Empty values are left out.
 */
export function infoEntries(value: InfoValue | undefined): { text: string } | { entries: InfoEntry[] } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() ? { text: value } : null;
  if (typeof value !== 'object' || Array.isArray(value)) return { text: String(value) };
  const filled = (item: unknown) =>
    item !== null && item !== undefined && item !== '' && !(Array.isArray(item) && item.length === 0);
  const known = new Set<string>(KNOWN_INFO_KEYS);
  const entries: InfoEntry[] = [
    ...KNOWN_INFO_KEYS.filter((key) => filled(value[key])).map((key) => ({ key, known: true, value: value[key] })),
    ...Object.entries(value)
      .filter(([key, item]) => !known.has(key) && filled(item))
      .map(([key, item]) => ({ key, known: false, value: item })),
  ];
  if (!entries.length) return null;
  // {info: '...'} is only a text in the create form's wrapping: shown as the text it is.
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only?.key === 'info' && typeof only.value === 'string') return { text: only.value };
  return { entries };
}
