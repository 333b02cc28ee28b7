import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../providers/data/profileCalls';
import { CopyButton } from '../../ui/CopyButton';
import { fieldErrorsOf } from './failure';
import { cleanCode } from './totpCode';
import { useMessage } from './useMessage';

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /** Rejects with the server's refusal (a wrong code). */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Setting up two-factor sign-in: the QR code for the authenticator app and the same secret as text for
 * typing in, then the app's first code to prove it was added.
 */
export function TwoFactorSetupPanel({ setup, onConfirm, onCancel }: TwoFactorSetupPanelProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanCode(code);
    if (!/^\d{6}$/.test(clean)) {
      setError('bakery.profile.two_factor.code_invalid');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(clean);
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setError(byField.code ?? (failure as { message?: string } | null)?.message ?? 'bakery.profile.two_factor.code_invalid');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="two-factor-setup" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">{translate('bakery.profile.two_factor.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_data_url}
        alt={translate('bakery.profile.two_factor.qr_alt')}
        sx={{ width: 200, height: 200, justifySelf: { xs: 'center', sm: 'start' }, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2">{translate('bakery.profile.two_factor.manual')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box
          component="code"
          data-testid="totp-secret"
          dir="ltr"
          sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
        >
          {setup.secret}
        </Box>
        <CopyButton text={setup.secret} label={translate('bakery.profile.two_factor.copy_secret')} />
      </Box>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5, maxWidth: 320 }}>
        <TextField
          name="code"
          label={translate('bakery.profile.two_factor.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          autoComplete="one-time-code"
          error={Boolean(error)}
          helperText={message(error ?? 'bakery.profile.two_factor.code_hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 12 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('bakery.profile.two_factor.confirm')}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            {translate('bakery.profile.two_factor.cancel')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
