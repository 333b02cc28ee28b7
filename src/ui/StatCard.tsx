import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';

export type StatColor = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

interface StatCardProps {
  label: string;
  /** The figure, already formatted; shown as a skeleton while `loading`. */
  value: string;
  caption?: string;
  icon: ReactNode;
  color?: StatColor;
  loading?: boolean;
  testId?: string;
  size?: 'large' | 'small';
}

/** One figure of the dashboard: the label, the value (carrying the test id) and an optional line under it. */
export function StatCard({ label, value, caption, icon, color = 'primary', loading = false, testId, size = 'large' }: StatCardProps) {
  const small = size === 'small';
  // Two small cards share a phone's line (about 170 px each): a tighter card and figure there, so a
  // date such as 26/11/2026 stays inside its card.
  const avatarSize = small ? { xs: 32, sm: 40 } : 48;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={small ? { p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 3 } } } : undefined}>
        <Stack direction="row" spacing={small ? { xs: 1.25, sm: 2 } : 2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, width: avatarSize, height: avatarSize }}>
            {icon}
          </Avatar>
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              variant={size === 'large' ? 'h5' : 'h6'}
              component="p"
              fontWeight={700}
              data-testid={testId}
              aria-busy={loading || undefined}
              sx={small ? { fontSize: { xs: '1.05rem', sm: undefined }, overflowWrap: 'anywhere' } : undefined}
            >
              {loading ? <Skeleton width={80} /> : value}
            </Typography>
            {caption !== undefined ? (
              <Typography variant="caption" color="text.secondary">
                {loading ? <Skeleton width={120} /> : caption}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
