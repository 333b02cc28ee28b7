import { safeCell } from '../../src/domain/csv';
import { toCsv } from '../../src/domain/csvTable';
import type { ReportName } from '../../src/domain/reports/schemas';
import type { Db } from '../db/client';
import type { Range } from './reportRanges';
import { reportTable, type TableCell } from './reportsTable';

// The CSV of each report (issue 26): the same rows as the page's table (reportsTable.ts), Arabic
// headers, a total line, so the file and the screen never differ. Cells go through safeCell (a name
// starting with = + - @ is not run as a formula by a spreadsheet); shares are written as percents.

type Cell = string | number | boolean;

function csvCell(cell: TableCell): Cell {
  if (typeof cell === 'string') return safeCell(cell);
  if (cell.value === null) return '';
  return cell.kind === 'share' ? Math.round(cell.value * 1000) / 10 : safeCell(cell.value);
}

export interface CsvFile {
  filename: string;
  contentType: string;
  body: string;
}

/** A report's table as CSV; group_by is the sales or margin grouping (refused for a report it does not fit). */
export async function reportCsv(db: Db, report: ReportName | 'summary', range: Range, today: string, groupBy?: string): Promise<CsvFile> {
  const table = await reportTable(db, report, range, today, groupBy);
  const lines = [table.header, ...table.rows.map((row) => row.map(csvCell))];
  if (table.total.length > 0) lines.push(table.total.map(csvCell));
  return {
    filename: `${table.name}_${range.date_from}_${range.date_to}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(lines),
  };
}
