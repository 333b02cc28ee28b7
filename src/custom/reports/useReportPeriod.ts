import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bakeryDate } from '../../domain/dates';
import { periodFromSearch, previousRange, type DayRange, type PeriodKind } from './period';

/**
 * The period a report page shows, kept in its address (?from=…&to=…) so that a reload, a link or the
 * browser's back button give the same figures; the comparison period follows from it.
 */
export function useReportPeriod(kind: PeriodKind, defaultDays = 30) {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => periodFromSearch(kind, search, bakeryDate(), defaultDays), [kind, search, defaultDays]);
  const previous = useMemo(() => previousRange(range), [range]);
  const setRange = useCallback(
    (next: DayRange) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('from', next.from);
          params.set('to', next.to);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { range, previous, setRange };
}
