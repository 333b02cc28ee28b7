import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SCREEN } from '../../../domain/access';
import type { Severity } from '../../../domain/reports';
import { CardFrame } from './CardFrame';
import { useCardQuery } from './useCardQuery';

const SHOWN = 8;
const ICONS: Record<Severity, typeof ErrorIcon> = { critical: ErrorIcon, warning: WarningIcon, info: InfoIcon };
const COLOURS: Record<Severity, 'error' | 'warning' | 'info'> = { critical: 'error', warning: 'warning', info: 'info' };

/**
 * What needs doing, most severe first (GET /dashboard/alerts): low stock, unpaid past terms, maintenance
 * due, tomorrow's orders without a distributor, shops without coordinates or over their credit limit; each
 * opens its page. Internal links only: the server's links are paths of the app.
 */
export function AlertsCard() {
  const translate = useTranslate();
  const query = useCardQuery(['alerts', SHOWN], (provider) => provider.dashboardAlerts(SHOWN));
  const alerts = query.data;
  return (
    <CardFrame
      titleKey="bakery.dashboard.cards.alerts"
      testId="card-alerts"
      query={query}
      action={alerts ? <Chip size="small" label={alerts.total} color={alerts.total ? 'warning' : 'default'} data-testid="dashboard-alerts-total" /> : null}
    >
      {alerts && alerts.items.length === 0 ? <Typography color="text.secondary">{translate('bakery.dashboard.cards.no_alerts')}</Typography> : null}
      {alerts && alerts.items.length > 0 ? (
        <List dense disablePadding>
          {alerts.items.map((alert) => {
            const Icon = ICONS[alert.severity];
            return (
              <ListItem
                key={alert.id}
                component={Link}
                to={alert.link.startsWith('/') ? alert.link : SCREEN.dashboard.path}
                sx={{ borderRadius: 1, gap: 1.5, color: 'inherit', '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Icon color={COLOURS[alert.severity]} fontSize="small" />
                <ListItemText primary={alert.title} secondary={alert.message} />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </CardFrame>
  );
}
