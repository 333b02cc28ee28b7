import { useTranslate } from 'react-admin';
import '../i18n/ar/audit';

/**
 * An audit entry's action and record in words. An action or entity with no word yet (a newer write) is
 * shown as the server named it, not hidden.
 */
export function useAuditWords() {
  const translate = useTranslate();
  return {
    action: (action: string) => translate(`bakery.audit.actions.${action}`, { _: action }),
    target: (entity: string, id?: string | number | null) => {
      const name = translate(`bakery.audit.entities.${entity}`, { _: entity });
      return id ? translate('bakery.audit.entity_with_id', { entity: name, id }) : name;
    },
  };
}
