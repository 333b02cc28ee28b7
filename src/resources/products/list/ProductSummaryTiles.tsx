import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { StatCard, type StatColor } from '../../../ui/StatCard';
import type { ProductSummary } from '../../../domain/products/rules';
import { EMPTY_VALUE, formatNumber } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SummaryScope } from '../../../ui/SummaryScope';

export const PRODUCT_STATS_QUERY_KEY = ['products', 'stats'] as const;

const TILES: { key: keyof ProductSummary; testId: string; label: string; icon: ReactNode; color: StatColor }[] = [
  { key: 'total', testId: 'total', label: 'total', icon: <Inventory2Icon />, color: 'primary' },
  { key: 'active', testId: 'active', label: 'active', icon: <CheckCircleIcon />, color: 'success' },
  { key: 'featured', testId: 'featured', label: 'featured', icon: <StarIcon />, color: 'secondary' },
  { key: 'inactive', testId: 'inactive', label: 'inactive', icon: <PauseCircleIcon />, color: 'info' },
  { key: 'lowStock', testId: 'low-stock', label: 'low_stock', icon: <TrendingDownIcon />, color: 'warning' },
  {
    key: 'outOfStock',
    testId: 'out-of-stock',
    label: 'out_of_stock',
    icon: <RemoveShoppingCartIcon />,
    color: 'error',
  },
];

function isSummary(value: unknown): value is ProductSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    TILES.every(({ key }) => typeof (value as Record<string, unknown>)[key] === 'number')
  );
}

/**
 * The six figures over the whole catalogue (archived products left out), never counted from the twelve
 * cards on screen. They come with every list reply (`meta.summary`); only when a reply has none, or the
 * list failed, are they asked from GET /products/stats.
 */
export function ProductSummaryTiles() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { meta, isPending: listPending, error: listError } = useListContext();
  const fromList = isSummary(meta?.summary) ? meta.summary : undefined;
  const askStats = !fromList && (!listPending || !!listError);
  const stats = useQuery({
    queryKey: PRODUCT_STATS_QUERY_KEY,
    queryFn: () => dataProvider.productStats(),
    enabled: askStats,
  });
  const summary = fromList ?? (askStats ? stats.data : undefined);
  const failed = !summary && askStats && stats.isError;
  const loading = !summary && !failed;

  return (
    <>
      {failed ? (
        <RetryAlert
          message="bakery.products.list.stats_error"
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : null}
      <Grid container spacing={2} columns={{ xs: 2, sm: 3, xl: 6 }} sx={{ mb: 2 }}>
        {TILES.map((tile) => (
          <Grid key={tile.key} size={1}>
            <StatCard
              label={translate(`bakery.products.list.tiles.${tile.label}`)}
              value={summary ? formatNumber(summary[tile.key]) : EMPTY_VALUE}
              icon={tile.icon}
              color={tile.color}
              loading={loading}
              size="small"
              testId={`products-tile-${tile.testId}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.products.list.tiles.scope" testId="products-tiles-scope" />
    </>
  );
}
