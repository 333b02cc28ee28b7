import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ListHeader } from '../../ui/ListHeader';
import { PeriodBar } from './PeriodBar';
import type { PeriodKind } from './period';
import { REPORT_PRINT_CSS } from './printCss';
import { isReportKey, REPORT_KEYS, REPORT_VIEWS, type ReportKey } from './reportViews';
import { useReportPeriod } from './useReportPeriod';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/reports';

const TITLES: Record<PeriodKind, string> = {
  range: 'bakery.reports.index_title',
  day: 'bakery.reports.daily_title',
  month: 'bakery.reports.monthly_title',
  year: 'bakery.reports.yearly_title',
};

/**
 * /reports/daily, /monthly and /yearly (issue 26): every report for one day, month or year, one tab each,
 * compared with the period just before; the report in the address (?report=payments) so that the index's
 * links and a reload open it. Printing prints the open report (see ./printCss).
 */
export default function ReportPage({ kind }: { kind: PeriodKind }) {
  const translate = useTranslate();
  const { range, previous, setRange } = useReportPeriod(kind);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('report');
  const report: ReportKey = isReportKey(asked) ? asked : 'sales';
  const View = REPORT_VIEWS[report];
  const choose = (next: ReportKey) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('report', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Box className="report-page" data-testid="report-page" data-report={report} sx={{ p: { xs: 1, md: 2 } }}>
      <style>{REPORT_PRINT_CSS}</style>
      <Title title={TITLES[kind]} />
      <ListHeader title={TITLES[kind]}>
        <Button variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => window.print()} className="no-print">
          {translate('bakery.reports.print')}
        </Button>
      </ListHeader>
      <PeriodBar kind={kind} range={range} previous={previous} onChange={setRange} />
      <Tabs
        value={report}
        onChange={(_, next: ReportKey) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        className="no-print"
        aria-label={translate(TITLES[kind])}
      >
        {REPORT_KEYS.map((key) => (
          <Tab key={key} value={key} label={translate(`bakery.reports.kinds.${key}`)} data-testid={`report-tab-${key}`} />
        ))}
      </Tabs>
      {/* On paper the tabs are gone: the report's name heads it instead. */}
      <Box component="h2" className="print-only" sx={{ m: 0, mb: 1 }}>
        {translate(`bakery.reports.kinds.${report}`)}
      </Box>
      <View range={range} />
    </Box>
  );
}
