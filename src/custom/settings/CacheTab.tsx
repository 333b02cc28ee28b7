import CachedIcon from '@mui/icons-material/Cached';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionCard } from '../../ui/SectionCard';
import { formatCount } from './format';
import { useSystemAction } from './useSystemAction';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

const CACHE_KEY = ['caches'];

/** What this server keeps in memory (the settings copy, the geocoder's answers…) and a way to clear each. */
export default function CacheTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: CACHE_KEY, queryFn: () => dataProvider.caches() });
  const clear = useSystemAction((provider, name: string | undefined) => provider.clearCache(name), {
    refresh: [CACHE_KEY],
    success: () => ({ key: 'bakery.settings.cache.cleared' }),
  });
  const t = (key: string) => translate(`bakery.settings.cache.${key}`);
  // A cache this screen has no words for (a later one) is shown by its own name.
  const nameOf = (name: string) => translate(`bakery.settings.cache.names.${name}`, { _: name });
  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  return (
    <SectionCard
      title="bakery.settings.cache.title"
      icon={<CachedIcon />}
      data-testid="cache-tab"
      action={
        <Button variant="outlined" color="warning" onClick={() => clear.mutate(undefined)} disabled={clear.isPending}>
          {t('clear_all')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('entries')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((cache) => (
              <TableRow key={cache.name} data-testid={`cache-${cache.name}`}>
                <TableCell>{nameOf(cache.name)}</TableCell>
                <TableCell>{formatCount(cache.entries)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => clear.mutate(cache.name)} disabled={clear.isPending}>
                    {t('clear')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </SectionCard>
  );
}
