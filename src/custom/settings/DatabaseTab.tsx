import StorageIcon from '@mui/icons-material/Storage';
import { Box, Button, Grid, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { InfoRow } from '../../ui/InfoRow';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionCard } from '../../ui/SectionCard';
import { formatBytes, formatCount, formatWhen } from './format';
import { useSystemAction } from './useSystemAction';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

const DATABASE_KEY = ['database-status'];

/** The database (read-only): its kind, size, rows per table and migrations; and VACUUM ANALYZE on demand. */
export default function DatabaseTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: DATABASE_KEY, queryFn: () => dataProvider.databaseStatus() });
  const [confirming, setConfirming] = useState(false);
  const optimize = useSystemAction((provider) => provider.optimizeDatabase(), {
    refresh: [DATABASE_KEY],
    success: (ms) => ({ key: 'bakery.settings.database.optimized', args: { ms } }),
  });
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.settings.database.${key}`, args);
  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  const status = query.data;
  return (
    <SectionCard
      title="bakery.settings.database.title"
      icon={<StorageIcon />}
      data-testid="database-tab"
      action={
        <Button
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={optimize.isPending}
          data-testid="database-optimize"
        >
          {t('optimize')}
        </Button>
      }
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoRow label={t('kind')}>{t(`kinds.${status.database}`)}</InfoRow>
          <InfoRow label={t('size')}>{formatBytes(status.size_bytes)}</InfoRow>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoRow label={t('migrations')}>{formatCount(status.migrations_applied)}</InfoRow>
          <InfoRow label={t('last_migration')}>
            {status.last_migration_at ? formatWhen(status.last_migration_at) : '—'}
          </InfoRow>
        </Grid>
      </Grid>
      <Box sx={{ overflowX: 'auto', maxBlockSize: 480 }}>
        <Table size="small" stickyHeader aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('table')}</TableCell>
              <TableCell>{t('rows')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(status.tables)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, rows]) => (
                <TableRow key={name}>
                  <TableCell dir="ltr" sx={{ textAlign: 'end' }}>
                    {name}
                  </TableCell>
                  <TableCell>{formatCount(rows)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={optimize.isPending}
        title="bakery.settings.database.optimize_title"
        content="bakery.settings.database.optimize_content"
        confirm="bakery.settings.database.optimize"
        onConfirm={() => optimize.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
