import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A row's icon link (view, edit) with its label as tooltip and accessible name. */
export function LinkAction({ to, label, icon }: { to: string; label: string; icon: ReactElement }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" component={RouterLink} to={to} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
