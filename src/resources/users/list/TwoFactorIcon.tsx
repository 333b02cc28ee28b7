import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether the employee signs in with a second factor, as a small icon with its meaning as its name. */
export function TwoFactorIcon({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const label = translate(enabled ? 'bakery.users.list.two_factor_on' : 'bakery.users.list.two_factor_off');
  return (
    <Tooltip title={label}>
      {enabled ? (
        <VerifiedUserIcon fontSize="small" color="success" role="img" aria-label={label} data-testid="two-factor-on" />
      ) : (
        <GppMaybeOutlinedIcon fontSize="small" color="disabled" role="img" aria-label={label} data-testid="two-factor-off" />
      )}
    </Tooltip>
  );
}
