import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardHealth } from '../../domain/dashboard';
import { EMPTY_VALUE, formatDateTime, formatNumber } from '../../i18n/format';
import { formatUptime } from './time';

const COUNTED = ['orders', 'stores', 'products', 'users', 'vehicles'] as const;

const MEGABYTE = 1024 * 1024;

function Row({ label, value, testId, loading }: { label: string; value: ReactNode; testId: string; loading: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={600} component="div" data-testid={testId} sx={{ textAlign: 'end' }}>
        {loading ? <Skeleton width={70} /> : value}
      </Typography>
    </Stack>
  );
}

/** The measured state of the server: database status, kind and round trip, uptime, row counts and size. */
export function SystemHealth({ health, loading }: { health: DashboardHealth | undefined; loading: boolean }) {
  const translate = useTranslate();
  const up = health?.database === 'up';
  const status = health ? (
    <Chip
      size="small"
      color={up ? 'success' : 'error'}
      label={translate(up ? 'bakery.dashboard.database_ok' : 'bakery.dashboard.database_down')}
    />
  ) : (
    EMPTY_VALUE
  );
  return (
    <Card variant="outlined" data-testid="system-health">
      <CardHeader title={translate('bakery.dashboard.system_health')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Row loading={loading} testId="health-database" label={translate('bakery.dashboard.database_status')} value={status} />
        <Row
          loading={loading}
          testId="health-kind"
          label={translate('bakery.dashboard.database_kind')}
          value={health ? translate(`bakery.dashboard.database_kinds.${health.database_kind}`, { _: health.database_kind }) : EMPTY_VALUE}
        />
        <Row
          loading={loading}
          testId="health-response-time"
          label={translate('bakery.dashboard.response_time')}
          value={formatNumber(health?.response_time_ms, { style: 'unit', unit: 'millisecond', unitDisplay: 'long', maximumFractionDigits: 1 })}
        />
        <Row
          loading={loading}
          testId="health-uptime"
          label={translate('bakery.dashboard.uptime')}
          value={health?.uptime_seconds !== undefined ? formatUptime(health.uptime_seconds, translate) : EMPTY_VALUE}
        />
        <Row
          loading={loading}
          testId="health-size"
          label={translate('bakery.dashboard.database_size')}
          value={formatNumber(health ? health.database_size_bytes / MEGABYTE : null, {
            style: 'unit',
            unit: 'megabyte',
            unitDisplay: 'long',
            maximumFractionDigits: 1,
          })}
        />
        <Row
          loading={loading}
          testId="health-server-time"
          label={translate('bakery.dashboard.server_time')}
          value={formatDateTime(health?.server_time)}
        />
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" gutterBottom>
          {translate('bakery.dashboard.record_counts')}
        </Typography>
        {COUNTED.map((table) => (
          <Row
            key={table}
            loading={loading}
            testId={`health-count-${table}`}
            label={translate(`bakery.dashboard.${table}`)}
            value={formatNumber(health?.counts[table])}
          />
        ))}
      </CardContent>
    </Card>
  );
}
