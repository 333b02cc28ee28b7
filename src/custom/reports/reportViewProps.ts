import type { DayRange } from './period';

/** What each report's view gets from the page: the range it shows (the comparison is the server's). */
export interface ReportViewProps {
  range: DayRange;
}
