import { Box, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../ui/RetryAlert';

export interface ReportStateProps {
  query: { isPending: boolean; isFetching: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  children: ReactNode;
  /** The first day of the figures shown (the reply's), so a reader can tell they are the range's own. */
  shownFrom?: string;
}

/**
 * A report while it loads (a bar, and the figures of the range before kept in view), when it failed (the
 * server's message and a retry, no figures), and once it came: its `children`. `aria-busy` tells tests
 * and screen readers when the figures shown are the range's own.
 */
export function ReportState({ query, children, shownFrom }: ReportStateProps) {
  if (query.isError) {
    return <RetryAlert message={query.error?.message || 'bakery.reports.load_error'} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Box aria-busy={query.isFetching} data-testid="report-body" data-from={shownFrom}>
      {query.isFetching ? <LinearProgress sx={{ mb: 1 }} className="no-print" /> : null}
      {query.isPending ? null : children}
    </Box>
  );
}
