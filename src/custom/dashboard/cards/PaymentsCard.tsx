import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AgeingBuckets } from '../../../domain/reports';
import { shiftDay, bakeryDate } from '../../../domain/dates';
import { formatMoney } from '../../../i18n/format';
import type { FigureSet } from '../../../ui/charts/figures';
import { FigureTable } from '../../../ui/charts/FigureTable';
import { CardFrame } from './CardFrame';
import { useCardQuery } from './useCardQuery';

// The contract's AGEING_BUCKETS, written again: its module brings zod, which the dashboard's chunk leaves
// out (issue 25's weight budget). The type keeps each name one of the reply's.
const BUCKETS: readonly (keyof AgeingBuckets)[] = ['not_due', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Grid size={4}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography fontWeight={700} data-testid={testId} sx={{ direction: 'ltr', textAlign: 'end', unicodeBidi: 'isolate' }}>
        {value}
      </Typography>
    </Grid>
  );
}

/** Collected in the last 30 days, what is owed today and how late, by days past the shops' terms. */
export function PaymentsCard() {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.dashboard.cards.${key}`);
  const today = bakeryDate();
  const range = { from: shiftDay(today, -29), to: today };
  const query = useCardQuery(['payments', range.from, range.to], (provider) => provider.dashboardPayments(range));
  const reconciliation = query.data?.reconciliation;
  const set: FigureSet | null = reconciliation
    ? {
        category: { key: 'bucket', label: t('bucket'), kind: 'text' },
        series: [{ key: 'amount', label: t('owed'), kind: 'money' }],
        rows: BUCKETS.map((bucket) => ({ bucket: t(`ageing.${bucket}`), amount: reconciliation.ageing[bucket] })),
      }
    : null;
  return (
    <CardFrame titleKey="bakery.dashboard.cards.payments" testId="card-payments" query={query}>
      {query.data ? (
        <>
          <Grid container spacing={1} sx={{ mb: 1 }}>
            <Figure label={t('collected_30')} value={formatMoney(query.data.collected_eur)} testId="dashboard-collected" />
            <Figure label={t('outstanding')} value={formatMoney(reconciliation?.outstanding_eur)} testId="dashboard-outstanding" />
            <Figure label={t('overdue')} value={formatMoney(reconciliation?.overdue_eur)} testId="dashboard-overdue" />
          </Grid>
          {set ? <FigureTable set={set} caption={t('ageing_title')} emptyText={t('empty')} testId="dashboard-ageing-table" /> : null}
        </>
      ) : null}
    </CardFrame>
  );
}
