import StorageIcon from '@mui/icons-material/Storage';
import { Box, Typography } from '@mui/material';
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
        {query.isError ? (
          <RetryAlert
            message="bakery.settings.load_failed"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {/* Label, then value and source: a row from a tablet up, one under the other on a phone, never clipped. */}
        <Box component="dl" sx={{ m: 0 }}>
          {Object.entries(query.data ?? {}).map(([key, entry]) => (
            <Box
              key={key}
              data-testid={`environment-${key}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' },
                columnGap: 2,
                py: 1,
                borderBlockEnd: 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="dt" variant="body2" fontWeight={600}>
                {t(`keys.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <bdi dir="ltr">
                  {key === 'database'
                    ? translate(`bakery.settings.database.kinds.${String(entry.value)}`)
                    : shown(entry.value)}
                </bdi>
              </Typography>
              <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                {t(entry.source === 'environment' ? 'from_environment' : 'from_default')}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    </Box>
  );
}
