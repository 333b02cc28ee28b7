import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

interface PerformanceFigureProps {
  label: string;
  value: ReactNode;
  /** A level badge or a line explaining the figure. */
  detail?: ReactNode;
  'data-testid'?: string;
}

/** One figure of the distributor's performance: its name, the value large, and what it means. */
export function PerformanceFigure({ label, value, detail, 'data-testid': testId }: PerformanceFigureProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Stack spacing={0.75}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        {/* A div: the value may be a chip (availability), which a <p> cannot hold. */}
        <Typography variant="h5" component="div" fontWeight={700}>
          {value}
        </Typography>
        {detail}
      </Stack>
    </Paper>
  );
}
