import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface InfoRowProps {
  label: string;
  children: ReactNode;
  /** Shown after the value: a copy button. */
  action?: ReactNode;
  /** Phone numbers, e-mails and coordinates read left to right inside the Arabic page. */
  ltr?: boolean;
}

/** A label and its value, one under the other on a phone and side by side from 600 px. */
export function InfoRow({ label, children, action, ltr = false }: InfoRowProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 0.25, sm: 2 },
        py: 1,
        borderBlockEnd: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBlockEnd: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: { sm: 150 } }} component="span">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0, flexWrap: 'wrap' }}>
        <Typography
          variant="body1"
          component="span"
          fontWeight={500}
          dir={ltr ? 'ltr' : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {children}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}
