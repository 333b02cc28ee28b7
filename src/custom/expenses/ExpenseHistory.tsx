import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Card, CardHeader, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from '../../ui/ListLoadError';
import { ListPager } from '../../ui/ListPager';
import { ExpenseCards } from './ExpenseCards';
import { ExpenseTable } from './ExpenseTable';

function EmptyHistory() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 5, px: 2, textAlign: 'center' }} data-testid="expenses-empty">
      <ReceiptLongIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('bakery.expenses.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.expenses.empty_hint')}
      </Typography>
    </Stack>
  );
}

/** The expenses the server holds, newest first, a page at a time: a table, or cards on a phone. */
export function ExpenseHistory({ office }: { office: boolean }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { total, isPending, error } = useListContext();
  const body = error ? (
    <ListLoadError
      testId="expenses-load-error"
      title={translate('bakery.expenses.load_error')}
      detail={(error as Error).message}
    />
  ) : !isPending && !total ? (
    <EmptyHistory />
  ) : phone ? (
    <ExpenseCards office={office} />
  ) : (
    <ExpenseTable office={office} />
  );
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('bakery.expenses.history')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      {body}
      <ListPager resource="expenses" />
    </Card>
  );
}
