import MapIcon from '@mui/icons-material/Map';
import { Alert, Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { UserRecord } from '../../../domain/users/replies';
import { InfoRow } from '../../../ui/InfoRow';
import { SectionCard } from '../../../ui/SectionCard';
import { DistributorMap } from './DistributorMap';

/** Six decimals: about ten centimetres, what a phone's position is worth. */
const COORDINATE_DIGITS = { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false } as const;

/** The last position the distributor's phone shared (spec 002 "location"), or the notice that there is none. */
export function LocationTab({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`bakery.employee_page.location.${key}`);
  const { latitude, longitude } = record;
  const shared = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <SectionCard title="bakery.employee_page.location.title" icon={<MapIcon />} data-testid="employee-location">
      {shared ? (
        <Stack spacing={2}>
          <Box>
            <InfoRow label={label('latitude')} ltr>
              {formatNumber(latitude, COORDINATE_DIGITS)}
            </InfoRow>
            <InfoRow label={label('longitude')} ltr>
              {formatNumber(longitude, COORDINATE_DIGITS)}
            </InfoRow>
            <InfoRow label={label('updated_at')}>{formatDateTime(record.location_updated_at)}</InfoRow>
          </Box>
          <DistributorMap latitude={latitude} longitude={longitude} />
        </Stack>
      ) : (
        <Alert severity="info" data-testid="employee-no-location">
          {label('none')}
        </Alert>
      )}
    </SectionCard>
  );
}
