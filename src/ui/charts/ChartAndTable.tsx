import { Grid } from '@mui/material';
import { FigureChart, type ChartShape } from './FigureChart';
import { FigureTable } from './FigureTable';
import type { FigureSet } from './figures';

// The chart library comes with the report pages that draw charts (they load apart from the dashboard,
// whose cards draw MiniBars). Loaded apart from its page (React.lazy), the library's share of MUI made the
// build split the chunk every page shares, and the cold dashboard weighed 1.4 kB more (issue 25's budget).

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
export function ChartAndTable({
  set,
  shape,
  label,
  emptyText,
  testId,
  stacked = false,
  height = 300,
}: ChartAndTableProps) {
  // Nothing to draw: the table alone says so (an empty chart would only show its axes).
  if (set.rows.length === 0)
    return <FigureTable set={set} caption={label} emptyText={emptyText} testId={`${testId}-table`} />;
  const half = stacked ? 12 : { xs: 12, lg: 7 };
  const rest = stacked ? 12 : { xs: 12, lg: 5 };
  return (
    <Grid container spacing={2} className="chart-and-table">
      <Grid size={half} className="report-chart">
        <FigureChart set={set} shape={shape} label={label} height={height} testId={`${testId}-chart`} />
      </Grid>
      <Grid size={rest}>
        <FigureTable set={set} caption={label} emptyText={emptyText} testId={`${testId}-table`} />
      </Grid>
    </Grid>
  );
}
