import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * A label and its value on one line of the narrow side panel: the shared InfoRow's 150 px label column
 * is sized for the page's wide cards and would leave the value a few letters wide here.
 */
export function PanelRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 0.75,
        borderBlockEnd: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBlockEnd: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        fontWeight={500}
        sx={{ textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
