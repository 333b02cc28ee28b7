import PersonIcon from '@mui/icons-material/Person';
import { Chip, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE, formatDateTime } from '../../../i18n/format';
import type { VehicleAssignment } from '../../../providers/data/vehicleCalls';

const prefix = 'bakery.vehicle_show.history';

/** One assignment: the distributor, its period ('منذ … حتى الآن' while open) and who assigned and unassigned. */
export function AssignmentRow({ assignment }: { assignment: VehicleAssignment }) {
  const translate = useTranslate();
  const open = assignment.unassigned_at === null;
  const by = (label: string, name: string | null) => `${translate(`${prefix}.${label}`)}: ${name || EMPTY_VALUE}`;
  return (
    <ListItem divider alignItems="flex-start" data-testid="vehicle-history-row" sx={{ px: 0 }}>
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <PersonIcon color={open ? 'primary' : 'disabled'} />
      </ListItemIcon>
      <ListItemText
        disableTypography
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography fontWeight={600}>{assignment.distributor_name || EMPTY_VALUE}</Typography>
            {open ? <Chip size="small" color="success" label={translate(`${prefix}.current`)} /> : null}
          </Stack>
        }
        secondary={
          <>
            <Typography variant="body2" color="text.secondary">
              {open
                ? translate(`${prefix}.period_open`, { from: formatDateTime(assignment.assigned_at) })
                : translate(`${prefix}.period`, {
                    from: formatDateTime(assignment.assigned_at),
                    to: formatDateTime(assignment.unassigned_at),
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {by('assigned_by', assignment.assigned_by_name)}
              {open ? null : ` · ${by('unassigned_by', assignment.unassigned_by_name)}`}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}
