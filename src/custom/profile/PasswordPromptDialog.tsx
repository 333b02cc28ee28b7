import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf } from './failure';
import { useMessage } from './useMessage';

interface PasswordPromptDialogProps {
  open: boolean;
  /** A translation key. */
  title: string;
  onClose: () => void;
  /** Rejects with the server's refusal; a wrong password is shown beside the field. */
  onConfirm: (password: string) => Promise<unknown>;
}

/** Asks the password again before a sensitive change (turning two-factor off, new backup codes). */
export function PasswordPromptDialog({ open, title, onClose, onConfirm }: PasswordPromptDialogProps) {
  const translate = useTranslate();
  const message = useMessage();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('bakery.profile.confirm_password.required');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(undefined);
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setError(byField.password ?? (failure as { message?: string } | null)?.message ?? 'ra.notification.http_error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('bakery.profile.confirm_password.text')}</DialogContentText>
          <TextField
            autoFocus
            type="password"
            name="password"
            autoComplete="current-password"
            label={translate('bakery.profile.confirm_password.label')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? message(error) : undefined}
            fullWidth
            required
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('bakery.profile.confirm_password.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('bakery.profile.confirm_password.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
