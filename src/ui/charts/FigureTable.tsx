import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatFigure, type FigureSet } from './figures';

export interface FigureTableProps {
  set: FigureSet;
  /** Names the table for screen readers (the chart's title). */
  caption: string;
  testId?: string;
  /** Shown instead of an empty table. */
  emptyText: string;
}

// A plain HTML table styled from the theme rather than MUI's Table components: the dashboard's cards show
// it, and MUI's table modules would take the cold dashboard past issue 25's 250 kB budget.
const cellSx = {
  px: 1,
  py: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
  typography: 'body2',
  textAlign: 'start',
} as const;
const figureSx = {
  ...cellSx,
  textAlign: 'end',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
} as const;

/**
 * The chart's figures as a table, beside it, for whoever cannot read the chart (a screen reader, a
 * print on a black-and-white printer): the same rows, the same formatting.
 */
export function FigureTable({ set, caption, testId, emptyText }: FigureTableProps) {
  const translate = useTranslate();
  const columns = [set.category, ...set.series];
  const [box, cut] = useCutSideways();
  return (
    <>
      {cut ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          className="no-print"
          data-testid={testId && `${testId}-scroll-hint`}
        >
          {translate('bakery.common.charts.scroll_hint')}
        </Typography>
      ) : null}
      <Box
        ref={box}
        sx={{
          maxHeight: 360,
          overflow: 'auto',
          // The side a wide table is cut on fades, so that a cut column reads as "there is more".
          ...(cut ? { boxShadow: (theme) => `inset -12px 0 10px -10px ${theme.palette.text.disabled}` } : {}),
        }}
        className="report-table"
      >
        <Box
          component="table"
          aria-label={caption}
          data-testid={testId}
          sx={{ width: '100%', borderCollapse: 'collapse' }}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <Box
                  component="th"
                  key={column.key}
                  scope="col"
                  sx={{
                    ...cellSx,
                    fontWeight: 700,
                    position: 'sticky',
                    top: 0,
                    bgcolor: 'background.paper',
                    textAlign: column.kind === 'text' ? 'start' : 'end',
                  }}
                >
                  {column.label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {set.rows.length === 0 ? (
              <tr>
                <Box component="td" colSpan={columns.length} sx={cellSx}>
                  {emptyText}
                </Box>
              </tr>
            ) : (
              set.rows.map((row, index) => (
                <tr key={`${String(row[set.category.key])}-${index}`}>
                  {columns.map((column) => (
                    <Box
                      component="td"
                      key={column.key}
                      data-column={column.key}
                      sx={column.kind === 'text' ? cellSx : figureSx}
                    >
                      {column.blank !== undefined && (row[column.key] === null || row[column.key] === undefined)
                        ? column.blank
                        : formatFigure(column.kind, row[column.key])}
                    </Box>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Box>
      </Box>
    </>
  );
}

/**
 * Whether the table is wider than its box (a phone, or many columns): it then scrolls sideways inside
 * its box, and the caption above says so.
 */
function useCutSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const check = () => setCut(element.scrollWidth > element.clientWidth + 1);
    // Without ResizeObserver (an old browser, the unit tests' jsdom) the box is measured once.
    if (typeof ResizeObserver === 'undefined') {
      check();
      return undefined;
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return [box, cut] as const;
}
