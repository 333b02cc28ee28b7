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

/** How the export names an entry's action, record kind and author: the screen's Arabic words. */
export interface LogWords {
  action: (action: string) => string;
  entity: (entity: string) => string;
  /** The employee's name; an entry without an author (the system's own jobs) gets ''. */
  user: (userId: number) => string;
}

/**
 * The audit entries as a spreadsheet: Arabic headers, the action, the record kind and the author in the
 * same words as the tab, each cell safe from formulas, the changes as JSON.
 */
export function logsCsv(entries: readonly LogEntry[], headers: readonly string[], words: LogWords): string {
  return toCsv([
    headers,
    ...entries.map((entry) =>
      [
        entry.created_at,
        entry.user_id == null ? '' : words.user(entry.user_id),
        words.action(entry.action),
        words.entity(entry.entity),
        entry.entity_id ?? '',
        entry.ip ?? '',
        entry.changes == null ? '' : JSON.stringify(entry.changes),
      ].map(safeCell),
    ),
  ]);
}
