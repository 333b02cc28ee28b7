import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EuroIcon from '@mui/icons-material/Euro';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ExpenseSummary } from '../../domain/vehicles/expenseRecords';
import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { StatCard, type StatColor } from '../../ui/StatCard';
import { SummaryScope } from '../../ui/SummaryScope';

/**
 * The four figures of spec 002 over every page of the list's filters: the server's `summary` (this month's
 * total in EUR, the count, the last day, the daily average = month total / 30), never summed from the rows
 * on screen.
 */
export function ExpenseSummaryCards() {
  const translate = useTranslate();
  const { meta, isPending, error } = useListContext();
  const summary = (meta as { summary?: ExpenseSummary } | undefined)?.summary;
  const shown = (value: string | undefined) => (error || value === undefined ? EMPTY_VALUE : value);

  const cards: { key: string; value: string; icon: ReactNode; color: StatColor }[] = [
    {
      key: 'month_total',
      value: shown(summary && formatMoney(summary.month_total_eur)),
      icon: <EuroIcon />,
      color: 'primary',
    },
    {
      key: 'count',
      value: shown(summary && formatNumber(summary.count)),
      icon: <ReceiptLongIcon />,
      color: 'secondary',
    },
    {
      key: 'last_date',
      value: shown(summary && (summary.last_date ? formatDate(summary.last_date) : EMPTY_VALUE)),
      icon: <EventIcon />,
      color: 'info',
    },
    {
      key: 'daily_average',
      value: shown(summary && formatMoney(summary.daily_average_eur)),
      icon: <CalendarMonthIcon />,
      color: 'success',
    },
  ];

  return (
    <>
      <Grid container spacing={2} columns={{ xs: 2, md: 4 }} sx={{ mb: 2 }}>
        {cards.map((card) => (
          <Grid key={card.key} size={1}>
            <StatCard
              label={translate(`bakery.expenses.cards.${card.key}`)}
              value={card.value}
              icon={card.icon}
              color={card.color}
              loading={isPending && !error}
              size="small"
              testId={`expenses-card-${card.key}`}
            />
          </Grid>
        ))}
      </Grid>
      <SummaryScope message="bakery.expenses.cards.scope" testId="expenses-cards-scope" />
    </>
  );
}
