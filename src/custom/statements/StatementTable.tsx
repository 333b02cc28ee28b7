import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { StatementLineRecord, StatementRecord } from '../../domain/statements/records';
import { formatMoney } from '../../i18n/format';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';
import { StatementLineRow } from './StatementLineRow';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

/** The matching table of one statement: its summary, then every credit line with what it paid. */
export function StatementTable({ statement }: { statement: StatementRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const match = useMutation({
    mutationFn: ({ line, invoiceId }: { line: StatementLineRecord; invoiceId: number }) =>
      dataProvider.matchStatementLine(statement.id, line.id, invoiceId),
    onSuccess: (updated) => {
      const text = translate('bakery.statements.matched');
      notify(text, { type: 'success', messageArgs: { _: text } });
      void replaceQueryData(queryClient, ['bank-statements', updated.id], updated);
      void refreshQueries(queryClient, { queryKey: ['bank-statements', 'list'] });
    },
  });
  const s = statement.summary;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="statement-summary">
        {translate('bakery.statements.summary', { ...s, recorded: formatMoney(s.recorded_eur) })}
      </Typography>
      {match.isError ? <Alert severity="error">{errorMessage(match.error)}</Alert> : null}
      <TableContainer>
        <Table size="small" data-testid="statement-table">
          <TableHead>
            <TableRow>
              {(['date', 'payer', 'communication', 'amount', 'status', 'invoice'] as const).map((column) => (
                <TableCell key={column}>{translate(`bakery.statements.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {statement.lines.map((line) => (
              <StatementLineRow
                key={line.id}
                line={line}
                matching={match.isPending && match.variables?.line.id === line.id}
                onMatch={(chosen, invoiceId) => match.mutate({ line: chosen, invoiceId })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
