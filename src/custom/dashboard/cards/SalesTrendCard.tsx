import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCREEN } from '../../../domain/access';
import { bakeryDate } from '../../../domain/dates';
import { formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import type { FigureSet } from '../../../ui/charts/figures';
import { FigureTable } from '../../../ui/charts/FigureTable';
import { MiniBars } from '../../../ui/charts/MiniBars';
import { CardFrame } from './CardFrame';
import { useCardQuery } from './useCardQuery';

/**
 * This month's sales so far (the 1st to today, delivered orders by order day, as the monthly report counts
 * them), day by day, against the same number of days before; a small chart and the table of its days.
 */
export function SalesTrendCard() {
  const translate = useTranslate();
  const today = bakeryDate();
  const range = { from: `${today.slice(0, 7)}-01`, to: today };
  const query = useCardQuery(['sales', range.from, range.to], (provider) => provider.dashboardSales(range));
  const sales = query.data;
  const t = (key: string, options?: Record<string, unknown>) => translate(`bakery.dashboard.cards.${key}`, options);
  const set: FigureSet | null = sales
    ? {
        category: { key: 'date', label: t('day'), kind: 'text' },
        series: [
          { key: 'amount', label: t('amount'), kind: 'money' },
          { key: 'orders', label: t('orders'), kind: 'count' },
        ],
        drawn: ['amount'],
        rows: sales.daily.map((day) => ({ date: formatDate(day.date), amount: day.amount, orders: day.orders })),
      }
    : null;
  return (
    <CardFrame
      titleKey="bakery.dashboard.cards.sales_trend"
      testId="card-sales_trend"
      query={query}
      action={
        <Button component={Link} to={`${SCREEN.monthlyReports.path}?report=sales`} size="small">
          {t('open_report')}
        </Button>
      }
    >
      {sales && set ? (
        <Stack spacing={1}>
          <Typography variant="h5" component="p" fontWeight={700} data-testid="dashboard-month-sales" sx={{ direction: 'ltr', textAlign: 'end', unicodeBidi: 'isolate' }}>
            {formatMoney(sales.totals.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('month_to_date', { from: formatDate(range.from), to: formatDate(range.to), orders: formatNumber(sales.totals.orders) })}
            {' · '}
            {t('previous', { value: formatMoney(sales.previous_totals.amount) })}
          </Typography>
          <MiniBars set={set} label={t('sales_trend')} testId="dashboard-sales-bars" />
          <FigureTable set={set} caption={t('sales_trend')} emptyText={t('empty')} testId="dashboard-sales-table" />
        </Stack>
      ) : null}
    </CardFrame>
  );
}
