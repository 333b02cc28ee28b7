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
  /** One above the other at every width (a narrow table goes beside the chart from 1200 px up otherwise). */
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
  // Beside the chart only a narrow table (its category and two figures): at 1280 px, beside the menu, a
  // wider one had its last column cut. A wider table goes below the chart, across the whole card.
  const beside = !stacked && set.series.length <= 2;
  const half = beside ? { xs: 12, lg: 7 } : 12;
  const rest = beside ? { xs: 12, lg: 5 } : 12;
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
