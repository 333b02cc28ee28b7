import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface DeleteConflictDialogProps {
  /** The server's message (409): why the record is kept. Open while not null. */
  message: string | null;
  /** Translation keys of the dialog's title and of its deactivate button. */
  title: string;
  deactivateLabel: string;
  /** Offer to deactivate the record instead (it is active and the role may change its status). */
  canDeactivate: boolean;
  deactivating: boolean;
  onDeactivate: () => void;
  onClose: () => void;
}

/**
 * Shown when the server refuses a delete because the record has history (a shop's orders, an employee's
 * orders or payments): its reason, and deactivating as the way out.
 */
export function DeleteConflictDialog({
  message,
  title,
  deactivateLabel,
  canDeactivate,
  deactivating,
  onDeactivate,
  onClose,
}: DeleteConflictDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {canDeactivate ? (
          <Button
            variant="contained"
            color="warning"
            onClick={onDeactivate}
            disabled={deactivating}
            startIcon={deactivating ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(deactivateLabel)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
