import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { COUNTDOWN_REFRESH_MS, formatTimeLeft, sessionLevel, type SessionLevel } from './session';
import { useSessionTimeLeft } from './useSessionTimeLeft';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const COLORS: Record<SessionLevel, string> = {
  normal: 'text.secondary',
  warning: 'warning.main',
  critical: 'error.main',
};

/**
 * The time left in the session (spec 000 section 2): refreshed every minute and whenever the stored
 * session changes; amber at 15 minutes or less, red and pulsing at 5 or less.
 */
export function SessionCountdown({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const { left } = useSessionTimeLeft(COUNTDOWN_REFRESH_MS);
  if (left === null) return null;

  const level = sessionLevel(left);
  const text = translate('bakery.layout.session_countdown', { time: formatTimeLeft(left) });
  return (
    <Box
      data-testid="session-countdown"
      data-level={level}
      title={compact ? text : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        color: COLORS[level],
        fontWeight: level === 'normal' ? 400 : 700,
        fontVariantNumeric: 'tabular-nums',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: level === 'critical' ? `${pulse} 1.2s ease-in-out infinite` : 'none',
        },
      }}
    >
      {!compact && <TimerOutlinedIcon fontSize="small" />}
      <Typography variant="caption" sx={{ color: 'inherit', fontWeight: 'inherit' }}>
        {compact ? formatTimeLeft(left) : text}
      </Typography>
    </Box>
  );
}
