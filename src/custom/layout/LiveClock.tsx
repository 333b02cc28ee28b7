import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { clockDay, clockShortTime, clockTime } from './clock';

/** Spec 000 section 9: the sidebar clock ticks every second. */
export const CLOCK_TICK_MS = 1000;

export interface LiveClockProps {
  /** Hours and minutes only, without the date: the collapsed sidebar and the phone's top bar. */
  compact?: boolean;
  color?: string;
}

export function LiveClock({ compact = false, color }: LiveClockProps) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box
      data-testid="live-clock"
      role="timer"
      aria-label={translate('bakery.layout.clock')}
      sx={{ textAlign: 'center', color, fontVariantNumeric: 'tabular-nums' }}
    >
      <Typography
        component="time"
        dateTime={now.toISOString()}
        variant={compact ? 'body2' : 'h6'}
        sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}
      >
        {compact ? clockShortTime(now) : clockTime(now)}
      </Typography>
      {!compact && (
        <Typography variant="caption" sx={{ color: color ?? 'text.secondary' }}>
          {clockDay(now)}
        </Typography>
      )}
    </Box>
  );
}
