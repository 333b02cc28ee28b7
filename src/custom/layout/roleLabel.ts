const LABELLED_ROLES = new Set(['admin', 'manager', 'distributor']);

/** The bakery.layout.role.* message for a role: every role but these three reads 'system user' (spec 000 section 1). */
export function roleLabelKey(role: unknown): string {
  return `bakery.layout.role.${typeof role === 'string' && LABELLED_ROLES.has(role) ? role : 'other'}`;
}
