import SecurityIcon from '@mui/icons-material/Security';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../../../domain/enums';
import { accessLevel, hasFullAccess, permissionGroups } from '../../../domain/users/permissions';
import type { Right } from '../../../domain/users/rights';
import { SectionCard } from '../../../ui/SectionCard';

const prefix = 'bakery.employee_page.permissions';

/**
 * What the employee's role may do (spec 002 "permissions"): the access level badge and the access
 * table's real rights grouped by the spec's categories, the same table the server enforces.
 */
export function PermissionsTab({ role }: { role: Role }) {
  const translate = useTranslate();
  const groups = permissionGroups(role);
  const level = accessLevel(role);
  const rightLabel = ({ resource, action }: Right) =>
    translate(`${prefix}.right`, {
      action: translate(`${prefix}.actions.${action}`, { _: action }),
      resource: translate(`${prefix}.resources.${resource}`, { _: resource }),
    });
  return (
    <SectionCard title={`${prefix}.title`} icon={<SecurityIcon />} data-testid="employee-permissions">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${prefix}.access_level`)}
          </Typography>
          <Chip
            icon={<VerifiedUserIcon />}
            color={level === 'super_admin' ? 'error' : 'primary'}
            label={translate(`${prefix}.levels.${level}`)}
            data-testid="employee-access-level"
          />
        </Stack>
        {hasFullAccess(role) ? (
          <Alert severity="success" data-testid="employee-full-access">
            {translate(`${prefix}.full_access`)}
          </Alert>
        ) : null}
        {groups.length === 0 ? <Alert severity="info">{translate(`${prefix}.none`)}</Alert> : null}
        <Grid container spacing={2}>
          {groups.map((group) => (
            <Grid key={group.category} size={{ xs: 12, md: 6 }}>
              <Paper
                variant="outlined"
                sx={{ p: 2, height: '100%' }}
                data-testid={`permission-group-${group.category}`}
              >
                <Typography variant="subtitle1" component="h3" fontWeight={700} sx={{ mb: 1 }}>
                  {translate(`${prefix}.categories.${group.category}`)}
                </Typography>
                <Box
                  component="ul"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
                >
                  {group.rights.map((right) => (
                    <li key={`${right.resource}:${right.action}`}>
                      <Chip size="small" variant="outlined" label={rightLabel(right)} />
                    </li>
                  ))}
                </Box>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Stack>
    </SectionCard>
  );
}
