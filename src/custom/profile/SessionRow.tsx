import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Box, Button, Chip, ListItem, ListItemIcon, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { deviceLabel } from '../../domain/auth/device';
import { formatDateTime } from '../../i18n/format';
import type { OwnSession } from '../../providers/data/profileCalls';

const PHONE = /iPhone|Android|Mobile/;

interface SessionRowProps {
  session: OwnSession;
  busy: boolean;
  onEnd: (session: OwnSession) => void;
}

/** One session: the device, its address and last activity; 'this device' or a button to end it. */
export function SessionRow({ session, busy, onEnd }: SessionRowProps) {
  const translate = useTranslate();
  const device = deviceLabel(session.userAgent);
  return (
    <ListItem
      data-testid="session-row"
      data-session-id={session.id}
      divider
      sx={{ flexWrap: 'wrap', gap: 1, paddingInline: 0 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{PHONE.test(session.userAgent ?? '') ? <PhoneIphoneIcon /> : <ComputerIcon />}</ListItemIcon>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} dir="auto">
            {device}
          </Typography>
          {session.current && <Chip size="small" color="primary" label={translate('bakery.profile.sessions.this_device')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.profile.sessions.ip', { ip: session.ip || translate('bakery.profile.sessions.unknown_ip') })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.profile.sessions.last_seen', { time: formatDateTime(session.lastSeenAt) })}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => onEnd(session)}
          aria-label={translate('bakery.profile.sessions.end_on', { device })}
        >
          {translate('bakery.profile.sessions.end')}
        </Button>
      )}
    </ListItem>
  );
}
