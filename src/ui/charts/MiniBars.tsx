import { Box, useTheme } from '@mui/material';
import { drawnSeries, figureValue, formatFigure, type FigureSet } from './figures';

export interface MiniBarsProps {
  set: FigureSet;
  label: string;
  height?: number;
  testId?: string;
}

/**
 * A small bar chart of a FigureSet's first drawn series, drawn as plain SVG for the dashboard's cards:
 * MUI X Charts would add about 73 kB (brotli) to the cold dashboard, beyond issue 25's 250 kB budget
 * (tests/e2e/weight.test.ts); the report pages, loaded apart, use it. Right to left: the first row on the
 * right. Each bar carries its figure as a tooltip; the table beside it gives them all.
 */
export function MiniBars({ set, label, height = 96, testId }: MiniBarsProps) {
  const theme = useTheme();
  const series = drawnSeries(set)[0];
  if (!series) return null;
  const values = set.rows.map((row) => figureValue(row, series.key) ?? 0);
  const top = Math.max(...values, 0) || 1;
  const count = values.length || 1;
  const width = 100 / count;
  const rtl = theme.direction === 'rtl';
  return (
    <Box component="svg" role="img" aria-label={label} data-testid={testId} data-points={values.length} viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" sx={{ width: '100%', height, display: 'block' }}>
      {values.map((value, index) => {
        const barHeight = (Math.max(value, 0) / top) * (height - 2);
        const place = rtl ? count - 1 - index : index;
        const row = set.rows[index];
        return (
          <rect key={index} x={place * width + width * 0.15} width={width * 0.7} y={height - barHeight} height={barHeight} fill={theme.palette.primary.main}>
            <title>{`${formatFigure(set.category.kind, row?.[set.category.key])}: ${formatFigure(series.kind, value)}`}</title>
          </rect>
        );
      })}
    </Box>
  );
}
