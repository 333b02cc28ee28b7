import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { formatFigure, type FigureKind } from '../../ui/charts/figures';
import { changeOf } from './comparison';

export interface ComparedFigureProps {
  label: string;
  kind: FigureKind;
  current: number | string | null | undefined;
  /** Left out for a figure of today's position (what is owed), which has no previous period. */
  previous?: number | string | null;
  /** A line under the figure instead of the comparison. */
  caption?: string;
  testId?: string;
}

/** A headline figure of a report, with the previous period's and how much it moved. */
export function ComparedFigure({ label, kind, current, previous, caption, testId }: ComparedFigureProps) {
  const translate = useTranslate();
  const change = changeOf(current, previous);
  const percent = 'percent' in change ? formatNumber(change.percent / 100, { style: 'percent', maximumFractionDigits: 1 }) : '';
  const Icon = change.direction === 'up' ? TrendingUpIcon : change.direction === 'down' ? TrendingDownIcon : TrendingFlatIcon;
  const colour = change.direction === 'up' ? 'success.main' : change.direction === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700} data-testid={testId} sx={{ direction: 'ltr', textAlign: 'end', unicodeBidi: 'isolate' }}>
          {formatFigure(kind, current)}
        </Typography>
        {previous === undefined ? (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        ) : (
          <>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: colour }}>
          <Icon fontSize="small" aria-hidden />
          <Typography variant="caption" data-testid={testId ? `${testId}-change` : undefined}>
            {change.direction === 'new'
              ? translate('bakery.reports.headline.change_new')
              : change.direction === 'none'
                ? translate('bakery.reports.headline.change_none')
                : translate(`bakery.reports.headline.change_${change.direction}`, { value: percent })}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" data-testid={testId ? `${testId}-previous` : undefined}>
          {translate('bakery.reports.headline.previous', { value: formatFigure(kind, previous) })}
        </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
