import { Card, Skeleton, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import { OrderDataTable } from './OrderDataTable';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderListError } from './OrderListError';
import { OrderMobileList } from './OrderMobileList';

/** The rows as a table (cards on a phone), or the loading, error or empty state in their place. */
export function OrderListBody() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { isPending, error, total, data } = useListContext();
  if (error && !data) return <OrderListError />;
  if (isPending) {
    return (
      <Stack spacing={1} data-testid="orders-loading">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (!total) return <OrderListEmpty />;
  return (
    // The table scrolls inside its card rather than pushing the page sideways.
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      {phone ? <OrderMobileList /> : <OrderDataTable />}
    </Card>
  );
}
