import { Link, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { UserActivityEntry } from '../../../domain/users/replies';
import { formatDateTime } from '../../../i18n/format';
import { orderPaths, productPaths, storePaths, userPaths } from '../../../registry/paths';
import { useAuditWords } from '../../../ui/useAuditWords';

const prefix = 'bakery.employee_page.activity';

/** The pages an entry's record has, so the admin can open what was changed. */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  order: orderPaths.show,
  store: storePaths.show,
  product: productPaths.show,
  user: userPaths.show,
};

/** One audit entry in words: what was done to what, when and from which address. */
export function ActivityEntryRow({ entry }: { entry: UserActivityEntry }) {
  const translate = useTranslate();
  const words = useAuditWords();
  const action = words.action(entry.action);
  const target = words.target(entry.entity, entry.entity_id);
  const page = entry.entity_id && entry.action !== 'delete' ? RECORD_PAGES[entry.entity] : undefined;
  const when = formatDateTime(entry.created_at);
  return (
    <ListItem divider data-testid="employee-activity-entry">
      <ListItemText
        primary={
          <>
            {action} —{' '}
            {page ? (
              <Link component={RouterLink} to={page(entry.entity_id!)}>
                {target}
              </Link>
            ) : (
              target
            )}
          </>
        }
        secondary={entry.ip ? `${when} · ${translate(`${prefix}.ip`, { ip: entry.ip })}` : when}
      />
    </ListItem>
  );
}
