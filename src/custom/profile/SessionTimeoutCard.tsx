import TimerIcon from '@mui/icons-material/Timer';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { SecurityOverview } from '../../providers/data/profileCalls';
import { SectionCard } from '../../ui/SectionCard';
import { SECURITY_KEY } from './queryKeys';
import { useNotifyFailure } from './useNotifyFailure';
import { replaceQueryData } from '../../ui/queryCache';

/** Spec 002 section 9: the profile's session timeout choices, in minutes. */
export const TIMEOUT_CHOICES = [15, 30, 60, 120] as const;

/**
 * How long the user's sessions last without activity, within the admin's maximum: the choices above it
 * are shown but disabled. Saving moves this session's end at once (profileCalls updates the countdown).
 */
export function SessionTimeoutCard({ security }: { security: SecurityOverview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const labelId = useId();
  const max = security.max_session_minutes;
  const current = security.session_timeout_choice ?? security.session_timeout_minutes;

  const save = useMutation({
    mutationFn: (minutes: number) => dataProvider.setSessionTimeout(minutes),
    onSuccess: (saved, minutes) => {
      void replaceQueryData<SecurityOverview>(queryClient, SECURITY_KEY, (old) =>
        saved ?? (old ? { ...old, session_timeout_choice: minutes, session_timeout_minutes: minutes } : old),
      );
      notify('bakery.profile.timeout.saved', { type: 'success' });
    },
    onError: (error) => notifyFailure(error),
  });

  const allowed = (minutes: number) =>
    minutes <= max && (security.timeout_options.length === 0 || security.timeout_options.includes(minutes));

  return (
    <SectionCard title="bakery.profile.timeout.title" icon={<TimerIcon />} data-testid="session-timeout">
      <FormControl component="fieldset" disabled={save.isPending}>
        <FormLabel id={labelId} component="legend">
          {translate('bakery.profile.timeout.label')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          row
          value={String(save.isPending && save.variables !== undefined ? save.variables : current)}
          onChange={(event) => save.mutate(Number(event.target.value))}
        >
          {TIMEOUT_CHOICES.map((minutes) => (
            <FormControlLabel
              key={minutes}
              value={String(minutes)}
              disabled={!allowed(minutes)}
              control={<Radio />}
              label={translate(allowed(minutes) ? 'bakery.profile.timeout.option' : 'bakery.profile.timeout.over_max', { minutes })}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.profile.timeout.intro', { max })}
        </Typography>
      </Box>
    </SectionCard>
  );
}
