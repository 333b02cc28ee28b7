import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

interface ProductStatePanelProps {
  icon: ReactNode;
  title: string;
  message: string;
  actions: ReactNode;
  'data-testid': string;
}

/** A page-sized message in place of the detail (not found, invalid id), with what the user can do next. */
export function ProductStatePanel({ icon, title, message, actions, 'data-testid': testId }: ProductStatePanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, m: { xs: 1.5, md: 3 }, textAlign: 'center' }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
