import { Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatementLineRecord, StatementLineStatus } from '../../domain/statements/records';
import { formatDate, formatMoney } from '../../i18n/format';

const STATUS_COLOR: Record<StatementLineStatus, 'success' | 'warning' | 'info' | 'default'> = {
  matched: 'success',
  partial: 'warning',
  excess: 'info',
  unmatched: 'default',
};

interface StatementLineRowProps {
  line: StatementLineRecord;
  onMatch: (line: StatementLineRecord, invoiceId: number) => void;
  matching: boolean;
}

/** A credit line: who paid, with what communication, how much, and what it paid (or what might fit). */
export function StatementLineRow({ line, onMatch, matching }: StatementLineRowProps) {
  const translate = useTranslate();
  return (
    <TableRow data-testid="statement-line" data-status={line.status}>
      <TableCell>{formatDate(line.booking_date)}</TableCell>
      <TableCell>
        <Typography variant="body2">{line.debtor_name ?? '—'}</Typography>
        {line.debtor_iban ? (
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {line.debtor_iban}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        {/* A structured communication is read as one block; free text wraps where it can. */}
        {line.structured_ref ? (
          <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {line.structured_ref}
          </bdi>
        ) : (
          <bdi style={{ overflowWrap: 'anywhere' }}>{line.message ?? '—'}</bdi>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(line.amount_eur)}</TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" color={STATUS_COLOR[line.status]} label={translate(`bakery.statements.status.${line.status}`)} data-testid="statement-line-status" />
          {line.excess_eur > 0 ? (
            <Typography variant="caption">{translate('bakery.statements.excess', { amount: formatMoney(line.excess_eur) })}</Typography>
          ) : null}
        </Stack>
      </TableCell>
      <TableCell>
        {line.invoice_number ? (
          <Stack spacing={0.25}>
            <Typography variant="body2" data-testid="statement-line-invoice">
              <bdi dir="ltr">{line.invoice_number}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {line.store_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('bakery.statements.columns.recorded')}: {formatMoney(line.recorded_eur)}
            </Typography>
          </Stack>
        ) : line.suggestions.length ? (
          <Stack spacing={0.5}>
            {line.suggestions.map((suggestion) => (
              <Stack key={suggestion.invoice_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2">
                  <bdi dir="ltr">{suggestion.number}</bdi> · {suggestion.store_name} · {formatMoney(suggestion.remaining_eur)}
                  {' ('}
                  {suggestion.reasons.map((reason) => translate(`bakery.statements.reason_${reason}`)).join('، ')}
                  {')'}
                </Typography>
                <Button size="small" variant="outlined" loading={matching} onClick={() => onMatch(line, suggestion.invoice_id)} data-testid="statement-match">
                  {translate('bakery.statements.match')}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.statements.no_suggestion')}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
