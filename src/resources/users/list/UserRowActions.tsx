import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useGetIdentity, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { userPaths } from '../../../registry/paths';
import { LinkAction } from '../../../ui/LinkAction';
import { UserDeleteButton } from '../UserDeleteButton';
import { UserStatusButton } from './UserStatusButton';

/**
 * View, edit, activate or deactivate, delete: the same on a table row and on a card. The signed-in admin's
 * own row has no deactivate and no delete (the server refuses them too: never lock the bakery out).
 */
export function UserRowActions({ record: given }: { record?: RaRecord }) {
  const translate = useTranslate();
  const fromContext = useRecordContext<RaRecord>();
  const { identity, isPending } = useGetIdentity();
  const record = given ?? fromContext;
  if (!record) return null;
  // Until the signed-in user is known, any row may be theirs: no deactivate or delete yet.
  const self = isPending || (identity !== undefined && String(identity.id) === String(record.id));
  const name = String(record.full_name ?? '');

  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }} data-testid="user-actions">
      <LinkAction
        to={userPaths.show(record.id)}
        label={`${translate('bakery.users.list.show')} ${name}`}
        icon={<VisibilityIcon fontSize="small" />}
      />
      <LinkAction
        to={userPaths.edit(record.id)}
        label={`${translate('bakery.users.list.edit')} ${name}`}
        icon={<EditIcon fontSize="small" />}
      />
      {self ? null : <UserStatusButton record={record} />}
      {self ? null : <UserDeleteButton record={record} />}
    </Stack>
  );
}
