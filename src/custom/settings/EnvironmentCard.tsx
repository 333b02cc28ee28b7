import StorageIcon from '@mui/icons-material/Storage';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionCard } from '../../ui/SectionCard';

/**
 * What only the environment decides (GET /configuration), read-only with where each value comes from: the
 * database above all, which the server needs before it can read a setting (README "Settings").
 */
export function EnvironmentCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: ['configuration'], queryFn: () => dataProvider.configuration() });
  const t = (key: string) => translate(`bakery.settings.environment.${key}`);
  const shown = (value: unknown) => (typeof value === 'boolean' ? t(value ? 'yes' : 'no') : String(value ?? ''));
  return (
    <Box sx={{ mt: 2 }}>
      <SectionCard title="bakery.settings.environment.title" icon={<StorageIcon />} data-testid="environment-card">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        {query.isError ? <RetryAlert message="bakery.settings.load_failed" onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('value')}</TableCell>
                <TableCell>{t('source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(query.data ?? {}).map(([key, entry]) => (
                <TableRow key={key} data-testid={`environment-${key}`}>
                  <TableCell>{t(`keys.${key}`)}</TableCell>
                  <TableCell dir="ltr" sx={{ textAlign: 'end', wordBreak: 'break-all' }}>
                    {key === 'database' ? translate(`bakery.settings.database.kinds.${String(entry.value)}`) : shown(entry.value)}
                  </TableCell>
                  <TableCell>{t(entry.source === 'environment' ? 'from_environment' : 'from_default')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </SectionCard>
    </Box>
  );
}
