import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { drawnSeries, figureValue, formatFigure, type FigureSet } from './figures';

export type ChartShape = 'bar' | 'line';

export interface FigureChartProps {
  set: FigureSet;
  shape: ChartShape;
  /** The chart's name for screen readers; the table beside it carries the figures. */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * A chart of a FigureSet with MUI X Charts, for a right-to-left page: the axis runs from the right (its
 * first row on the right, as the table's first column is), the value axis stands on the right, figures in
 * Latin digits and euros with their symbol. Colours come from the theme, so they follow light and dark.
 */
export function FigureChart({ set, shape, label, height = 300, testId }: FigureChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  // The library's own overlays speak English: these words replace them.
  const localeText = { noData: translate('bakery.common.charts.no_data'), loading: translate('bakery.common.charts.loading') };
  const rtl = theme.direction === 'rtl';
  const series = drawnSeries(set);
  const colours = [theme.palette.primary.main, theme.palette.info.main, theme.palette.success.main, theme.palette.warning.main];
  const categories = set.rows.map((row) => String(row[set.category.key] ?? ''));
  const unit = series[0]?.kind ?? 'number';
  const xAxis = [
    {
      scaleType: shape === 'bar' ? ('band' as const) : ('point' as const),
      data: categories,
      reverse: rtl,
      valueFormatter: (value: string) => formatFigure(set.category.kind, value),
    },
  ];
  const yAxis = [
    {
      position: rtl ? ('right' as const) : ('left' as const),
      width: 64,
      // Whole figures on the axis; the tooltip and the table give the cents.
      valueFormatter: (value: number) => formatNumber(value, { maximumFractionDigits: 0 }) + (unit === 'money' ? ' €' : ''),
    },
  ];
  const chartSeries = series.map((column, index) => ({
    id: column.key,
    label: column.label,
    color: colours[index % colours.length],
    data: set.rows.map((row) => figureValue(row, column.key)),
    valueFormatter: (value: number | null) => formatFigure(column.kind, value),
  }));
  return (
    <Box role="img" aria-label={label} data-testid={testId} data-points={set.rows.length} sx={{ width: '100%', direction: 'ltr' }}>
      {shape === 'bar' ? (
        <BarChart localeText={localeText} height={height} xAxis={xAxis} yAxis={yAxis} series={chartSeries} skipAnimation />
      ) : (
        <LineChart
          localeText={localeText}
          height={height}
          xAxis={xAxis}
          yAxis={yAxis}
          series={chartSeries.map((one) => ({ ...one, showMark: set.rows.length <= 31, connectNulls: false }))}
          skipAnimation
        />
      )}
    </Box>
  );
}
