import { Grid, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { FigureTable } from './FigureTable';
import type { ChartShape } from './FigureChart';
import type { FigureSet } from './figures';

// The chart library is loaded only when a chart is shown: the dashboard's first chunk stays without it
// (issue 25's weight budget), and a hidden card never fetches it.
const FigureChart = lazy(() => import('./FigureChart'));

export interface ChartAndTableProps {
  set: FigureSet;
  shape: ChartShape;
  /** Names the chart and the table (already translated). */
  label: string;
  emptyText: string;
  /** `<testId>-chart` and `<testId>-table`. */
  testId: string;
  /** Side by side from this width up; one above the other below it. */
  stacked?: boolean;
  height?: number;
}

/** A chart and, beside it, the table of the same figures (for those who cannot read the chart). */
export function ChartAndTable({ set, shape, label, emptyText, testId, stacked = false, height = 300 }: ChartAndTableProps) {
  // Nothing to draw: the table alone says so (an empty chart would only show its axes).
  if (set.rows.length === 0) return <FigureTable set={set} caption={label} emptyText={emptyText} testId={`${testId}-table`} />;
  const half = stacked ? 12 : { xs: 12, lg: 7 };
  const rest = stacked ? 12 : { xs: 12, lg: 5 };
  return (
    <Grid container spacing={2} className="chart-and-table">
      <Grid size={half} className="report-chart">
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <FigureChart set={set} shape={shape} label={label} height={height} testId={`${testId}-chart`} />
        </Suspense>
      </Grid>
      <Grid size={rest}>
        <FigureTable set={set} caption={label} emptyText={emptyText} testId={`${testId}-table`} />
      </Grid>
    </Grid>
  );
}
