import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartAndTable } from '../../ui/charts/ChartAndTable';
import type { ChartShape } from '../../ui/charts/FigureChart';
import type { FigureSet } from '../../ui/charts/figures';

export interface ReportSectionProps {
  title: string;
  set: FigureSet;
  shape: ChartShape;
  /** The section's test ids: section-<name>, <name>-chart, <name>-table. */
  name: string;
  /** Side by side or one above the other (a wide table). */
  stacked?: boolean;
  /** A line under the title saying what the figures count. */
  note?: string;
  /** Under the chart and table (the payments report's pager of shops). */
  footer?: React.ReactNode;
}

/** One part of a report: its title, the chart and, beside it, the table of the same figures. */
export function ReportSection({ title, set, shape, name, stacked = false, note, footer }: ReportSectionProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`section-${name}`}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
            {note}
          </Typography>
        ) : null}
        <ChartAndTable
          set={set}
          shape={shape}
          label={title}
          emptyText={translate('bakery.reports.empty')}
          testId={name}
          stacked={stacked}
        />
        {footer}
      </CardContent>
    </Card>
  );
}
