import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { canOpen } from '../../domain/access';
import type { Role } from '../../domain/enums';

export const QUICK_ACTIONS: readonly { path: string; label: string; icon: ReactNode }[] = [
  { path: '/orders/create', label: 'bakery.dashboard.quick.new_order', icon: <AddShoppingCartIcon /> },
  { path: '/stores/create', label: 'bakery.dashboard.quick.new_store', icon: <AddBusinessIcon /> },
  { path: '/products/create', label: 'bakery.dashboard.quick.new_product', icon: <PostAddIcon /> },
  { path: '/products', label: 'bakery.dashboard.quick.products', icon: <Inventory2Icon /> },
  { path: '/scheduling/daily', label: 'bakery.dashboard.quick.schedule', icon: <CalendarMonthIcon /> },
  { path: '/users', label: 'bakery.dashboard.quick.users', icon: <BadgeIcon /> },
  { path: '/vehicles', label: 'bakery.dashboard.quick.vehicles', icon: <DirectionsCarIcon /> },
  { path: '/reports', label: 'bakery.dashboard.quick.reports', icon: <AssessmentIcon /> },
  { path: '/settings/system', label: 'bakery.dashboard.quick.settings', icon: <SettingsIcon /> },
  { path: '/ai-chat', label: 'bakery.dashboard.quick.ai_chat', icon: <SmartToyIcon /> },
];

/** Links to the pages this role may open (the shared access table) and that exist; nothing when none. */
export function QuickActions({ existingPaths }: { existingPaths: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const actions = QUICK_ACTIONS.filter((action) => existingPaths.has(action.path) && canOpen(role, action.path));
  if (!actions.length) return null;
  return (
    <Card variant="outlined" data-testid="quick-actions">
      <CardHeader title={translate('bakery.dashboard.quick_actions')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={1.5}>
          {actions.map((action) => (
            <Grid key={action.path} size={{ xs: 6, sm: 4, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={LinkBase} to={action.path} sx={{ height: '100%' }} data-testid={`quick-action-${action.path}`}>
                  <Stack spacing={0.5} sx={{ alignItems: 'center', p: 1.5, color: 'primary.main' }}>
                    {action.icon}
                    <Typography variant="body2" color="text.primary" textAlign="center">
                      {translate(action.label)}
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
