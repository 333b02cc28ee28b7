import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
import { formatNumber } from '../../i18n/format';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * The generated day's driving (issue 31): the optimised routes' km, what the spec's unoptimised order of
 * the same shops would have driven, and the saving. Nothing for a day generated before these were kept.
 */
export function DistanceSummary({ summary }: { summary: NonNullable<ScheduleReply['distance_summary']> }) {
  const translate = useTranslate();
  const km = (value: number) => formatNumber(value, oneDecimal);
  return (
    <Alert severity="success" icon={<SavingsOutlinedIcon />} sx={{ mb: 2 }} data-testid="schedule-distance-summary">
      <AlertTitle>{translate('bakery.schedule.distance_summary.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        <li>{translate('bakery.schedule.distance_summary.planned', { km: km(summary.planned_km) })}</li>
        <li>{translate('bakery.schedule.distance_summary.unoptimised', { km: km(summary.unoptimised_km) })}</li>
        <li>
          <strong>
            {summary.saving_km > 0
              ? translate('bakery.schedule.distance_summary.saving', {
                  km: km(summary.saving_km),
                  percent: formatNumber(summary.saving_percent, oneDecimal),
                })
              : translate('bakery.schedule.distance_summary.no_saving')}
          </strong>
        </li>
      </Box>
    </Alert>
  );
}
