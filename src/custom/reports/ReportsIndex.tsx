import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCREEN } from '../../domain/access';
import type { ReportsSummary } from '../../domain/reports';
import { ListHeader } from '../../ui/ListHeader';
import { ComparedFigure, type ComparedFigureProps } from './ComparedFigure';
import { PeriodBar } from './PeriodBar';
import { ReportState } from './ReportState';
import { REPORT_KEYS, type ReportKey } from './reportViews';
import { useReportPeriod } from './useReportPeriod';
import { useReportQuery } from './useReportQuery';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/reports';

const share = (value: number | null) => (value === null ? null : value * 100);

/** The headline figures of each report in the summary's reply. */
function headlines(summary: ReportsSummary, label: (key: string) => string): Record<ReportKey, ComparedFigureProps[]> {
  const { sales, payments, margin, vehicles, distribution } = summary;
  return {
    sales: [
      { label: label('headline.sales'), kind: 'money', current: sales.amount_eur, previous: sales.previous_amount_eur, testId: 'index-sales' },
      { label: label('headline.orders'), kind: 'count', current: sales.orders, previous: sales.previous_orders, testId: 'index-orders' },
    ],
    payments: [
      { label: label('headline.collected'), kind: 'money', current: payments.collected_eur, previous: payments.previous_collected_eur, testId: 'index-collected' },
      { label: label('headline.overdue'), kind: 'money', current: payments.overdue_eur, caption: label('headline.outstanding_today'), testId: 'index-overdue' },
    ],
    margin: [
      { label: label('headline.margin'), kind: 'money', current: margin.margin_eur, previous: margin.previous_margin_eur, testId: 'index-margin' },
      { label: label('columns.margin_share'), kind: 'percent', current: share(margin.margin_share), testId: 'index-margin-share' },
    ],
    vehicles: [
      { label: label('headline.vehicle_costs'), kind: 'money', current: vehicles.expenses_eur, previous: vehicles.previous_expenses_eur, testId: 'index-vehicle-costs' },
      { label: label('columns.per_km'), kind: 'money', current: vehicles.cost_per_km_eur, testId: 'index-per-km' },
    ],
    distribution: [
      { label: label('headline.deliveries'), kind: 'count', current: distribution.deliveries, previous: distribution.previous_deliveries, testId: 'index-deliveries' },
      { label: label('headline.on_time'), kind: 'percent', current: share(distribution.on_time_share), testId: 'index-on-time' },
    ],
  };
}

/** /reports: each report's headline figures for any range against the period before, and a way into it. */
export default function ReportsIndex() {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.reports.${key}`);
  const { range, previous, setRange } = useReportPeriod('range');
  const query = useReportQuery(['summary', range], (provider) => provider.reportsSummary(range));
  const figures = query.data ? headlines(query.data, label) : null;
  return (
    <Box className="report-page" data-testid="reports-index" sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="bakery.reports.index_title" />
      <ListHeader title="bakery.reports.index_title" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {label('index_subtitle')}
      </Typography>
      <PeriodBar kind="range" range={range} previous={previous} onChange={setRange} />
      <ReportState query={query}>
        {figures ? (
          <Grid container spacing={2}>
            {REPORT_KEYS.map((key) => (
              <Grid key={key} size={{ xs: 12, md: 6, xl: 4 }}>
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`index-card-${key}`}>
                  <CardContent sx={{ flexGrow: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                      {label(`kinds.${key}`)}
                    </Typography>
                    <Grid container spacing={1}>
                      {figures[key].map((figure) => (
                        <Grid key={figure.label} size={6}>
                          <ComparedFigure {...figure} />
                        </Grid>
                      ))}
                    </Grid>
                  </CardContent>
                  <CardActions>
                    <Button component={Link} to={`${SCREEN.monthlyReports.path}?report=${key}&from=${range.from}`} size="small">
                      {label('open_report')}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        ) : null}
      </ReportState>
    </Box>
  );
}
