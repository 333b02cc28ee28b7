import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { RetryAlert } from '../../ui/RetryAlert';
import { EXCHANGE_RATES_KEY } from './queryKeys';

const when = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
const rate = new Intl.NumberFormat('ar', { maximumFractionDigits: 2 });

/** Every rate set, newest first, from when and by whom: orders keep the rate they were taken at. */
export function ExchangeRateHistory() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: EXCHANGE_RATES_KEY, queryFn: () => dataProvider.exchangeRates() });
  const t = (key: string) => translate(`bakery.settings.history.${key}`);
  return (
    <Box sx={{ mt: 2 }} data-testid="exchange-rate-history">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('title')}
      </Typography>
      {query.isError ? (
        <RetryAlert
          message="bakery.settings.load_failed"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data && query.data.history.length === 0 ? (
        <Typography color="text.secondary" data-testid="exchange-rate-empty">
          {t('empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rate')}</TableCell>
                <TableCell>{t('from')}</TableCell>
                <TableCell>{t('by')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data?.history ?? []).map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{rate.format(entry.rate)}</TableCell>
                  <TableCell>{when.format(new Date(entry.effective_from))}</TableCell>
                  <TableCell>{entry.set_by_name ?? t('unknown_user')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
