import DevicesIcon from '@mui/icons-material/Devices';
import { Alert, Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { OwnSession } from '../../providers/data/profileCalls';
import { SectionCard } from '../../ui/SectionCard';
import { failureText } from './failure';
import { SESSIONS_KEY } from './queryKeys';
import { SessionRow } from './SessionRow';
import { useMessage } from './useMessage';
import { useNotifyFailure } from './useNotifyFailure';
import { refreshQueries } from '../../ui/queryCache';

/** The user's own live sessions, this browser's first, with sign-out of one or of all the others. */
export function SessionsCard() {
  const translate = useTranslate();
  const message = useMessage();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.ownSessions(), refetchOnWindowFocus: false });

  const onError = (error: unknown) => notifyFailure(error);
  const reload = () => refreshQueries(queryClient, { queryKey: SESSIONS_KEY });

  const endOne = useMutation({
    mutationFn: (session: OwnSession) => dataProvider.endSession(session.id),
    onSuccess: () => {
      notify('bakery.profile.sessions.ended', { type: 'success' });
      void reload();
    },
    onError,
  });
  const endOthers = useMutation({
    mutationFn: () => dataProvider.endOtherSessions(),
    onSuccess: (count) => {
      notify('bakery.profile.sessions.others_ended', { type: 'success', messageArgs: { smart_count: count } });
      void reload();
    },
    onError,
  });

  const rows = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = rows.filter((row) => !row.current).length;
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <SectionCard title="bakery.profile.sessions.title" icon={<DevicesIcon />} data-testid="own-sessions">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.profile.sessions.intro')}
        </Typography>
        {sessions.isPending && <LinearProgress />}
        {sessions.isError && <Alert severity="error">{message(failureText(sessions.error, 'ra.notification.http_error'))}</Alert>}
        {sessions.data && (
          <List disablePadding>
            {rows.map((session) => (
              <SessionRow key={session.id} session={session} busy={busy} onEnd={(row) => endOne.mutate(row)} />
            ))}
          </List>
        )}
        {sessions.data && others === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('bakery.profile.sessions.none_other')}
          </Typography>
        )}
        <Box>
          <Button variant="outlined" color="error" disabled={busy || others === 0} onClick={() => endOthers.mutate()}>
            {translate('bakery.profile.sessions.end_others')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
