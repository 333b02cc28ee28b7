import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** Logs out through react-admin (authProvider.logout, then the login page). `compact`: an icon with a tooltip. */
export function LogoutButton({
  compact = false,
  color = 'inherit',
}: {
  compact?: boolean;
  color?: 'inherit' | 'error';
}) {
  const translate = useTranslate();
  const logout = useLogout();
  const label = translate('bakery.menu.logout');
  if (compact) {
    return (
      <Tooltip title={label} placement="left">
        <IconButton data-testid="logout-button" aria-label={label} color={color} onClick={() => logout()}>
          <LogoutIcon sx={{ transform: 'scaleX(-1)' }} />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      data-testid="logout-button"
      fullWidth
      variant="outlined"
      color={color}
      startIcon={<LogoutIcon sx={{ transform: 'scaleX(-1)' }} />}
      onClick={() => logout()}
    >
      {label}
    </Button>
  );
}
