import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../providers/failure';

interface PasswordPromptDialogProps {
  open: boolean;
  /** A translation key. */
  title: string;
  titleOptions?: Record<string, unknown>;
  /** A translation key: what the change does; by default only "enter your password to go on". */
  text?: string;
  /** A translation key for the confirming button. */
  confirm?: string;
  confirmColor?: 'primary' | 'warning' | 'error';
  onClose: () => void;
  /** Rejects with the server's refusal; a wrong password is shown beside the field. */
  onConfirm: (password: string) => Promise<unknown>;
}

/**
 * Asks the own password again before a sensitive change (every two-factor change, an admin's two-factor
 * reset); the server checks it in the same request as the change.
 */
export function PasswordPromptDialog({
  open,
  title,
  titleOptions,
  text = 'bakery.profile.confirm_password.text',
  confirm = 'bakery.profile.confirm_password.continue',
  confirmColor = 'primary',
  onClose,
  onConfirm,
}: PasswordPromptDialogProps) {
  const translate = useTranslate();
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
      setError(translate('bakery.profile.confirm_password.required'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(undefined);
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      const message = (failure as { message?: string } | null)?.message;
      setError(byField.password ?? message ?? translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{translate(title, titleOptions)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(text)}</DialogContentText>
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
            helperText={error}
            fullWidth
            required
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('bakery.profile.confirm_password.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={busy}>
            {translate(confirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
