import BuildIcon from '@mui/icons-material/Build';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useDataProvider, useTranslate } from 'react-admin';
import { maintenanceEnable } from '../../domain/backups';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { RetryAlert } from '../../ui/RetryAlert';
import { SectionCard } from '../../ui/SectionCard';
import { SETTINGS_KEY } from './queryKeys';
import { useSystemAction } from './useSystemAction';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

const MAINTENANCE_KEY = ['maintenance'];

/** Maintenance mode on (with the reason every user's banner shows) or off; turning it on asks first. */
export default function MaintenanceTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const query = useQuery({ queryKey: MAINTENANCE_KEY, queryFn: () => dataProvider.maintenance() });
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const t = (key: string) => translate(`bakery.settings.maintenance.${key}`);
  const refresh = [MAINTENANCE_KEY, SETTINGS_KEY];
  const enable = useSystemAction((provider, reason: string) => provider.enableMaintenance(reason), {
    refresh,
    success: () => ({ key: 'bakery.settings.maintenance.enabled' }),
  });
  const disable = useSystemAction((provider) => provider.disableMaintenance(), {
    refresh,
    success: () => ({ key: 'bakery.settings.maintenance.disabled' }),
  });

  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  const { enabled } = query.data;

  const ask = () => {
    // The call's own rule, so the words beside the field are the server's.
    const checked = maintenanceEnable.safeParse({ message });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) setConfirming(true);
  };

  return (
    <SectionCard title="bakery.settings.maintenance.title" icon={<BuildIcon />} data-testid="maintenance-tab">
      <Stack spacing={2}>
        <Alert severity={enabled ? 'warning' : 'success'} data-testid="maintenance-state">
          {t(enabled ? 'state_on' : 'state_off')}
          {enabled && query.data.message ? ` — ${query.data.message}` : ''}
        </Alert>
        <Box color="text.secondary">{t('intro')}</Box>
        {enabled ? (
          <Box>
            <Button
              variant="contained"
              color="success"
              onClick={() => disable.mutate(undefined)}
              disabled={disable.isPending}
              data-testid="maintenance-disable"
            >
              {t('disable')}
            </Button>
          </Box>
        ) : (
          <>
            <TextField
              label={t('message')}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? ' '}
              required
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: 300 } }}
              data-testid="maintenance-message"
            />
            <Box>
              <Button
                variant="contained"
                color="warning"
                onClick={ask}
                disabled={enable.isPending}
                data-testid="maintenance-enable"
              >
                {t('enable')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={enable.isPending}
        title="bakery.settings.maintenance.enable_title"
        content="bakery.settings.maintenance.enable_content"
        confirm="bakery.settings.maintenance.enable"
        confirmColor="warning"
        onConfirm={() =>
          enable.mutate(message.trim(), { onSuccess: () => setMessage(''), onSettled: () => setConfirming(false) })
        }
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
