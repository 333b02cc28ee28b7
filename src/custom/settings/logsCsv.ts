import { safeCell } from '../../domain/csv';
import { toCsv } from '../../domain/csvTable';

/** One audit entry as GET /logs answers it (secrets already masked by the server). */
export interface LogEntry {
  id: number;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: unknown;
  ip: string | null;
  created_at: string;
}

/** The audit entries as a spreadsheet: Arabic headers, each cell safe from formulas, the changes as JSON. */
export function logsCsv(entries: readonly LogEntry[], headers: readonly string[]): string {
  return toCsv([
    headers,
    ...entries.map((entry) =>
      [
        entry.created_at,
        entry.user_id ?? '',
        entry.action,
        entry.entity,
        entry.entity_id ?? '',
        entry.ip ?? '',
        entry.changes == null ? '' : JSON.stringify(entry.changes),
      ].map(safeCell),
    ),
  ]);
}
