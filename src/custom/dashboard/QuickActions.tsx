import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Card, CardActionArea, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { canOpen, SCREEN } from '../../domain/access';
import type { Role } from '../../domain/enums';
import { REGISTERED_QUICK_ACTIONS } from '../../registry/pages';
import type { QuickActionSpec } from '../../registry/types';

/** The spec's tiles for screens without a descriptor yet; hidden until their page exists. */
const SPEC_ONLY_ACTIONS: readonly QuickActionSpec[] = [
  { screen: SCREEN.dailySchedule, labelKey: 'bakery.dashboard.quick.schedule', icon: CalendarMonthIcon, order: 50 },
  { screen: SCREEN.userList, labelKey: 'bakery.dashboard.quick.users', icon: BadgeIcon, order: 60 },
  { screen: SCREEN.vehicleList, labelKey: 'bakery.dashboard.quick.vehicles', icon: DirectionsCarIcon, order: 70 },
  { screen: SCREEN.reports, labelKey: 'bakery.dashboard.quick.reports', icon: AssessmentIcon, order: 80 },
  { screen: SCREEN.systemSettings, labelKey: 'bakery.dashboard.quick.settings', icon: SettingsIcon, order: 90 },
  { screen: SCREEN.aiChat, labelKey: 'bakery.dashboard.quick.ai_chat', icon: SmartToyIcon, order: 100 },
];

/** Every page's tiles (the registry's, then the spec's not yet built), in order. */
export const QUICK_ACTIONS: readonly QuickActionSpec[] = [...REGISTERED_QUICK_ACTIONS, ...SPEC_ONLY_ACTIONS].sort(
  (a, b) => a.order - b.order,
);

/** Links to the pages this role may open (the shared access table) and that exist; nothing when none. */
export function QuickActions({ existingPaths }: { existingPaths: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const actions = QUICK_ACTIONS.filter(({ screen }) => existingPaths.has(screen.path) && canOpen(role, screen.path));
  if (!actions.length) return null;
  return (
    <Card variant="outlined" data-testid="quick-actions">
      <CardHeader
        title={translate('bakery.dashboard.quick_actions')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={1.5}>
          {actions.map((action) => (
            <Grid key={action.screen.path} size={{ xs: 6, sm: 4, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={LinkBase}
                  to={action.screen.path}
                  sx={{ height: '100%' }}
                  data-testid={`quick-action-${action.screen.path}`}
                >
                  <Stack spacing={0.5} sx={{ alignItems: 'center', p: 1.5, color: 'primary.main' }}>
                    <action.icon />
                    <Typography variant="body2" color="text.primary" textAlign="center">
                      {translate(action.labelKey)}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
