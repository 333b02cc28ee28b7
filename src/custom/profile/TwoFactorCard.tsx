import SecurityIcon from '@mui/icons-material/Security';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { TwoFactorSetup } from '../../providers/data/profileCalls';
import { SectionCard } from '../../ui/SectionCard';
import { BackupCodesPanel } from './BackupCodesPanel';
import { PasswordPromptDialog } from '../../ui/PasswordPromptDialog';
import { BACKUP_CODES_KEY, SECURITY_KEY, SESSIONS_KEY } from './queryKeys';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { refreshQueries } from '../../ui/queryCache';

/** Fewer backup codes than this left: the card suggests new ones. */
const FEW_CODES = 3;

// The password given to start the setup is sent again with the first code, which the server asks for.
type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup; password: string } | { kind: 'codes'; codes: string[] };
type Prompt = 'enable' | 'disable' | 'regenerate';

const PROMPT_TITLES = {
  enable: 'bakery.profile.confirm_password.title_enable',
  disable: 'bakery.profile.confirm_password.title_disable',
  regenerate: 'bakery.profile.confirm_password.title_regenerate',
} as const;

interface TwoFactorCardProps {
  enabled: boolean;
  accountName: string;
}

/**
 * Two-factor sign-in (issue 14): set up with a QR code and a first code, then the ten backup codes once;
 * when on, how many backup codes are left, new ones and turning it off. Every change asks for the
 * password first (issue 23); turning it on signs the account out everywhere else.
 */
export function TwoFactorCard({ enabled, accountName }: TwoFactorCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // The kind outlives the dialog's closing, so its title does not change while it fades out.
  const [prompt, setPrompt] = useState<Prompt>('enable');
  const [asking, setAsking] = useState(false);
  const ask = (kind: Prompt) => {
    setPrompt(kind);
    setAsking(true);
  };

  const counts = useQuery({
    queryKey: BACKUP_CODES_KEY,
    queryFn: () => dataProvider.backupCodeCount(),
    enabled,
    refetchOnWindowFocus: false,
  });

  const refetch = () => {
    void refreshQueries(queryClient, { queryKey: SECURITY_KEY });
    void refreshQueries(queryClient, { queryKey: BACKUP_CODES_KEY });
  };

  const start = async (password: string) => {
    const setup = await dataProvider.startTwoFactor(password);
    setAsking(false);
    setStep({ kind: 'setup', setup, password });
  };

  const confirm = async (code: string) => {
    if (step.kind !== 'setup') return;
    const codes = await dataProvider.confirmTwoFactor(code, step.password);
    setStep({ kind: 'codes', codes });
    notify('bakery.profile.two_factor.enabled', { type: 'success' });
    refetch();
    void refreshQueries(queryClient, { queryKey: SESSIONS_KEY });
  };

  const disable = async (password: string) => {
    await dataProvider.disableTwoFactor(password);
    setAsking(false);
    setStep({ kind: 'idle' });
    notify('bakery.profile.two_factor.disabled', { type: 'success' });
    refetch();
  };

  const regenerate = async (password: string) => {
    const codes = await dataProvider.regenerateBackupCodes(password);
    setAsking(false);
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
              <Button variant="outlined" onClick={() => ask('regenerate')}>
                {translate('bakery.profile.two_factor.regenerate')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => ask('disable')}>
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
              <Button variant="contained" startIcon={<SecurityIcon />} onClick={() => ask('enable')}>
                {translate('bakery.profile.two_factor.enable')}
              </Button>
            </Box>
          </>
        )}
      </Box>
      <PasswordPromptDialog
        open={asking}
        title={PROMPT_TITLES[prompt]}
        onClose={() => setAsking(false)}
        onConfirm={prompt === 'enable' ? start : prompt === 'disable' ? disable : regenerate}
      />
    </SectionCard>
  );
}
