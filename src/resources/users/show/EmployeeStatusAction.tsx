import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { UserRecord } from '../../../domain/users/replies';
import { useSetUserStatus } from '../useUserCalls';

/** Spec 002 section 4: an active employee is deactivated; an inactive or suspended one is activated. */
export function EmployeeStatusAction({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const setStatus = useSetUserStatus();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'status', record });
  const [pending, setPending] = useState(false);
  if (!canAccess) return null;
  const active = record.status === 'active';
  const toggle = async () => {
    setPending(true);
    await setStatus(record.id, active ? 'inactive' : 'active');
    setPending(false);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      color={active ? 'warning' : 'success'}
      disabled={pending}
      onClick={() => void toggle()}
      startIcon={active ? <PauseCircleOutlineIcon /> : <PlayCircleOutlineIcon />}
    >
      {translate(active ? 'bakery.users.list.deactivate' : 'bakery.users.list.activate')}
    </Button>
  );
}
