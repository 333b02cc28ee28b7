import SecurityIcon from '@mui/icons-material/Security';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { TwoFactorSetup } from '../../providers/data/profileCalls';
import { SectionCard } from '../../ui/SectionCard';
import { BackupCodesPanel } from './BackupCodesPanel';
import { PasswordPromptDialog } from './PasswordPromptDialog';
import { BACKUP_CODES_KEY, SECURITY_KEY } from './queryKeys';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { useNotifyFailure } from './useNotifyFailure';

/** Fewer backup codes than this left: the card suggests new ones. */
const FEW_CODES = 3;

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };
type Prompt = 'disable' | 'regenerate' | null;

interface TwoFactorCardProps {
  enabled: boolean;
  accountName: string;
}

/**
 * Two-factor sign-in (issue 14): set up with a QR code and a first code, then the ten backup codes once;
 * when on, how many backup codes are left, new ones and turning it off, both after the password.
 */
export function TwoFactorCard({ enabled, accountName }: TwoFactorCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [prompt, setPrompt] = useState<Prompt>(null);

  const counts = useQuery({
    queryKey: BACKUP_CODES_KEY,
    queryFn: () => dataProvider.backupCodeCount(),
    enabled,
    refetchOnWindowFocus: false,
  });

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    void queryClient.invalidateQueries({ queryKey: BACKUP_CODES_KEY });
  };

  const start = useMutation({
    mutationFn: () => dataProvider.startTwoFactor(),
    onSuccess: (setup) => setStep({ kind: 'setup', setup }),
    onError: (error) => notifyFailure(error),
  });

  const confirm = async (code: string) => {
    const codes = await dataProvider.confirmTwoFactor(code);
    setStep({ kind: 'codes', codes });
    notify('bakery.profile.two_factor.enabled', { type: 'success' });
    refetch();
  };

  const disable = async (password: string) => {
    await dataProvider.disableTwoFactor(password);
    setPrompt(null);
    setStep({ kind: 'idle' });
    notify('bakery.profile.two_factor.disabled', { type: 'success' });
    refetch();
  };

  const regenerate = async (password: string) => {
    const codes = await dataProvider.regenerateBackupCodes(password);
    setPrompt(null);
    setStep({ kind: 'codes', codes });
    notify('bakery.profile.two_factor.regenerated', { type: 'success' });
    refetch();
  };

  const status = (
    <Chip
      data-testid="two-factor-status"
      size="small"
      color={enabled ? 'success' : 'default'}
      label={translate(enabled ? 'bakery.profile.two_factor.status_on' : 'bakery.profile.two_factor.status_off')}
      sx={{ marginInlineEnd: 1 }}
    />
  );

  return (
    <SectionCard title="bakery.profile.two_factor.title" icon={<SecurityIcon />} action={status} data-testid="two-factor">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {step.kind === 'codes' ? (
          <BackupCodesPanel codes={step.codes} accountName={accountName} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'setup' && !enabled ? (
          <TwoFactorSetupPanel setup={step.setup} onConfirm={confirm} onCancel={() => setStep({ kind: 'idle' })} />
        ) : enabled ? (
          <>
            {counts.data && (
              <Typography data-testid="backup-codes-remaining">
                {translate('bakery.profile.two_factor.remaining', { remaining: counts.data.remaining, total: counts.data.total })}
              </Typography>
            )}
            {counts.data && counts.data.remaining < FEW_CODES && (
              <Alert severity="warning">{translate('bakery.profile.two_factor.remaining_low')}</Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setPrompt('regenerate')}>
                {translate('bakery.profile.two_factor.regenerate')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setPrompt('disable')}>
                {translate('bakery.profile.two_factor.disable')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('bakery.profile.two_factor.intro')}
            </Typography>
            <Box>
              <Button variant="contained" startIcon={<SecurityIcon />} onClick={() => start.mutate()} disabled={start.isPending}>
                {translate('bakery.profile.two_factor.enable')}
              </Button>
            </Box>
          </>
        )}
      </Box>
      <PasswordPromptDialog
        open={prompt !== null}
        title={prompt === 'disable' ? 'bakery.profile.confirm_password.title_disable' : 'bakery.profile.confirm_password.title_regenerate'}
        onClose={() => setPrompt(null)}
        onConfirm={prompt === 'disable' ? disable : regenerate}
      />
    </SectionCard>
  );
}
