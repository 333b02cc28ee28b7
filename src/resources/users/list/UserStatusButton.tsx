import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSetUserStatus } from '../useUserCalls';

/** Spec 002 section 4: an active employee is deactivated; an inactive or suspended one is activated. */
export function UserStatusButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const setStatus = useSetUserStatus();
  const [pending, setPending] = useState(false);
  const active = record.status === 'active';
  const label = translate(active ? 'bakery.users.list.deactivate' : 'bakery.users.list.activate');
  const toggle = async () => {
    setPending(true);
    await setStatus(record.id, active ? 'inactive' : 'active');
    setPending(false);
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color={active ? 'warning' : 'success'} aria-label={label} disabled={pending} onClick={() => void toggle()}>
          {active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
