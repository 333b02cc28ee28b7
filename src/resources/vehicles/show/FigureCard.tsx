import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FigureCardProps {
  title: string;
  value: string;
  /** A line under the value: what it counts from, or why it is missing. */
  hint?: ReactNode;
  icon: ReactNode;
  /** The value is not a figure but a notice (consumption not computable yet): smaller type. */
  muted?: boolean;
  'data-testid'?: string;
}

/** One of the four summary cards: an icon, a title, the figure and a hint. */
export function FigureCard({ title, value, hint, icon, muted = false, 'data-testid': testId }: FigureCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main', mb: 1 }}>
          {icon}
          <Typography variant="body2" color="text.secondary" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography
          variant={muted ? 'body1' : 'h5'}
          fontWeight={700}
          color={muted ? 'text.secondary' : 'text.primary'}
          // Two cards a row on a phone: a smaller figure keeps '11.7 لتر/100 كم' on one line.
          sx={muted ? undefined : { fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
