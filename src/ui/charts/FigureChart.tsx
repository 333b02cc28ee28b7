import { Box, useTheme } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
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

const Y_AXIS_WIDTH = 64;
const X_AXIS_HEIGHT = 40;
/** About the width of one character of the axis' 12 px labels, and the room kept between two labels. */
const CHAR_PX = 7;
const LABEL_GAP_PX = 16;
const LONGEST_LABEL = 14;

/**
 * A category as its axis label: a day without its year (the period bar names it), a long name cut with
 * an ellipsis. The library hides every label that would touch another, and with a month's days or the
 * shops' names it hid them all.
 */
function tickLabel(value: string): string {
  const day = /^(\d{2}\/\d{2})\/\d{4}$/.exec(value);
  if (day) return day[1]!;
  return value.length > LONGEST_LABEL ? `${value.slice(0, LONGEST_LABEL - 1)}…` : value;
}

/** One label every how many categories, so that the labels fit the plot's width without touching. */
function labelStep(labels: readonly string[], plotWidth: number): number {
  if (labels.length === 0) return 1;
  const widest = Math.max(...labels.map((text) => text.length)) * CHAR_PX + LABEL_GAP_PX;
  const fitting = Math.max(1, Math.floor(Math.max(plotWidth, 0) / widest));
  return Math.max(1, Math.ceil(labels.length / fitting));
}

/** The element's width, followed as the window or the layout changes it. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = box.current;
    // Without ResizeObserver (an old browser, the unit tests' jsdom) the width is read once.
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth || 600);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return [box, width];
}

/**
 * A chart of a FigureSet with MUI X Charts, for a right-to-left page: the axis runs from the right (its
 * first row on the right, as the table's first column is), the value axis stands on the right, figures in
 * Latin digits and euros with their symbol. Colours come from the theme, so they follow light and dark.
 */
export function FigureChart({ set, shape, label, height = 300, testId }: FigureChartProps) {
  const theme = useTheme();
  const [box, width] = useWidth();
  const translate = useTranslate();
  // The library's own overlays speak English: these words replace them.
  const localeText = {
    noData: translate('bakery.common.charts.no_data'),
    loading: translate('bakery.common.charts.loading'),
  };
  const rtl = theme.direction === 'rtl';
  const series = drawnSeries(set);
  const colours = [
    theme.palette.primary.main,
    theme.palette.info.main,
    theme.palette.success.main,
    theme.palette.warning.main,
  ];
  const categories = set.rows.map((row) => String(row[set.category.key] ?? ''));
  const unit = series[0]?.kind ?? 'number';
  const shown = (value: string) => formatFigure(set.category.kind, value);
  const step = labelStep(
    categories.map((value) => tickLabel(shown(value))),
    width - Y_AXIS_WIDTH,
  );
  const xAxis = [
    {
      scaleType: shape === 'bar' ? ('band' as const) : ('point' as const),
      data: categories,
      reverse: rtl,
      // The axis shows a label every `step` categories, short ones; the tooltip and the table the whole.
      valueFormatter: (value: string, context: { location: string }) =>
        context.location === 'tick' ? tickLabel(shown(value)) : shown(value),
      tickLabelInterval: (_value: unknown, index: number) => index % step === 0,
      // Room for a line of Cairo: its glyphs stand taller than the library's 25 px axis allows, and the
      // library shortened every label to nothing.
      height: X_AXIS_HEIGHT,
    },
  ];
  const yAxis = [
    {
      position: rtl ? ('right' as const) : ('left' as const),
      width: Y_AXIS_WIDTH,
      // Whole figures on the axis; the tooltip and the table give the cents.
      valueFormatter: (value: number) =>
        formatNumber(value, { maximumFractionDigits: 0 }) + (unit === 'money' ? ' €' : ''),
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
    <Box
      ref={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-points={set.rows.length}
      data-label-step={step}
      sx={{ width: '100%', direction: 'ltr' }}
    >
      {shape === 'bar' ? (
        <BarChart
          localeText={localeText}
          height={height}
          xAxis={xAxis}
          yAxis={yAxis}
          series={chartSeries}
          skipAnimation
        />
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
