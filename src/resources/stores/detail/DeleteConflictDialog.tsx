import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface DeleteConflictDialogProps {
  /** The server's message (409): the shop has orders, so it cannot be removed. */
  message: string | null;
  /** Offer to deactivate the shop instead. */
  canDeactivate: boolean;
  deactivating: boolean;
  onDeactivate: () => void;
  onClose: () => void;
}

/** Shown when the server refuses to delete a shop that has orders: its reason and the way out. */
export function DeleteConflictDialog({ message, canDeactivate, deactivating, onDeactivate, onClose }: DeleteConflictDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="store-delete-conflict-title">
      <DialogTitle id="store-delete-conflict-title">{translate('bakery.stores.show.conflict_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bakery.stores.show.close')}</Button>
        {canDeactivate ? (
          <Button
            variant="contained"
            color="warning"
            onClick={onDeactivate}
            disabled={deactivating}
            startIcon={deactivating ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('bakery.stores.show.deactivate_instead')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
