import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../i18n/format';
import { usePositionSharing } from './usePositionSharing';

/** The distributor's consent to share their position while their route runs. */
export function PositionSharing({ active }: { active: boolean }) {
  const translate = useTranslate();
  const { enabled, setSharing, problem, lastSent } = usePositionSharing(active);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="position-sharing">
      <Stack direction="row" alignItems="center" spacing={1}>
        <MyLocationIcon color={enabled ? 'primary' : 'disabled'} />
        <FormControlLabel
          sx={{ flexGrow: 1, marginInlineStart: 0, marginInlineEnd: 0, justifyContent: 'space-between' }}
          labelPlacement="start"
          control={<Switch checked={enabled} onChange={(event) => setSharing(event.target.checked)} />}
          label={translate('bakery.route.sharing.label')}
        />
      </Stack>
      {enabled ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('bakery.route.sharing.hint')}
          {lastSent ? ` · ${translate('bakery.route.sharing.last_sent', { time: formatTime(lastSent) })}` : ''}
        </Typography>
      ) : null}
      {problem ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="position-sharing-problem">
          {problem}
        </Alert>
      ) : null}
    </Paper>
  );
}
