import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A titled group of inputs in a grid (two or three columns on a wide screen, one on a phone), without the
 * card of src/ui/FormSection: the product forms are one long form under headings.
 */
export function InputGroup({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {children}
      </Grid>
    </>
  );
}

/** Grid cell sizes shared by the forms. */
export const HALF = { xs: 12, sm: 6 } as const;
export const THIRD = { xs: 12, sm: 6, md: 4 } as const;
