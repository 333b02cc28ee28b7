import { Card, CardContent, Stack, Typography } from '@mui/material';
import { downloadCSV, useNotify, useTranslate } from 'react-admin';
import { ChartAndTable } from '../../ui/charts/ChartAndTable';
import type { ChartShape } from '../../ui/charts/FigureChart';
import type { FigureSet } from '../../ui/charts/figures';
import { figuresCsv } from '../../ui/charts/figuresCsv';
import { ExportFileButton } from '../../ui/ExportFileButton';
import type { DayRange } from './period';

export interface ReportSectionProps {
  title: string;
  set: FigureSet;
  shape: ChartShape;
  /** The section's test ids and its CSV file's name: report_<name>_<from>_<to>.csv. */
  name: string;
  range: DayRange;
}

/** One part of a report: its title, the chart and its table, and the CSV of that table. */
export function ReportSection({ title, set, shape, name, range }: ReportSectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const exportCsv = () => {
    downloadCSV(figuresCsv(set), `report_${name}_${range.from}_${range.to}`);
    notify('bakery.reports.exported', { type: 'success' });
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`section-${name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <span className="no-print">
            <ExportFileButton format="csv" onExport={exportCsv} disabled={set.rows.length === 0} />
          </span>
        </Stack>
        <ChartAndTable
          set={set}
          shape={shape}
          label={title}
          emptyText={translate('bakery.reports.empty')}
          testId={name}
        />
      </CardContent>
    </Card>
  );
}
