import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatFigure, type FigureSet } from './figures';

export interface FigureTableProps {
  set: FigureSet;
  /** Names the table for screen readers (the chart's title). */
  caption: string;
  testId?: string;
  /** Shown instead of an empty table. */
  emptyText: string;
}

/**
 * The chart's figures as a table, beside it, for whoever cannot read the chart (a screen reader, a
 * print on a black-and-white printer): the same rows, the same formatting.
 */
export function FigureTable({ set, caption, testId, emptyText }: FigureTableProps) {
  const columns = [set.category, ...set.series];
  return (
    <TableContainer sx={{ maxHeight: 360, overflowX: 'auto' }} className="report-table">
      <Table size="small" stickyHeader aria-label={caption} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {set.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          ) : (
            set.rows.map((row, index) => (
              <TableRow key={`${String(row[set.category.key])}-${index}`}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    data-column={column.key}
                    align={column.kind === 'text' ? 'left' : 'right'}
                    // Figures read left to right inside a right-to-left table.
                    sx={column.kind === 'text' ? undefined : { direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
                  >
                    {column.blank !== undefined && (row[column.key] === null || row[column.key] === undefined)
                      ? column.blank
                      : formatFigure(column.kind, row[column.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
