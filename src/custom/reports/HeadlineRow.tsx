import { Grid } from '@mui/material';
import { ComparedFigure, type ComparedFigureProps } from './ComparedFigure';

/** A report's headline figures, each with the previous period's, on one line (two on a phone). */
export function HeadlineRow({ figures }: { figures: readonly ComparedFigureProps[] }) {
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 12 / Math.min(figures.length, 4) }}>
          <ComparedFigure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
}
