// The catalogue's bulk actions, apart from ./rules and ./records so both can read them without importing
// each other; their labels are the products screen's, not an enum's.
/** What the product list's bulk bar can do to the selected products. */
export const BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'delete', 'category'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
