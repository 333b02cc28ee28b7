import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { ExpensesTable } from './ExpensesTable';
import { ExpenseTotals } from './ExpenseTotals';
import { useVehicleExpenses, VEHICLE_EXPENSES_PER_PAGE } from './useVehicleQueries';

const prefix = 'bakery.vehicle_show.expenses';

/** The vehicle's expenses from the server, newest first, twenty a page, with its totals per type. */
export function ExpensesTab({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const expenses = useVehicleExpenses(id, page);
  const pages = Math.ceil((expenses.data?.total ?? 0) / VEHICLE_EXPENSES_PER_PAGE);

  let content;
  if (expenses.isPending) content = <CircularProgress aria-label={translate(`${prefix}.title`)} />;
  else if (expenses.isError)
    content = (
      <RetryAlert
        message={`${prefix}.load_failed`}
        onRetry={() => void expenses.refetch()}
        retrying={expenses.isFetching}
      />
    );
  else if (expenses.data.data.length === 0)
    content = (
      <Alert severity="info" data-testid="vehicle-expenses-empty">
        {translate(`${prefix}.empty`)}
      </Alert>
    );
  else
    content = (
      <>
        <ExpensesTable rows={expenses.data.data} loading={expenses.isPlaceholderData} />
        {pages > 1 ? (
          <Stack
            component="nav"
            aria-label={translate(`${prefix}.pagination`)}
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {translate(`${prefix}.page_of`, { page, pages })}
            </Typography>
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              size="small"
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item ?? '' })
                  : translate(`ra.navigation.${type}`)
              }
            />
          </Stack>
        ) : null}
      </>
    );

  return (
    <Stack spacing={2}>
      <ExpenseTotals id={id} />
      <SectionCard title={`${prefix}.title`} icon={<ReceiptLongIcon />} data-testid="vehicle-expenses">
        {content}
      </SectionCard>
    </Stack>
  );
}
