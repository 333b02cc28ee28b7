import { ROLES } from '../../domain/enums';
import { enumLabelKey } from '../../i18n/ar/enums';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/**
 * The message of a role: the domain's one label per role (bakery.enums.role.*), the same in the sidebar,
 * the chips and the forms; a role the app does not know reads 'system user'.
 */
export function roleLabelKey(role: unknown): string {
  return typeof role === 'string' && KNOWN_ROLES.has(role) ? enumLabelKey('role', role) : 'bakery.layout.role_other';
}
